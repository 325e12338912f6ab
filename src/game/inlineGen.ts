// Stage: game. lang's code generator, specialised for the hot loops: scalar state fields read from
// JS locals (`k_v0`, …) instead of the frame, parameters inlined as literals, elements of array
// fields with a known index as locals, and `mod`/`div` by a positive constant as plain `%`/floor.
// Everything else is lang's own code (the frame `f` is kept in sync for it), so semantics agree.
// It also tells the range analysis which local a field or parameter is (leafCode), so the checks
// the state's bounds prove can be left out.

import type { Expr, ExprOf } from '../lang/ast.js';
import { Gen } from '../lang/codegen.js';
import type { ArrayView } from '../lang/codeEmitter.js';
import { numberLiteral } from '../lang/intCode.js';
import { view } from '../lang/compileLoops.js';
import type { Layout } from './layout.js';
import type { DefinitionInliner } from './inlineDefinitions.js';
import { CallTables } from './tabledCall.js';
import { keyBit, keyElement, keyQuant, keyRowChain } from './keyMasks.js';
import type { KeyView } from './keyView.js';

/** Elements of an array field read by an index known only at run time through a chain of
 *  comparisons at most (longer ones read the frame). */
const LONGEST_CHAIN = 8;

export class InlineGen extends Gen {
  /** JS expression for state slot s of the position being evaluated. */
  fieldCode: (s: number) => string = (s) => `k_v${s}`;
  /** Calls of memoised definitions on small argument boxes, served from dense tables (bound as `M`). */
  readonly tables: CallTables;
  /** Small non-recursive definitions that read the state, compiled in place (inlineDefinitions.ts), when set. */
  inliner: DefinitionInliner | undefined;
  /** Where the current position's packed key is, when the caller has one (the search over stored
   *  keys): set fields are then read from it, and quantifiers over them compiled to masks (keyMasks.ts). */
  keyView: KeyView | undefined;
  /** Set for the next node only: the key where that node, an ∃ over a set field, is known false. */
  keyDelta: string | undefined;
  /** Declarations the generated function makes once, before any code that uses them (the mask tables). */
  readonly hoisted: string[] = [];

  constructor(
    readonly layout: Layout,
    readonly paramValues: ReadonlyMap<string, number>,
    defineNames: ReadonlySet<string>,
    memoised: ReadonlySet<string> = new Set(),
  ) {
    super(layout.scope, defineNames);
    this.tables = new CallTables(memoised);
  }

  override expr(e: Expr): string {
    return super.expr(this.inliner ? this.inliner.rewrite(e, this.locals) : e);
  }

  /** The value of e when it is a compile-time integer (literal, parameter, unrolled binder). */
  literalOf(e: Expr): number | undefined {
    if (e.kind === 'int') return e.value <= BigInt(Number.MAX_SAFE_INTEGER) && e.value >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(e.value) : undefined;
    if (e.kind === 'neg') {
      const v = this.literalOf(e.arg);
      return v === undefined ? undefined : -v;
    }
    if (e.kind === 'name' && e.ref?.kind === 'param' && e.type?.kind === 'int') return this.paramValues.get(e.name);
    // len(t) is its argument's static length (never evaluated), as compileCalls.ts writes it; a sum,
    // difference or product of literals folds when it stays a safe integer (else the code as
    // written runs and reports its overflow): `0..len(seg) - 1` over a table computed from a
    // parameter is then a literal range, as in the file with the table written out
    if (e.kind === 'call' && e.callee === 'len' && e.ref?.kind === 'builtin' && e.args.length === 1 && e.args[0]!.type?.kind === 'array') return e.args[0]!.type.length;
    if (e.kind === 'arith' && (e.op === '+' || e.op === '-' || e.op === '*')) {
      const a = this.literalOf(e.left);
      const b = a === undefined ? undefined : this.literalOf(e.right);
      if (a === undefined || b === undefined) return undefined;
      const v = e.op === '+' ? a + b : e.op === '-' ? a - b : a * b;
      return Number.isSafeInteger(v) ? v : undefined;
    }
    if (e.kind === 'name' && e.ref?.kind === 'binder') {
      const js = this.locals.get(e.name);
      if (js !== undefined && /^\(?-?\d+\)?$/.test(js)) return Number(js.replace(/[()]/g, ''));
    }
    return undefined;
  }

  override slot(name: string, e: Expr): string {
    const bool = e.type?.kind === 'bool';
    const p = this.paramValues.get(name);
    if (p !== undefined && (e.type?.kind === 'int' || bool)) return bool ? String(p !== 0) : numberLiteral(p);
    const f = this.layout.fields.get(name);
    if (f && f.spec.domain.kind !== 'array' && e.kind === 'name' && e.ref?.kind === 'field') {
      const code = this.fieldCode(f.offset);
      return bool ? `(${code} !== 0)` : code;
    }
    return super.slot(name, e);
  }

  override leafCode(e: Expr): string | undefined {
    if (e.kind === 'name' && e.ref?.kind === 'param' && e.type?.kind === 'int') {
      const p = this.paramValues.get(e.name);
      return p === undefined ? undefined : numberLiteral(p);
    }
    if (e.kind === 'name' && e.ref?.kind === 'field') {
      const f = this.layout.fields.get(e.name);
      return f && f.spec.domain.kind !== 'array' ? this.fieldCode(f.offset) : undefined;
    }
    if (e.kind === 'index') {
      const f = this.arrayField(e.target);
      const k = f ? this.literalOf(e.index) : undefined;
      return f && k !== undefined && k >= 0 && k < f.length ? this.fieldCode(f.offset + k) : undefined;
    }
    return super.leafCode(e);
  }

  override elementCodes(e: Expr): string[] | undefined {
    const f = this.arrayField(e);
    return f && Array.from({ length: f.length }, (_, k) => this.fieldCode(f.offset + k));
  }

  /** A short array field read from the slot locals (no frame: the odometer need not mirror it). */
  override fieldView(e: ExprOf<'name'>): ArrayView | undefined {
    const f = this.arrayField(e);
    if (!f || f.length === 0 || f.length > 8 || f.spec.domain.kind !== 'array') return undefined;
    const bool = f.spec.domain.elem.kind === 'bool';
    const read = (code: string): string => (bool ? `(${code} !== 0)` : code);
    const at = (k: number): string => read(this.fieldCode(f.offset + k));
    const chain = (i: string): string => {
      let c = at(f.length - 1);
      for (let j = f.length - 2; j >= 0; j--) c = `(${i} === ${j} ? ${at(j)} : ${c})`;
      return c;
    };
    return view(this, f.length, at, chain);
  }

  /** The array field a name denotes (not shadowed by a binder). */
  private arrayField(e: Expr) {
    if (e.kind !== 'name' || e.ref?.kind !== 'field' || this.locals.has(e.name)) return undefined;
    const f = this.layout.fields.get(e.name);
    return f && f.spec.domain.kind === 'array' ? f : undefined;
  }

  protected override node(e: Expr): string {
    const delta = this.keyDelta;
    this.keyDelta = undefined;
    if (e.kind === 'quant' && this.keyView) {
      const r = keyQuant(this, this.keyView, e, delta);
      if (r !== undefined) return r;
    }
    if (e.kind === 'ite' && this.keyView) {
      // `∀ f ∈ cr[e]` over rows of different lengths: one table per value of e (keyMasks.ts)
      const r = keyRowChain(this, this.keyView, e, () => super.node(e));
      if (r !== undefined) return r;
    }
    if (e.kind === 'call') {
      const r = this.tables.emit(this, e);
      if (r !== undefined) return r;
    }
    if (e.kind === 'index') {
      const r = this.fieldElement(e);
      if (r !== undefined) return r;
    }
    if (e.kind === 'arith' && (e.op === 'mod' || e.op === 'div') && e.type?.kind === 'int') {
      const c = this.literalOf(e.right);
      if (c !== undefined && c > 0 && c <= 2 ** 31) {
        const a = this.expr(e.left);
        if (e.op === 'mod') {
          // a dividend the ranges prove ≥ 0 needs no sign correction (+ 0 turns −0 into 0)
          if (this.range(e.left).lo >= 0) return this.bind(`${a} % ${c} + 0`);
          const r = this.bind(`${a} % ${c}`);
          return this.bind(`${r} < 0 ? ${r} + ${c} : ${r} + 0`);
        }
        return this.bind(`Math.floor(${a} / ${c}) + 0`);
      }
    }
    return super.node(e);
  }

  /** h[i] for an array field h: a local when i is known, a chain of locals otherwise. */
  private fieldElement(e: ExprOf<'index'>): string | undefined {
    const t = e.target;
    if (t.kind !== 'name' || t.ref?.kind !== 'field' || this.locals.has(t.name)) return undefined;
    const f = this.layout.fields.get(t.name);
    if (!f || f.spec.domain.kind !== 'array') return undefined;
    const bool = f.spec.domain.elem.kind === 'bool';
    const read = (code: string): string => (bool ? `(${code} !== 0)` : code);
    const k = this.literalOf(e.index);
    const inKey = this.keyView && k === undefined ? keyElement(this, this.keyView, t) : undefined;
    if (inKey) {
      const i = this.expr(e.index);
      this.emit(`if (!(${i} >= 0 && ${i} < ${f.length})) H.indexOutOfRange(${this.span(e)}, ${i}, ${f.length});`);
      return this.bind(`${keyBit(this.keyView!, inKey.bit0, i)} !== 0`);
    }
    if (k !== undefined) {
      if (k < 0 || k >= f.length) {
        this.emit(`H.indexOutOfRange(${this.span(e)}, ${k}, ${f.length});`);
        return '0';
      }
      return read(this.fieldCode(f.offset + k));
    }
    const i = this.expr(e.index);
    this.emit(`if (!(${i} >= 0 && ${i} < ${f.length})) H.indexOutOfRange(${this.span(e)}, ${i}, ${f.length});`);
    // a long array at the current position: one read of the frame, which mirrors the locals there
    // (the session's odometer keeps it so once code reads it), instead of a chain of comparisons
    if (f.length > LONGEST_CHAIN && this.fieldCode(f.offset) === `k_v${f.offset}`) return this.bind(read(`f[${this.layout.stateOffset + f.offset} + ${i}]`));
    let chain = this.fieldCode(f.offset + f.length - 1);
    for (let j = f.length - 2; j >= 0; j--) chain = `(${i} === ${j} ? ${this.fieldCode(f.offset + j)} : ${chain})`;
    return this.bind(read(chain));
  }
}
