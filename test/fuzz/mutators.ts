// Fuzzing inputs: the library files (conjectures/, proofs/, test/traps/) as a seed corpus, and
// fast-check arbitraries for mutations of them — deleted keys and lines, swapped types, unicode, NUL,
// BOM, CRLF, tabs, huge numbers (10^30, 2^53 + 1), 1000-deep parentheses, very long lines, duplicate
// keys, bounds of 10^12, alias bombs — and for token-soup expressions. Mutations are plain data
// (shrinkable, printable); `applyMutations` turns them into the text of a case.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SeedFile {
  path: string; // relative to the project root
  text: string;
}

// Library files whose check alone takes more than a second of CPU (`zermelo check --json --workers 1
// --no-symbolic`, 2026-12-07: 1.1 to 6.7 s each): a mutated copy solves them again, so they made most
// of a campaign's time (a CI run: 126 cases in 18 min) without reaching code the small files do not.
const HEAVY_SEEDS = new Set([
  'conjectures/triangulation/complete-triangulation.yaml',
  'conjectures/triangulation/complete-triangulation-value-n7.yaml',
  'conjectures/triangulation/monochromatic-triangle.yaml',
  'conjectures/triangulation/monochromatic-triangle-n17.yaml',
  'conjectures/triangulation/bichromatic-triangle.yaml',
  'conjectures/triangulation/complete-triangulation-n8.yaml',
  'conjectures/triangulation/monochromatic-triangle-n15.yaml',
  'conjectures/triangulation/bichromatic-triangle-n7.yaml',
  'conjectures/board/dots-and-boxes.yaml',
  'conjectures/board/dots-and-boxes-2x4.yaml',
  'conjectures/board/dots-and-boxes-3x3.yaml',
]);

/** Every .yaml under conjectures/, proofs/ and test/traps/ but the heavy ones, sorted. */
export function seedCorpus(): SeedFile[] {
  const out: SeedFile[] = [];
  const walk = (rel: string): void => {
    let names: string[];
    try {
      names = readdirSync(join(ROOT, rel)).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const child = `${rel}/${name}`;
      if (statSync(join(ROOT, child)).isDirectory()) walk(child);
      else if ((name.endsWith('.yaml') || name.endsWith('.yml')) && !HEAVY_SEEDS.has(child)) out.push({ path: child, text: readFileSync(join(ROOT, child), 'utf8') });
    }
  };
  for (const dir of ['conjectures', 'proofs', 'test/traps']) walk(dir);
  return out;
}

export type Mutation =
  | { kind: 'deleteLine'; at: number }
  | { kind: 'duplicateLine'; at: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'swapValue'; at: number; value: string }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'number'; at: number; value: string }
  | { kind: 'parens'; at: number; depth: number; balanced: boolean }
  | { kind: 'longLine'; at: number; reps: number }
  | { kind: 'expr'; at: number; expr: string }
  | { kind: 'bom' }
  | { kind: 'crlf' }
  | { kind: 'cr' }
  | { kind: 'tabs' }
  | { kind: 'bigBounds'; value: string }
  | { kind: 'aliasBomb' };

const SPECIAL_TEXT = [
  '\u0000',
  '\ufeff',
  '\u200b',
  '\u202e',
  '\u0301',
  '\ud800',
  '\udfff',
  '😀',
  '∀',
  '∃',
  '⊕',
  '≤',
  '→',
  '¬',
  '…',
  'ｎ',
  'ℕ',
  '\t',
  '\r',
  '\n',
  '\\',
  '"',
  "'",
  ':',
  '- ',
  '#',
  '&a',
  '*a',
  '!!str',
  '{',
  '}',
  '[',
  ']',
  '%YAML 1.2\n---\n',
  '---\n',
  '...\n',
  '|',
  '>',
];

const SWAP_VALUES = [
  '[]',
  '{}',
  'null',
  '~',
  'true',
  'no',
  '"x"',
  "''",
  '42',
  '-1',
  '1.5',
  '.inf',
  '-.nan',
  '0x1F',
  '2008-01-01',
  '!!binary AAAA',
  '&a [*a, *a]',
  '*undefined',
  '[1, [2, [3]]]',
  '{ a: { b: { c: 1 } } }',
  '|\n  multi\n  line',
  '? complex\n: key',
];

const NUMBERS = [
  '1000000000000000000000000000000', // 10^30
  '9007199254740993', // 2^53 + 1
  '9007199254740992',
  '-9007199254740993',
  '18446744073709551616', // 2^64
  '-9223372036854775808',
  '1e308',
  '1e-7',
  '0.1',
  '-0',
  '00',
  '1_000',
  '0x10',
  '1000000000000', // 10^12
  '4294967296',
  '2147483648',
];

const EXPR_TOKENS = [
  'n',
  'k',
  'a',
  'b',
  'c',
  'h',
  'i',
  'x',
  'size',
  'turn',
  'A',
  'B',
  'start',
  '0',
  '1',
  '2',
  '5',
  '-3',
  '9007199254740993',
  '+',
  '-',
  '*',
  '/',
  'div',
  'mod',
  '^',
  '⊕',
  'xor',
  '=',
  '≠',
  '<',
  '≤',
  '>=',
  '∧',
  '∨',
  '⇒',
  '⇔',
  '¬',
  'not',
  'and',
  'or',
  '∈',
  '∉',
  'in',
  '..',
  ',',
  ':',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '<',
  '>',
  'if',
  'then',
  'else',
  '∀',
  '∃',
  'forall',
  'exists',
  'min',
  'max',
  'abs',
  'floor',
  'ceil',
  'len',
  'sum',
  'count',
  'bit',
  'safe',
  'fragile',
  'neutral',
  'grundy',
  'outcome',
  'true',
  'false',
  '.',
  '"',
  "'",
];

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.nat().map((at): Mutation => ({ kind: 'deleteLine', at })), weight: 4 },
  { arbitrary: fc.nat().map((at): Mutation => ({ kind: 'duplicateLine', at })), weight: 2 },
  { arbitrary: fc.nat().map((at): Mutation => ({ kind: 'truncate', at })), weight: 1 },
  { arbitrary: fc.record({ at: fc.nat(), value: fc.constantFrom(...SWAP_VALUES) }).map((r): Mutation => ({ kind: 'swapValue', ...r })), weight: 4 },
  {
    arbitrary: fc
      .record({ at: fc.nat(), text: fc.oneof(fc.constantFrom(...SPECIAL_TEXT), fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 4 })) })
      .map((r): Mutation => ({ kind: 'insert', ...r })),
    weight: 4,
  },
  { arbitrary: fc.record({ at: fc.nat(), value: fc.constantFrom(...NUMBERS) }).map((r): Mutation => ({ kind: 'number', ...r })), weight: 4 },
  {
    arbitrary: fc.record({ at: fc.nat(), depth: fc.oneof(fc.constant(1000), fc.integer({ min: 1, max: 1200 })), balanced: fc.boolean() }).map((r): Mutation => ({ kind: 'parens', ...r })),
    weight: 2,
  },
  { arbitrary: fc.record({ at: fc.nat(), reps: fc.integer({ min: 100, max: 20_000 }) }).map((r): Mutation => ({ kind: 'longLine', ...r })), weight: 1 },
  {
    arbitrary: fc.record({ at: fc.nat(), expr: fc.array(fc.constantFrom(...EXPR_TOKENS), { minLength: 1, maxLength: 12 }).map((t) => t.join(' ')) }).map((r): Mutation => ({ kind: 'expr', ...r })),
    weight: 4,
  },
  { arbitrary: fc.constant<Mutation>({ kind: 'bom' }), weight: 1 },
  { arbitrary: fc.constant<Mutation>({ kind: 'crlf' }), weight: 1 },
  { arbitrary: fc.constant<Mutation>({ kind: 'cr' }), weight: 1 },
  { arbitrary: fc.constant<Mutation>({ kind: 'tabs' }), weight: 1 },
  { arbitrary: fc.constantFrom('1000000000000', '9007199254740993', '-1', 'n', '1e12').map((value): Mutation => ({ kind: 'bigBounds', value })), weight: 2 },
  { arbitrary: fc.constant<Mutation>({ kind: 'aliasBomb' }), weight: 1 },
);

/** The lines of `text` that hold a `key: value` pair (the places worth mutating). */
function valueLines(lines: string[]): number[] {
  const out: number[] = [];
  lines.forEach((l, i) => {
    if (/^\s*(-\s+)?[^#\s][^:]*:\s*\S/.test(l)) out.push(i);
  });
  return out.length > 0 ? out : lines.map((_, i) => i);
}

function replaceValue(line: string, value: string): string {
  const m = /^(\s*(?:-\s+)?[^:#]*:\s*)(.*)$/.exec(line);
  return m ? `${m[1]}${value}` : `${line} ${value}`;
}

export function applyMutation(text: string, m: Mutation): string {
  const lines = text.split('\n');
  const pick = <T>(xs: T[], at: number): T => xs[at % xs.length]!;
  switch (m.kind) {
    case 'deleteLine':
      if (lines.length > 0) lines.splice(m.at % lines.length, 1);
      return lines.join('\n');
    case 'duplicateLine': {
      if (lines.length === 0) return text;
      const i = m.at % lines.length;
      lines.splice(i, 0, lines[i]!);
      return lines.join('\n');
    }
    case 'truncate':
      return text.slice(0, m.at % (text.length + 1));
    case 'swapValue': {
      const i = pick(valueLines(lines), m.at);
      lines[i] = replaceValue(lines[i]!, m.value);
      return lines.join('\n');
    }
    case 'insert': {
      const at = m.at % (text.length + 1);
      return text.slice(0, at) + m.text + text.slice(at);
    }
    case 'number': {
      const spots = [...text.matchAll(/-?\d+/g)];
      if (spots.length === 0) return text + `\n# ${m.value}`;
      const s = pick(spots, m.at);
      return text.slice(0, s.index) + m.value + text.slice(s.index! + s[0].length);
    }
    case 'parens': {
      const i = pick(valueLines(lines), m.at);
      const value = /:\s*(.*)$/.exec(lines[i]!)?.[1] ?? 'n';
      const inner = value.replace(/^["']|["']$/g, '') || 'n';
      lines[i] = replaceValue(lines[i]!, `"${'('.repeat(m.depth)}${inner}${m.balanced ? ')'.repeat(m.depth) : ''}"`);
      return lines.join('\n');
    }
    case 'longLine': {
      const i = pick(valueLines(lines), m.at);
      lines[i] = `${lines[i]}${' + n'.repeat(m.reps)}`;
      return lines.join('\n');
    }
    case 'expr': {
      const i = pick(valueLines(lines), m.at);
      lines[i] = replaceValue(lines[i]!, JSON.stringify(m.expr));
      return lines.join('\n');
    }
    case 'bom':
      return '\ufeff' + text;
    case 'crlf':
      return text.replace(/\n/g, '\r\n');
    case 'cr':
      return text.replace(/\n/g, '\r');
    case 'tabs':
      return text.replace(/^( {2})+/gm, (s) => '\t'.repeat(s.length / 2));
    case 'bigBounds':
      return text.replace(/(\d+)\s*\.\.\s*(\d+)/g, (_all, lo: string) => `${lo}..${m.value}`);
    case 'aliasBomb':
      return `${text}\nbomb0: &b0 [x, x, x, x, x, x, x, x, x, x]\nbomb1: &b1 [*b0, *b0, *b0, *b0, *b0, *b0, *b0, *b0, *b0, *b0]\nbomb2: &b2 [*b1, *b1, *b1, *b1, *b1, *b1, *b1, *b1, *b1, *b1]\nbomb3: &b3 [*b2, *b2, *b2, *b2, *b2, *b2, *b2, *b2, *b2, *b2]\nbomb4: [*b3, *b3, *b3, *b3, *b3, *b3, *b3, *b3, *b3, *b3]\n`;
  }
}

export function applyMutations(text: string, ms: readonly Mutation[]): string {
  return ms.reduce(applyMutation, text);
}

/** A random case: a seed file (by index), 1–3 mutations, and the command to run it with. */
export interface FuzzCase {
  seed: number;
  mutations: Mutation[];
  command: 'check' | 'explain' | 'table' | 'prove';
  under: 'conjectures' | 'proofs';
}

export function fuzzCaseArb(seeds: number, withProver: boolean): fc.Arbitrary<FuzzCase> {
  const commands = fc.oneof(
    { arbitrary: fc.constant('check' as const), weight: 16 },
    { arbitrary: fc.constant('explain' as const), weight: 2 },
    { arbitrary: fc.constant('table' as const), weight: 1 },
    ...(withProver ? [{ arbitrary: fc.constant('prove' as const), weight: 1 }] : []),
  );
  return fc.record({
    seed: fc.nat({ max: seeds - 1 }),
    mutations: fc.oneof({ arbitrary: fc.array(mutationArb, { minLength: 1, maxLength: 1 }), weight: 3 }, fc.array(mutationArb, { minLength: 2, maxLength: 3 })),
    command: commands,
    under: fc.constantFrom('conjectures' as const, 'proofs' as const),
  });
}

/** Token-soup expressions, for the expression parser on its own. */
export const exprSoupArb: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...EXPR_TOKENS), { maxLength: 30 }).map((t) => t.join(' ')),
  fc.array(fc.constantFrom(...EXPR_TOKENS), { maxLength: 30 }).map((t) => t.join('')),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1, max: 1500 }).map((d) => '('.repeat(d) + 'n' + ')'.repeat(d)),
  fc.integer({ min: 1, max: 1500 }).map((d) => '¬'.repeat(d) + 'true'),
  fc.integer({ min: 1, max: 1500 }).map((d) => '-'.repeat(d) + '1'),
  fc.integer({ min: 1, max: 3000 }).map((d) => Array.from({ length: d }, () => 'n').join(' + ')),
  fc.integer({ min: 1, max: 600 }).map((d) => 'if n > 0 then '.repeat(d) + '1' + ' else 0'.repeat(d)),
  fc.integer({ min: 1, max: 400 }).map((d) => '['.repeat(d) + '1' + ']'.repeat(d)),
  fc.constantFrom(...NUMBERS),
);
