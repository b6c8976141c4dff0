import type { KeyboardEvent } from 'react';

/** What Tab reaches: links, enabled controls, and elements given a place in the tab order. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keys of a modal (a dialog, the mobile menu), for its onKeyDown: Escape closes it, and
 * Tab stays inside: Tab on its last focusable element goes to its first, Shift+Tab on its
 * first to its last.
 */
export function modalKeyDown(e: KeyboardEvent, modal: HTMLElement | null, close: () => void) {
  if (e.key === 'Escape') {
    // The modal's own key: nothing behind it acts on it too.
    e.preventDefault();
    e.stopPropagation();
    close();
    return;
  }
  if (e.key !== 'Tab' || !modal) return;
  const focusable = [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (!focusable.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
