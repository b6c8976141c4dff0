import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Contact Details (/edit-contact-page/:id). Replace with the real page. */
export default function ContactItemEdit() {
  return (
    <Placeholder
      title="Edit Contact Details"
      route="/edit-contact-page/:id"
      summary={["contactImg (placeholder \"Image Url\"), contactTitle, contactDetails, prefilled; button \"Update Contcat Details\"; toast \"Contcat Section is Updated\"."]}
    />
  );
}
