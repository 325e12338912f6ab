// Stage: run. What a bounded run from the start (check.from: start) determined: the positions
// reachable from the start inside the box. With it, a confirmed counterexample of the prover — which
// reasons about every position of the state space — refutes the file only at a reached position: the
// conjecture is claimed on those (docs/format-guide.md, "From the start position"); elsewhere it
// refutes nothing, and the prover's result is unknown. Sampling is scoped the same way: it skips the
// positions the start does not reach. Input: the Spec, the bounded run, the prover's summary and
// counterexamples, the sampled positions. Output: the same, scoped to the reached positions.

import { startIndex } from '../check/checkScope.js';
import { buildGame, type SpecGame } from '../game/buildGame.js';
import type { CounterexampleReport, SymbolicSummary } from '../report/model.js';
import { exploreReachable } from '../solve/reachableExplore.js';
import type { Spec } from '../model/model.js';
import { parsePosition } from '../teach/positionInput.js';
import type { BoundedRun, CertifyRun } from './engines.js';

/** Whether the start reaches this region index (the exploration of the bounded run, made again: only
 *  for a confirmed counterexample of another engine, so at most the cost of that run). */
export function reachedFromStart(game: SpecGame, spec: Spec, index: number): boolean {
  const start = startIndex(game, spec);
  if (typeof start !== 'number') return false;
  try {
    return exploreReachable(game, start).mark[index] === 1;
  } catch {
    return false; // a rule that fails to evaluate on the way: the bounded run reported it
  }
}

/** Why sampling skips a position of a file checked from the start that the start does not reach. */
export const NOT_REACHED_FROM_START = 'the start does not reach it within the bounds (check.from: start: the conjecture is checked on the reachable positions only)';

/** For sampling a file checked from the start: whether a sampled position is one the start reaches
 *  within the box, at parameter values the bounded run swept (elsewhere nothing was explored from
 *  the start, and exploring an unswept box could be of any size). Each swept game is explored once. */
export function sampledReached(spec: Spec, bounded: BoundedRun): (params: Readonly<Record<string, number>>, position: Float64Array) => boolean {
  const key = (params: Readonly<Record<string, number>>): string => spec.game.params.map((p) => params[p.name]).join(',');
  const swept = new Set(bounded.summary.perParam.map((r) => key(r.params as Record<string, number>)));
  if (spec.game.params.length === 0) swept.add('');
  const marks = new Map<string, { game: SpecGame; mark: Uint8Array } | null>();
  return (params, position) => {
    const k = key(params);
    if (!swept.has(k)) return false;
    if (!marks.has(k)) marks.set(k, explored(spec, params));
    const m = marks.get(k);
    const index = m ? m.game.region.encode(position) : -1;
    return index >= 0 && m!.mark[index] === 1;
  };
}

function explored(spec: Spec, params: Readonly<Record<string, number>>): { game: SpecGame; mark: Uint8Array } | null {
  const game = buildGame(spec, { ...params }).value;
  if (!game) return null;
  const start = startIndex(game, spec);
  if (typeof start !== 'number') return null;
  try {
    return { game, mark: exploreReachable(game, start).mark };
  } catch {
    return null; // a rule that fails to evaluate on the way: the bounded run reported it
  }
}

/** A counterexample's position is one the start reaches within the box (of its parameter values). */
function atReachedPosition(spec: Spec, cx: CounterexampleReport): boolean {
  const params: Record<string, number> = {};
  for (const [k, x] of Object.entries(cx.params)) {
    if (typeof x !== 'number') return false;
    params[k] = x;
  }
  const game = buildGame(spec, params).value;
  if (!game) return false;
  const position = parsePosition(cx.positionText, game);
  const index = typeof position === 'string' ? -1 : game.region.encode(position);
  return index >= 0 && reachedFromStart(game, spec, index);
}

export interface ProverResult {
  summary: SymbolicSummary | null;
  counterexamples: readonly CounterexampleReport[];
}

/** The prover's refutation of a file checked from the start stands when one of its counterexamples
 *  is at a reached position (only those are kept); with none there, it is unknown, with the reason. */
export function proverOnReached(spec: Spec, bounded: BoundedRun | undefined, prover: ProverResult): ProverResult {
  const fromStart = bounded ? bounded.summary.from === 'start' : spec.check.from?.value === 'start';
  if (!fromStart || prover.summary?.status !== 'refuted') return prover;
  const reached = prover.counterexamples.filter((cx) => atReachedPosition(spec, cx));
  if (reached.length > 0) return { summary: prover.summary, counterexamples: reached };
  const first = prover.counterexamples[0];
  const where = first ? ` (the first: ${first.positionText})` : '';
  const reason = `the prover's counterexamples${where} are positions the start does not reach; the conjecture is checked on the reachable ones only (check.from: start)`;
  return { summary: { ...prover.summary, status: 'unknown', reason }, counterexamples: [] };
}

/** A certificate's refutation of a file checked from the start stands when a refuted claim or a
 *  counterexample to the conjecture at a reached position remains; otherwise the certificate
 *  decided nothing about the reached positions (not-certified, with the reason), and the later
 *  stages run as without it. */
export function certificateOnReached(spec: Spec, bounded: BoundedRun | undefined, certified: CertifyRun): CertifyRun {
  const fromStart = bounded ? bounded.summary.from === 'start' : spec.check.from?.value === 'start';
  if (!fromStart || certified.summary.status !== 'refuted') return certified;
  const kept = certified.counterexamples.filter((cx) => cx.condition === 'claim' || atReachedPosition(spec, cx));
  if (kept.length > 0) return { ...certified, counterexamples: kept };
  const first = certified.counterexamples[0];
  const where = first ? ` (${first.positionText})` : '';
  const reason = `the certificate's counterexample${where} is a position the start does not reach; the conjecture is checked on the reachable ones only (check.from: start)`;
  return { ...certified, summary: { ...certified.summary, status: 'not-certified', reason }, counterexamples: [] };
}
