import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Step (/edit-step/:id). Replace with the real page. */
export default function StepEdit() {
  return (
    <Placeholder
      title="Edit Step"
      route="/edit-step/:id"
      summary={["Edit stepTitle, stepDetails, stepNumber; toast \"Step Section is Updated\"."]}
    />
  );
}
