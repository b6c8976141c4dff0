/**
 * The admin's content screens against the GraphQL schema (schema.graphql, printed from the ent
 * schema): every field of a content type's create input is on its form, and no form offers a
 * field the schema lacks. Expected fields are read from the schema here, not from the
 * description under test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCREENS, EDIT_SCREENS, FIELDS, type ContentScreen, type EditScreen } from './content';
import { fieldsOf, placeholders, titleOf, type TypeName } from './describe';
import { schemaInputs } from './testSchema';

const inputs = new Map([...schemaInputs()].map(([type, fields]) => [type, fields.map((f) => f.name)]));
const contentPages = Object.values(CONTENT_SCREENS) as ContentScreen[];
const editPages = Object.values(EDIT_SCREENS) as EditScreen[];

/** Content types whose screens are written by hand (pages/admin), and the one the site never edits. */
const OWN_SCREENS = { AdminUser: 'AddUser, AdminUserEdit', DesignItem: 'AddItem', PageSeo: 'SeoAdmin, SeoEdit (with the search and social previews)', Post: 'PostsAdmin, NewPost, PostEdit (the body in the document editor, actions by status)', Category: 'none: fetched, unused (specification section 3)', Coupon: 'Coupons (a plan picked by name, the expiry a date and time, uses a number, deactivate)', MenuItem: 'MenusAdmin (both menus, a picker of public pages, move up and down)' };

describe('content types of the schema', () => {
  it('are the types the admin knows', () => {
    expect(inputs.size).toBeGreaterThan(15);
    const described = new Set([...contentPages.flatMap((p) => p.sections.map((s) => ('singleton' in s ? s.singleton : s.list))), ...editPages.map((e) => e.type), ...Object.keys(OWN_SCREENS)]);
    expect([...inputs.keys()].sort()).toEqual([...described].sort());
  });

  it.each([...inputs])('%s: the form has exactly the fields of its create input, in order', (type, names) => {
    expect(fieldsOf(type as TypeName).map((f) => f.name)).toEqual(names);
  });

  it('presentations name only fields of the schema', () => {
    for (const [type, fields] of Object.entries(FIELDS)) {
      for (const name of Object.keys(fields)) expect(inputs.get(type), `${type}.${name}`).toContain(name);
    }
  });

  it('texts and cards use only fields of their type', () => {
    for (const page of contentPages) {
      for (const s of page.sections) {
        const type = 'singleton' in s ? s.singleton : s.list;
        const used = 'singleton' in s ? s.summary.flatMap(placeholders) : [s.card.title, s.card.image, s.card.badge, ...s.card.lines.flatMap(placeholders), ...placeholders(s.card.editLabel ?? '')].filter((n) => n !== undefined);
        for (const name of used) expect(inputs.get(type), `${type}.${name}`).toContain(name);
      }
    }
  });
});

describe('content pages and web/routes.json (the specification\'s page table)', () => {
  const routes = (JSON.parse(readFileSync(resolve(__dirname, '../../routes.json'), 'utf8')) as { routes: { page: string; title: string }[] }).routes;
  const titles = new Map(routes.map((r) => [r.page, r.title]));

  it('every described page and every page it links to is a route, with the title routes.json gives it', () => {
    const linked = [...contentPages.flatMap((p) => [...p.parents, ...p.sections.map((s) => s.edit)]), ...editPages.flatMap((e) => e.parents)];
    for (const page of [...Object.keys(CONTENT_SCREENS), ...Object.keys(EDIT_SCREENS), ...linked]) {
      expect(titles.has(page), page).toBe(true);
      expect(titleOf(page), page).toBe(titles.get(page));
    }
  });
});
