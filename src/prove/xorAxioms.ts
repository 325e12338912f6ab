// Stage: prove. The axioms of xor (⊕) on the natural numbers that the width-free route of the prover
// (axiomRoute.ts) gives Z3 instead of bit-vectors. Each axiom is written once, over an abstract
// algebra, and read three ways: as a quantified Z3 formula over an uninterpreted function on Int
// (the proof route), as a bit-vector identity at a given width (test/prove/xorAxioms.test.ts checks
// every width 1..64) and on BigInts (the property test). Why each holds for every natural:
// docs/soundness.md, "The xor axioms".

/** What an axiom is written in: numbers N, truth values B. Variables range over the naturals. */
export interface XorAlgebra<N, B> {
  xor(a: N, b: N): N;
  zero: N;
  lt(a: N, b: N): B;
  le(a: N, b: N): B;
  eq(a: N, b: N): B;
  not(a: B): B;
  and(...xs: B[]): B;
  implies(a: B, b: B): B;
  /** a ≠ b for truth values (exclusive or). */
  differs(a: B, b: B): B;
}

export interface XorAxiom {
  /** Stable name, shown with every obligation the route proves. */
  name: string;
  /** The statement as the docs write it (variables: naturals). */
  statement: string;
  /** How many variables it quantifies over (x, y, z, in that order). */
  arity: 1 | 2 | 3;
  formula<N, B>(alg: XorAlgebra<N, B>, vars: N[]): B;
}

const at = <N>(vars: N[], i: number): N => vars[i]!;

export const XOR_AXIOMS: readonly XorAxiom[] = [
  { name: 'natural', statement: 'x ⊕ y ≥ 0', arity: 2, formula: (A, v) => A.le(A.zero, A.xor(at(v, 0), at(v, 1))) },
  { name: 'commutative', statement: 'x ⊕ y = y ⊕ x', arity: 2, formula: (A, v) => A.eq(A.xor(at(v, 0), at(v, 1)), A.xor(at(v, 1), at(v, 0))) },
  {
    name: 'associative',
    statement: '(x ⊕ y) ⊕ z = x ⊕ (y ⊕ z)',
    arity: 3,
    formula: (A, v) => A.eq(A.xor(A.xor(at(v, 0), at(v, 1)), at(v, 2)), A.xor(at(v, 0), A.xor(at(v, 1), at(v, 2)))),
  },
  { name: 'identity', statement: 'x ⊕ 0 = x', arity: 1, formula: (A, v) => A.eq(A.xor(at(v, 0), A.zero), at(v, 0)) },
  { name: 'self-inverse', statement: 'x ⊕ x = 0', arity: 1, formula: (A, v) => A.eq(A.xor(at(v, 0), at(v, 0)), A.zero) },
  {
    name: 'cancellation',
    statement: 'x ⊕ z = y ⊕ z ⇒ x = y',
    arity: 3,
    formula: (A, v) => A.implies(A.eq(A.xor(at(v, 0), at(v, 2)), A.xor(at(v, 1), at(v, 2))), A.eq(at(v, 0), at(v, 1))),
  },
  { name: 'zero', statement: 'x ⊕ y = 0 ⇒ x = y', arity: 2, formula: (A, v) => A.implies(A.eq(A.xor(at(v, 0), at(v, 1)), A.zero), A.eq(at(v, 0), at(v, 1))) },
  {
    // h ⊕ s < h says that h has a 1 at the leading bit of s (s > 0); that bit of x ⊕ y is the xor of
    // the bits of x and y. Bouton's move: some heap has the leading bit of the nim-sum.
    name: 'leading bit',
    statement: 'z > 0 ⇒ ((x ⊕ y) ⊕ z < x ⊕ y ⇔ (x ⊕ z < x) ≠ (y ⊕ z < y))',
    arity: 3,
    formula: (A, v) => {
      const [x, y, s] = [at(v, 0), at(v, 1), at(v, 2)];
      const xy = A.xor(x, y);
      return A.implies(A.lt(A.zero, s), A.not(A.differs(A.lt(A.xor(xy, s), xy), A.differs(A.lt(A.xor(x, s), x), A.lt(A.xor(y, s), y)))));
    },
  },
];

/** The axioms read on BigInts (naturals): the property test's oracle. */
export const bigintAlgebra: XorAlgebra<bigint, boolean> = {
  xor: (a, b) => a ^ b,
  zero: 0n,
  lt: (a, b) => a < b,
  le: (a, b) => a <= b,
  eq: (a, b) => a === b,
  not: (a) => !a,
  and: (...xs) => xs.every(Boolean),
  implies: (a, b) => !a || b,
  differs: (a, b) => a !== b,
};
