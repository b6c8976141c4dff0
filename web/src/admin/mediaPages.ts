/**
 * The media library's pages (/admin/media?q=…&page=…): what the route's loader asks for and
 * the page shows. Apart from the page, so the route table does not load the page's code.
 */
import { parsePage } from '../components/pageNumber';

/** Twenty images a page. */
export const MEDIA_PAGE_SIZE = 20;

/** ?q=: what the library is searched for. */
export const mediaSearchOf = (search: URLSearchParams) => search.get('q')?.trim() || null;

/** The query's variables: every image up to the page shown. */
export const mediaVariables = (search: URLSearchParams) => ({ count: MEDIA_PAGE_SIZE * parsePage(search.get('page')), search: mediaSearchOf(search) });
