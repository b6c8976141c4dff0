import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Counter (/edit-counter). Replace with the real page. */
export default function CountersAdmin() {
  return (
    <Placeholder
      title="Counter"
      route="/edit-counter"
      summary={["One record gives \"Update Counter\" link to /counters/{id}; none gives the add form with eight required fields."]}
    />
  );
}
