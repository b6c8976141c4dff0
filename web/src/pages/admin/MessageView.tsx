import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Message (/view/:id). Replace with the real page. */
export default function MessageView() {
  return (
    <Placeholder
      title="Message"
      route="/view/:id"
      summary={["Single message; a Mark Read form only when UnRead (toast \"Message is Read\")."]}
    />
  );
}
