// Stage: prove. Side conditions that follow from the bounds written in their own premises, decided
// in JavaScript instead of by Z3. A side condition is `path ⇒ cond`; the path holds the obligation's
// hypotheses (fields in their domain and below 2^width, a move's binder between its bounds) and the
// guards met on the way. validByIntervals(f) answers true only when f holds for EVERY assignment of
// its free constants — a three-valued evaluation over integer intervals:
//   - every integer term gets an interval that contains its value under the facts assumed so far
//     (for a bitvector, its signed value; an operation whose exact result could leave the signed
//     range gets the whole range, since it wraps);
//   - `P ⇒ Q` is true when Q is true under the facts of P (its comparisons of a term with a bound,
//     and `y ≤ x` between terms, which makes x - y ≥ 0), or when those facts are contradictory;
//   - and / or / not / if-then-else and comparisons are decided from the intervals or left unknown.
// Unknown is never true, so a condition it cannot decide goes to Z3 as before. What is decided here
// is only ever dropped: from the well-defined obligation's goals (proved here instead), and from the
// negations it is conjoined to elsewhere (a valid conjunct does not change their satisfiability).

import type { Expr } from 'z3-solver';
import type { Ctx } from './z3.js';
import type { BoolT } from './backend.js';
import { signed } from './signed.js';

type E = Expr<'main'>;
/** [lo, hi]; a missing end is unbounded (integers only: a bitvector's interval is always finite). */
interface Range {
  lo?: bigint;
  hi?: bigint;
}

// Z3_decl_kind values (z3-solver's low-level enum)
const K = {
  TRUE: 256,
  FALSE: 257,
  EQ: 258,
  ITE: 260,
  AND: 261,
  OR: 262,
  NOT: 265,
  IMPLIES: 266,
  ANUM: 512,
  LE: 514,
  GE: 515,
  LT: 516,
  GT: 517,
  ADD: 518,
  SUB: 519,
  UMINUS: 520,
  MUL: 521,
  BNUM: 1024,
  BNEG: 1027,
  BADD: 1028,
  BSUB: 1029,
  BMUL: 1030,
  SLEQ: 1042,
  SGEQ: 1044,
  SLT: 1046,
  SGT: 1048,
  BAND: 1049,
  BOR: 1050,
  BXOR: 1052,
  ZERO_EXT: 1058,
  EXTRACT: 1059,
  BSHL: 1064,
  BLSHR: 1065,
  BASHR: 1066,
  BSMUL_NO_OVFL: 1077,
  BSMUL_NO_UDFL: 1079,
} as const;

const NODE_LIMIT = 20_000; // terms visited per formula: a larger one is left to Z3

/** What is assumed: intervals of terms (by AST id) and facts `a ≤ b` / `a < b` between terms. */
export interface Facts {
  ranges: Map<number, Range>;
  memo: Map<number, Range>; // range() of terms under these facts (cleared when they change)
  le: Set<string>; // `${a}<=${b}` and `${a}<${b}` by AST id
  empty: boolean; // contradictory: everything holds
}

class Budget extends Error {}

/** Nothing assumed. */
export function noFacts(): Facts {
  return { ranges: new Map(), memo: new Map(), le: new Set(), empty: false };
}

/** Whether f holds for every value of its constants (false: not decided). */
export function validByIntervals(ctx: Ctx, f: BoolT): boolean {
  return new IntervalReader(ctx).holds(noFacts(), f);
}

/** What the reader needs of a term, read from Z3 once (each read is a call into the wasm module). */
interface Node {
  term: E; // kept alive: its id stays its own
  kind: number | undefined; // Z3_decl_kind of an application
  args: E[];
  sort: 'bv' | 'int' | 'other';
  bits: number; // of a bitvector
  value?: bigint; // of a numeral (signed, for a bitvector)
}

const intersect = (a: Range, b: Range): Range => ({
  ...(a.lo === undefined ? (b.lo === undefined ? {} : { lo: b.lo }) : { lo: b.lo === undefined || a.lo > b.lo ? a.lo : b.lo }),
  ...(a.hi === undefined ? (b.hi === undefined ? {} : { hi: b.hi }) : { hi: b.hi === undefined || a.hi < b.hi ? a.hi : b.hi }),
});
const isEmpty = (r: Range): boolean => r.lo !== undefined && r.hi !== undefined && r.lo > r.hi;
const union = (a: Range, b: Range): Range => ({
  ...(a.lo !== undefined && b.lo !== undefined ? { lo: a.lo < b.lo ? a.lo : b.lo } : {}),
  ...(a.hi !== undefined && b.hi !== undefined ? { hi: a.hi > b.hi ? a.hi : b.hi } : {}),
});
const add = (x?: bigint, y?: bigint): bigint | undefined => (x === undefined || y === undefined ? undefined : x + y);
const neg = (r: Range): Range => ({ ...(r.hi !== undefined ? { lo: -r.hi } : {}), ...(r.lo !== undefined ? { hi: -r.lo } : {}) });
const sum = (a: Range, b: Range): Range => {
  const lo = add(a.lo, b.lo);
  const hi = add(a.hi, b.hi);
  return { ...(lo !== undefined ? { lo } : {}), ...(hi !== undefined ? { hi } : {}) };
};
const product = (a: Range, b: Range): Range => {
  if (a.lo === undefined || a.hi === undefined || b.lo === undefined || b.hi === undefined) return {};
  const xs = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
  return { lo: xs.reduce((m, x) => (x < m ? x : m)), hi: xs.reduce((m, x) => (x > m ? x : m)) };
};
const single = (v: bigint): Range => ({ lo: v, hi: v });

/** Reads terms of one context; keeps what it read of each term (so, one reader per encoder). */
export class IntervalReader {
  private visited = 0;
  private readonly nodes = new Map<number, Node>();
  constructor(private readonly ctx: Ctx) {}

  /** The facts plus what `cond` being true says (a cond too large to read adds nothing). */
  assuming(facts: Facts, cond: BoolT): Facts {
    return this.budgeted(() => this.assume(cond, facts), facts);
  }

  /** Whether f holds for every value of its constants that satisfies `facts` (false: not decided). */
  holds(facts: Facts, f: BoolT): boolean {
    return this.budgeted(() => this.bool(f, facts) === true, false);
  }

  private budgeted<T>(f: () => T, otherwise: T): T {
    this.visited = 0;
    try {
      return f();
    } catch (e) {
      if (e instanceof Budget) return otherwise;
      throw e;
    }
  }

  private tick(): void {
    if (++this.visited > NODE_LIMIT) throw new Budget();
  }

  private node(t: E): Node {
    const id = t.id();
    const known = this.nodes.get(id);
    if (known) return known;
    const { ctx } = this;
    const app = ctx.isApp(t);
    const args: E[] = [];
    if (app) for (let i = 0; i < t.numArgs(); i++) args.push(t.arg(i));
    const bv = ctx.isBitVec(t);
    const bits = bv ? (t as unknown as { size(): number }).size() : 0;
    const n: Node = { term: t, kind: app ? t.decl().kind() : undefined, args, sort: bv ? 'bv' : ctx.isInt(t) ? 'int' : 'other', bits };
    if (bv && ctx.isBitVecVal(t)) n.value = signed(t.value(), bits);
    if (!bv && ctx.isIntVal(t)) n.value = t.value();
    this.nodes.set(id, n);
    return n;
  }

  private kind(t: E): number | undefined {
    return this.node(t).kind;
  }

  private args(t: E): E[] {
    return this.node(t).args;
  }

  /** The signed range of a bitvector of `bits` bits. */
  private full(bits: number): Range {
    const half = 1n << BigInt(bits - 1);
    return { lo: -half, hi: half - 1n };
  }

  private fits(r: Range, bits: number): boolean {
    const f = this.full(bits);
    return r.lo !== undefined && r.hi !== undefined && r.lo >= f.lo! && r.hi <= f.hi!;
  }

  /** The exact integer result `r` of a bitvector operation, or the whole range when it may wrap. */
  private wrap(r: Range, bits: number): Range {
    return this.fits(r, bits) ? r : this.full(bits);
  }

  /** An interval containing the (signed, for a bitvector) value of t under `facts`. */
  range(t: E, facts: Facts): Range {
    this.tick();
    const id = t.id();
    const memo = facts.memo.get(id);
    if (memo) return memo;
    const computed = this.computed(t, facts);
    const known = facts.ranges.get(id);
    const out = known ? intersect(computed, known) : computed;
    facts.memo.set(id, out);
    return out;
  }

  private computed(t: E, facts: Facts): Range {
    const n = this.node(t);
    if (n.value !== undefined) return single(n.value);
    if (n.sort === 'other') return {}; // reals and other sorts: nothing known
    const bv = n.sort === 'bv';
    const bits = n.bits;
    const top = bv ? this.full(bits) : {};
    const k = this.kind(t);
    const a = this.args(t);
    const r = (i: number): Range => this.range(a[i]!, facts);
    switch (k) {
      case K.ITE: {
        const c = this.bool(a[0]! as BoolT, facts);
        if (c === true) return r(1);
        if (c === false) return r(2);
        return union(r(1), r(2));
      }
      case K.ADD:
      case K.BADD: {
        if (a.length === 0) return top;
        let acc = r(0);
        for (let i = 1; i < a.length; i++) acc = sum(acc, r(i));
        if (a.length === 2) acc = this.differenceBound(acc, a[0]!, a[1]!, facts, true, bv ? bits : 0);
        return bv ? this.wrap(acc, bits) : acc;
      }
      case K.SUB:
      case K.BSUB: {
        if (a.length !== 2) return top;
        const d = this.differenceBound(sum(r(0), neg(r(1))), a[0]!, a[1]!, facts, false, bv ? bits : 0);
        return bv ? this.wrap(d, bits) : d;
      }
      case K.UMINUS:
      case K.BNEG:
        return a.length === 1 ? (bv ? this.wrap(neg(r(0)), bits) : neg(r(0))) : top;
      case K.MUL:
      case K.BMUL: {
        if (a.length === 0) return top;
        let acc = r(0);
        for (let i = 1; i < a.length; i++) acc = product(acc, r(i));
        return bv ? this.wrap(acc, bits) : acc;
      }
      case K.BXOR:
      case K.BOR: {
        // of non-negative operands below 2^m: non-negative and below 2^m (no bit above m - 1 is set)
        const rs = a.map((_, i) => r(i));
        if (rs.length === 0 || !rs.every((x) => x.lo !== undefined && x.lo >= 0n && x.hi !== undefined)) return top;
        const m = rs.reduce((n, x) => Math.max(n, x.hi!.toString(2).length), 0);
        return { lo: 0n, hi: (1n << BigInt(m)) - 1n };
      }
      case K.BAND: {
        // with a non-negative operand: between 0 and that operand
        const rs = a.map((_, i) => r(i));
        const his = rs.filter((x) => x.lo !== undefined && x.lo >= 0n).map((x) => x.hi!);
        return his.length === 0 ? top : { lo: 0n, hi: his.reduce((m, x) => (x < m ? x : m)) };
      }
      case K.ZERO_EXT: {
        // the unsigned value of the operand, of width bits - n
        const w = this.node(a[0]!).bits;
        return w < bits ? { lo: 0n, hi: (1n << BigInt(w)) - 1n } : top;
      }
      case K.EXTRACT:
        return this.extract(t, a[0]!, facts, bits);
      case K.BASHR:
      case K.BLSHR:
      case K.BSHL:
        return this.shift(k, r(0), a[1]!, bits, facts);
      default:
        return top;
    }
  }

  /** x ± y with a fact relating x and y: x - y ≥ 0 when y ≤ x (x + (−y) too), ≥ 1 when y < x.
   *  `r` is the exact integer interval of the result; for a bitvector x + (−y), −y must not wrap
   *  (y = −2^(bits−1) is its own negation), so y's range must exclude that value. */
  private differenceBound(r: Range, x: E, y: E, facts: Facts, plus: boolean, bits: number): Range {
    let minuend = x;
    let subtrahend = y;
    if (plus) {
      // x + (−y) or (−y) + x, with −y as a negation or a product by −1
      const negated = (t: E): E | undefined => {
        const k = this.kind(t);
        const a = this.args(t);
        if ((k === K.UMINUS || k === K.BNEG) && a.length === 1) return a[0];
        if (k === K.MUL && a.length === 2 && this.node(a[0]!).sort === 'int' && this.node(a[0]!).value === -1n) return a[1];
        return undefined;
      };
      const ny = negated(y);
      const nx = negated(x);
      if (ny) subtrahend = ny;
      else if (nx) [minuend, subtrahend] = [y, nx];
      else return r;
      if (bits > 0 && !this.fits(neg(this.range(subtrahend, facts)), bits)) return r;
    }
    const key = `${subtrahend.id()}`;
    const m = `${minuend.id()}`;
    const lo = facts.le.has(`${key}<${m}`) ? 1n : facts.le.has(`${key}<=${m}`) ? 0n : undefined;
    return lo === undefined ? r : intersect(r, { lo });
  }

  /** extract(j - 1, 0) of a value whose low j bits are known to be its value (0 ≤ v < 2^j). */
  private extract(t: E, inner: E, facts: Facts, bits: number): Range {
    const [hi, lo] = this.node(t).kind === K.EXTRACT ? (t as unknown as { decl(): { params(): unknown[] } }).decl().params() : [];
    if (typeof hi !== 'number' || typeof lo !== 'number') return this.full(bits);
    // a slice of `bits` bits read as signed: below 2^(bits - 1) unless its top bit may be set
    if (lo === 0) {
      const v = this.range(inner, facts);
      if (v.lo !== undefined && v.hi !== undefined && v.lo >= 0n && v.hi < 1n << BigInt(hi)) return v;
    }
    return this.full(bits);
  }

  private shift(k: number, v: Range, by: E, bits: number, facts: Facts): Range {
    const s = this.range(by, facts);
    if (s.lo === undefined || s.lo !== s.hi || s.lo < 0n || s.lo >= BigInt(bits)) return this.full(bits);
    const n = s.lo;
    if (k === K.BSHL) return v.lo !== undefined && v.lo === v.hi ? single(signed((v.lo << n) & ((1n << BigInt(bits)) - 1n), bits)) : this.full(bits);
    // arithmetic shift: floor(v / 2^n), monotone; logical shift of a non-negative value: the same
    if (k === K.BLSHR && (v.lo === undefined || v.lo < 0n)) return this.full(bits);
    return { lo: v.lo! >> n, hi: v.hi! >> n };
  }

  /** true / false when decided for every assignment satisfying `facts`; undefined otherwise. */
  private bool(f: BoolT, facts: Facts): boolean | undefined {
    this.tick();
    if (facts.empty) return true;
    const k = this.kind(f);
    if (k === K.TRUE) return true;
    if (k === K.FALSE) return false;
    const a = this.args(f) as BoolT[];
    switch (k) {
      case K.AND: {
        let all = true;
        for (const x of a) {
          const v = this.bool(x, facts);
          if (v === false) return false;
          if (v !== true) all = false;
        }
        return all ? true : undefined;
      }
      case K.OR: {
        let none = true;
        for (const x of a) {
          const v = this.bool(x, facts);
          if (v === true) return true;
          if (v !== false) none = false;
        }
        return none ? false : undefined;
      }
      case K.NOT: {
        const v = this.bool(a[0]!, facts);
        return v === undefined ? undefined : !v;
      }
      case K.IMPLIES: {
        const under = this.assume(a[0]!, facts);
        if (under.empty) return true;
        const q = this.bool(a[1]!, under);
        if (q === true) return true;
        return q === false && this.bool(a[0]!, facts) === true ? false : undefined;
      }
      case K.ITE: {
        const c = this.bool(a[0]!, facts);
        if (c === true) return this.bool(a[1]!, facts);
        if (c === false) return this.bool(a[2]!, facts);
        const x = this.bool(a[1]!, this.assume(a[0]!, facts));
        const y = this.bool(a[2]!, this.assume(a[0]!.not(), facts));
        return x === true && y === true ? true : x === false && y === false ? false : undefined;
      }
      case K.BSMUL_NO_OVFL:
      case K.BSMUL_NO_UDFL: {
        // the exact product within the signed range: no overflow either way
        const bits = this.node(a[0]!).bits;
        return this.fits(product(this.range(a[0]!, facts), this.range(a[1]!, facts)), bits) ? true : undefined;
      }
      default: {
        const c = this.comparison(f);
        if (!c) return undefined;
        const x = this.range(c.x, facts);
        const y = this.range(c.y, facts);
        return compare(c.op, x, y);
      }
    }
  }

  /** f as x op y, with op one of ≤ < = (≥ and > swapped), over integers or signed bitvectors. */
  private comparison(f: BoolT): { op: '<=' | '<' | '='; x: E; y: E } | undefined {
    const k = this.kind(f);
    const a = this.args(f);
    if (a.length !== 2) return undefined;
    const [x, y] = a as [E, E];
    const integral = (t: E): boolean => this.node(t).sort !== 'other';
    if (!integral(x) || !integral(y)) return undefined;
    switch (k) {
      case K.LE:
      case K.SLEQ:
        return { op: '<=', x, y };
      case K.LT:
      case K.SLT:
        return { op: '<', x, y };
      case K.GE:
      case K.SGEQ:
        return { op: '<=', x: y, y: x };
      case K.GT:
      case K.SGT:
        return { op: '<', x: y, y: x };
      case K.EQ:
        return { op: '=', x, y };
      default:
        return undefined;
    }
  }

  /** The facts plus what `f` being true says (only its comparisons, through ∧ and ¬∨). */
  private assume(f: BoolT, facts: Facts): Facts {
    const out: Facts = { ranges: new Map(facts.ranges), memo: new Map(), le: new Set(facts.le), empty: facts.empty };
    const atoms: { op: '<=' | '<' | '='; x: E; y: E }[] = [];
    const collect = (g: BoolT, positive: boolean): void => {
      this.tick();
      const k = this.kind(g);
      if (k === (positive ? K.FALSE : K.TRUE)) out.empty = true;
      if (k === K.NOT) return collect(this.args(g)[0]! as BoolT, !positive);
      if ((k === K.AND && positive) || (k === K.OR && !positive)) {
        for (const x of this.args(g)) collect(x as BoolT, positive);
        return;
      }
      const c = this.comparison(g);
      if (!c) return;
      if (positive) atoms.push(c);
      else if (c.op !== '=') atoms.push({ op: c.op === '<=' ? '<' : '<=', x: c.y, y: c.x }); // ¬(x ≤ y) ⇔ y < x
    };
    collect(f, true);
    if (atoms.length === 0 && !out.empty) return facts; // nothing learnt: keep the memo
    // two rounds: a bound learnt from one comparison can tighten another (k ≤ a, a < 2^53)
    for (let round = 0; round < 2 && !out.empty; round++) {
      for (const { op, x, y } of atoms) {
        const rx = this.range(x, out);
        const ry = this.range(y, out);
        const gap = op === '<' ? 1n : 0n;
        const nx: Range = op === '=' ? ry : ry.hi !== undefined ? { hi: ry.hi - gap } : {};
        const ny: Range = op === '=' ? rx : rx.lo !== undefined ? { lo: rx.lo + gap } : {};
        const tx = intersect(rx, nx);
        const ty = intersect(ry, ny);
        out.ranges.set(x.id(), tx);
        out.ranges.set(y.id(), ty);
        out.memo.clear();
        if (isEmpty(tx) || isEmpty(ty)) out.empty = true;
        if (op !== '=') out.le.add(`${x.id()}${op}${y.id()}`);
        else out.le.add(`${x.id()}<=${y.id()}`).add(`${y.id()}<=${x.id()}`);
      }
    }
    return out;
  }
}

function compare(op: '<=' | '<' | '=', x: Range, y: Range): boolean | undefined {
  const below = (a?: bigint, b?: bigint, strict = false): boolean => a !== undefined && b !== undefined && (strict ? a < b : a <= b);
  if (op === '<=') return below(x.hi, y.lo) ? true : below(y.hi, x.lo, true) ? false : undefined;
  if (op === '<') return below(x.hi, y.lo, true) ? true : below(y.hi, x.lo) ? false : undefined;
  if (x.lo !== undefined && x.lo === x.hi && y.lo === y.hi && x.lo === y.lo) return true;
  return below(x.hi, y.lo, true) || below(y.hi, x.lo, true) ? false : undefined;
}
