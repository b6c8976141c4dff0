import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: About Us (/edit-about). Replace with the real page. */
export default function AboutAdmin() {
  return (
    <Placeholder
      title="About Us"
      route="/edit-about"
      summary={["Link to /{id} (About editor) when the About record exists, else the add form (aboutImg, aboutHeading, aboutText, aboutDetails, aboutPointone, aboutPointwo, aboutPointhree)."]}
    />
  );
}
