// Stage: check. A `value:` conjecture (scores, issue 29) checked at every position of the region by
// the local equation of theory.md ("Scores as values"): V(p) = 0 at a terminal position or one
// without moves, otherwise V(p) = max over moves of points + V(q) (a kept move) or points − V(q) (a
// passing move) — `value-local`, which refutes V wherever it fails (on a finite game it holds
// everywhere iff V is the value); and V(p) against the value table — `value-truth`. A position whose
// value is not defined (a cycle of moves; beyond ±(2^53 − 1)) is a ZM4022 error, never compared.
// Each counterexample kept is re-confirmed by valueReference.ts (a disagreement is ZM9001).

import type { Diagnostic } from '../diag/diagnostic.js';
import { internalError } from '../diag/internalError.js';
import type { SpecGame } from '../game/buildGame.js';
import type { MoveInfo } from '../game/game.js';
import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import { EvalError } from '../lang/runtime.js';
import type { Solution } from '../solve/solution.js';
import { outcomeName } from '../solve/solution.js';
import type { ConjectureCheck } from './checkConjecture.js';
import { FailureCollector } from './collector.js';
import type { Condition, Counterexample, MoveReport } from './result.js';
import { pointsOf, referenceFormula, referenceValue } from './valueReference.js';
import { valuesOf } from './valueOracle.js';

const shown = (v: bigint): number | string => (v >= -BigInt(Number.MAX_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : String(v));

interface Failure {
  index: number;
  condition: Condition;
}

export function checkValueConjecture(
  game: SpecGame,
  formula: Expr,
  solution: Solution,
  options: { params: Record<string, number>; limit: number; range?: { from: number; to: number } },
): ConjectureCheck {
  const started = performance.now();
  const diagnostics: Diagnostic[] = [];
  // the counts and the smallest few failing positions per condition (0: value-local, 1: value-truth)
  const collector = new FailureCollector(2, game.region, options.limit);
  const fail = (condition: number, index: number, position: Float64Array): void =>
    collector.fail(
      condition,
      index,
      position.reduce((t, v) => t + Math.abs(v), 0),
    );
  const table = valuesOf(game);
  const file = game.file;
  if (typeof table === 'string') {
    return { conditions: [], failures: 0, diagnostics: [{ code: 'ZM4022', severity: 'error', file, span: formula.span, message: table }], seconds: 0, stopped: true };
  }
  const fn = compileExpr<number>(formula, game.layout.scope, game.program) as (frame: Float64Array) => number | bigint;
  const frame = Float64Array.from(game.frame);
  const so = game.layout.stateOffset;
  const V = (position: Float64Array): bigint => {
    frame.set(position.subarray(0, game.layout.stateSize), so);
    return BigInt(fn(frame));
  };
  const { from, to } = options.range ?? { from: 0, to: game.region.size };
  let undefinedAt: { index: number; why: string } | undefined;
  try {
    for (let index = from; index < to; index++) {
      // check.from: start solves the reachable positions only: the others are not part of the check
      if (solution.reachable && solution.outcome[index] === 0) continue;
      const position = game.region.decode(index);
      const v = V(position);
      const local = localValue(game, position, V);
      if (local !== undefined && local.value !== v) fail(0, index, position);
      const truth = table.at(index);
      if (truth.kind === 'value') {
        if (BigInt(truth.value) !== v) fail(1, index, position);
      } else if ((truth.kind === 'cycle' || truth.kind === 'huge') && !undefinedAt) {
        undefinedAt = {
          index,
          why: truth.kind === 'cycle' ? 'play from it can reach a cycle of moves, and points are counted only in plays that end' : 'it lies beyond ±(2^53 − 1), and zermelo does not round it',
        };
      } else if (truth.kind === 'error') throw truth.error;
    }
  } catch (error) {
    const d =
      error instanceof EvalError ? { code: 'ZM4202' as const, severity: 'error' as const, file, span: error.span, message: `the value conjecture fails to evaluate: ${error.message}` } : undefined;
    const index = error instanceof EvalError ? -1 : from;
    const diagnosed = d ?? game.diagnose(error, index);
    if (!diagnosed) throw error;
    return { conditions: [], failures: 0, diagnostics: [diagnosed], seconds: (performance.now() - started) / 1000, stopped: true };
  }
  if (undefinedAt) {
    diagnostics.push({
      code: 'ZM4022',
      severity: 'error',
      file,
      span: formula.span,
      message: `the value of ${game.formatPosition(game.region.decode(undefinedAt.index))} is not defined: ${undefinedAt.why}`,
      hint: 'a value conjecture needs a finite game within the bounds: make every play end (no cycle of moves)',
    });
  }
  const conditions = (['value-local', 'value-truth'] as const).map((condition, c) => {
    const kept: Counterexample[] = [];
    for (const { index } of collector.kept[c]!) {
      const cx = describeValue(game, formula, solution, options.params, { index, condition }, V);
      if (typeof cx === 'string') diagnostics.push(internalError(file, cx, formula.span));
      else kept.push(cx);
    }
    return { condition, failures: collector.counts[c]!, counterexamples: kept };
  });
  return { conditions, failures: collector.total(), diagnostics, seconds: (performance.now() - started) / 1000 };
}

/** max over moves of points ± V(target) (0 without moves), with the move achieving it; undefined
 *  where a move leads to a sum (no value). */
function localValue(game: SpecGame, position: Float64Array, V: (p: Float64Array) => bigint): { value: bigint; best?: MoveInfo; moves: MoveInfo[] } | undefined {
  const moves = game.terminalOf(position) !== 0 ? [] : game.listMoves(position);
  let value: bigint | undefined;
  let best: MoveInfo | undefined;
  for (const m of moves) {
    if (m.targets.length !== 1) return undefined;
    const w = V(m.targets[0]!.position);
    const total = m.keeps ? pointsOf(m) + w : pointsOf(m) - w;
    if (value === undefined || total > value) {
      value = total;
      best = m;
    }
  }
  return { value: value ?? 0n, moves, ...(best ? { best } : {}) };
}

/** The counterexample at a failing position, re-confirmed by the reference; a string when the
 *  reference disagrees (an internal error). */
function describeValue(game: SpecGame, formula: Expr, solution: Solution, params: Record<string, number>, f: Failure, V: (p: Float64Array) => bigint): Counterexample | string {
  const position = game.region.decode(f.index);
  const text = game.formatPosition(position);
  const conjectured = referenceFormula(game, formula, position);
  const local = localValue(game, position, (p) => referenceFormula(game, formula, p));
  const truth = referenceValue(game, position);
  const fails = f.condition === 'value-local' ? local !== undefined && local.value !== conjectured : truth !== undefined && truth !== conjectured;
  if (!fails || conjectured !== V(position)) return `the value check found ${f.condition} failing at ${text}, but the reference evaluation does not confirm it`;
  const trueBest = game.terminalOf(position) !== 0 ? undefined : bestByReference(game, position);
  const moves: MoveReport[] = (local?.moves ?? []).map((m) => {
    const t = m.targets[0]!;
    const w = t.index >= 0 ? referenceValue(game, t.position) : undefined;
    return {
      label: m.label,
      binders: m.binders,
      target: game.formatPosition(t.position),
      targets: [Array.from(t.position)],
      inRegion: t.index >= 0,
      points: shown(pointsOf(m)),
      conjecturedValue: shown(referenceFormula(game, formula, t.position)),
      ...(w !== undefined ? { trueValue: shown(w) } : {}),
      ...(t.index >= 0 ? { truth: outcomeName(solution.outcome[t.index]!) } : {}),
      ...(m.keeps ? { keeps: true as const } : {}),
      ...(m.generated ? { generated: true as const } : {}),
    };
  });
  const bestIndex = local?.best ? local.moves.indexOf(local.best) : -1;
  // two schemas may list moves with one label and one target but different points: match all three
  const trueIndex = trueBest
    ? local!.moves.findIndex((m) => m.label === trueBest.label && m.targets[0]!.index === trueBest.targets[0]!.index && m.keeps === trueBest.keeps && pointsOf(m) === pointsOf(trueBest))
    : -1;
  return {
    condition: f.condition,
    params: { ...params },
    position: Array.from(position),
    text,
    truth: outcomeName(solution.outcome[f.index]!),
    moves,
    offending: f.condition === 'value-local' && bestIndex >= 0 ? [bestIndex] : [],
    conjecturedValue: shown(conjectured),
    localValue: shown(local?.value ?? 0n),
    ...(truth !== undefined ? { trueValue: shown(truth) } : {}),
    ...(trueIndex >= 0 ? { bestMove: moves[trueIndex]! } : {}),
  };
}

/** A move achieving the true value by the reference search (the first in the lister's order). */
function bestByReference(game: SpecGame, position: Float64Array): MoveInfo | undefined {
  let best: { m: MoveInfo; total: bigint } | undefined;
  for (const m of game.listMoves(position)) {
    if (m.targets.length !== 1 || m.targets[0]!.index < 0) return undefined;
    const w = referenceValue(game, m.targets[0]!.position);
    if (w === undefined) return undefined;
    const total = m.keeps ? pointsOf(m) + w : pointsOf(m) - w;
    if (!best || total > best.total) best = { m, total };
  }
  return best?.m;
}
