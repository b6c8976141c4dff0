import { useEffect } from 'react';
import { SITE_NAME } from '../config/site';

/** Sets document.title for the page ("Pricing Plan | SEO Agency"), as the server's SEO head does. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
