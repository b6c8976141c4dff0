import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Footer About (/add-about-footer). Replace with the real page. */
export default function FooterAboutAdmin() {
  return (
    <Placeholder
      title="Footer About"
      route="/add-about-footer"
      summary={["Add form (aboutFooterText, aboutFooterDetails) if none, edit link if one exists."]}
    />
  );
}
