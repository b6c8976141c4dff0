/** The content admin's page components by page name (the lazily loaded chunk of pages/index.ts). */
import { CONTENT_SCREENS, EDIT_SCREENS, type ContentPageName, type EditPageName } from './content';
import { ContentEdit } from './ContentEdit';
import { ContentPage } from './ContentPage';

const each = <K extends string>(names: Record<K, unknown>, make: (name: K) => () => React.ReactElement) =>
  Object.fromEntries(Object.keys(names).map((n) => [n, make(n as K)])) as Record<K, () => React.ReactElement>;

export const CONTENT_PAGES = each<ContentPageName>(CONTENT_SCREENS, (page) => () => <ContentPage page={page} />);
export const EDIT_PAGES = each<EditPageName>(EDIT_SCREENS, (page) => () => <ContentEdit page={page} />);
