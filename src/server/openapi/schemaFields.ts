import type { JsonSchema } from './openApiDocument.ts';

export interface SchemaLimit {
  kind: 'length' | 'value' | 'items' | 'pattern' | 'default';
  value: string;
}

/** One field of a request schema as /api/docs lists it. */
export interface SchemaField {
  name: string;
  type: string;
  required: boolean;
  /** Limits, each of a kind the page names in the reader's language: length `1–500`, items `≤ 20`. */
  limits: SchemaLimit[];
}

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema['enum']))
    return (schema['enum'] as unknown[]).map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema['const']);
  const union = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (union) return [...new Set(union.map(typeOf))].join(' | ');
  if (Array.isArray(schema['allOf'])) return 'object';
  const type = schema['type'];
  if (type === 'array') {
    const items = schema['items'] as JsonSchema | undefined;
    return `${items ? typeOf(items) : 'any'}[]`;
  }
  if (Array.isArray(type)) return type.join(' | ');
  if (typeof type === 'string') return schema['format'] ? `${type} (${String(schema['format'])})` : type;
  return 'any';
}

function limitsOf(schema: JsonSchema): SchemaLimit[] {
  const limits: SchemaLimit[] = [];
  // zod states a safe integer's own bounds on every int; they say nothing to a reader.
  const bound = (value: unknown) =>
    typeof value === 'number' && Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;
  const range = (kind: SchemaLimit['kind'], rawMin: unknown, rawMax: unknown) => {
    const [min, max] = [bound(rawMin), bound(rawMax)];
    if (min !== undefined && max !== undefined) limits.push({ kind, value: `${String(min)}–${String(max)}` });
    else if (min !== undefined) limits.push({ kind, value: `≥ ${String(min)}` });
    else if (max !== undefined) limits.push({ kind, value: `≤ ${String(max)}` });
  };
  range('length', schema['minLength'], schema['maxLength']);
  range(
    'value',
    schema['minimum'] ?? schema['exclusiveMinimum'],
    schema['maximum'] ?? schema['exclusiveMaximum'],
  );
  range('items', schema['minItems'], schema['maxItems']);
  if (typeof schema['pattern'] === 'string')
    limits.push({ kind: 'pattern', value: `/${schema['pattern']}/` });
  if ('default' in schema) limits.push({ kind: 'default', value: JSON.stringify(schema['default']) });
  return limits;
}

/** The object's own properties, merging the parts of an intersection (allOf). */
function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  const parts = Array.isArray(schema['allOf']) ? (schema['allOf'] as JsonSchema[]) : [schema];
  for (const part of parts) {
    Object.assign(properties, (part['properties'] ?? {}) as Record<string, JsonSchema>);
    for (const name of (part['required'] ?? []) as string[]) required.add(name);
  }
  return { properties, required };
}

/**
 * The top-level fields of a request schema, or one field named `(body)` when the schema is not an
 * object (a union of shapes, a list).
 */
export function schemaFields(schema: JsonSchema): SchemaField[] {
  const { properties, required } = propertiesOf(schema);
  const names = Object.keys(properties);
  if (names.length === 0 && schema['type'] !== 'object') {
    return [{ name: '(body)', type: typeOf(schema), required: true, limits: limitsOf(schema) }];
  }
  return names.map((name) => ({
    name,
    type: typeOf(properties[name]!),
    required: required.has(name),
    limits: limitsOf(properties[name]!),
  }));
}
