import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Call To Action (/edit-call/:id). Replace with the real page. */
export default function CallToActionEdit() {
  return (
    <Placeholder
      title="Edit Call To Action"
      route="/edit-call/:id"
      summary={["Edit the call to action, prefilled; toast \"Action is Updated\"."]}
    />
  );
}
