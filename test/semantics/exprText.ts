// Random expressions as surface text (fully parenthesised) over a given vocabulary of names, for the
// random game files: + − * div mod abs min max xor/⊕ if-then-else, array reads with literal and
// computed indices, sums and maxima of arrays, comparisons, ∈, ∧ ∨ ¬ ⇒, bounded ∃/∀.
// Divisors are positive literals and computed indices are reduced mod the length, so most
// expressions evaluate everywhere; errors come from the game's domains instead.

import fc from 'fast-check';

export interface Vocabulary {
  /** int-valued names: fields, binders, params */
  ints: string[];
  bools: string[];
  arrays: { name: string; length: number }[];
  /** one-argument int definitions usable as calls */
  calls?: string[];
}

const lit = fc.integer({ min: 0, max: 3 }).map(String);

export function intExpr(v: Vocabulary, depth: number): fc.Arbitrary<string> {
  const leaves: fc.Arbitrary<string>[] = [lit];
  if (v.ints.length) leaves.push(fc.constantFrom(...v.ints), fc.constantFrom(...v.ints));
  for (const a of v.arrays) leaves.push(fc.integer({ min: 0, max: a.length - 1 }).map((k) => `${a.name}[${k}]`));
  const leaf = fc.oneof(...leaves);
  if (depth <= 0) return leaf;
  const sub = intExpr(v, depth - 1);
  const small = intExpr(v, Math.min(depth - 1, 1));
  const forms: fc.Arbitrary<string>[] = [
    leaf,
    leaf,
    fc.tuple(sub, fc.constantFrom('+', '-', '+', '-', '*'), small).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(sub, fc.constantFrom('div', 'mod'), fc.integer({ min: 1, max: 3 })).map(([a, op, d]) => `(${a} ${op} ${d})`),
    sub.map((a) => `abs(${a})`),
    fc.tuple(fc.constantFrom('min', 'max'), sub, sub).map(([f, a, b]) => `${f}(${a}, ${b})`),
    fc.tuple(sub, sub, fc.constantFrom('⊕', 'xor')).map(([a, b, op]) => (op === '⊕' ? `(abs(${a}) ⊕ abs(${b}))` : `xor(abs(${a}), abs(${b}))`)),
    fc.tuple(boolExpr(v, depth - 1), sub, sub).map(([c, a, b]) => `(if ${c} then ${a} else ${b})`),
  ];
  for (const a of v.arrays) {
    forms.push(fc.constantFrom(`sum(${a.name})`, `max(${a.name})`, `len(${a.name})`));
    forms.push(sub.map((i) => `${a.name}[abs(${i}) mod ${a.length}]`));
  }
  // count(i ∈ 0..c: …) over a small range
  forms.push(fc.tuple(fc.integer({ min: 0, max: 3 }), boolExpr({ ...v, ints: [...v.ints, 'i'] }, 0)).map(([hi, body]) => `count(i ∈ 0..${hi}: ${body})`));
  if (v.calls?.length) forms.push(fc.tuple(fc.constantFrom(...v.calls), sub).map(([f, a]) => `${f}(${a})`));
  return fc.oneof(...forms);
}

export function boolExpr(v: Vocabulary, depth: number): fc.Arbitrary<string> {
  const atom = intExpr(v, Math.max(0, depth - 1));
  const cmp = fc.tuple(atom, fc.constantFrom('<', '≤', '=', '≠', '≥', '>', '<=', '!='), atom).map(([a, op, b]) => `${a} ${op} ${b}`);
  const leaves: fc.Arbitrary<string>[] = [cmp, cmp, fc.tuple(atom, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 3 })).map(([a, m, r]) => `${a} mod ${m} = ${r % m}`)];
  leaves.push(fc.tuple(atom, fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 3 }), fc.boolean()).map(([a, s, not]) => `${a} ${not ? '∉' : '∈'} {${s.join(', ')}}`));
  if (v.bools.length) leaves.push(fc.constantFrom(...v.bools));
  const leaf = fc.oneof(...leaves);
  if (depth <= 0) return leaf;
  const sub = boolExpr(v, depth - 1);
  const inner: Vocabulary = { ...v, ints: [...v.ints, 'i'] };
  return fc.oneof(
    leaf,
    leaf,
    fc.tuple(sub, fc.constantFrom('∧', '∨', '⇒', 'and', 'or'), sub).map(([a, op, b]) => `(${a} ${op} ${b})`),
    sub.map((a) => `¬(${a})`),
    fc.tuple(fc.constantFrom('∃', '∀'), fc.integer({ min: 0, max: 2 }), boolExpr(inner, 0)).map(([q, hi, body]) => `(${q} i ∈ 0..${hi}: ${body})`),
  );
}
