// Stage: check. Claims (format.md §5) evaluated on the solved game through an Oracle: safe(p),
// outcome(p), grundy(p), start. A query about a position outside the region or undetermined in it
// is an error of the claim (ZM4203), never a silent false. For a failing claim whose outermost form
// is ∀, the first failing instance (binder values) is reported. Every result is re-evaluated by the
// reference interpreter (claimReference.ts); a disagreement is an internal error (ZM9012).

import type { Diagnostic, Span } from '../diag/diagnostic.js';
import type { SpecGame } from '../game/buildGame.js';
import { slotOutsideDomain } from '../game/game.js';
import type { Binder, Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import { printExpr } from '../lang/print.js';
import type { Program } from '../lang/program.js';
import { findNode } from '../lang/walk.js';
import { EvalError, type CompileScope, type CompiledExpr, type Oracle } from '../lang/runtime.js';
import { INT } from '../lang/types.js';
import type { ClaimSpec } from '../model/model.js';
import type { GrundySolution, Solution } from '../solve/solution.js';
import { REFERENCE_STEPS, referenceClaim, referenceText, type ReferenceResult } from './claimReference.js';
import { claimTruth } from './claimTruth.js';
import { readValue } from './valueOracle.js';
import type { ClaimResult } from './result.js';

/** Compiles a claim's formula (a boolean) for the fast evaluation. */
export type ClaimCompile = (e: Expr, scope: CompileScope, program?: Program) => CompiledExpr<boolean>;

export interface ClaimContext {
  game: SpecGame;
  solution: Solution;
  /** Computed on first use (grundy(p) in a claim); a string says why it is not available. */
  grundy: () => GrundySolution | string;
  /** The fast evaluation of claims (default compileExpr); the reference re-evaluation checks it. */
  compile?: ClaimCompile;
  /** Steps the reference may take per claim (default REFERENCE_STEPS). */
  referenceSteps?: number;
}

export function makeOracle(ctx: ClaimContext): Oracle {
  const { game, solution } = ctx;
  const where = (position: Float64Array): string => game.formatPosition(position);
  const indexOf = (position: Float64Array, span: Span): number => {
    const index = game.region.encode(position);
    if (index >= 0) return index;
    notAPosition(game, position, span);
    throw new EvalError('outside-region', `the claim asks about ${where(position)}, outside the region checked`, span);
  };
  return {
    outcome(position, span) {
      const index = indexOf(position, span);
      let o = solution.outcomeAt ? solution.outcomeAt(position) : solution.outcome[index]!;
      // stored by key: a position the search from the start did not solve is searched from itself
      if (o === 0 && solution.solveAt) {
        const solved = solution.solveAt(position);
        if (typeof solved === 'string') throw new EvalError('domain', `the claim asks about ${where(position)}, which could not be solved: ${solved}`, span);
        o = solved;
      }
      if (o === 0 && solution.reachable)
        throw new EvalError('outside-region', `the claim asks about ${where(position)}, which is not reachable from the start position (only those are solved: check.from: start)`, span);
      if (o === 4) throw new EvalError('undetermined', `the claim asks about ${where(position)}, whose value depends on positions outside the region`, span);
      return o;
    },
    grundy(position, span) {
      const g = ctx.grundy();
      if (typeof g === 'string') throw new EvalError('domain', g, span);
      const v = g.grundy[indexOf(position, span)]!;
      if (v < 0) throw new EvalError('undetermined', `the claim asks for the Grundy value of ${where(position)}, which depends on positions outside the region`, span);
      return v;
    },
    value(position, span) {
      return readValue(game, position, indexOf(position, span), span);
    },
    start(span) {
      if (!game.start) throw new EvalError('domain', 'the claim uses `start`, but the game has no start position', span);
      return Float64Array.from(game.start);
    },
  };
}

export function checkClaims(ctx: ClaimContext, claims: readonly ClaimSpec[], diagnostics: Diagnostic[]): ClaimResult[] {
  const oracle = makeOracle(ctx);
  const { game } = ctx;
  return claims.map((c, i) => {
    const result: ClaimResult = { text: printExpr(c.holds), span: c.span, status: 'holds' };
    if (c.name !== undefined) result.name = c.name;
    const label = `claim "${c.name ?? `claim ${i + 1}`}": `;
    // grundy(p) in a game without Grundy values (partizan, misère, draws, a cycle) is an error of the
    // claim wherever it stands, also where ∧, ∨, ⇒ would never evaluate it (no claim "holds" by it)
    const call = grundyCall(c.holds);
    const why = call ? ctx.grundy() : undefined;
    if (call && typeof why === 'string') {
      result.status = 'error';
      result.message = why;
      diagnostics.push({ code: 'ZM4204', severity: 'error', file: game.file, span: call.span, message: `${label}${why}` });
      return result;
    }
    try {
      const frame = Float64Array.from(game.frame);
      const compile = ctx.compile ?? compileExpr<boolean>;
      if (compile(c.holds, game.layout.scope, game.program)(frame, oracle)) {
        recheck(ctx, c, oracle, true, undefined, label, result, diagnostics);
        return result;
      }
      result.status = 'fails';
      const instance = firstFailure(ctx, c.holds, oracle);
      if (instance) result.instance = instance;
      result.message = instance ? `fails for ${instance.map((b) => `${b.name} = ${b.value}`).join(', ')}` : 'is false';
      recheck(ctx, c, oracle, false, instance, label, result, diagnostics);
      if (result.status === 'fails') result.truth = claimTruth(ctx, c, oracle, instance);
    } catch (e) {
      if (!(e instanceof EvalError)) throw e;
      result.status = 'error';
      result.message = e.message;
      // A quantifier too large to enumerate is, like a position outside the region, something the
      // bounded check cannot decide (a periodicity certificate or a proof still may): ZM4203.
      const tooLarge = e.kind === 'range-limit';
      const outside = e.kind === 'outside-region' || e.kind === 'undetermined' || tooLarge;
      diagnostics.push({
        code: outside ? 'ZM4203' : 'ZM4204',
        severity: 'error',
        file: game.file,
        span: e.span,
        // named as in the reports ("claim 2" when unnamed), so the sentence reads `claim "…": the claim asks …`
        message: `${label}${e.message}`,
        ...(outside
          ? {
              hint: tooLarge
                ? 'the bounded check cannot decide it; a periodicity certificate or a proof may'
                : ctx.solution.reachable
                  ? 'ask about positions reachable from start, or set check.from: region to solve the whole region'
                  : 'widen check.bounds so the region determines every position the claim asks about',
            }
          : {}),
      });
    }
    return result;
  });
}

/** The reference interpreter evaluates the claim again against the same truth: the whole statement
 *  within the step budget, and a refuted claim's failing instance always. Where it disagrees with the
 *  compiled evaluation, the claim has no result: an internal error (ZM9012) showing both. */
function recheck(
  ctx: ClaimContext,
  c: ClaimSpec,
  oracle: Oracle,
  compiled: boolean,
  instance: { name: string; value: number }[] | undefined,
  label: string,
  result: ClaimResult,
  diagnostics: Diagnostic[],
): void {
  const { game } = ctx;
  const disagree = (what: string, r: ReferenceResult): void => {
    const message = `${label}internal error: the compiled evaluation finds ${what} ${compiled ? 'true' : 'false'}, the reference evaluation ${referenceText(r)} (a bug in zermelo, please report it with this file)`;
    result.status = 'error';
    result.message = message;
    diagnostics.push({ code: 'ZM9012', severity: 'error', file: game.file, span: c.holds.span, message });
  };
  const whole = referenceClaim(game, c.holds, oracle, { steps: ctx.referenceSteps ?? REFERENCE_STEPS });
  if (!('outOfSteps' in whole) && !('value' in whole && whole.value === compiled)) return disagree('the claim', whole);
  if (compiled || !instance) return;
  // the failing instance is replayed without a budget: it is one evaluation of the body
  const at = referenceClaim(game, c.holds, oracle, { steps: Infinity, instance });
  if (!('value' in at && at.value === false)) disagree(`it at ${instance.map((b) => `${b.name} = ${b.value}`).join(', ')}`, at);
}

/** A queried position outside a field's declared domain is no position of the game at all (an
 *  error of the claim, not something wider bounds would decide). */
function notAPosition(game: SpecGame, position: Float64Array, span: Span): void {
  const s = slotOutsideDomain(game.slots, position);
  if (s < 0) return;
  const slot = game.slots[s]!;
  const domain = Number.isFinite(slot.domainHi) ? `${slot.domainLo}..${slot.domainHi}` : `≥ ${slot.domainLo}`;
  throw new EvalError('domain', `the claim asks about ${game.formatPosition(position)}, which is not a position: ${slot.name} = ${position[s]} is outside its domain (${domain})`, span);
}

/** The first call grundy(…) in a claim, if any. */
const grundyCall = (e: Expr): Expr | undefined => findNode(e, (node) => node.kind === 'call' && node.callee === 'grundy' && node.ref?.kind === 'oracle');

/** The first failing instance of a leading ∀ (nested ∀s are walked in order). */
function firstFailure(ctx: ClaimContext, e: Expr, oracle: Oracle): { name: string; value: number }[] | undefined {
  const binders: Binder[] = [];
  let body = e;
  while (body.kind === 'quant' && body.quantifier === 'forall') {
    binders.push(...body.binders);
    body = body.body;
  }
  if (binders.length === 0) return undefined;
  const { layout, program } = ctx.game;
  const slots = new Map(layout.scope.slots);
  binders.forEach((b, k) => slots.set(b.name, { slot: layout.frameSize + k, type: b.domain.type?.kind === 'set' || b.domain.type?.kind === 'array' ? b.domain.type.elem : INT }));
  const scope: CompileScope = { ...layout.scope, slots };
  const c = (x: Expr) => compileExpr(x, scope, program);
  const frame = new Float64Array(layout.frameSize + binders.length);
  frame.set(ctx.game.frame);
  const test = c(body);
  const values: number[] = [];
  let found: number[] | undefined;
  const rec = (k: number): void => {
    if (found) return;
    if (k === binders.length) {
      if (!test(frame, oracle)) found = [...values];
      return;
    }
    const d = binders[k]!.domain;
    let domain: Iterable<number>;
    if (d.kind === 'range') {
      // lazily: the whole claim was already evaluated, so the failing value comes before any limit
      const lo = Number(c(d.lo)(frame, oracle));
      const hi = Number(c(d.hi)(frame, oracle));
      domain = (function* () {
        for (let v = lo; v <= hi; v++) yield v;
      })();
    } else if (d.kind === 'set') domain = [...new Set(d.elems.map((x) => Number(c(x)(frame, oracle))))];
    else domain = Array.from(c(d)(frame, oracle) as ArrayLike<number>, Number);
    for (const v of domain) {
      frame[layout.frameSize + k] = v;
      values[k] = v;
      rec(k + 1);
      if (found) return;
    }
  };
  rec(0);
  return found?.map((value, k) => ({ name: binders[k]!.name, value }));
}
