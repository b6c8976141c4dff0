import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Banner (/banner/:id). Replace with the real page. */
export default function BannerEdit() {
  return (
    <Placeholder
      title="Edit Banner"
      route="/banner/:id"
      summary={["Edit the banner, prefilled; toast \"Banner is Updated\"."]}
    />
  );
}
