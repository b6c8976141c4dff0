import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Copyright (/edit-copyright/:id). Replace with the real page. */
export default function CopyrightEdit() {
  return (
    <Placeholder
      title="Edit Copyright"
      route="/edit-copyright/:id"
      summary={["Edit copyrightText; toast \"Footer Copy Right Updated\"."]}
    />
  );
}
