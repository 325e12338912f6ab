// Stage: model. `state:` and `params:` maps: field name → type, where a type is
// `nat | int | bool | real | a..b` or an array of them `nat[3]`, `0..9[4]` (bounds are expressions).
// Input: the YAML map. Output: FieldSpec[] in declaration order (ZM1007 bad type, ZM1008 bad name).

import type { FieldDomain, FieldSpec } from './model.js';
import { didYouMean } from './didYouMean.js';
import { parseScalarPart } from './parseScalar.js';
import { expectMap, expectScalar, type SpecContext } from './schemaContext.js';
import type { YNode, YScalar } from './yamlNode.js';
import { PLAYER, type Type } from '../lang/types.js';

const BASIC: Record<string, FieldDomain> = {
  nat: { kind: 'nat' },
  ℕ: { kind: 'nat' },
  int: { kind: 'int' },
  ℤ: { kind: 'int' },
  bool: { kind: 'bool' },
  real: { kind: 'real' },
};
const TYPE_WORDS = ['nat', 'int', 'bool', 'real'];
const TYPE_HINT = 'a field type is nat | int | bool | real | a..b, or an array such as nat[3]';

/** Words that cannot name a field, a parameter, a player or a definition. */
export const RESERVED = new Set([
  'and',
  'or',
  'not',
  'in',
  'xor',
  'div',
  'mod',
  'if',
  'then',
  'else',
  'forall',
  'exists',
  'true',
  'false',
  'turn',
  'start',
  'safe',
  'fragile',
  'neutral',
  'outcome',
  'grundy',
  'min',
  'max',
  'abs',
  'floor',
  'ceil',
  'bit',
  'len',
  'sum',
  'count',
]);

const NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/** The longest array a state may hold: every slot is laid out, enumerated and encoded one by one. */
export const MAX_ARRAY_LENGTH = 1000;

/** The ZM1024 message for an array (or a nim game) of `length` slots, above MAX_ARRAY_LENGTH. */
export function arrayTooLong(what: string, length: number): string {
  return `${what} has ${length} elements; at most ${MAX_ARRAY_LENGTH} are supported (every element is a separate slot of the state, and no bounded check or proof can handle more)`;
}

/** Checks a declared name (field, param, player, definition); reports and returns false if bad. */
export function checkName(ctx: SpecContext, name: string, span: YScalar['span'], what: string): boolean {
  if (!NAME.test(name)) {
    ctx.error('ZM1008', span, `\`${name}\` is not a valid ${what} name`, { hint: 'a name is a letter followed by letters, digits or _' });
    return false;
  }
  if (RESERVED.has(name)) {
    const why = name === 'turn' ? '`turn` is the implicit field of partizan games' : `\`${name}\` is a reserved word of the expression language`;
    ctx.error('ZM1008', span, `\`${name}\` cannot be used as a ${what} name: ${why}`);
    return false;
  }
  return true;
}

export function loadFields(ctx: SpecContext, node: YNode, where: 'state' | 'params'): FieldSpec[] {
  const map = expectMap(ctx, node, `game.${where}`);
  if (!map) {
    ctx.broken.add('*'); // every name is suspect now
    return [];
  }
  const fields: FieldSpec[] = [];
  for (const entry of map.entries) {
    ctx.broken.delete(entry.key);
    if (!checkName(ctx, entry.key, entry.keyNode.span, where === 'state' ? 'field' : 'parameter')) continue;
    const s = expectScalar(ctx, entry.value, `game.${where}.${entry.key}`);
    const domain = s && parseFieldType(ctx, s, where === 'state');
    if (!domain) ctx.broken.add(entry.key);
    if (domain) fields.push({ name: entry.key, domain, span: { start: entry.keyNode.span.start, end: s.span.end } });
  }
  return fields;
}

export function parseFieldType(ctx: SpecContext, s: YScalar, allowArrays: boolean): FieldDomain | undefined {
  const text = s.text;
  const arr = /\[\s*([^\]]*?)\s*\]\s*$/.exec(text);
  const baseEnd = arr ? arr.index : text.length;
  if (arr) {
    const span = { start: s.mapped.offsets[arr.index]!, end: s.mapped.offsets[text.trimEnd().length - 1]! + 1 };
    if (!allowArrays) {
      ctx.error('ZM1007', s.span, 'a parameter cannot be an array');
      return undefined;
    }
    const length = Number(arr[1]);
    if (NAME.test(arr[1]!) && text.slice(0, baseEnd).trim() === 'bool') {
      // bool[edges]: a set of rows of a data table; its length is known once the tables are read
      return { kind: 'array', length: 0, elem: { kind: 'bool' }, rowsOf: arr[1]! };
    }
    if (!/^\d+$/.test(arr[1]!) || !Number.isSafeInteger(length) || length < 1) {
      ctx.error('ZM1007', span, `the length of an array field must be a positive number, found \`${arr[1]}\``);
      return undefined;
    }
    if (length > MAX_ARRAY_LENGTH) {
      ctx.error('ZM1024', span, arrayTooLong('this array', length), { hint: `use a shorter array, e.g. nat[${Math.min(10, MAX_ARRAY_LENGTH)}]` });
      return undefined;
    }
    const elem = parseBaseType(ctx, s, 0, baseEnd);
    if (!elem) return undefined;
    if (elem.kind === 'real') {
      ctx.error('ZM1007', s.span, `arrays of ${elem.kind} are not supported: use nat[k], int[k], a..b[k] or bool[k]`);
      return undefined;
    }
    return { kind: 'array', length, elem };
  }
  return parseBaseType(ctx, s, 0, baseEnd);
}

function parseBaseType(ctx: SpecContext, s: YScalar, from: number, to: number): FieldDomain | undefined {
  const word = s.text.slice(from, to).trim();
  const basic = BASIC[word];
  if (basic) return basic;
  const dots = topLevelDots(s.text, from, to);
  if (dots < 0) {
    const guess = NAME.test(word) ? didYouMean(word, TYPE_WORDS) : undefined;
    const span = { start: s.mapped.offsets[from]!, end: s.mapped.offsets[Math.max(from, to - 1)]! + 1 };
    ctx.error('ZM1007', span, `unknown type \`${word}\``, { hint: guess ? `did you mean \`${guess}\`?` : TYPE_HINT });
    return undefined;
  }
  const lo = parseScalarPart(ctx, s, from, dots);
  const hi = parseScalarPart(ctx, s, dots + 2, to);
  return lo && hi ? { kind: 'range', lo, hi } : undefined;
}

/** Index of the first `..` outside brackets in text[from, to), or -1. */
export function topLevelDots(text: string, from: number, to: number): number {
  let depth = 0;
  for (let i = from; i < to - 1; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && c === '.' && text[i + 1] === '.') return i;
  }
  return -1;
}

/** The expression-language type of a field's values. */
export function typeOfDomain(d: FieldDomain): Type {
  switch (d.kind) {
    case 'nat':
    case 'int':
    case 'range':
      return { kind: 'int' };
    case 'bool':
      return { kind: 'bool' };
    case 'real':
      return { kind: 'real' };
    case 'player':
      return PLAYER;
    case 'array':
      return { kind: 'array', elem: typeOfDomain(d.elem), length: d.length };
  }
}
