import { useState } from 'react';
import { useAuthStore } from '../auth/AuthProvider';
import { useToast } from './Toast';

/**
 * Downloads the file at url as the signed-in person (the API routes want their ID token, which
 * a plain link does not send) and saves it under the server's file name, else fallbackName.
 */
export function useDownload() {
  const auth = useAuthStore();
  return async (url: string, fallbackName: string) => {
    const token = await auth.getIdToken();
    const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      throw new Error(body?.error?.message ?? `The download failed (HTTP ${res.status}).`);
    }
    const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  };
}

/** A button that downloads url (useDownload); a failure is told in a toast. */
export function DownloadButton({ url, fallbackName, children, label, className = 'btn btn-outline btn-sm' }: { url: string; fallbackName: string; children: string; label?: string; className?: string }) {
  const download = useDownload();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function click() {
    setBusy(true);
    try {
      await download(url, fallbackName);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The download failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className} onClick={click} disabled={busy} aria-busy={busy || undefined} aria-label={label}>
      {children}
    </button>
  );
}
