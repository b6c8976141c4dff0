/** How a post's state reads in the admin (the list's badge, the editor's heading). */

export interface PostState {
  readonly status: string;
  readonly publishAt?: string | null;
  /** A published post's pending changes. */
  readonly hasDraft: boolean;
}

/** "Draft", "Scheduled for 3 Dec 2026, 09:00", "Published", "Published · changes not yet published". */
export function postStatusText(p: PostState): string {
  if (p.status === 'SCHEDULED') return p.publishAt ? `Scheduled for ${localDateTime(p.publishAt)}` : 'Scheduled';
  if (p.status === 'PUBLISHED') return p.hasDraft ? 'Published · changes not yet published' : 'Published';
  return 'Draft';
}

/** The badge's colour (Badge.module.css): one per state. */
export function postBadge(p: PostState): string {
  return p.status === 'PUBLISHED' && p.hasDraft ? 'PUBLISHED_CHANGED' : p.status;
}

/** A time in the browser's time zone, as people read it. */
export function localDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** An ISO time as a datetime-local input's value, in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value (the browser's time zone) as a UTC ISO time; null when empty. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The slug a title suggests: lower case, ASCII letters and digits, single hyphens. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
