// A small JSON Schema validator for the tests (no dependency): the subset docs/report.schema.json
// uses — type, const, enum, properties, required, additionalProperties, items, $ref, anyOf,
// pattern, minimum. Returns the problems as "path: message" strings.

type Schema = Record<string, unknown>;

export function validate(value: unknown, schema: Schema, root: Schema = schema, path = '$'): string[] {
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((s, k) => (s as Schema)[k], root);
    if (!target) return [`${path}: unresolved $ref ${schema.$ref}`];
    return validate(value, target as Schema, root, path);
  }
  const out: string[] = [];
  if ('const' in schema && value !== schema.const) out.push(`${path}: expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) out.push(`${path}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`);
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => hasType(value, t as string))) return [...out, `${path}: expected ${types.join(' or ')}, got ${JSON.stringify(value)}`];
  }
  if (Array.isArray(schema.anyOf)) {
    const ok = schema.anyOf.some((s) => validate(value, s as Schema, root, path).length === 0);
    if (!ok) out.push(`${path}: matches no alternative of anyOf`);
  }
  if (typeof value === 'string' && typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    out.push(`${path}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  if (typeof value === 'number' && typeof schema.minimum === 'number' && value < schema.minimum) out.push(`${path}: below ${schema.minimum}`);
  if (Array.isArray(value) && schema.items) value.forEach((v, i) => out.push(...validate(v, schema.items as Schema, root, `${path}[${i}]`)));
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required ?? []) as string[]) if (!(key in obj)) out.push(`${path}: missing ${key}`);
    for (const [key, v] of Object.entries(obj)) {
      if (props[key]) out.push(...validate(v, props[key], root, `${path}.${key}`));
      else if (schema.additionalProperties === false) out.push(`${path}: unexpected key ${key}`);
      else if (typeof schema.additionalProperties === 'object') out.push(...validate(v, schema.additionalProperties as Schema, root, `${path}.${key}`));
    }
  }
  return out;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}
