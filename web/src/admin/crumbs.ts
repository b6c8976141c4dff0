import type { Crumb } from './AdminPage';

export const SETTINGS: Crumb = { to: '/setting', label: 'Settings' };
export const crumb = (to: string, label: string): Crumb => ({ to, label });

/** Where the SEO screens below /seo lead back to: Settings, then SEO. */
export const SEO_PARENTS: Crumb[] = [SETTINGS, crumb('/seo', 'SEO')];
