import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Messages (/all-messages). Replace with the real page. */
export default function Messages() {
  return (
    <Placeholder
      title="Messages"
      route="/all-messages"
      summary={["Unread and Read tables, 3 per page each, row link /view/{id}."]}
    />
  );
}
