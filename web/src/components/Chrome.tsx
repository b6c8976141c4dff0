import { Suspense, type ReactNode } from 'react';
import { PageSkeleton } from './Skeleton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import type { ShellQueryRef } from './SiteShell';
import styles from './Chrome.module.css';

/**
 * The markup around every page: skip link, header, main region, footer. The full app's Layout
 * and the public pages' light runtime (light/start.tsx) both render it, so a painted page
 * hydrates in either with the same elements and Suspense boundaries.
 */
export function Chrome({ shell, children, after }: { shell: ShellQueryRef; children: ReactNode; after?: ReactNode }) {
  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <SiteHeader shell={shell} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </main>
      <SiteFooter shell={shell} />
      {/* Always a fifth child (useId's ids depend on the number of siblings). */}
      {after}
    </div>
  );
}
