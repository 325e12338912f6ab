// intervalValidity.ts settles side conditions without Z3 (they are then dropped from the
// well-defined obligation's goals). The law: whenever it says a formula holds for every value, Z3
// finds no counterexample — on random premises (bounds, orderings) and conclusions (the backend's
// no-overflow conditions, sign and nonzero tests, comparisons) over 8-bit bitvectors and integers;
// and the conditions of the xor games (naturals below 2^53 in 59 bits) are settled, wrong ones not.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Arith, BitVec, Bool } from 'z3-solver';
import { getZ3, type Ctx } from '../../src/prove/z3.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { IntervalReader, noFacts, validByIntervals } from '../../src/prove/intervalValidity.js';
import { bvBackend } from '../../src/prove/backend.js';
import { campaignRuns } from '../setup/campaignSize.js';

type B = BitVec<number, 'main'>;
type A = Arith<'main'>;
type BoolT = Bool<'main'>;
const BITS = 8;

/** A random term, as a recipe (built in a context later): leaves and operations. */
type TermR = { leaf: number } | { lit: bigint } | { op: string; args: TermR[]; n?: number } | { ite: [CmpR, TermR, TermR] };
type CmpR = { cmp: 'le' | 'lt' | 'ge' | 'gt' | 'eq'; a: TermR; b: TermR };

const edge = fc.constantFrom(-128n, -127n, -1n, 0n, 1n, 2n, 63n, 64n, 126n, 127n);
const lit = fc.oneof(edge, fc.bigInt(-128n, 127n));

const term: fc.Arbitrary<TermR> = fc.letrec<{ t: TermR; c: CmpR }>((tie) => ({
  t: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 0, max: 2 }).map((leaf) => ({ leaf })),
    lit.map((v) => ({ lit: v })),
    fc.record({ op: fc.constantFrom('add', 'sub', 'mul', 'xor', 'or', 'and'), args: fc.tuple(tie('t'), tie('t')) }),
    fc.record({ op: fc.constantFrom('neg', 'shr', 'lshr', 'shl', 'lowbits'), args: fc.tuple(tie('t')), n: fc.integer({ min: 0, max: 7 }) }),
    fc.tuple(tie('c'), tie('t'), tie('t')).map(([c, a, b]) => ({ ite: [c, a, b] as [CmpR, TermR, TermR] })),
  ) as fc.Arbitrary<TermR>,
  c: fc.record({ cmp: fc.constantFrom('le', 'lt', 'ge', 'gt', 'eq'), a: tie('t'), b: tie('t') }) as fc.Arbitrary<CmpR>,
})).t;

/** A premise atom: a bound on a leaf, an order between two leaves, or any comparison. */
const atom: fc.Arbitrary<CmpR> = fc.oneof(
  fc.record({ cmp: fc.constantFrom('le', 'lt', 'ge', 'gt', 'eq'), a: fc.integer({ min: 0, max: 2 }).map((leaf) => ({ leaf }) as TermR), b: lit.map((v) => ({ lit: v }) as TermR) }),
  fc.record({ cmp: fc.constantFrom('le', 'lt'), a: fc.integer({ min: 0, max: 2 }).map((leaf) => ({ leaf }) as TermR), b: fc.integer({ min: 0, max: 2 }).map((leaf) => ({ leaf }) as TermR) }),
  fc.record({ cmp: fc.constantFrom('le', 'lt', 'ge', 'gt', 'eq'), a: term, b: term }),
);

type GoalR = { kind: string; a: TermR; b: TermR; negate: boolean };
const goal: fc.Arbitrary<GoalR> = fc.record({
  kind: fc.constantFrom('addOk', 'subOk', 'mulOk', 'negOk', 'nonneg', 'nonzero', 'le', 'lt', 'eq', 'divOk'),
  a: term,
  b: term,
  negate: fc.boolean(),
});

function bvBuild(ctx: Ctx, leaves: B[], r: TermR): B {
  const { BitVec } = ctx;
  if ('leaf' in r) return leaves[r.leaf]!;
  if ('lit' in r) return BitVec.val(r.lit, BITS);
  if ('ite' in r) return ctx.If(bvCmp(ctx, leaves, r.ite[0]), bvBuild(ctx, leaves, r.ite[1]), bvBuild(ctx, leaves, r.ite[2])) as B;
  const [x, y] = r.args.map((a) => bvBuild(ctx, leaves, a)) as [B, B];
  const n = BitVec.val(BigInt(r.n ?? 0), BITS);
  switch (r.op) {
    case 'add':
      return x.add(y);
    case 'sub':
      return x.sub(y);
    case 'mul':
      return x.mul(y);
    case 'xor':
      return x.xor(y);
    case 'or':
      return x.or(y);
    case 'and':
      return x.and(y);
    case 'neg':
      return x.neg();
    case 'shr':
      return x.shr(n);
    case 'lshr':
      return x.lshr(n);
    case 'shl':
      return x.shl(n);
    default: {
      const j = (r.n ?? 0) + 1; // x mod 2^j as the backend writes it
      return x.extract(j - 1, 0).zeroExt(BITS - j) as B;
    }
  }
}

function bvCmp(ctx: Ctx, leaves: B[], c: CmpR): BoolT {
  const a = bvBuild(ctx, leaves, c.a);
  const b = bvBuild(ctx, leaves, c.b);
  return { le: ctx.SLE(a, b), lt: ctx.SLT(a, b), ge: ctx.SGE(a, b), gt: ctx.SGT(a, b), eq: a.eq(b) }[c.cmp];
}

function bvGoal(ctx: Ctx, leaves: B[], g: GoalR): BoolT {
  const a = bvBuild(ctx, leaves, g.a);
  const b = bvBuild(ctx, leaves, g.b);
  const zero = ctx.BitVec.val(0n, BITS);
  // the no-overflow conditions as the bitvector backend writes them (backend.ts), and a div's
  const be = bvBackend(ctx, BITS);
  const via = (f: () => unknown): BoolT => (f(), ctx.And(...be.drain()));
  const c = {
    addOk: () => via(() => be.add(a, b)),
    subOk: () => via(() => be.sub(a, b)),
    mulOk: () => via(() => be.mul(a, b)),
    negOk: () => via(() => be.neg(a)),
    divOk: () => via(() => be.div(a, b)),
    nonneg: () => ctx.SLE(zero, a),
    nonzero: () => a.eq(zero).not(),
    le: () => ctx.SLE(a, b),
    lt: () => ctx.SLT(a, b),
    eq: () => a.eq(b),
  }[g.kind]!();
  return g.negate ? c.not() : c;
}

function intBuild(ctx: Ctx, leaves: A[], r: TermR): A {
  const { Int } = ctx;
  if ('leaf' in r) return leaves[r.leaf]!;
  if ('lit' in r) return Int.val(r.lit);
  if ('ite' in r) return ctx.If(intCmp(ctx, leaves, r.ite[0]), intBuild(ctx, leaves, r.ite[1]), intBuild(ctx, leaves, r.ite[2])) as A;
  const [x, y] = r.args.map((a) => intBuild(ctx, leaves, a)) as [A, A];
  switch (r.op) {
    case 'add':
      return x.add(y);
    case 'sub':
      return x.sub(y);
    case 'mul':
      return x.mul(y);
    case 'neg':
      return x.neg();
    case 'xor':
      return x.add(y.neg()); // x + (−y), the shape differenceBound reads
    case 'or':
      return x.add(y.mul(-1));
    default:
      return x.sub(Int.val(BigInt(r.n ?? 0)));
  }
}

function intCmp(ctx: Ctx, leaves: A[], c: CmpR): BoolT {
  const a = intBuild(ctx, leaves, c.a);
  const b = intBuild(ctx, leaves, c.b);
  return { le: a.le(b), lt: a.lt(b), ge: a.ge(b), gt: a.gt(b), eq: a.eq(b) }[c.cmp];
}

function intGoal(ctx: Ctx, leaves: A[], g: GoalR): BoolT {
  const a = intBuild(ctx, leaves, g.a);
  const b = intBuild(ctx, leaves, g.b);
  const c = g.kind === 'nonneg' ? a.ge(0) : g.kind === 'nonzero' ? a.eq(0).not() : g.kind === 'lt' ? a.lt(b) : g.kind === 'eq' ? a.eq(b) : a.le(b);
  return g.negate ? c.not() : c;
}

/** Z3's verdict on ¬f: 'unsat' means f is valid. */
async function refutable(ctx: Ctx, f: BoolT): Promise<string> {
  const s = new ctx.Solver();
  try {
    s.add(f.not());
    return (await runCheck(s, 10_000)).status;
  } finally {
    s.release();
  }
}

const BATCH = 50;

/**
 * Every formula of `fs` is valid: one Z3 call per batch of 50 (the conjunction is valid exactly when
 * each conjunct is), instead of one per formula; a batch Z3 does not find valid is checked formula
 * by formula, so that a failure names the formula.
 */
async function expectAllValid(ctx: Ctx, fs: BoolT[]): Promise<void> {
  for (let i = 0; i < fs.length; i += BATCH) {
    const batch = fs.slice(i, i + BATCH);
    if ((await refutable(ctx, ctx.And(...batch))) === 'unsat') continue;
    for (const f of batch) expect(await refutable(ctx, f), f.sexpr()).toBe('unsat');
  }
}

const premise = fc.array(atom, { minLength: 0, maxLength: 5 });

describe('validByIntervals: settled means valid (Z3 finds no counterexample)', () => {
  it('8-bit bitvectors: random premises and conclusions', async () => {
    const { ctx } = await getZ3();
    const leaves = ['x', 'y', 'z'].map((n) => ctx.BitVec.const(`iv_${n}`, BITS));
    const settled: BoolT[] = [];
    fc.assert(
      fc.property(premise, goal, (atoms, g) => {
        const f = ctx.Implies(ctx.And(...atoms.map((c) => bvCmp(ctx, leaves, c))), bvGoal(ctx, leaves, g));
        if (validByIntervals(ctx, f)) settled.push(f);
      }),
      { numRuns: campaignRuns(1500), seed: 20261202 },
    );
    await expectAllValid(ctx, settled);
    // the law must be exercised: a fair share of the formulas is settled
    expect(settled.length).toBeGreaterThan((150 * campaignRuns(1500)) / 1500);
  }, 120_000);

  it('integers: random premises and conclusions', async () => {
    const { ctx } = await getZ3();
    const leaves = ['x', 'y', 'z'].map((n) => ctx.Int.const(`iv_${n}`));
    const settled: BoolT[] = [];
    fc.assert(
      fc.property(premise, goal, (atoms, g) => {
        const f = ctx.Implies(ctx.And(...atoms.map((c) => intCmp(ctx, leaves, c))), intGoal(ctx, leaves, g));
        if (validByIntervals(ctx, f)) settled.push(f);
      }),
      { numRuns: campaignRuns(1000), seed: 20261203 },
    );
    await expectAllValid(ctx, settled);
    expect(settled.length).toBeGreaterThan((100 * campaignRuns(1000)) / 1000);
  }, 120_000);

  it('the facts of a path read level by level (as the encoder does) settle the same conditions', async () => {
    const { ctx } = await getZ3();
    const leaves = ['x', 'y', 'z'].map((n) => ctx.BitVec.const(`iv_${n}`, BITS));
    const settled: BoolT[] = [];
    fc.assert(
      fc.property(premise, goal, (atoms, g) => {
        const reader = new IntervalReader(ctx);
        const conds = atoms.map((c) => bvCmp(ctx, leaves, c));
        const cond = bvGoal(ctx, leaves, g);
        const facts = conds.reduce((f, c) => reader.assuming(f, c), noFacts());
        if (reader.holds(facts, cond)) settled.push(ctx.Implies(ctx.And(...conds), cond));
      }),
      { numRuns: campaignRuns(600), seed: 20261204 },
    );
    await expectAllValid(ctx, settled);
  }, 120_000);
});

describe('validByIntervals on the conditions that matter', () => {
  it('settles the sums, differences and xors of naturals below 2^53 in 59 bits', async () => {
    const { ctx } = await getZ3();
    const bits = 59;
    const [a, b, k] = ['a', 'b', 'k'].map((n) => ctx.BitVec.const(`ivm_${n}`, bits));
    const v = (x: bigint): B => ctx.BitVec.val(x, bits);
    const box = ctx.And(ctx.SLE(v(0n), a!), ctx.SLT(a!, v(2n ** 53n)), ctx.SLE(v(0n), b!), ctx.SLT(b!, v(2n ** 53n)));
    const legal = ctx.And(ctx.SLE(v(1n), k!), ctx.SLE(k!, a!));
    const be = bvBackend(ctx, bits);
    const ok = (f: () => unknown): BoolT => (f(), ctx.And(...be.drain()));
    const settled = (f: BoolT): boolean => validByIntervals(ctx, f);
    expect(
      settled(
        ctx.Implies(
          box,
          ok(() => be.add(a!, b!)),
        ),
      ),
    ).toBe(true);
    expect(settled(ctx.Implies(box, ctx.SLE(v(0n), a!.xor(b!))))).toBe(true);
    // a - k ≥ 0 needs k ≤ a, which only the move's legality says
    expect(settled(ctx.Implies(ctx.And(box, legal), ctx.SLE(v(0n), a!.sub(k!))))).toBe(true);
    expect(settled(ctx.Implies(box, ctx.SLE(v(0n), a!.sub(k!))))).toBe(false);
    expect(
      settled(
        ctx.Implies(
          ctx.And(box, legal),
          ok(() => be.sub(a!, k!)),
        ),
      ),
    ).toBe(true);
    // a product of two such values does not fit 59 bits
    expect(
      settled(
        ctx.Implies(
          box,
          ok(() => be.mul(a!, b!)),
        ),
      ),
    ).toBe(false);
  });

  it('does not settle x + (−y) ≥ 0 from y ≤ x when y may be the least value (−y wraps)', async () => {
    const { ctx } = await getZ3();
    const [x, y] = ['x', 'y'].map((n) => ctx.BitVec.const(`ivw_${n}`, BITS));
    const zero = ctx.BitVec.val(0n, BITS);
    const f = ctx.Implies(ctx.SLE(y!, x!), ctx.SLE(zero, x!.add(y!.neg())));
    expect(await refutable(ctx, f)).toBe('sat');
    expect(validByIntervals(ctx, f)).toBe(false);
    // x, y ≤ −100: x + (−y) would lie in [0, 27] if −y were exact, but −(−128) wraps to −128 and
    // x = −100, y = −128 gives −228, which wraps to 28
    const low = ctx.And(ctx.SLE(y!, x!), ctx.SLE(x!, ctx.BitVec.val(-100n, BITS)));
    const h = ctx.Implies(low, ctx.SLE(x!.add(y!.neg()), ctx.BitVec.val(27n, BITS)));
    expect(await refutable(ctx, h)).toBe('sat');
    expect(validByIntervals(ctx, h)).toBe(false);
    // with y above the least value and x − y within 8 bits, it holds
    const small = ctx.And(ctx.SLT(ctx.BitVec.val(-64n, BITS), y!), ctx.SLT(x!, ctx.BitVec.val(64n, BITS)));
    const g = ctx.Implies(ctx.And(ctx.SLE(y!, x!), small), ctx.SLE(zero, x!.add(y!.neg())));
    expect(await refutable(ctx, g)).toBe('unsat');
    expect(validByIntervals(ctx, g)).toBe(true);
  });

  it('settles a divisor k + 1 of a natural k, not k', async () => {
    const { ctx } = await getZ3();
    const k = ctx.Int.const('ivd_k');
    expect(validByIntervals(ctx, ctx.Implies(k.ge(0), k.add(1).eq(0).not()))).toBe(true);
    expect(validByIntervals(ctx, ctx.Implies(k.ge(0), k.eq(0).not()))).toBe(false);
  });
});
