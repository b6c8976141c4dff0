import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Banner (/edit-banner). Replace with the real page. */
export default function BannerAdmin() {
  return (
    <Placeholder
      title="Banner"
      route="/edit-banner"
      summary={["Link to /banner/{id} when one banner exists, else the add form (bannerHeading, bannerDetails, bannerImage, buttonLink, youtubeLink)."]}
    />
  );
}
