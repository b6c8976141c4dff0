import { lazy, Suspense } from 'react';
import type { DocumentEditorProps } from './DocumentEditor';

const DocumentEditor = lazy(() => import('./DocumentEditor'));

/** The post body's editor, in a chunk of its own fetched when an admin screen shows it. */
export function LazyDocumentEditor(props: DocumentEditorProps) {
  return (
    <Suspense fallback={<p className="admin-muted">Loading the editor…</p>}>
      <DocumentEditor {...props} />
    </Suspense>
  );
}
