import { Placeholder } from '../components/Placeholder';

/** PLACEHOLDER: Home (/). Replace with the real page. */
export default function Home() {
  return (
    <Placeholder
      title="Home"
      route="/"
      summary={["Stacked in order: banner (button \"Start a Project\" to the banner's buttonLink), about (progress 95%, 96%, 95%), services, counters (values with \"+\"), video, pricing.", "Pricing heading \"Best Pricing For Business\", tagline \"Best SEO Optimization Agency\"; Popular on Premium; Basic and Standard 7 points, Premium 10."]}
    />
  );
}
