import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Contact Page (/add-contact). Replace with the real page. */
export default function ContactAdmin() {
  return (
    <Placeholder
      title="Contact Page"
      route="/add-contact"
      summary={["Add form plus list linking to /edit-contact-page/{id}."]}
    />
  );
}
