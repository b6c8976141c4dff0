import { Placeholder } from '../components/Placeholder';

/** PLACEHOLDER: Contact Us (/contact). Replace with the real page. */
export default function Contact() {
  return (
    <Placeholder
      title="Contact Us"
      route="/contact"
      summary={["Contact Us page: address/email/phone block, embedded map (local, no CDN), message form (email type check only), call-to-action block."]}
    />
  );
}
