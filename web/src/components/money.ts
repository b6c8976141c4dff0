/**
 * A server amount (Money: "1234.50", two decimals) as the site writes it. Written by hand,
 * never with toLocaleString: its output depends on the runtime's locale data (the server's
 * renderer, each browser), and the text the server paints must be the very text every
 * browser prints, or hydration would not match.
 *
 * - `exact` (orders, totals, forms): "$1234.50"; "$0.00" when there is none.
 * - `card` (pricing cards): "$1,234" for a whole amount, "$1,234.50" otherwise; "" when there is none.
 */
/** What a recurring plan's price is per, after the amount: "$99 / month"; nothing for a one-time plan. */
export function perPeriod(period: string | null | undefined): string {
  if (period === 'monthly') return ' / month';
  if (period === 'yearly') return ' / year';
  return '';
}

export function formatMoney(amount: string | null | undefined, style: 'exact' | 'card' = 'exact'): string {
  if (style === 'exact') {
    if (amount == null || amount === '') return '$0.00';
    const m = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
    return m ? `$${m[1]}.${(m[2] ?? '').padEnd(2, '0')}` : `$${amount}`;
  }
  const n = Number(amount);
  if (amount == null || amount === '' || !Number.isFinite(n)) return '';
  const [whole, cents] = n.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === '00' ? `$${grouped}` : `$${grouped}.${cents}`;
}
