import { useEffect } from 'react';
import { SITE_NAME } from '../config/site';

/** Sets document.title for the page ("Pricing Plan | SEO Agency"). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title === 'Home' ? `${SITE_NAME} — Search engine optimisation that grows your business` : `${title} | ${SITE_NAME}`;
  }, [title]);
}
