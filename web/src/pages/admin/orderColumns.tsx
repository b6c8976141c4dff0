import { Link } from 'react-router';
import type { Column } from '../../admin/DataTable';
import { formatMoney } from '../../components/money';

/** What the admin's tables of orders show of each order. */
export interface OrderRow {
  readonly id: string;
  readonly orderDateText: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly packageName: string;
  readonly price: string;
}

/** An order's date, customer (name above e-mail), package and price: the first columns of every orders table. */
export function orderColumns<T extends OrderRow>(): Column<T>[] {
  return [
    { header: 'Order Date', cell: (o) => o.orderDateText },
    {
      header: 'Customer',
      wide: true,
      cell: (o) => (
        <>
          {o.customerName}
          <br />
          <span className="admin-muted">{o.customerEmail}</span>
        </>
      ),
    },
    { header: 'Package', cell: (o) => o.packageName },
    { header: 'Price', cell: (o) => formatMoney(o.price), numeric: true },
  ];
}

/** The link to an order's payment status editor. */
export const paymentLink = (o: OrderRow) => (
  <Link to={`/admin/payment-status/${o.id}`} aria-label={`Payment status of ${o.customerName}'s order of ${o.orderDateText}`}>
    Payment status
  </Link>
);
