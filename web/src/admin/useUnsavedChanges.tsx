import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/** The forms of the page with unsaved changes, by id. */
type Dirty = Set<string>;

const UnsavedContext = createContext<Dirty | null>(null);

/**
 * Warns before leaving a page whose forms have unsaved changes: leaving the app (reload,
 * closing the tab) gets the browser's own question, another page of the app this dialog.
 * One per page (AdminPage): a router runs a single blocker, so the page's forms share it.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // A set changed in place, not state: the router asks at the moment of a navigation, which
  // may come right after a save in the same event, before the form has rendered clean.
  const [dirty] = useState<Dirty>(() => new Set());
  // Only another path leaves the forms: ?page= or a filter keeps them on the page.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty.size === 0) return;
      e.preventDefault();
      e.returnValue = ''; // browsers that predate preventDefault() here
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <UnsavedContext.Provider value={dirty}>
      {children}
      {blocker.state === 'blocked' && (
        <ConfirmDialog title="Leave without saving?" confirmLabel="Leave" cancelLabel="Stay" onConfirm={() => blocker.proceed()} onCancel={() => blocker.reset()}>
          <p>Your changes on this page are not saved yet. If you leave now, they are lost.</p>
        </ConfirmDialog>
      )}
    </UnsavedContext.Provider>
  );
}

/**
 * Tells the page's UnsavedChangesGuard whether this form has unsaved changes. Returns
 * `saved()`, to call as soon as a save succeeds: a navigation right after it (onSaved) is
 * then let through at once. Outside a guard (a form on its own in a test) it does nothing.
 */
export function useUnsavedChanges(isDirty: boolean): () => void {
  const dirty = useContext(UnsavedContext);
  const id = useId();
  // Every render: a form that is still (or again) dirty after saved() counts again.
  useEffect(() => {
    if (isDirty) dirty?.add(id);
    else dirty?.delete(id);
  });
  useEffect(() => () => void dirty?.delete(id), [dirty, id]);
  return useCallback(() => void dirty?.delete(id), [dirty, id]);
}
