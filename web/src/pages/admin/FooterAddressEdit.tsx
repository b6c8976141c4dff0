import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Footer Address (/edit-address-footer/:id). Replace with the real page. */
export default function FooterAddressEdit() {
  return (
    <Placeholder
      title="Edit Footer Address"
      route="/edit-address-footer/:id"
      summary={["Edit the footer address; toast \"Footer Address is Updated\"."]}
    />
  );
}
