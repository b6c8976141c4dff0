/** Counter values are shown with a "+" suffix ("350+"); a value that has one keeps one. */
export function withPlus(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  return v.endsWith('+') ? v : `${v}+`;
}
