import { Placeholder } from '../components/Placeholder';

/** PLACEHOLDER: Support (/support). Replace with the real page. */
export default function Support() {
  return (
    <Placeholder
      title="Support"
      route="/support"
      summary={["Form headed \"Send Us Message For Support\": fullName, phoneNumber, emailAddress (email type), website, subject, message; button Send Message.", "Success toast \"Message is Updated\"; admins then go to /all-messages, visitors stay. Also a call-to-action block."]}
    />
  );
}
