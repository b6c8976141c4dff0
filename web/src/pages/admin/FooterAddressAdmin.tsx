import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Footer Address (/add-address-footer). Replace with the real page. */
export default function FooterAddressAdmin() {
  return (
    <Placeholder
      title="Footer Address"
      route="/add-address-footer"
      summary={["Add form (footerPhone, footeraddress, footerEmail) if none, edit link if one exists."]}
    />
  );
}
