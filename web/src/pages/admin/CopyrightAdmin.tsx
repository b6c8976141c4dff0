import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Footer CopyRight (/add-copyright). Replace with the real page. */
export default function CopyrightAdmin() {
  return (
    <Placeholder
      title="Footer CopyRight"
      route="/add-copyright"
      summary={["One record gives button \"Please Edit About Footer\" to /edit-copyright/{id}; none gives the form with copyrightText."]}
    />
  );
}
