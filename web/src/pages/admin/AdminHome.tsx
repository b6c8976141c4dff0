import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Admin (/admin). Replace with the real page. */
export default function AdminHome() {
  return (
    <Placeholder
      title="Admin"
      route="/admin"
      summary={["Admin home cards: /setting, /total-orders, /all-messages, /all-subscriber, /add-user (Admin Email), /paypal-email/{id} (Payment).", "Admin dashboard: total sales, orders table and subscribers table (5 per page, Previous/Next); orders link to /admin/payment-status/{id}."]}
    />
  );
}
