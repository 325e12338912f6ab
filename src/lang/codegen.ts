// Stage: lang (compiler). The code generator: a typechecked Expr → JavaScript statements that leave
// the value in a local. Each node emits its statements into `lines` and returns an atomic JS
// expression (a local, a literal or a frame read), so ∧ ∨ ⇒ and if-then-else simply wrap the right
// side in an `if` block: guards protect what follows. Loops, arrays and calls are in sibling files;
// a top-level expression that can overflow gets its exact fallback from exactWrap.ts.

import type { Expr, ExprOf } from './ast.js';
import { OUTCOME_FRAGILE, OUTCOME_NEUTRAL, OUTCOME_SAFE } from './runtime.js';
import { arrayView, compileCount, compileIn, compileQuant, materialize } from './compileLoops.js';
import { compileCall, compileRecord } from './compileCalls.js';
import { CodeEmitter, type ArrayView } from './codeEmitter.js';
import { MAX_SAFE, numberLiteral, xorCode } from './intCode.js';
import { withExactFallback } from './exactWrap.js';
import { realArith, realLiteralCode } from './realCode.js';

export class Gen extends CodeEmitter {
  private depth = 0;

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

  arrayView(e: Expr): ArrayView {
    return arrayView(this, e);
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
        return realLiteralCode(this, e);
      case 'bool':
        return String(e.value);
      case 'name':
        return this.name(e);
      case 'neg': {
        const a = this.expr(e.arg);
        return this.bind(`0 - ${a}`); // exact on float64, and never -0
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
      case 'comp':
        throw new Error('compile: a comprehension outside a data table (typecheck should have rejected it)');
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
    if (!isInt) return realArith(this, e, a, b);
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
