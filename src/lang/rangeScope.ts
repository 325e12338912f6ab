// Stage: lang (compiler analysis). What the code generator knows about the JS locals of the code it
// has emitted so far: an interval per local and facts `a ≤ b` between locals, keyed by the local's
// name. Only locals that never change while they are visible are keys (state locals k_vN inside a
// position, const temporaries, binder loop variables); refinements by a condition hold inside the
// block that the condition guards and are undone when it closes.

import type { Expr } from './ast.js';
import { meet, point, TOP, type Interval } from './interval.js';
import { refine, type Leaf, type RangeEnv } from './rangeOf.js';

const LITERAL = /^\(?-?\d+\)?$/;
const STABLE = /^(k_v\d+|t\d+|b\d+)$/;

export interface LeafResolver {
  /** The JS code a name (or a field element with a known index) compiles to, without emitting. */
  leafCode(e: Expr): string | undefined;
  /** The JS codes of the elements of an array-typed name, when they are locals. */
  elementCodes(e: Expr): string[] | undefined;
}

export class RangeScope implements RangeEnv {
  private readonly known = new Map<string, Interval>();
  private readonly facts = new Set<string>();
  /** `let` temporaries (reassigned): never keys. */
  readonly unstable = new Set<string>();

  constructor(private readonly resolver: LeafResolver) {}

  /** A local whose value does not change while it is visible. */
  stable(code: string): boolean {
    return STABLE.test(code) && !this.unstable.has(code);
  }

  /** The range of a JS atom (literal or known local). */
  of(code: string): Interval {
    if (LITERAL.test(code)) return point(Number(code.replace(/[()]/g, '')));
    return this.known.get(code) ?? TOP;
  }

  /** Records that the stable local `code` holds a value in r (intersected with what is known). */
  set(code: string, r: Interval): void {
    if (!this.stable(code)) return;
    const old = this.known.get(code);
    this.known.set(code, old ? meet(old, r) : r);
  }

  /** Narrows the stable local `code` to r (intersected with what is known); returns the undo. */
  narrow(code: string, r: Interval): () => void {
    if (!this.stable(code)) return () => {};
    const old = this.known.get(code);
    this.set(code, r);
    return () => {
      if (old === undefined) this.known.delete(code);
      else this.known.set(code, old);
    };
  }

  /** Records small ≤ big for two stable locals (valid while both are visible and unchanged). */
  fact(small: string, big: string): void {
    if (this.stable(small) && (this.stable(big) || LITERAL.test(big))) this.facts.add(`${small}≤${big}`);
  }

  /** Narrows the locals `cond` constrains when it evaluates to `holds`; returns the undo. */
  assume(cond: Expr, holds = true): () => void {
    const saved: [string, Interval | undefined][] = [];
    for (const [code, r] of refine(cond, this, holds)) {
      if (!this.stable(code)) continue;
      saved.push([code, this.known.get(code)]);
      this.set(code, r);
    }
    // a ≤ b (or a < b) between two stable locals is also a fact while the condition holds: a guard
    // `t ≤ n` proves n − t ≥ 0, which the intervals alone do not
    const added: string[] = [];
    if (holds && cond.kind === 'cmp') {
      cond.ops.forEach((op, k) => {
        const [a, b] = op === '<=' || op === '<' ? [cond.args[k]!, cond.args[k + 1]!] : op === '>=' || op === '>' ? [cond.args[k + 1]!, cond.args[k]!] : [];
        if (!a || !b || a.type?.kind !== 'int' || b.type?.kind !== 'int') return;
        const small = this.resolver.leafCode(a);
        const big = this.resolver.leafCode(b);
        if (small === undefined || big === undefined || !this.stable(small) || !this.stable(big)) return;
        const key = `${small}≤${big}`;
        if (this.facts.has(key)) return;
        this.facts.add(key);
        added.push(key);
      });
    }
    return () => {
      for (const key of added) this.facts.delete(key);
      for (const [code, r] of saved.reverse()) {
        if (r === undefined) this.known.delete(code);
        else this.known.set(code, r);
      }
    };
  }

  leaf(e: Expr): Leaf | undefined {
    const code = this.resolver.leafCode(e);
    if (code === undefined) return undefined;
    return this.stable(code) ? { key: code, range: this.of(code) } : { range: this.of(code) };
  }

  elements(e: Expr): Interval {
    const codes = this.resolver.elementCodes(e);
    if (!codes || codes.length === 0) return TOP;
    return codes.map((c) => this.of(c)).reduce((a, b) => ({ lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi) }));
  }

  ordered(small: Expr, big: Expr): boolean {
    const s = this.resolver.leafCode(small);
    const b = this.resolver.leafCode(big);
    if (s === undefined || b === undefined || !this.stable(s)) return false;
    return s === b || this.facts.has(`${s}≤${b}`);
  }
}
