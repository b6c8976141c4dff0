/**
 * A server amount ("99.00", already with two decimals) as the site shows it: "$99.00".
 * The browser never computes money; it only puts the currency sign in front.
 */
export function formatPrice(amount: string | null | undefined): string {
  return `$${amount ?? '0.00'}`;
}
