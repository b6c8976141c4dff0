/** A PayPal ledger row's kind in words, for customers and admins alike. */
export const PAYMENT_KIND: Record<string, string> = {
  payment: 'Payment',
  refund: 'Refund',
  reversal: 'Chargeback',
  reversal_cancelled: 'Chargeback cancelled',
};

/** Which status an order's history row changed, in words. */
export const ORDER_CHANGE: Record<string, string> = {
  paymentStatus: 'Payment status',
  orderStatus: 'Order status',
  refund: 'Refund',
};
