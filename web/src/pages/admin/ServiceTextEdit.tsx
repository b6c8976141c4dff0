import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Service Text (/servicetext-edit/:id). Replace with the real page. */
export default function ServiceTextEdit() {
  return (
    <Placeholder
      title="Edit Service Text"
      route="/servicetext-edit/:id"
      summary={["Edit the service heading text; toast \"Service Text is Updated\"."]}
    />
  );
}
