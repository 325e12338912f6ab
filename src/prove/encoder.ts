// Stage: prove. The encoder: a typechecked lang Expr → a symbolic value (sym.ts) over Z3 terms.
// Partial operations (÷0, index out of range, xor of a negative, oracle outside the domain, and in
// the bitvector encoding any overflow) add SIDE CONDITIONS "path ⇒ ok", where the path follows the
// evaluator's short-circuit order; obligations prove them separately, so Z3 never picks a value
// the evaluator would refuse to compute. Calls and binders live in encodeCall.ts / encodeBinders.ts.

import type { Span } from '../diag/diagnostic.js';
import type { Expr, ExprOf } from '../lang/ast.js';
import type { Ctx } from './z3.js';
import { isLiteralTree, type Backend, type BoolT, type NumT } from './backend.js';
import { asBool, asNum, bool, num, symIte, type NumSym, type Sym } from './sym.js';
import { Unsupported } from './unsupported.js';
import { encodeCall, encodeRecord } from './encodeCall.js';
import { encodeCount, encodeMember, encodeQuant } from './encodeBinders.js';
import { compareSyms, encodeArith, encodeCmp, encodeLogic } from './encodeOps.js';
import { smallRange } from './smallValues.js';
import { IntervalReader, noFacts, type Facts } from './intervalValidity.js';
import type { CountTerms, EncodeProgram, ExprEncoder, Scope, Side, SideKind } from './exprEncoder.js';

// the encoder's vocabulary lives in exprEncoder.ts (the helpers read it without importing this file)
export { isGoal, type EncodeProgram, type OracleHooks, type Scope, type Side, type SideKind } from './exprEncoder.js';

let freshCounter = 0;
export const RECURSION_DEPTH = 40;
const GROUND_RECURSION_DEPTH = 500;
const UNROLL_BUDGET = 6000; // recursive calls inlined per encoder

export class Encoder implements ExprEncoder {
  sides: Side[] = [];
  private path: BoolT[] = [];
  private expanding: string[] = [];
  private unrollBudget = UNROLL_BUDGET;
  recursionDepth = RECURSION_DEPTH;
  /** > 0 while encoding under a Z3 quantifier (a fresh constant there would not depend on it). */
  quantDepth = 0;
  /** Monotone counts already encoded: key (bounds and predicate) → their fresh constant. */
  readonly counts = new Map<string, CountTerms>();
  constructor(
    readonly ctx: Ctx,
    readonly be: Backend,
    readonly program: EncodeProgram,
  ) {
    this.intervals = new IntervalReader(ctx);
  }

  /** A fresh Z3 constant of the sort of `like` (int unless said otherwise). */
  fresh(name: string, sort: 'int' | 'real' | 'bool' = 'int'): Sym {
    const id = `${name}!${++freshCounter}`;
    if (sort === 'bool') return bool(this.ctx.Bool.const(id));
    return num(sort === 'real' ? this.be.realConst(id) : this.be.intConst(id), sort === 'real');
  }

  /** Runs f with `cond` added to the path (for short-circuit side conditions). */
  under<T>(cond: BoolT, f: () => T): T {
    this.path.push(cond);
    try {
      return f();
    } finally {
      this.path.pop();
      this.pathFacts.length = Math.min(this.pathFacts.length, this.path.length + 1);
    }
  }

  /** What the path says about the ranges of terms, level by level (pathFacts[i]: the first i
   *  conditions), read when a side condition is met: see side(). */
  private pathFacts: Facts[] = [];
  private readonly intervals: IntervalReader;
  private factsOfPath(): Facts {
    if (this.pathFacts.length === 0) this.pathFacts.push(noFacts());
    while (this.pathFacts.length <= this.path.length) {
      const i = this.pathFacts.length - 1;
      this.pathFacts.push(this.intervals.assuming(this.pathFacts[i]!, this.path[i]!));
    }
    return this.pathFacts[this.path.length]!;
  }

  /** The current path: the conjunction of the conditions under which the encoding happens. */
  pathCondition(): BoolT {
    return this.ctx.And(...this.path, this.ctx.Bool.val(true));
  }

  /** `cond` under the current path: path ⇒ cond. */
  guarded(cond: BoolT): BoolT {
    return this.path.length === 0 ? cond : this.ctx.Implies(this.ctx.And(...this.path), cond);
  }

  /** One constant per encoder, standing for a count's binder in the key of `counts`. */
  countVar(): NumT {
    return (this.countVarTerm ??= this.be.intConst(`count_binder!${++freshCounter}`));
  }
  private countVarTerm: NumT | undefined;

  side(kind: SideKind, what: string, cond: BoolT, span?: Span): void {
    const s: Side = { kind, what, cond: this.guarded(cond) };
    // xor of naturals, no overflow, a divisor ≠ 0: often plain from the bounds on the path
    // (path ⇒ cond is valid when cond holds under what the path says: intervalValidity.ts)
    if ((kind === 'defined' || kind === 'overflow') && this.intervals.holds(this.factsOfPath(), cond)) s.settled = true;
    if (span) s.span = span;
    this.sides.push(s);
  }

  /** Calls a backend operation and records its overflow conditions. */
  op<T>(f: () => T, span?: Span): T {
    const r = f();
    for (const c of this.be.drain()) this.side('overflow', 'integer overflow in the bitvector encoding', c, span);
    return r;
  }

  /** Collects the side conditions added by f separately (to quantify them). */
  collect<T>(f: () => T): [T, Side[]] {
    const saved = this.sides;
    this.sides = [];
    try {
      const r = f();
      return [r, this.sides];
    } finally {
      this.sides = saved;
    }
  }

  bool(e: Expr, scope: Scope): BoolT {
    return asBool(this.encode(e, scope));
  }

  num(e: Expr, scope: Scope): NumSym {
    return asNum(this.encode(e, scope));
  }

  intVal(v: bigint | number): Sym {
    return num(this.be.intVal(BigInt(v)));
  }

  encode(e: Expr, scope: Scope): Sym {
    const { ctx, be } = this;
    switch (e.kind) {
      case 'int':
        return num(be.intVal(e.value));
      case 'real':
        return num(be.realVal(e.text), true);
      case 'bool':
        return bool(ctx.Bool.val(e.value));
      case 'name':
        return this.name(e, scope);
      case 'neg': {
        const a = this.num(e.arg, scope);
        return num(
          this.op(() => be.neg(a.term), e.span),
          a.real,
        );
      }
      case 'not':
        return bool(this.bool(e.arg, scope).not());
      case 'arith':
        return encodeArith(this, e, scope);
      case 'xor':
        return num(this.xor(this.small(e.left, scope), this.small(e.right, scope), e.span));
      case 'logic':
        return bool(encodeLogic(this, e, scope));
      case 'cmp':
        return bool(encodeCmp(this, e, scope));
      case 'in': {
        const m = encodeMember(this, e.elem, e.set, scope);
        return bool(e.negated ? m.not() : m);
      }
      case 'ite': {
        const c = this.bool(e.cond, scope);
        // a literal condition: the evaluator never computes the other branch (this also stops
        // the unrolling of recursive definitions on concrete arguments)
        if (ctx.isTrue(c)) return this.encode(e.then, scope);
        if (ctx.isFalse(c)) return this.encode(e.else, scope);
        const a = this.under(c, () => this.encode(e.then, scope));
        const b = this.under(c.not(), () => this.encode(e.else, scope));
        return symIte(ctx, be, c, a, b);
      }
      case 'array':
        return { kind: 'array', elems: e.elems.map((x) => this.encode(x, scope)) };
      case 'index':
        return this.index(this.encode(e.target, scope), this.num(e.index, scope).term, e.span);
      case 'quant':
        return bool(encodeQuant(this, e, scope));
      case 'count':
        return num(encodeCount(this, e, scope));
      case 'call':
        return encodeCall(this, e, scope);
      case 'record':
        return encodeRecord(this, e, scope);
      case 'set':
      case 'range':
        throw new Unsupported(`a ${e.kind} outside ∈ or a binder domain`, e.span);
      case 'comp':
        throw new Unsupported('a comprehension outside a data table', e.span);
      default: {
        const never: never = e;
        throw new Error(`encode: unknown node ${(never as Expr).kind}`);
      }
    }
  }

  /** An operand of xor/bit. With integers, one with few possible values (smallValues.ts) is written
   *  as an if-then-else over them, which the backend pushes xor/bit through: exact, because the
   *  value is one of them wherever the evaluator computes it. */
  small(e: Expr, scope: Scope): NumT {
    const t = this.num(e, scope).term;
    if (this.be.mode !== 'int' || this.be.numeral(t) !== undefined) return t;
    if (isLiteralTree(this.ctx, t)) return t; // a table already
    const r = smallRange(e, this.program.defines);
    if (!r) return t;
    let acc = this.be.intVal(r[1]);
    for (let v = r[1] - 1n; v >= r[0]; v--) acc = this.ctx.If(this.be.eq(t, this.be.intVal(v)), this.be.intVal(v), acc) as NumT;
    return acc;
  }

  xor(a: NumT, b: NumT, span: Span): NumT {
    const zero = this.be.intVal(0n);
    this.side('defined', 'xor (⊕) of a negative number', this.ctx.And(this.be.le(zero, a), this.be.le(zero, b)), span);
    return this.be.xor(a, b);
  }

  /** Element `i` of an array value (an if-then-else chain when i is symbolic). */
  index(target: Sym, i: NumT, span: Span): Sym {
    if (target.kind !== 'array') throw new Error('internal: indexing a non-array');
    const k = this.be.numeral(i);
    const len = target.elems.length;
    if (k !== undefined) {
      if (k < 0n || k >= BigInt(len)) {
        this.side('defined', 'index out of range', this.ctx.Bool.val(false), span);
        return target.elems[0] ?? this.intVal(0);
      }
      return target.elems[Number(k)]!;
    }
    const { ctx, be } = this;
    this.side('defined', 'index out of range', ctx.And(be.le(be.intVal(0n), i), be.lt(i, be.intVal(BigInt(len)))), span);
    if (len === 0) return this.intVal(0);
    let acc = target.elems[len - 1]!;
    for (let j = len - 2; j >= 0; j--) acc = symIte(ctx, be, be.eq(i, be.intVal(BigInt(j))), target.elems[j]!, acc);
    return acc;
  }

  private name(e: ExprOf<'name'>, scope: Scope): Sym {
    const ref = e.ref;
    switch (ref?.kind) {
      case 'binder': {
        const v = scope.binders.get(e.name);
        if (!v) throw new Error(`internal: binder '${e.name}' is not in scope`);
        return v;
      }
      case 'field': {
        const v = scope.fields?.get(e.name);
        if (!v) throw new Error(`internal: field '${e.name}' has no current position`);
        return v;
      }
      case 'param': {
        const v = scope.params.get(e.name);
        if (!v) throw new Error(`internal: param '${e.name}' is not in scope`);
        return v;
      }
      case 'define':
        return this.inline(e.name, [], scope, e.span);
      case 'player': {
        const k = this.program.players?.indexOf(e.name) ?? -1;
        if (k < 0) throw new Error(`internal: unknown player '${e.name}'`);
        return this.intVal(k);
      }
      case 'outcome':
        return this.intVal({ safe: 1, fragile: 2, neutral: 3 }[ref.name]);
      case 'start':
        if (!this.program.oracle) throw new Unsupported('`start` outside claims', e.span);
        return this.program.oracle.start(e.span);
      default:
        throw new Error(`internal: name '${e.name}' was not resolved by typecheck`);
    }
  }

  /**
   * A definition inlined with its arguments. A recursive one is unrolled at most `recursionDepth`
   * levels deep (calls on numerals stop by themselves: the encoder folds constants); the call below that is cut off with the side condition "this path is infeasible",
   * which the well-defined obligation must prove (so recursion on concrete or bounded arguments
   * works, and otherwise the proof says why it is unknown). A total budget stops tree recursion.
   */
  inline(name: string, args: Sym[], scope: Scope, span: Span): Sym {
    const def = this.program.defines.get(name);
    if (!def) throw new Error(`internal: unknown definition '${name}'`);
    const called = this.recursiveCall(name, args);
    if (called) return called;
    const depth = this.expanding.filter((n) => n === name).length;
    if (depth > 0 && --this.unrollBudget < 0) {
      throw new Unsupported(`the recursive definition '${name}' unrolls into too many calls for the symbolic engine`, span);
    }
    // on numerals the recursion stops by itself (constants fold, dead branches are skipped)
    const ground = args.every((a) => a.kind === 'num' && this.be.numeral(a.term) !== undefined);
    const limit = ground ? GROUND_RECURSION_DEPTH : this.recursionDepth;
    if (depth >= limit) {
      this.side('limit', `recursion of '${name}' deeper than ${limit} levels (not unrolled further)`, this.ctx.Bool.val(false), span);
      const t = def.body.type;
      return this.fresh(name, t?.kind === 'bool' ? 'bool' : t?.kind === 'real' ? 'real' : 'int');
    }
    const binders = new Map<string, Sym>();
    def.params.forEach((p, k) => binders.set(p, args[k]!));
    this.expanding.push(name);
    try {
      return this.encode(def.body, { ...scope, binders });
    } finally {
      this.expanding.pop();
    }
  }

  /** A call of a terminating recursive definition (recursiveDefs.ts) on symbolic integers: its
   *  uninterpreted twin with the defining equation at this call (unfoldOnce). On numerals the
   *  unrolling above folds to the value itself, so those stay unrolled. */
  private recursiveCall(name: string, args: Sym[]): Sym | undefined {
    const fn = this.program.recursive?.get(name);
    if (!fn || this.be.mode !== 'int') return undefined;
    if (!args.every((a) => a.kind === 'num' && !a.real)) return undefined;
    const terms = args.map((a) => asNum(a).term);
    if (terms.every((t) => this.be.numeral(t) !== undefined) && !this.program.onRecursiveCall) return undefined;
    this.program.onRecursiveCall?.(name, terms, this.pathCondition());
    const r = (fn.twin ?? fn.decl).call(...terms);
    if (!this.program.onRecursiveCall && !this.unfolding) this.unfoldOnce(name, args, r as NumT | BoolT);
    return fn.result === 'bool' ? bool(r as BoolT) : num(r as NumT);
  }

  /** > 0 while a recursive call's defining equation is encoded (unfoldOnce). */
  private unfolding = 0;

  /** The defining equation at the arguments of a call met in an obligation, f(a) = body(a), with the
   *  calls inside the body left as calls: true of the function (recursiveDefs.ts), and the one step
   *  an induction needs, as a ground fact (measured: the step of game 8's count lemma, unknown after
   *  10 s with Z3's recursive-function unfolding, is proved with it; the obligation stays
   *  quantifier-free). The body's side conditions were shown valid for every argument when the
   *  definition was accepted. A model then says nothing (discharge.ts: readsRecursiveTwin). */
  private unfoldOnce(name: string, args: Sym[], call: NumT | BoolT): void {
    const def = this.program.defines.get(name)!;
    const binders = new Map<string, Sym>(def.params.map((p, k) => [p, args[k]!]));
    this.unfolding++;
    try {
      const [body, sides] = this.collect(() => this.encode(def.body, { params: new Map(), binders }));
      const term = body.kind === 'bool' || body.kind === 'num' ? body.term : undefined;
      if (term === undefined) return;
      const eq = (call as NumT & { eq(x: unknown): BoolT }).eq(term);
      for (const side of sides) if (side.kind === 'axiom') this.sides.push(side);
      this.sides.push({ kind: 'axiom', what: `the definition of '${name}' at a call`, cond: eq });
    } finally {
      this.unfolding--;
    }
  }

  compare(op: string, a: Sym, b: Sym): BoolT {
    return compareSyms(this, op, a, b);
  }
}
