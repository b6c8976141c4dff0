/**
 * Turns the generated description of a content type (content.generated.ts, from the schema)
 * and its presentation (content.ts) into the admin's field lists; finds pages' titles and paths.
 */
import type { GraphQLTaggedNode } from 'relay-runtime';
import table from '../../routes.json';
import type { Crumb } from './AdminPage';
import { contentTypes } from './content.generated';
import { CONTENT_SCREENS, EDIT_SCREENS, FIELDS, OTHER_TITLES, type ContentScreen, type EditScreen, type Section } from './content';
import { formatMoney } from '../components/money';
import type { FieldDef, FieldKind } from './fields';

export type TypeName = keyof typeof contentTypes;
type FieldName<T extends TypeName> = (typeof contentTypes)[T]['fields'][number]['name'];

/** How a field shows where its defaults (label = its name in words, kind from its GraphQL type or @image) do not fit. */
export interface Presentation {
  label?: string;
  kind?: Extract<FieldKind, 'textarea' | 'email' | 'hidden'>;
  hint?: string;
  defaultValue?: string;
}

export type Presentations = { [T in TypeName]?: { [F in FieldName<T>]?: Presentation } };

const IMAGE_HINT = 'An image address: https://… or a path on this site such as /images/banner.svg.';

/** "bannerHeading" → "Banner Heading", "TeamMember" → "Team Member". */
export function words(name: string): string {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

interface Documents {
  create?: GraphQLTaggedNode;
  node?: GraphQLTaggedNode;
  update?: GraphQLTaggedNode;
}

/** A document of a content type; the generator writes one for each screen in content.ts that uses it. */
export function documentOf(type: TypeName, kind: keyof Documents): GraphQLTaggedNode {
  const doc = (contentTypes[type] as Documents)[kind];
  if (!doc) throw new Error(`no ${kind} document for ${type}: run make generate`);
  return doc;
}

/** The form fields of a content type: every field of its create input, in schema order. */
export function fieldsOf(type: TypeName): FieldDef[] {
  const shown: Record<string, Presentation | undefined> = FIELDS[type] ?? {};
  return contentTypes[type].fields.map((f): FieldDef => {
    const p = shown[f.name] ?? {};
    const options = 'options' in f ? f.options : undefined;
    const kind: FieldKind = p.kind ?? ('image' in f ? 'image' : options ? 'select' : f.type === 'Money' ? 'money' : f.type === 'Boolean' ? 'boolean' : 'text');
    return {
      name: f.name,
      label: p.label ?? words(f.name),
      kind,
      required: f.required,
      options,
      hint: p.hint ?? (kind === 'image' ? IMAGE_HINT : undefined),
      placeholder: kind === 'image' ? 'Image Url' : undefined,
      defaultValue: p.defaultValue,
      maxLength: 'maxLength' in f ? f.maxLength : undefined,
    };
  });
}

const ROUTES = table.routes as { path: string; page: string }[];

/** Where a page is (web/routes.json), for a record id when its path has one. */
export function pathOf(page: string, id = ''): string {
  const row = ROUTES.find((r) => r.page === page);
  if (!row) throw new Error(`no route for page ${page}`);
  return row.path.replace(':id', id);
}

/** The editor of a record of `type` (e.g. where a library image is used), if the type has one. */
export function editPathOf(type: string, id: string): string | undefined {
  // A page's SEO has an editor of its own (pages/admin/SeoEdit), not a content screen.
  if (type === 'PageSeo') return pathOf('SeoEdit', id);
  const page = Object.entries(EDIT_SCREENS as Record<string, EditScreen>).find(([, e]) => e.type === type)?.[0];
  return page ? pathOf(page, id) : undefined;
}

/** A page's title, as its screen gives it. */
export function titleOf(page: string): string {
  const screen = (CONTENT_SCREENS as Record<string, ContentScreen>)[page] ?? (EDIT_SCREENS as Record<string, EditScreen>)[page];
  return screen?.title ?? OTHER_TITLES[page];
}

export const crumbsOf = (pages: readonly string[]): Crumb[] => pages.map((p) => ({ to: pathOf(p), label: titleOf(p) }));

/** A record's values as the admin shows them: text as is, money in dollars. */
export type Row = { readonly id: string } & Readonly<Record<string, unknown>>;

/** Fills a template's {field} with the record's values (money in dollars) and {count}. */
export function fill(template: string, type: TypeName, record: Row | null, count = 0): string {
  const money = new Set<string>(contentTypes[type].fields.filter((f) => f.type === 'Money').map((f) => f.name));
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'count') return String(count);
    const v = record?.[name];
    if (money.has(name)) return formatMoney(v == null ? null : String(v));
    return v == null ? '' : String(v);
  });
}

/** The field names a template uses (a test checks each against the schema). */
export const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((n) => n !== 'count');

/** The content page that lists (or holds) the records an editor edits, and the section that links to it. */
export function listingOf(editPage: string): { page: string; section: Section } {
  for (const [page, screen] of Object.entries(CONTENT_SCREENS as Record<string, ContentScreen>)) {
    const section = screen.sections.find((s) => s.edit === editPage);
    if (section) return { page, section };
  }
  throw new Error(`no content page links to ${editPage}`);
}

/** How the admin names a record: its list card's title, or what the singleton is ("The banner"). */
export const labelOf = (section: Section, record: Row) => ('list' in section ? fill(`{${section.card.title}}`, section.list, record) : section.what);
