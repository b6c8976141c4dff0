import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Footer Social (/add-social-footer). Replace with the real page. */
export default function FooterSocialAdmin() {
  return (
    <Placeholder
      title="Footer Social"
      route="/add-social-footer"
      summary={["Add form (fblink, inslink) if none, edit link if one exists."]}
    />
  );
}
