#!/usr/bin/env node
// Writes the admin's content description from schema.graphql and the screen table
// (web/src/admin/content.ts):
// - web/src/admin/content.generated.ts: every content type's fields (an object type with
//   createX(input) and updateX(id, input) mutations and a connection on Query: name, GraphQL
//   type, required, enum values, most characters (@maxLength), whether it holds an image (@image),
//   in schema order) and the Relay documents its screens use: one query per content page
//   selecting every field of the types it lists, a node query and an update mutation per
//   edited type, a create mutation per type with an add form.
// - web/src/admin/content.queries.generated.ts: each admin page's query as its `$parameters`
//   artifact (a few bytes, none of the admin's code), for the route loaders; the page names
//   alone in content.pages.generated.ts, for the route table of every first visit.
// - web/src/schema.generated.ts: the facts of the schema the whole web app checks before it
//   asks: each text's most characters (@maxLength), each enum's values, each argument's
//   allowed values (@allowed: the tables' sorts), each its own export.
// - web/src/light/pages.generated.ts: the pages of web/routes.json's "marketing" paths, which
//   start in the light runtime (the server paints and lists the same).
// So a content field is written once, in the ent schema. Run by `make generate` before
// relay-compiler; scripts/check-generated.sh checks the output is current.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
const require = createRequire(join(web, 'package.json'));
const { buildSchema, getDirectiveValues, getNamedType, isEnumType, isInputObjectType, isNonNullType, isObjectType } = require('graphql');
const ts = require('typescript');

const schema = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8'));
const mutations = schema.getMutationType().getFields();
const queries = schema.getQueryType().getFields();
const directive = (name, node) => node && getDirectiveValues(schema.getDirective(name), node);

/** The screen table: content.ts holds data only (its imports are types), so it runs as plain JavaScript. */
async function screens() {
  const source = readFileSync(join(web, 'src/admin/content.ts'), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  return import(`data:text/javascript,${encodeURIComponent(js)}`);
}

function contentTypes() {
  const out = new Map();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const create = mutations[`create${type.name}`];
    const update = mutations[`update${type.name}`];
    const connection = Object.values(queries).find((q) => getNamedType(q.type).name === `${type.name}Connection`);
    if (!create || !update || !connection) continue;
    const input = getNamedType(create.args.find((a) => a.name === 'input').type);
    const fields = Object.values(input.getFields()).map((f) => {
      const named = getNamedType(f.type);
      const field = { name: f.name, type: named.name, required: isNonNullType(f.type) };
      if (isEnumType(named)) field.options = named.getValues().map((v) => v.value);
      const max = directive('maxLength', type.getFields()[f.name]?.astNode)?.n;
      if (max) field.maxLength = max;
      // @image (ent/schema/fields.go): an image's address, picked from the media library.
      if (type.getFields()[f.name]?.astNode?.directives?.some((d) => d.name.value === 'image')) field.image = true;
      return field;
    });
    const updateNames = Object.keys(getNamedType(update.args.find((a) => a.name === 'input').type).getFields());
    const missing = fields.filter((f) => !type.getFields()[f.name]);
    if (missing.length) throw new Error(`${type.name}: ${missing.map((f) => f.name)} not in ${type.name}`);
    // Set at creation only (an immutable ent field, like a Post's kind): never sent with an update.
    for (const f of fields) if (!updateNames.includes(f.name)) f.createOnly = true;
    // version: what an editor read, sent back with its save (a stale save is refused);
    // position: the type's records are in an order the admin sets (moveItem).
    const has = (f) => Boolean(type.getFields()[f]);
    out.set(type.name, { name: type.name, connection: connection.name, fields, versioned: has('version'), ordered: has('position') });
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

const indent = (lines, n) => lines.map((l) => ' '.repeat(n) + l).join('\n');
const selection = (t) => ['id', ...(t.versioned ? ['version'] : []), ...t.fields.map((f) => f.name)];
const tag = (doc) => `graphql\`\n${indent(doc.split('\n'), 6)}\n    \``;

const list = (t) => `${t.connection}(first: 100) {\n  totalCount\n  edges {\n    node {\n${indent(selection(t), 6)}\n    }\n  }\n}`;
const pageQuery = (page, types) => `query content${page}Query @preloadable {\n${indent(types.map(list).join('\n').split('\n'), 2)}\n}`;
const nodeQuery = (t) => `query content${t.name}NodeQuery($id: ID!) @preloadable {\n  node(id: $id) {\n    __typename\n    ... on ${t.name} {\n${indent(selection(t), 6)}\n    }\n  }\n}`;
const create = (t) => `mutation content${t.name}CreateMutation($input: Create${t.name}Input!) {\n  create${t.name}(input: $input) {\n${indent(selection(t), 4)}\n  }\n}`;
const update = (t) => `mutation content${t.name}UpdateMutation($id: ID!, $input: Update${t.name}Input!) {\n  update${t.name}(id: $id, input: $input) {\n${indent(selection(t), 4)}\n  }\n}`;

const types = contentTypes();
const { CONTENT_SCREENS, EDIT_SCREENS } = await screens();
const typeOf = (name, where) => {
  const t = types.get(name);
  if (!t) throw new Error(`${where}: ${name} is not a content type of schema.graphql`);
  return t;
};
const sectionType = (s) => s.singleton ?? s.list;
const added = new Set(Object.values(CONTENT_SCREENS).flatMap((p) => p.sections.filter((s) => s.add).map(sectionType)));
const edited = new Set(Object.values(EDIT_SCREENS).map((e) => e.type));

let out = `// Generated by scripts/admin-descriptions.mjs from schema.graphql and content.ts (\`make generate\`). Do not edit.
import { graphql } from 'react-relay/hooks';

/** Every content type of the schema: its fields, and the documents its screens use. */
export const contentTypes = {`;
for (const t of types.values()) {
  out += `\n  ${t.name}: {\n    typename: '${t.name}',\n    connection: '${t.connection}',\n    fields: ${JSON.stringify(t.fields)},`;
  if (t.ordered) out += `\n    ordered: true,`;
  if (added.has(t.name)) out += `\n    create: ${tag(create(t))},`;
  if (edited.has(t.name)) out += `\n    node: ${tag(nodeQuery(t))},\n    update: ${tag(update(t))},`;
  out += '\n  },';
}
out += `\n} as const;\n\n/** Each content page's query: every field of each type it lists. */\nexport const contentPageQueries = {`;
for (const [page, screen] of Object.entries(CONTENT_SCREENS)) {
  const listed = [...new Set(screen.sections.map(sectionType))].map((n) => typeOf(n, page));
  out += `\n  ${page}: ${tag(pageQuery(page, listed))},`;
}
out += '\n} as const;\n';
writeFileSync(join(web, 'src/admin/content.generated.ts'), out);

const pages = Object.keys(CONTENT_SCREENS).map((page) => [page, `content${page}Query`]);
const editors = Object.entries(EDIT_SCREENS).map(([page, e]) => [page, `content${typeOf(e.type, page).name}NodeQuery`]);
const artifacts = [...new Set([...pages, ...editors].map(([, q]) => q))].sort();
writeFileSync(
  join(web, 'src/admin/content.queries.generated.ts'),
  `// Generated by scripts/admin-descriptions.mjs (\`make generate\`). Do not edit.
// The query of each content page and editor, as its \`$parameters\` artifact: what the route loader starts.
${artifacts.map((q) => `import ${q} from '../__generated__/${q}$parameters';`).join('\n')}

export const contentPageRequests = {
${pages.map(([page, q]) => `  ${page}: ${q},`).join('\n')}
} as const;

export const editPageRequests = {
${editors.map(([page, q]) => `  ${page}: ${q},`).join('\n')}
} as const;
`,
);
writeFileSync(
  join(web, 'src/admin/content.pages.generated.ts'),
  `// Generated by scripts/admin-descriptions.mjs (\`make generate\`). Do not edit.
// The names of the content pages and editors: the route table needs them on every first visit,
// their queries (content.queries.generated.ts) load with the admin's code.
export const contentPageNames = [${pages.map(([page]) => `'${page}'`).join(', ')}] as const;
export const editPageNames = [${editors.map(([page]) => `'${page}'`).join(', ')}] as const;
`,
);

/** Each type's (or field's arguments') values of a directive's argument, by field name: { Order: { customerName: 200 } }. */
function byField(name, arg) {
  const out = {};
  const put = (owner, field, node) => {
    const v = directive(name, node)?.[arg];
    if (v !== undefined) (out[owner] ??= {})[field] = v;
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInputObjectType(type))) continue;
    for (const f of Object.values(type.getFields())) {
      put(type.name, f.name, f.astNode);
      for (const a of f.args ?? []) put(`${type.name}.${f.name}`, a.name, a.astNode);
    }
  }
  return out;
}
// The sort orders' field enums are the server's business (the tables sort by @allowed values).
const enums = Object.values(schema.getTypeMap()).filter((t) => isEnumType(t) && !t.name.startsWith('__') && !t.name.endsWith('OrderField'));
/** A value as TypeScript: { customerName: 200 }, ['-date', 'date']. */
const tsValue = (v) =>
  JSON.stringify(v)
    .replace(/"(\w+)":/g, '$1: ')
    .replace(/,(?=\S)/g, ', ')
    .replace(/"/g, "'")
    .replace(/^\{(.+)\}$/, '{ $1 }');
// Each fact is its own export, so that a page's bundle holds only what it reads.
const name = (owner) => owner.split('.').pop();
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const limits = Object.entries(byField('maxLength', 'n'));
const allowedValues = Object.entries(byField('allowed', 'values')).flatMap(([owner, args]) =>
  Object.entries(args).map(([arg, values]) => [`${name(owner)}${cap(arg)}Values`, values, `${owner}(${arg})`]),
);
writeFileSync(
  join(web, 'src/schema.generated.ts'),
  `// Generated by scripts/admin-descriptions.mjs from schema.graphql (\`make generate\`). Do not edit.
// What the server accepts, for the web app to check before it asks: each text's most characters
// (@maxLength: <Type>Max, <field>Max for a field's arguments), each enum's values (<Enum>Values) and
// the values an argument allows (@allowed: <field><Argument>Values).

${limits.map(([owner, fields]) => `export const ${name(owner)}Max = ${tsValue(fields)} as const;`).join('\n')}

${enums.map((t) => `export const ${t.name}Values = ${tsValue(t.getValues().map((v) => v.value))} as const;`).join('\n')}

${allowedValues.map(([n, values, where]) => `/** ${where} */\nexport const ${n} = ${tsValue(values)} as const;`).join('\n')}
`,
);

// The light runtime's pages by name (of the "marketing" paths, then the "light" ones, each
// once): a literal type, so the light runtime must start each of them.
const routeTable = JSON.parse(readFileSync(join(web, 'routes.json'), 'utf8'));
const lightPages = [...new Set([...routeTable.marketing, ...routeTable.light].map((path) => {
  const route = routeTable.routes.find((r) => r.path === path);
  if (!route) throw new Error(`web/routes.json: the light runtime's path ${path} is not a route`);
  return route.page;
}))];
writeFileSync(
  join(web, 'src/light/pages.generated.ts'),
  `// Generated by scripts/admin-descriptions.mjs from web/routes.json (\`make generate\`). Do not edit.
// The painted public pages that start in the light runtime (./main.tsx): the pages of the
// "marketing" paths, then of the "light" ones (the blog). The build's boot script loads it for
// every path of these pages instead of the full app (vite.config.ts reads this list). Login,
// register and reset are painted too but start the full app: they sign in.
export const LIGHT_PAGES = ${tsValue(lightPages)} as const;

export type LightPage = (typeof LIGHT_PAGES)[number];
`,
);
