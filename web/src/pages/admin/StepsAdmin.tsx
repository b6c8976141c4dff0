import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Step Section (/step-section). Replace with the real page. */
export default function StepsAdmin() {
  return (
    <Placeholder
      title="Step Section"
      route="/step-section"
      summary={["Add form and list headed \"Upcoming Events\"; items link to /edit-step/{id}."]}
    />
  );
}
