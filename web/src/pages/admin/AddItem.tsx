import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Add Design Item (/add-item). Replace with the real page. */
export default function AddItem() {
  return (
    <Placeholder
      title="Add Design Item"
      route="/add-item"
      summary={["Add design item: format (Facebook, Instagram, YouTube), canvaLink, imageLink, category, freeOrPaid (Paid, Free)."]}
    />
  );
}
