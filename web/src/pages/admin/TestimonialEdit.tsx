import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Testimonial (/edit-testimonial/:id). Replace with the real page. */
export default function TestimonialEdit() {
  return (
    <Placeholder
      title="Edit Testimonial"
      route="/edit-testimonial/:id"
      summary={["Edit a testimonial: image, personName, personTitle, desc."]}
    />
  );
}
