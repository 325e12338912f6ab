// fast-check arbitraries of WHOLE game files as YAML text (never mutations of library files): scalar,
// bool and small array fields; moves with binders, guards and targets mixing literal, computed and
// whole-array updates (two writes to one element included); sums of positions; partizan games with
// `by:`; misère play; `end:` rules; params; built-in families; S/F/N and Grundy conjectures; claims;
// moves that keep the turn (`again:`); moves that score points (`score:`).

import fc from 'fast-check';
import { boolExpr, intExpr, type Vocabulary } from './exprText.js';

export interface GameCase {
  kind: string;
  text: string;
}

export interface Field {
  name: string;
  decl: string;
  kind: 'int' | 'bool' | 'array';
  length: number;
  /** region bound written in check.bounds (undefined: the declared range is the region) */
  bound?: string;
  /** the declared domain needs a guard on a new value: [lo, hi] as text */
  guard?: [string, string | undefined];
  max: number;
}

const q = (s: string): string => `"${s}"`;

export function fields(params: boolean, arrays: boolean): fc.Arbitrary<Field[]> {
  const scalar = (name: string) =>
    fc.tuple(fc.constantFrom('int', 'nat', 'range', ...(params ? ['param'] : [])), fc.integer({ min: 1, max: arrays ? 3 : 5 })).map(([d, B]): Field => {
      if (d === 'int') return { name, decl: 'int', kind: 'int', length: 1, bound: `0..${B}`, max: B };
      if (d === 'nat') return { name, decl: 'nat', kind: 'int', length: 1, bound: `0..${B}`, guard: ['0', undefined], max: B };
      if (d === 'range') return { name, decl: `0..${B}`, kind: 'int', length: 1, guard: ['0', String(B)], max: B };
      return { name, decl: '0..s + 1', kind: 'int', length: 1, guard: ['0', 's + 1'], max: 3 };
    });
  const array = fc.tuple(fc.integer({ min: 2, max: 3 }), fc.boolean()).map(([L, nat]): Field => {
    const B = L === 2 ? 3 : 2;
    return { name: 'h', decl: `${nat ? 'nat' : 'int'}[${L}]`, kind: 'array', length: L, bound: `0..${B}`, ...(nat ? { guard: ['0', undefined] as [string, undefined] } : {}), max: B };
  });
  const bool: Field = { name: 'b', decl: 'bool', kind: 'bool', length: 1, max: 1 };
  return fc.tuple(scalar('x'), fc.option(scalar('y'), { freq: 2 }), fc.boolean(), arrays ? array.map((a) => [a]) : fc.constant([])).map(([x, y, b, hs]) => {
    const fs = [x, ...(y && !arrays ? [y] : []), ...hs, ...(b && hs.length === 0 ? [bool] : [])];
    return fs;
  });
}

export function vocabulary(fs: Field[], extra: { binders?: string[]; params: boolean; partizan: boolean; calls: boolean }): Vocabulary {
  return {
    ints: [...fs.filter((f) => f.kind === 'int').map((f) => f.name), ...(extra.binders ?? []), ...(extra.params ? ['s'] : [])],
    bools: [...fs.filter((f) => f.kind === 'bool').map((f) => f.name), ...(extra.partizan ? ['turn = A', 'turn = B'] : [])],
    arrays: fs.filter((f) => f.kind === 'array').map((f) => ({ name: f.name, length: f.length })),
    ...(extra.calls ? { calls: ['half'] } : {}),
  };
}

/** `lo ≤ e ≤ hi` for a field with a guarded domain. */
function domainGuard(f: Field, value: string): string | undefined {
  if (!f.guard) return undefined;
  return f.guard[1] === undefined ? `0 ≤ ${value}` : `${f.guard[0]} ≤ ${value} ≤ ${f.guard[1]}`;
}

interface Move {
  lines: string[];
}

function binders(fs: Field[], params: boolean): fc.Arbitrary<{ names: string[]; text: string[] }> {
  const arr = fs.find((f) => f.kind === 'array');
  const x = fs.find((f) => f.kind === 'int');
  const k = fc.constantFrom('k ∈ 1..2', 'k ∈ {1, 3}', 'k ∈ <1, 2, 2>', ...(x ? [`k ∈ 1..${x.name}`, `k ∈ 0..${x.name} - 1`] : []), ...(arr ? ['k ∈ h'] : []), ...(params ? ['k ∈ 1..s'] : []));
  const j = fc.constantFrom(...(arr ? [`j ∈ 0..${arr.length - 1}`, `j ∈ 0..${arr.length - 1}`] : []), 'j ∈ {0, 1}', 'j ∈ -1..1');
  return fc.oneof(
    fc.constant<{ names: string[]; text: string[] }>({ names: [], text: [] }),
    k.map((b) => ({ names: ['k'], text: [b] })),
    fc.tuple(k, j).map(([a, b]) => ({ names: ['k', 'j'], text: [a, b] })),
  );
}

function assignment(f: Field, v: Vocabulary, bs: string[]): fc.Arbitrary<[string, string][]> {
  const e = intExpr(v, 1);
  const step = fc.oneof(fc.constantFrom(...bs, '1', '2'), e);
  if (f.kind === 'bool')
    return fc.oneof(
      fc.constant([[f.name, `¬${f.name}`]] as [string, string][]),
      boolExpr(v, 1).map((b) => [[f.name, b]] as [string, string][]),
    );
  if (f.kind === 'int') {
    return fc.oneof(
      step.map((d) => [[f.name, `${f.name} - ${d}`]] as [string, string][]),
      step.map((d) => [[f.name, `${f.name} + ${d}`]] as [string, string][]),
      e.map((d) => [[f.name, d]] as [string, string][]),
    );
  }
  const L = f.length;
  const h = f.name;
  const idx = fc.oneof(
    fc.integer({ min: 0, max: L - 1 }).map(String),
    ...(bs.includes('j') ? [fc.constantFrom('j', 'j + 0')] : []),
    intExpr(v, 1).map((i) => `abs(${i}) mod ${L}`),
  );
  const elem = fc.tuple(idx, step, fc.constantFrom('-', '+', '=')).map(([i, d, op]): [string, string] => [`${h}[${i}]`, op === '=' ? d : `${h}[${i}] ${op} ${d}`]);
  const whole = fc.oneof(
    fc.array(e, { minLength: L, maxLength: L }).map((xs): [string, string] => [h, `[${xs.join(', ')}]`]),
    fc.constant<[string, string]>([h, `[${Array.from({ length: L }, (_, k) => `${h}[${L - 1 - k}]`).join(', ')}]`]),
  );
  // one to three writes, possibly to the same element (literal and computed, whole and element)
  return fc.oneof(
    elem.map((a) => [a]),
    fc.tuple(elem, elem).map(([a, b]) => [a, b]),
    fc.tuple(whole, elem).map(([a, b]) => [a, b]),
    fc.tuple(elem, whole).map(([a, b]) => [a, b]),
    fc.tuple(fc.integer({ min: 0, max: L - 1 }), step, step).map(([k, d1, d2]): [string, string][] => [
      [`${h}[${k}]`, `${h}[${k}] - ${d1}`],
      [bs.includes('j') ? `${h}[j + 0]` : `${h}[${k} + 0]`, bs.includes('j') ? `${h}[j + 0]` : `${h}[${k}] + ${d2}`],
    ]),
    whole.map((a) => [a]),
  );
}

/** Renders writes as a YAML block map, making duplicate keys distinct (h[0] then h[0 + 0]). */
function toBlock(writes: [string, string][], indent: string): string[] {
  const used = new Set<string>();
  return writes.map(([k0, v]) => {
    let k = k0;
    while (used.has(k)) k = k.replace(/\]$/, ' + 0]');
    used.add(k);
    return `${indent}${q(k)}: ${q(v)}`;
  });
}

/** A move schema; with `again`, some schemas get an `again:` condition (or `true`) too; with
 *  `scored`, most get a `score:` (an integer expression over the fields and params, possibly negative). */
export function move(fs: Field[], params: boolean, partizan: boolean, calls: boolean, again = false, scored = false): fc.Arbitrary<Move> {
  const base = plainMove(fs, params, partizan, calls);
  const v = vocabulary(fs, { params, partizan, calls });
  const cond = fc.oneof(fc.constant('true'), boolExpr(v, 1));
  // the unscored cases are drawn exactly as before (the pinned seeds of the other laws keep their games)
  if (!scored) return again ? fc.tuple(base, fc.option(cond, { freq: 3 })).map(([m, a]) => (a === null ? m : { lines: [...m.lines, `      again: ${q(a)}`] })) : base;
  const score = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('1', '2', '3', '0 - 1') },
    intExpr(v, 1).map((e) => `${e} + 1`),
    intExpr(v, 1).map((e) => `${e} - 2`),
  );
  return fc
    .tuple(base, again ? fc.option(cond, { freq: 3 }) : fc.constant(null), fc.option(score, { freq: 4 }))
    .map(([m, a, s]) => ({ lines: [...m.lines, ...(a === null ? [] : [`      again: ${q(a)}`]), ...(s === null ? [] : [`      score: ${q(s)}`])] }));
}

function plainMove(fs: Field[], params: boolean, partizan: boolean, calls: boolean): fc.Arbitrary<Move> {
  return binders(fs, params).chain((b) => {
    const v = vocabulary(fs, { binders: b.names, params, partizan, calls });
    const writes = fc.subarray(fs, { minLength: 1 }).chain((chosen) => fc.tuple(...chosen.map((f) => assignment(f, v, b.names))).map((parts) => parts.flat()));
    return fc
      .tuple(writes, fc.option(boolExpr(v, 1), { freq: 2 }), fc.boolean(), partizan ? fc.constantFrom('A', 'B', undefined) : fc.constant(undefined), fc.integer({ min: 0, max: 9 }))
      .map(([ws, guard, name, by, unguarded]) => {
        const guards: string[] = guard ? [`(${guard})`] : [];
        // keep most moves inside the declared domains (a move leaving one is an error of the file)
        if (unguarded > 0) {
          for (const [k, val] of ws) {
            const f = fs.find((x) => x.name === k.replace(/\[.*$/, ''))!;
            if (f.kind === 'array' && !k.includes('[')) {
              const elems = splitTop(val.slice(1, -1));
              elems.forEach((el) => {
                const g = domainGuard(f, el);
                if (g) guards.push(g);
              });
            } else {
              const g = domainGuard(f, val);
              if (g) guards.push(g);
            }
          }
        }
        const lines = [`    - ${name ? `name: ${q(`m ${b.names.join(' ')}`)}` : `to:`}`];
        if (name) lines.push('      to:');
        lines.push(...toBlock(ws, '        '));
        if (b.text.length) lines.push(`      for: [${b.text.map(q).join(', ')}]`);
        if (guards.length) lines.push(`      if: ${q(guards.join(' ∧ '))}`);
        if (by) lines.push(`      by: ${by}`);
        return { lines };
      });
  });
}

/** Splits "a, (b, c), d" at top-level commas. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}
