// Stage: lang (compiler). What the code generator's parts share: the emitted lines, spans and
// constants, the binder locals, what is known about the locals' ranges, and the two calls back into
// the generator (expr, arrayView). codegen.ts's Gen implements them; the loops, calls and the exact
// fallback (compileLoops.ts, compileCalls.ts, exactWrap.ts) are written against this class only.

import type { Span } from '../diag/diagnostic.js';
import type { Expr, ExprOf } from './ast.js';
import type { CompileScope } from './runtime.js';
import { isSafe, type Interval } from './interval.js';
import { MAX_SAFE } from './intCode.js';
import { rangeOf } from './rangeOf.js';
import { RangeScope, type LeafResolver } from './rangeScope.js';
import type { Mode } from './exactFallback.js';
import type { ExactCalls } from './reference.js';

export interface ArrayView {
  length: number;
  /** element k for a constant, in-range k */
  at(k: number): string;
  /** element at an in-range JS index expression */
  atDynamic(i: string): string;
  /** element at index `index` (an int expression), bounds-checked against `node`'s span */
  get(index: Expr, node: Expr): string;
  /** the JS array, when the view already has one */
  value?: string;
}

export abstract class CodeEmitter implements LeafResolver {
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

  /** Compiles e (any type) and returns the JS atom of its value. */
  abstract expr(e: Expr): string;
  /** A view of an array-typed expression (compileLoops.ts's arrayView). */
  abstract arrayView(e: Expr): ArrayView;
}
