/** "$49" for a whole amount, "$49.50" otherwise (Money comes as "49.00"; USD). */
export function formatPrice(amount: string | null | undefined): string {
  const n = Number(amount);
  if (amount == null || amount === '' || !Number.isFinite(n)) return '';
  // Grouped by hand, not by toLocaleString: the server's renderer must print the very same
  // text as every browser, or hydration would not match.
  const [whole, cents] = n.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === '00' ? `$${grouped}` : `$${grouped}.${cents}`;
}

/** Counter values are shown with a "+" suffix ("350+"); a value that has one keeps one. */
export function withPlus(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  return v.endsWith('+') ? v : `${v}+`;
}
