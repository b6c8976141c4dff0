import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Subscribers (/all-subscriber). Replace with the real page. */
export default function Subscribers() {
  return (
    <Placeholder
      title="Subscribers"
      route="/all-subscriber"
      summary={["Subscribers table, newest first, 5 per page."]}
    />
  );
}
