import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Settings (/setting). Replace with the real page. */
export default function Settings() {
  return (
    <Placeholder
      title="Settings"
      route="/setting"
      summary={["Settings hub cards: Banner /edit-banner, Logo /add-logo, About Us /edit-about, Service /edit-service, Counter /edit-counter, Team Members /edit-video, Pricing /edit-pricing, Action /update-calltoaction, Footer Address /add-address-footer, Footer Social /add-social-footer, Footer CopyRight /add-copyright."]}
    />
  );
}
