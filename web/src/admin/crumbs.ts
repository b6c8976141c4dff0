import type { Crumb } from './AdminPage';

export const SETTINGS: Crumb = { to: '/setting', label: 'Settings' };
export const crumb = (to: string, label: string): Crumb => ({ to, label });
