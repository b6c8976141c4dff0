import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Update Counter (/counters/:id). Replace with the real page. */
export default function CountersEdit() {
  return (
    <Placeholder
      title="Update Counter"
      route="/counters/:id"
      summary={["Counters edit form, prefilled; toast \"Counters is Updated\"."]}
    />
  );
}
