/** For tests: the content types' inputs as schema.graphql (printed from the ent schema) has them. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isNonNullType, isObjectType } from 'graphql';

export interface InputField {
  name: string;
  required: boolean;
  /** The GraphQL type's name ("String", "Money", an enum). */
  type: string;
  options?: string[];
}

/**
 * Each content type (as scripts/admin-descriptions.mjs counts them: create and update mutations
 * and a connection on Query), and the fields of its create input, in order.
 */
export function schemaInputs(): Map<string, InputField[]> {
  const schema = buildSchema(readFileSync(resolve(__dirname, '../../../schema.graphql'), 'utf8'));
  const mutations = schema.getMutationType()!.getFields();
  const queries = Object.values(schema.getQueryType()!.getFields());
  const out = new Map<string, InputField[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !mutations[`create${type.name}`] || !mutations[`update${type.name}`]) continue;
    if (!queries.some((q) => getNamedType(q.type).name === `${type.name}Connection`)) continue;
    const input = getNamedType(mutations[`create${type.name}`].args.find((a) => a.name === 'input')!.type);
    if (!isInputObjectType(input)) continue;
    out.set(
      type.name,
      Object.values(input.getFields()).map((f) => {
        const named = getNamedType(f.type);
        return { name: f.name, required: isNonNullType(f.type), type: named.name, options: isEnumType(named) ? named.getValues().map((v) => v.value) : undefined };
      }),
    );
  }
  return out;
}
