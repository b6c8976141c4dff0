import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Logo (/add-logo). Replace with the real page. */
export default function LogoAdmin() {
  return (
    <Placeholder
      title="Logo"
      route="/add-logo"
      summary={["Link to /edit-logo/{id} if a logo exists, else the add form (logo image URL)."]}
    />
  );
}
