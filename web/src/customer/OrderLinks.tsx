import { Link } from 'react-router';

/** Where a customer goes on from a payment's outcome: their orders first, or the dashboard. */
export function OrderLinks() {
  return (
    <>
      <Link to="/my-order" className="btn btn-primary btn-sm">
        Go to My Orders
      </Link>
      <Link to="/dashboard" className="btn btn-outline btn-sm">
        Dashboard
      </Link>
    </>
  );
}
