// Stage: lang (compiler). The code generator: a typechecked Expr → JavaScript statements that leave
// the value in a local. Each node emits its statements into `lines` and returns an atomic JS
// expression (a local, a literal or a frame read), so ∧ ∨ ⇒ and if-then-else simply wrap the right
// side in an `if` block: guards protect what follows. Loops, arrays and calls are in sibling files;
// a top-level expression that can overflow gets its exact fallback from exactWrap.ts.

import type { Span } from '../diag/diagnostic.js';
import type { Expr, ExprOf } from './ast.js';
import { OUTCOME_FRAGILE, OUTCOME_NEUTRAL, OUTCOME_SAFE, type CompileScope } from './runtime.js';
import { arrayView, compileCount, compileIn, compileQuant, materialize, type ArrayView } from './compileLoops.js';
import { compileCall, compileRecord } from './compileCalls.js';
import { isSafe, type Interval } from './interval.js';
import { rangeOf } from './rangeOf.js';
import { RangeScope, type LeafResolver } from './rangeScope.js';
import type { Mode } from './exactFallback.js';
import { withExactFallback } from './exactWrap.js';
import type { ExactCalls } from './reference.js';

export const MAX_SAFE = '9007199254740991';

/** A JS number literal (parenthesised when negative, so `a - (-7)` stays correct). */
export function numberLiteral(v: number): string {
  return v < 0 || Object.is(v, -0) ? `(${v})` : String(v);
}

export class Gen implements LeafResolver {
  readonly lines: string[] = [];
  readonly spans: Span[] = [];
  readonly constants: unknown[] = [];
  /** binder name → JS local (quantifier, count and definition-parameter binders) */
  readonly locals = new Map<string, string>();
  private counter = 0;
  /** What is known about the emitted locals' values: lets the generator drop checks that cannot fire. */
  readonly ranges: RangeScope = new RangeScope(this);
  /** How a top-level expression's exact fallback returns an unsafe int; 'off': no fallback (the
   *  caller handles overflow, as definitions do in program.ts). */
  exactMode: Mode | 'off' = 'value';
  /** The program's definitions for the exact path (set by whoever owns the program). */
  exactCalls: () => ExactCalls | undefined = () => undefined;
  private depth = 0;
  /** Locals that may hold the stand-in ±Infinity of mode 'beyond' (move targets). */
  readonly beyond = new Set<string>();

  constructor(
    readonly scope: CompileScope,
    readonly defineNames: ReadonlySet<string>,
  ) {}

  emit(line: string): void {
    this.lines.push(line);
  }
  fresh(prefix = 't'): string {
    return `${prefix}${++this.counter}`;
  }
  /** `const tN = init;` → tN */
  bind(init: string): string {
    const v = this.fresh();
    this.emit(`const ${v} = ${init};`);
    return v;
  }
  /** `let tN = init;` → tN */
  mutable(init: string): string {
    const v = this.fresh();
    this.ranges.unstable.add(v);
    this.emit(`let ${v} = ${init};`);
    return v;
  }
  span(e: { span: Span }): string {
    this.spans.push(e.span);
    return `S[${this.spans.length - 1}]`;
  }
  constant(value: unknown): string {
    this.constants.push(value);
    return `C[${this.constants.length - 1}]`;
  }
  /** Runs `body` with binder `name` mapped to the JS local `js`. */
  withLocal<T>(name: string, js: string, body: () => T): T {
    const saved = this.locals.get(name);
    this.locals.set(name, js);
    try {
      return body();
    } finally {
      if (saved === undefined) this.locals.delete(name);
      else this.locals.set(name, saved);
    }
  }
  /** An interval holding e's value (when it evaluates without error) at this point of the code. */
  range(e: Expr): Interval {
    return rangeOf(e, this.ranges);
  }
  /** Compiles `body` where `cond` is known to evaluate to `holds` (inside the block it guards). */
  assuming<T>(cond: Expr, holds: boolean, body: () => T): T {
    const undo = this.ranges.assume(cond, holds);
    try {
      return body();
    } finally {
      undo();
    }
  }
  /** The local a binder name compiles to (names of the frame are unknown here). */
  leafCode(e: Expr): string | undefined {
    return e.kind === 'name' && e.ref?.kind === 'binder' ? this.locals.get(e.name) : undefined;
  }
  elementCodes(_e: Expr): string[] | undefined {
    return undefined;
  }
  /** An array-typed name read from locals rather than the frame (the inline generator's fields). */
  fieldView(_e: ExprOf<'name'>): ArrayView | undefined {
    return undefined;
  }
  /** Emits the overflow check of an int result, unless e's range proves it safe. */
  checkSafe(v: string, e: Expr): void {
    if (isSafe(this.range(e))) return;
    this.emit(`if (${v} > ${MAX_SAFE} || ${v} < -${MAX_SAFE}) H.overflow(${this.span(e)});`);
  }
  /** A frame read for a field, param or outer binder. */
  slot(name: string, e: Expr): string {
    const info = this.scope.slots.get(name);
    if (!info) throw new Error(`compile: '${name}' has no frame slot in this scope`);
    return e.type?.kind === 'bool' ? `(f[${info.slot}] !== 0)` : `f[${info.slot}]`;
  }

  /** Runs `body` with the exact fallback's mode set to `mode`. */
  inMode<T>(mode: Mode | 'off', body: () => T): T {
    const saved = this.exactMode;
    this.exactMode = mode;
    try {
      return body();
    } finally {
      this.exactMode = saved;
    }
  }

  /**
   * Compiles e (any type); arrays are materialised as number[]. A top-level expression whose code can
   * overflow (an unproven safe-integer check, a definition call) runs in a try block whose catch
   * re-evaluates it exactly (exactFallback.ts); code that cannot overflow is left as it is.
   */
  expr(e: Expr): string {
    if (this.depth > 0 || this.exactMode === 'off') return this.node(e);
    this.depth++; // sub-expressions (and the fallback's name reads) compile plainly
    try {
      return withExactFallback(this, e, this.exactMode, (x) => this.node(x));
    } finally {
      this.depth--;
    }
  }

  /** Compiles one node (sub-expressions through expr()). */
  protected node(e: Expr): string {
    const t = e.type;
    if (!t) throw new Error(`compile: the ${e.kind} node was not typechecked`);
    if (t.kind === 'array') return materialize(this, arrayView(this, e));
    switch (e.kind) {
      case 'int':
        if (e.value > BigInt(MAX_SAFE) || e.value < -BigInt(MAX_SAFE)) {
          this.emit(`H.overflow(${this.span(e)});`);
          return '0';
        }
        return numberLiteral(Number(e.value));
      case 'real':
        return numberLiteral(e.value);
      case 'bool':
        return String(e.value);
      case 'name':
        return this.name(e);
      case 'neg': {
        const a = this.expr(e.arg);
        return this.bind(t.kind === 'int' ? `0 - ${a}` : `-${a}`);
      }
      case 'not':
        return this.bind(`!${this.expr(e.arg)}`);
      case 'arith':
        return this.arith(e);
      case 'xor': {
        const a = this.expr(e.left);
        const b = this.expr(e.right);
        return this.bind(xorCode(a, this.range(e.left), b, this.range(e.right), () => this.span(e)));
      }
      case 'logic':
        return this.logic(e);
      case 'cmp':
        return this.cmp(e);
      case 'in':
        return compileIn(this, e);
      case 'ite': {
        const c = this.expr(e.cond);
        const r = this.mutable('undefined');
        this.emit(`if (${c}) {`);
        this.emit(`${r} = ${this.assuming(e.cond, true, () => this.expr(e.then))};`);
        this.emit('} else {');
        this.emit(`${r} = ${this.assuming(e.cond, false, () => this.expr(e.else))};`);
        this.emit('}');
        return r;
      }
      case 'index':
        return arrayView(this, e.target).get(e.index, e);
      case 'quant':
        return compileQuant(this, e);
      case 'count':
        return compileCount(this, e);
      case 'call':
        return compileCall(this, e);
      case 'record':
        return compileRecord(this, e);
      case 'set':
      case 'range':
      case 'array':
        throw new Error(`compile: a ${e.kind} outside ∈ or a binder domain (typecheck should have rejected it)`);
      default: {
        const never: never = e;
        throw new Error(`compile: unknown node ${(never as Expr).kind}`);
      }
    }
  }

  private name(e: ExprOf<'name'>): string {
    const ref = e.ref;
    if (!ref) throw new Error(`compile: name '${e.name}' was not resolved by typecheck`);
    switch (ref.kind) {
      case 'binder':
        return this.locals.get(e.name) ?? this.slot(e.name, e);
      case 'field':
      case 'param':
        return this.slot(e.name, e);
      case 'define':
        return this.bind(`D[${JSON.stringify(e.name)}](f, o)`);
      case 'player': {
        const k = this.scope.players?.indexOf(e.name) ?? -1;
        if (k < 0) throw new Error(`compile: player '${e.name}' is not in scope.players`);
        return String(k);
      }
      case 'outcome':
        return String({ safe: OUTCOME_SAFE, fragile: OUTCOME_FRAGILE, neutral: OUTCOME_NEUTRAL }[ref.name]);
      case 'start':
        return this.bind(`(o ?? H.noOracle()).start(${this.span(e)})`);
    }
  }

  private arith(e: ExprOf<'arith'>): string {
    const a = this.expr(e.left);
    const b = this.expr(e.right);
    const isInt = e.type!.kind === 'int';
    const c = e.right.kind === 'int' && e.right.value > 0n && e.right.value <= 2n ** 31n ? Number(e.right.value) : undefined;
    if (c !== undefined && (e.op === 'mod' || e.op === 'div')) {
      // a positive constant divisor: Euclidean = floored, inline (% is exact on safe integers)
      const r = this.bind(`${a} % ${c}`);
      if (e.op === 'mod') return this.bind(`${r} < 0 ? ${r} + ${c} : ${r} + 0`);
      const q = this.bind(`(${a} - ${r}) / ${c}`); // |a - r| ≤ |a|: exact
      return this.bind(`${r} < 0 ? ${q} - 1 : ${q} + 0`);
    }
    switch (e.op) {
      case 'div':
        return this.bind(`H.ediv(${a}, ${b}, ${this.span(e)})`);
      case 'mod':
        return this.bind(`H.emod(${a}, ${b}, ${this.span(e)})`);
      case '/':
        this.emit(`if (${b} === 0) H.divisionByZero(${this.span(e)});`);
        return this.bind(`${a} / ${b}`);
      default: {
        const v = this.bind(e.op === '*' && isInt ? `${a} * ${b} + 0` : `${a} ${e.op} ${b}`);
        if (isInt) this.checkSafe(v, e);
        return v;
      }
    }
  }

  private logic(e: ExprOf<'logic'>): string {
    const a = this.expr(e.left);
    if (e.op === 'iff') return this.bind(`${a} === ${this.expr(e.right)}`);
    // and: evaluate the right side only when the left is true; or / implies: only when it does not decide
    const r = this.mutable(e.op === 'implies' ? `!${a}` : a);
    this.emit(e.op === 'and' ? `if (${r}) {` : `if (!${r}) {`);
    // the right side runs only where the left is true (and, implies) or false (or)
    this.emit(`${r} = ${this.assuming(e.left, e.op !== 'or', () => this.expr(e.right))};`);
    this.emit('}');
    return r;
  }

  /** A chain a < b ≤ c: left to right, stopping at the first false link. */
  private cmp(e: ExprOf<'cmp'>): string {
    let left = this.expr(e.args[0]!);
    const r = this.mutable('true');
    let open = 0;
    e.ops.forEach((op, k) => {
      const arg = e.args[k + 1]!;
      const right = this.expr(arg);
      this.emit(`${r} = ${this.compare(op, left, right, e.args[k]!, arg)};`);
      if (k < e.ops.length - 1) {
        this.emit(`if (${r}) {`);
        open++;
      }
      left = right;
    });
    for (; open > 0; open--) this.emit('}');
    return r;
  }

  private compare(op: string, a: string, b: string, left: Expr, right: Expr): string {
    const structured = (x: Expr): boolean => x.type?.kind === 'array' || x.type?.kind === 'position';
    if (structured(left) || structured(right)) {
      const eq = `H.sameElements(${a}, ${b})`;
      return op === '=' ? eq : `!${eq}`;
    }
    const js: Record<string, string> = { '=': '===', '!=': '!==', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };
    return `${a} ${js[op]} ${b}`;
  }
}

const INT31 = 2147483648;

/** a ⊕ b: JS's 32-bit ^ when both are in [0, 2^31), else the 53-bit helper (which rejects negative
 *  operands); the tests the operands' ranges prove are left out. */
export function xorCode(a: string, ra: Interval, b: string, rb: Interval, span: () => string): string {
  const tests: string[] = [];
  if (ra.lo < 0) tests.push(`${a} >= 0`);
  if (rb.lo < 0) tests.push(`${b} >= 0`);
  if (ra.hi >= INT31) tests.push(`${a} < ${INT31}`);
  if (rb.hi >= INT31) tests.push(`${b} < ${INT31}`);
  if (tests.length === 0) return `${a} ^ ${b}`;
  return `(${tests.join(' && ')}) ? (${a} ^ ${b}) : H.xor53(${a}, ${b}, ${span()})`;
}
