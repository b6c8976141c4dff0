import type { FormValues } from './EditorForm';

/** MM/DD/YYYY, as the site writes dates. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
}

/** A date and time for histories: "07/04/2026, 14:05". */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** The form's values as a GraphQL input type (the field list holds exactly its fields). */
export function asInput<T>(values: FormValues): T {
  return values as unknown as T;
}
