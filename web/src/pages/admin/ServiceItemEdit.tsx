import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Service (/service-edit/:id). Replace with the real page. */
export default function ServiceItemEdit() {
  return (
    <Placeholder
      title="Edit Service"
      route="/service-edit/:id"
      summary={["Edit a service item; toast \"Service is Updated\"."]}
    />
  );
}
