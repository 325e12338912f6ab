// Stage: check. An up-front bound on the work of evaluating the conjecture and the claims: each
// quantifier or count multiplies its body's work by the most values its range can take (from the
// range analysis over the region's field ranges and the params), and a conjecture is evaluated at
// every position of the region. Work beyond MAX_WORK is refused before it starts, at the binder.
// It is an upper bound (∃ and ∀ may stop early), hence the generous limit; a claim that queries the
// solved game is not estimated (it stops at the first position outside the region, or a periodicity
// certificate decides it for every n without evaluating it). From the start, the positions counted
// are at most those the memory limit can store (the caller's `reachable`), not the whole box: a set
// field's box of 2^34 sets is no measure of what a search from the start reaches.

import type { Diagnostic } from '../diag/diagnostic.js';
import type { Binder, Expr } from '../lang/ast.js';
import { interval, point, TOP, type Interval } from '../lang/interval.js';
import { rangeOf, type RangeEnv } from '../lang/rangeOf.js';
import { children, findNode } from '../lang/walk.js';
import type { SpecGame } from '../game/buildGame.js';

/** Evaluation steps a bounded check may spend on one conjecture or claim (minutes at the least). */
export const MAX_WORK = 1e11;

interface Work {
  steps: number;
  /** The binder whose range contributes the largest factor, and that factor. */
  widest?: { binder: Binder; values: number };
}

/** The positioned error for a conjecture expression (evaluated at every position of the region) or a
 *  claim (evaluated once) whose estimated work exceeds MAX_WORK; undefined when it fits. */
export function workProblem(game: SpecGame, e: Expr, what: 'the conjecture' | 'this claim', file: string, reachable = game.region.size): Diagnostic | undefined {
  if (what === 'this claim' && findNode(e, (x) => x.kind === 'call' && x.ref?.kind === 'oracle')) return undefined;
  const positions = what === 'the conjecture' ? Math.min(game.region.size, reachable) : 1;
  const w = new Estimator(game).work(e, new Map());
  const total = w.steps * positions;
  if (!(total > MAX_WORK) || !w.widest) return undefined;
  const { binder, values } = w.widest;
  const where = positions > 1 ? (positions < game.region.size ? ` over up to ${sci(positions)} positions reached from the start` : ` over the region's ${positions} positions`) : '';
  return {
    code: 'ZM4210',
    severity: 'error',
    file,
    span: binder.span,
    message: `${what} needs about ${sci(total)} evaluation steps${where} (the range of \`${binder.name}\` has up to ${sci(values)} values); at most ${sci(MAX_WORK)} are done`,
    hint: hintFor(binder.name, positions, positions < game.region.size),
  };
}

function hintFor(binder: string, positions: number, fromStart: boolean): string {
  if (positions <= 1) return `narrow the range of \`${binder}\``;
  if (fromStart) return `the positions a search from the start reaches are not known before it runs, so every position the memory limit could hold is counted: narrow the range of \`${binder}\``;
  return `bound the range by the position (e.g. \`${binder} ∈ 0..n\`) or lower check.bounds`;
}

function sci(n: number): string {
  if (n < 1e6) return String(Math.round(n));
  const exponent = Math.floor(Math.log10(n));
  return `${(n / 10 ** exponent).toFixed(1)}·10^${exponent}`;
}

class Estimator {
  private readonly defines: Map<string, Expr>;
  private readonly expanding = new Set<string>();

  constructor(private readonly game: SpecGame) {
    this.defines = new Map(game.spec.defines.map((d) => [d.name, d.body]));
  }

  work(e: Expr, binders: Map<string, Interval>): Work {
    // a data table is expanded into a literal array where it is used: a constant, built once
    if (isLiteralArray(e)) return { steps: 1 };
    if (e.kind === 'quant' || e.kind === 'count') return this.quantified(e.binders, e.body, binders);
    // one branch runs: a ragged data table indexed by a binder is a chain of one branch per row
    if (e.kind === 'ite') {
      const [c, t, f] = [this.work(e.cond, binders), this.work(e.then, binders), this.work(e.else, binders)];
      const widest = wider(wider(c.widest, t.widest), f.widest);
      return { steps: 1 + c.steps + Math.max(t.steps, f.steps), ...(widest ? { widest } : {}) };
    }
    let steps = 1;
    let widest: Work['widest'];
    const parts = [...children(e)];
    // a definition's body runs where it is called (recursive ones are counted once)
    if ((e.kind === 'call' || e.kind === 'name') && e.ref?.kind === 'define') {
      const name = e.kind === 'call' ? e.callee : e.name;
      const body = this.defines.get(name);
      if (body && !this.expanding.has(name)) {
        this.expanding.add(name);
        const w = this.work(body, new Map());
        this.expanding.delete(name);
        steps += w.steps;
        widest = wider(widest, w.widest);
      }
    }
    for (const c of parts) {
      const w = this.work(c, binders);
      steps += w.steps;
      widest = wider(widest, w.widest);
    }
    return { steps, ...(widest ? { widest } : {}) };
  }

  private quantified(list: readonly Binder[], body: Expr, outer: Map<string, Interval>): Work {
    const binders = new Map(outer);
    let factor = 1;
    let steps = 1;
    let widest: Work['widest'];
    for (const b of list) {
      const domain = this.work(b.domain, binders);
      steps += factor * domain.steps;
      widest = wider(widest, domain.widest);
      const { values, range } = this.domainSize(b.domain, binders);
      factor *= values;
      widest = wider(widest, { binder: b, values });
      binders.set(b.name, range);
    }
    const inner = this.work(body, binders);
    return { steps: steps + factor * inner.steps, ...(wider(widest, inner.widest) ? { widest: wider(widest, inner.widest)! } : {}) };
  }

  /** The most values a binder's domain can have, and the range of the values. */
  private domainSize(d: Expr, binders: Map<string, Interval>): { values: number; range: Interval } {
    if (d.kind === 'range') {
      const env = this.env(binders);
      const lo = rangeOf(d.lo, env);
      const hi = rangeOf(d.hi, env);
      const values = Math.max(0, hi.hi - lo.lo + 1);
      return { values: Number.isFinite(values) ? values : 1, range: interval(lo.lo, hi.hi) };
    }
    if (d.kind === 'set' || d.kind === 'array') return { values: d.elems.length, range: TOP };
    if (d.type?.kind === 'array') return { values: d.type.length, range: TOP };
    return { values: 1, range: TOP };
  }

  private env(binders: Map<string, Interval>): RangeEnv {
    const { layout, region, frame } = this.game;
    const field = (name: string): { offset: number; length: number } | undefined => layout.fields.get(name);
    const slotsRange = (offset: number, length: number): Interval => {
      let lo = Infinity;
      let hi = -Infinity;
      for (let s = offset; s < offset + length; s++) [lo, hi] = [Math.min(lo, region.lo[s]!), Math.max(hi, region.hi[s]!)];
      return interval(lo, hi);
    };
    return {
      leaf: (e) => {
        if (e.kind !== 'name') return undefined;
        if (e.ref?.kind === 'binder') return { range: binders.get(e.name) ?? TOP };
        if (e.ref?.kind === 'param') {
          const slot = layout.scope.slots.get(e.name)?.slot;
          return { range: slot === undefined ? TOP : point(frame[slot]!) };
        }
        const f = e.ref?.kind === 'field' ? field(e.name) : undefined;
        return f && f.length === 1 ? { range: slotsRange(f.offset, 1) } : undefined;
      },
      elements: (e) => {
        const f = e.kind === 'name' && e.ref?.kind === 'field' ? field(e.name) : undefined;
        return f ? slotsRange(f.offset, f.length) : TOP;
      },
      ordered: () => false,
    };
  }
}

function isLiteralArray(e: Expr): boolean {
  return e.kind === 'array' && e.elems.every((x) => x.kind === 'int' || x.kind === 'bool' || x.kind === 'real' || isLiteralArray(x));
}

function wider(a: Work['widest'], b: Work['widest']): Work['widest'] {
  if (!a) return b;
  if (!b) return a;
  return b.values > a.values ? b : a;
}
