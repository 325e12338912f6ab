// Stage: solve. Whether generated move code can fail to evaluate: a call (lang's helpers, the
// domain check K_domain, definitions), `new` or `throw`. Operators on numbers and typed-array reads
// never throw, nor do Math's functions on numbers. Conservative: a false "may fail" only costs time.
// The forward pass stops generating a fragile position's moves at its first winning one only when
// they cannot fail (forward.ts); otherwise a later move that leaves its domain, divides by zero or
// indexes outside an array would go unreported, where the move lister and the prover report it.
// Two kinds of call are known not to be errors of a rule and are left out first: the deadline's
// tick (H.tickRange: it stops the whole run, never reports a rule), and an index check that cannot
// fire — the index is a loop variable `for (let b = lo; b <= hi; b++)` with literal bounds inside
// the array, or an entry of a constant table (C[k], given in `constants`) at such a variable, every
// entry the loop reads lying inside the array. A bound may also be a local the generator binds once
// to literal arithmetic (`const t4 = 120 - 1;`, the code of `0..len(tri) - 1` over a table computed
// from a parameter) or to another such local: its value is the literal the file with the table
// written out gives. Or a local bound once to such a loop variable plus or minus a literal
// (`c[e + 36]`), or a literal (a loop the generator unrolled). Or the index is a binder over a row
// of a constant table (`∀ f ∈ cr[e]`, each row of the table its own constant) whose entries all lie
// inside the array. And (mayFailCounts.ts) a `catch` block, and the overflow check of a sum of
// bounded counts (`|red| + |blue|`).

import { withoutCatchBlocks, withoutImpossibleOverflows } from './mayFailCounts.js';

export function mayFail(code: string, constants?: readonly unknown[]): boolean {
  const rest = withoutImpossibleChecks(code, constants).replace(/\b(if|for|while|switch|catch)\s*\(|\bMath\.\w+\(/g, '');
  return /\b(throw|new)\b/.test(rest) || /[\w$\])]\s*\(/.test(rest);
}

/** The code without the deadline's ticks and the index checks that cannot fire. */
function withoutImpossibleChecks(code: string, constants: readonly unknown[] | undefined): string {
  // the generator names each loop variable once per function (b1, b2, …): a name has one range
  const locals = literalLocals(code);
  const bound = (js: string): number => (/^\d+$/.test(js) ? Number(js) : (locals.get(js) ?? NaN));
  const loops = new Map<string, [number, number]>();
  for (const m of code.matchAll(/for \(let (b\d+) = (\d+|t\d+); \1 <= (\d+|t\d+); \1\+\+\)/g)) {
    const range: [number, number] = [bound(m[2]!), bound(m[3]!)];
    const known = loops.get(m[1]!);
    loops.set(m[1]!, (known && (known[0] !== range[0] || known[1] !== range[1])) || !Number.isSafeInteger(range[0]) || !Number.isSafeInteger(range[1]) ? [NaN, NaN] : range);
  }
  // a local bound once to a loop variable plus or minus a literal (`const t9 = b8 + 36;`, the code of
  // `c[e + 36]`) ranges over the loop's range shifted
  const shifted = new Map<string, [number, number] | null>();
  for (const m of code.matchAll(/\bconst (t\d+) = (b\d+) ([+-]) (\d+);/g)) {
    const range = loops.get(m[2]!);
    const d = m[3] === '+' ? Number(m[4]) : -Number(m[4]);
    shifted.set(m[1]!, shifted.has(m[1]!) || !range ? null : [range[0] + d, range[1] + d]);
  }
  for (const [name, range] of shifted) if (!loops.has(name)) loops.set(name, range ?? [NaN, NaN]);
  // a binder over a row of a constant table: `for (let j = 0; j < L; j++) { const b = C[k][j];`
  // takes the values C[k][0 .. L - 1] (a name bound twice has none)
  const rows = new Map<string, number[] | null>();
  for (const m of code.matchAll(/for \(let (j\d+) = 0; \1 < (\d+); \1\+\+\) \{ const (b\d+) = C\[(\d+)\]\[\1\];/g)) {
    const table = constants?.[Number(m[4])];
    const length = Number(m[2]);
    const values = Array.isArray(table) && length <= table.length ? (table.slice(0, length) as unknown[]) : undefined;
    const ok = values?.every((v) => typeof v === 'number' && Number.isInteger(v));
    rows.set(m[3]!, rows.has(m[3]!) || !ok ? null : (values as number[]));
  }
  const inside = (index: string, length: number): boolean => {
    // a literal index (a loop the generator unrolled)
    if (/^\d+$/.test(index)) return Number(index) < length;
    const row = rows.get(index);
    if (row !== undefined) return row !== null && row.every((v) => v >= 0 && v < length);
    const direct = loops.get(index);
    if (direct) return direct[0] >= 0 && direct[1] < length;
    const entry = /^C\[(\d+)\]\[(b\d+)\]$/.exec(index);
    const range = entry ? loops.get(entry[2]!) : undefined;
    const table = entry ? constants?.[Number(entry[1])] : undefined;
    if (!range || !(range[0] >= 0) || !Array.isArray(table) || range[1] >= table.length) return false;
    for (let k = range[0]; k <= range[1]; k++) {
      const v: unknown = table[k];
      if (!(typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < length)) return false;
    }
    return true;
  };
  return withoutImpossibleOverflows(withoutCatchBlocks(code), bound)
    .replace(/H\.tickRange\([^()]*\);/g, '')
    .replace(/if \(!\(([\w[\]]+) >= 0 && \1 < (\d+)\)\) H\.indexOutOfRange\(S\[\d+\], \1, \2\);/g, (all: string, index: string, length: string) => (inside(index, Number(length)) ? '' : all));
}

/** The locals bound once to an integer literal, a sum or difference of two, or another such local
 *  (`const t4 = 120 - 1; const t5 = t4;`): their values. A name bound twice (in two functions'
 *  code joined) has none, so no check depending on it is left out. */
function literalLocals(code: string): Map<string, number> {
  const bindings = new Map<string, string | null>();
  for (const m of code.matchAll(/\bconst (t\d+) = ([^;\n]*);/g)) bindings.set(m[1]!, bindings.has(m[1]!) ? null : m[2]!.trim());
  const values = new Map<string, number>();
  const valueOf = (name: string, depth: number): number => {
    const known = values.get(name);
    if (known !== undefined) return known;
    const js = bindings.get(name);
    if (js == null || depth > 64) return NaN;
    let v = NaN;
    const sum = /^\(?(\d+) ([+-]) (\d+)\)?$/.exec(js);
    if (/^\d+$/.test(js)) v = Number(js);
    else if (sum) v = sum[2] === '+' ? Number(sum[1]) + Number(sum[3]) : Number(sum[1]) - Number(sum[3]);
    else if (/^t\d+$/.test(js)) v = valueOf(js, depth + 1);
    if (Number.isSafeInteger(v)) values.set(name, v);
    return v;
  };
  for (const name of bindings.keys()) valueOf(name, 0);
  return values;
}
