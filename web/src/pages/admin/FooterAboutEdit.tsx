import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Footer About (/edit-about-footer/:id). Replace with the real page. */
export default function FooterAboutEdit() {
  return (
    <Placeholder
      title="Edit Footer About"
      route="/edit-about-footer/:id"
      summary={["Edit the footer about text; toast \"Footer About is Updated\"."]}
    />
  );
}
