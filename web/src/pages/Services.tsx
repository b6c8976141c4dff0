import { Placeholder } from '../components/Placeholder';

/** PLACEHOLDER: Services (/service). Replace with the real page. */
export default function Services() {
  return (
    <Placeholder
      title="Services"
      route="/service"
      summary={["Counters band, service heading and items grid, about section with three progress bars (85%, 65%, 79%), call-to-action band."]}
    />
  );
}
