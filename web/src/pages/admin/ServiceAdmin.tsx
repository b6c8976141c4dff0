import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Service (/edit-service). Replace with the real page. */
export default function ServiceAdmin() {
  return (
    <Placeholder
      title="Service"
      route="/edit-service"
      summary={["Heading form (serviceHeading, servicesubHeading), add-service form (serviceIcon, serviceTitle, serviceDetails), grid of items linking to /service-edit/{id}."]}
    />
  );
}
