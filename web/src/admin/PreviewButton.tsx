import { useState } from 'react';
import { useAuthStore } from '../auth/AuthProvider';
import { useToast } from '../components/Toast';

export interface PreviewTarget {
  /** The record's node id. */
  id: string;
  /** The public page that shows it (PREVIEW_PATH). */
  path: string;
}

/** How long the preview's blob: URL lives: the new tab has long read it by then. */
const KEEP_URL_MS = 60_000;

/**
 * Opens the public page painted by the server with the form's unsaved values in a new tab
 * (POST /api/preview); nothing is saved. The tab is opened on the click itself, so popup
 * blockers let it through, and gets the page once it has arrived.
 */
export function PreviewButton({ id, path, values }: PreviewTarget & { values: Record<string, string> }) {
  const auth = useAuthStore();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function preview() {
    const tab = window.open('', '_blank');
    if (!tab) {
      toast.error('The preview tab was blocked: allow pop-ups for this site and try again.');
      return;
    }
    tab.opener = null; // the preview cannot reach back into the admin
    setBusy(true);
    try {
      const token = await auth.getIdToken();
      const res = await fetch('/api/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/html', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ id, path, values }),
        credentials: 'same-origin',
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? `The preview could not be painted (HTTP ${res.status}).`);
      }
      const url = URL.createObjectURL(new Blob([await res.text()], { type: 'text/html' }));
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
    } catch (err) {
      tab.close();
      toast.error(err instanceof Error ? err.message : 'The preview could not be painted.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-outline" onClick={preview} disabled={busy} aria-busy={busy || undefined}>
      Preview
    </button>
  );
}
