import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface SingletonProps {
  /** The one record, or null when there is none. */
  record: { readonly id: string } | null | undefined;
  /** Where the record is edited. */
  editTo(id: string): string;
  /** The link's text ("Update Counter", "Edit Call To Action", …). */
  editLabel: string;
  /** What the record is, for the sentence above the link ("The banner"). */
  what: string;
  /** A line showing the current content, so the admin knows what the link opens. */
  summary?: ReactNode;
  /** The add form, shown only while there is no record. */
  children: ReactNode;
}

/**
 * A singleton's page (banner, about, logo, counters, …): the add form while there is no
 * record; once there is one, only the link to its editor (the server refuses a second).
 */
export function Singleton({ record, editTo, editLabel, what, summary, children }: SingletonProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const wasEmpty = useRef(!record);
  useEffect(() => {
    // Just added: the form (and the focused button) is gone; focus moves to the new edit link.
    if (record && wasEmpty.current) link.current?.focus();
    wasEmpty.current = !record;
  }, [record]);
  if (!record) {
    return (
      <div className="admin-singleton-empty">
        <p className="admin-muted">{what} is not set yet. Add it here; after that, this page links to its editor.</p>
        {children}
      </div>
    );
  }
  return (
    <div className="admin-card admin-singleton">
      <p className="admin-muted">{what} is set. There is only one; edit it:</p>
      {summary && <div className="admin-singleton-summary">{summary}</div>}
      <p>
        <Link ref={link} to={editTo(record.id)} className="btn btn-primary">
          {editLabel}
        </Link>
      </p>
    </div>
  );
}
