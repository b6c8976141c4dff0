import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Logo (/edit-logo/:id). Replace with the real page. */
export default function LogoEdit() {
  return (
    <Placeholder
      title="Edit Logo"
      route="/edit-logo/:id"
      summary={["Edit the logo URL; toast \"Logo is Updated\"."]}
    />
  );
}
