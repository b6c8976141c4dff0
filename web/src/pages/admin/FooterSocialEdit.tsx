import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Footer Social (/edit-social-footer/:id). Replace with the real page. */
export default function FooterSocialEdit() {
  return (
    <Placeholder
      title="Edit Footer Social"
      route="/edit-social-footer/:id"
      summary={["Edit the social links; toast \"Social Link is Updated\"."]}
    />
  );
}
