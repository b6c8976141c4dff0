/**
 * Per-page readings that the specification records as given (DESIGN.md: "Pricing: each page
 * as given"). The home page and the pricing page disagree on which plan is Popular and on
 * how many points each plan shows; each page uses its own.
 */
export interface PricingReading {
  /** packageName of the column that carries the "Popular" label. */
  popular: string;
  /** How many of packagePointOne…packagePointTen each plan shows, by packageName. */
  points: Readonly<Record<string, number>>;
}

/** Home (/): Popular on Premium; Basic and Standard show 7 points, Premium 10. */
export const HOME_PRICING: PricingReading = { popular: 'Premium', points: { Basic: 7, Standard: 7, Premium: 10 } };

/** Pricing page (/pricing): Popular on Standard; Basic and Premium show 7 points, Standard 10. */
export const PRICING_PAGE_PRICING: PricingReading = {
  popular: 'Standard',
  points: { Basic: 7, Standard: 10, Premium: 7 },
};

/** The three progress bars of the about section, in the order of aboutPointone…aboutPointhree. */
export type ProgressReading = readonly [number, number, number];
export const HOME_PROGRESS: ProgressReading = [95, 96, 95];
export const SERVICE_PROGRESS: ProgressReading = [85, 65, 79];

/** Columns in the specification's order; other names follow. */
export const PLAN_ORDER = ['Basic', 'Standard', 'Premium'];
