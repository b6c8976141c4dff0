/**
 * The painted public pages that start in the light runtime (./main.tsx): the build's boot
 * script loads it for their paths instead of the full app (vite.config.ts reads this list).
 * Login, register and reset are painted too but start the full app: they sign in.
 */
export const LIGHT_PAGES = ['Home', 'Contact', 'Services', 'Pricing', 'Support'] as const;

export type LightPage = (typeof LIGHT_PAGES)[number];
