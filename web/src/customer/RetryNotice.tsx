import type { ReactNode } from 'react';
import customer from './customer.module.css';

/**
 * What a customer page says when its data could not load: an optional title, the server's
 * message, Try again (unless `retry` is null: trying again cannot help) and the ways on.
 */
export function RetryNotice({ title, message, retry, children }: { title?: string; message: string; retry: (() => void) | null; children?: ReactNode }) {
  return (
    <div className={`${customer.notice} ${customer.noticeError}`} role="alert">
      {title && <p className={customer.noticeTitle}>{title}</p>}
      <p>{message}</p>
      <p className="btn-row">
        {retry && (
          <button type="button" className="btn btn-outline btn-sm" onClick={retry}>
            Try again
          </button>
        )}
        {children}
      </p>
    </div>
  );
}
