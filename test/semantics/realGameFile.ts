// Random game files over a real-valued field: state { n: nat, r: real }, decimal literals that are
// binary fractions (0.25) and that are not (0.1, 0.3), values beyond 2^53, + − * / floor ceil abs min
// max if-then-else, comparisons, ∈ over a range (integers only) and over a set; a move guard and a
// real target, a definition reading the position (`w`), one with an int parameter (`h(x)`), and a
// conjecture S. Output: YAML text and the names the law evaluates.

import fc from 'fast-check';

const q = (s: string): string => `"${s}"`;

/** Decimal literals: binary fractions, decimal fractions no float64 holds, and values near 2^53. */
const REAL_LITERALS = ['0.1', '0.2', '0.3', '0.25', '0.5', '1.5', '2.75', '0.125', '3.0', '0.7', '10.01', '0.05', '9007199254740993.0', '4503599627370496.5'];
const INT_LITERALS = ['0', '1', '2', '3', '9007199254740993'];
const DIVISORS = ['2', '3', '0.1', '0.5', '4', '10', '0.3'];

export interface RealVocabulary {
  /** real-valued names */
  reals: string[];
  /** int-valued names */
  ints: string[];
  calls: boolean;
}

export function realExpr(v: RealVocabulary, depth: number): fc.Arbitrary<string> {
  const leaves: fc.Arbitrary<string>[] = [fc.constantFrom(...REAL_LITERALS), fc.constantFrom(...INT_LITERALS), fc.constantFrom(...v.reals, ...v.ints)];
  if (v.calls) leaves.push(fc.constant('w'));
  const leaf = fc.oneof(...leaves);
  if (depth <= 0) return leaf;
  const sub = realExpr(v, depth - 1);
  const forms: fc.Arbitrary<string>[] = [
    leaf,
    fc.tuple(sub, fc.constantFrom('+', '-', '*'), sub).map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(sub, fc.constantFrom(...DIVISORS)).map(([a, d]) => `(${a} / ${d})`),
    // a divisor that may be 0: division by zero is an error in every engine alike
    fc.tuple(sub, sub).map(([a, b]) => `(${a} / (${b} - 1))`),
    fc.tuple(fc.constantFrom('floor', 'ceil', 'abs'), sub).map(([f, a]) => `${f}(${a})`),
    fc.tuple(fc.constantFrom('min', 'max'), sub, sub).map(([f, a, b]) => `${f}(${a}, ${b})`),
    fc.tuple(realBool(v, depth - 1), sub, sub).map(([c, a, b]) => `(if ${c} then ${a} else ${b})`),
    sub.map((a) => `-(${a})`),
  ];
  if (v.calls) forms.push(fc.tuple(fc.constantFrom('floor', 'ceil'), sub).map(([f, a]) => `h(${f}(${a}) mod 5)`));
  return fc.oneof(...forms);
}

export function realBool(v: RealVocabulary, depth: number): fc.Arbitrary<string> {
  const atom = realExpr(v, Math.max(0, depth - 1));
  const leaves = [
    fc.tuple(atom, fc.constantFrom('<', '≤', '=', '≠', '≥', '>'), atom).map(([a, op, b]) => `${a} ${op} ${b}`),
    fc.tuple(atom, fc.integer({ min: -2, max: 2 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom('∈', '∉')).map(([a, lo, w, op]) => `${a} ${op} ${lo}..${lo + w}`),
    fc.tuple(atom, fc.uniqueArray(fc.constantFrom(...REAL_LITERALS.slice(0, 8), '1', '2'), { minLength: 1, maxLength: 3 })).map(([a, s]) => `${a} ∈ {${s.join(', ')}}`),
  ];
  const leaf = fc.oneof(...leaves);
  if (depth <= 0) return leaf;
  const sub = realBool(v, depth - 1);
  return fc.oneof(
    leaf,
    leaf,
    fc.tuple(sub, fc.constantFrom('∧', '∨', '⇒'), sub).map(([a, op, b]) => `(${a} ${op} ${b})`),
    sub.map((a) => `¬(${a})`),
  );
}

export interface RealGameCase {
  text: string;
}

export function realGameCase(): fc.Arbitrary<RealGameCase> {
  const top: RealVocabulary = { reals: ['r'], ints: ['n'], calls: true };
  const inner: RealVocabulary = { reals: ['r'], ints: ['n'], calls: false };
  const inH: RealVocabulary = { reals: ['r'], ints: ['n', 'x'], calls: false };
  return fc.tuple(realBool(top, 2), realExpr(top, 2), realExpr(inner, 2), realExpr(inH, 2), realBool(top, 2)).map(([guard, target, w, h, S]) => ({
    text: [
      'name: random-reals',
      'game:',
      '  state: { n: nat, r: real }',
      '  moves:',
      `    - if: ${q(`n ≥ 1 ∧ ${guard}`)}`,
      `      to: { n: "n - 1", r: ${q(target)} }`,
      'define:',
      `  w: ${q(w)}`,
      `  h(x): ${q(h)}`,
      'conjecture:',
      `  S: ${q(S)}`,
      '',
    ].join('\n'),
  }));
}
