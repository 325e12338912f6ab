// Stage: certify. Claims decided with a certificate: safe(p), grundy(p)… are answered from the
// certified pattern, exact for every heap size; a ∀/∃ over a huge range m ∈ a..b whose body is
// periodic in m (periodicity.ts, oracle rule) is cut to one period past its threshold.
// Input: game, claims, certificate; output: per claim proved / refuted / undecided.

import type { Span } from '../diag/diagnostic.js';
import type { SpecGame } from '../game/buildGame.js';
import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import { printExpr } from '../lang/print.js';
import { EvalError, type Oracle } from '../lang/runtime.js';
import { INT } from '../lang/types.js';
import type { ClaimSpec, Definition } from '../model/model.js';
import { patternValue, type PeriodCertificate } from '../solve/period/index.js';
import { FRAGILE, SAFE } from '../solve/solution.js';
import { constantValue, periodicity, type Dep, type DepContext } from './periodicity.js';
import { columnOf, type RowValues } from './solveRows.js';

export interface ClaimDecision {
  name: string;
  status: 'proved' | 'refuted' | 'undecided';
  detail: string;
  span: Span;
}

/** Above this many values a quantifier's range is cut when its body is periodic. */
const REDUCE_ABOVE = 10_000;
const DEFAULT_BUDGET = 5_000_000;

class BudgetExceeded extends Error {}

export function certificateOracle(game: SpecGame, cert: PeriodCertificate, heap: string, kind: RowValues, budget = DEFAULT_BUDGET): Oracle {
  const heapSlot = game.layout.fields.get(heap)!.offset;
  let calls = 0;
  const valueOf = (p: Float64Array, span: Span): number => {
    if (++calls > budget) throw new BudgetExceeded(`more than ${budget} questions to the solved game`);
    const n = p[heapSlot]!;
    if (!Number.isSafeInteger(n) || n < 0) throw new EvalError('domain', `the claim asks about ${game.formatPosition(p)}, outside the game's domain`, span);
    const column = columnOf(game, heapSlot, p);
    if (column < 0) throw new EvalError('domain', `the claim asks about ${game.formatPosition(p)}, outside the game's domain`, span);
    return patternValue(cert, n, column);
  };
  return {
    outcome(p, span) {
      const v = valueOf(p, span);
      return kind === 'grundy' ? (v === 0 ? SAFE : FRAGILE) : v;
    },
    grundy(p, span) {
      if (kind !== 'grundy') throw new EvalError('domain', 'Grundy values were not certified for this game (partizan, misère or with end: rules)', span);
      return valueOf(p, span);
    },
    value(_p, span) {
      throw new EvalError('domain', 'values (value(…)) are not certified for every n: the bounded check reads them', span);
    },
    start(span) {
      if (!game.start) throw new EvalError('domain', 'the claim uses `start`, but the game has no start position', span);
      return Float64Array.from(game.start);
    },
  };
}

export function decideClaims(game: SpecGame, claims: readonly ClaimSpec[], cert: PeriodCertificate, heap: string, kind: RowValues): ClaimDecision[] {
  const ctx: DepContext = {
    fields: new Map(game.layout.scope.state.map((f) => [f.name, { kind: 'free' } as Dep])),
    params: game.params,
    defines: new Map<string, Definition>(game.spec.defines.map((d) => [d.name, d])),
    oracle: { stateFields: game.layout.scope.state.map((f) => f.name), heapField: heap, preperiod: cert.preperiod, period: cert.period },
  };
  return claims.map((c) => {
    const name = c.name ?? printExpr(c.holds);
    const cuts: string[] = [];
    const reduced = reduceRanges(c.holds, ctx, new Set(), cuts);
    const oracle = certificateOracle(game, cert, heap, kind);
    try {
      const holds = compileExpr<boolean>(reduced, game.layout.scope, game.program)(Float64Array.from(game.frame), oracle);
      const how = `evaluated with the certified values${cuts.length ? ` (${cuts.join('; ')})` : ''}`;
      return { name, span: c.span, status: holds ? 'proved' : 'refuted', detail: holds ? `true for the solved game: ${how}` : `false: ${how}` };
    } catch (e) {
      if (e instanceof EvalError || e instanceof BudgetExceeded) return { name, span: c.span, status: 'undecided', detail: e.message };
      throw e;
    }
  });
}

/**
 * Rewrites ∀/∃ m ∈ a..b: B (one binder, a and b constants, more than REDUCE_ABOVE values) into
 * m ∈ a..s+q−1 when B is periodic in m with period q from t, s = max(a, t), s + q − 1 < b: every m in
 * (s + q − 1, b] has the representative s + ((m − s) mod q) in the kept range with the same truth
 * (or the same evaluation error), so ∀ and ∃ keep their value, and the least failing m is kept.
 * Outer binders are held fixed (free) while m varies.
 */
export function reduceRanges(e: Expr, ctx: DepContext, outer: ReadonlySet<string>, cuts: string[]): Expr {
  switch (e.kind) {
    case 'logic':
      return { ...e, left: reduceRanges(e.left, ctx, outer, cuts), right: reduceRanges(e.right, ctx, outer, cuts) };
    case 'not':
      return { ...e, arg: reduceRanges(e.arg, ctx, outer, cuts) };
    case 'ite':
      return { ...e, then: reduceRanges(e.then, ctx, outer, cuts), else: reduceRanges(e.else, ctx, outer, cuts) };
    case 'quant': {
      const inner = new Set(outer);
      for (const b of e.binders) inner.add(b.name);
      const body = reduceRanges(e.body, ctx, inner, cuts);
      const b = e.binders[0]!;
      const d = b.domain;
      if (e.binders.length !== 1 || d.kind !== 'range') return { ...e, body };
      const env = new Map<string, Dep>([...outer].map((n) => [n, { kind: 'free' } as Dep]));
      const [lo, hi] = [constantValue(d.lo, ctx, env), constantValue(d.hi, ctx, env)];
      if (lo === undefined || hi === undefined || hi - lo + 1n <= BigInt(REDUCE_ABOVE)) return { ...e, body };
      env.set(b.name, { kind: 'linear', a: 1n, b: 0n });
      const p = periodicity(e.body, ctx, env);
      if (!p.ok) return { ...e, body };
      const start = lo > BigInt(p.from) ? lo : BigInt(p.from);
      const last = start + BigInt(p.period) - 1n;
      if (last >= hi) return { ...e, body };
      cuts.push(`${b.name} ∈ ${lo}..${hi} cut to ${lo}..${last}: the body is periodic in ${b.name} with period ${p.period} from ${p.from}`);
      const newHi: Expr = { kind: 'int', value: last, span: d.hi.span, type: INT };
      return { ...e, binders: [{ ...b, domain: { ...d, hi: newHi } }], body };
    }
    default:
      return e;
  }
}
