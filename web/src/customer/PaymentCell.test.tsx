import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/utils';
import { OrderStatusBadge, PaymentCell } from './PaymentCell';

describe('PaymentCell (the Payment Status column)', () => {
  it('links an UnPaid order to /pay-now/{id} with "Pay Now"', () => {
    renderAt(<PaymentCell orderId="42" status="UnPaid" context="for order 1, Basic plan" />);
    const link = screen.getByRole('link', { name: 'Pay Now for order 1, Basic plan' });
    expect(link).toHaveAttribute('href', '/pay-now/42');
    expect(link).toHaveTextContent(/^Pay Now/);
    expect(screen.queryByText('You Have Paid')).not.toBeInTheDocument();
  });

  it('says "You Have Paid" for a Paid order, with no link', () => {
    renderAt(<PaymentCell orderId="42" status="Paid" />);
    expect(screen.getByText('You Have Paid')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "You Have Cancelled" for a Cancelled order, with no link', () => {
    renderAt(<PaymentCell orderId="42" status="Cancelled" />);
    expect(screen.getByText('You Have Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('PaymentCell for the statuses PayPal adds', () => {
  it.each([
    ['Pending', 'Payment pending at PayPal'],
    ['Refunded', 'Refunded'],
    ['Reversed', 'Payment reversed'],
  ] as const)('says %s as "%s", with no Pay Now (paying again would pay twice)', (status, text) => {
    renderAt(<PaymentCell orderId="42" status={status} context="for order 1, Basic plan" />);
    expect(screen.getByText(text)).toHaveClass('payState', `payState${status}`);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/Pay Now/)).not.toBeInTheDocument();
  });
});

describe('OrderStatusBadge', () => {
  it.each(['Pending', 'Delivered'])('shows %s as the server sent it', (status) => {
    renderAt(<OrderStatusBadge status={status} />);
    expect(screen.getByText(status)).toHaveClass('badge');
  });
});
