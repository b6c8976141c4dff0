/** "$49" for a whole amount, "$49.50" otherwise (Money comes as "49.00"; USD). */
export function formatPrice(amount: string | null | undefined): string {
  const n = Number(amount);
  if (amount == null || amount === '' || !Number.isFinite(n)) return '';
  const whole = Number.isInteger(n);
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Counter values are shown with a "+" suffix ("350+"); a value that has one keeps one. */
export function withPlus(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  return v.endsWith('+') ? v : `${v}+`;
}
