import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Action (/update-calltoaction). Replace with the real page. */
export default function CallToActionAdmin() {
  return (
    <Placeholder
      title="Action"
      route="/update-calltoaction"
      summary={["One record gives \"Edit Call To Action\" link to /edit-call/{id}; none gives the add form (heading, subHeading, buttonText, buttonLink labelled Button URL)."]}
    />
  );
}
