// Stage: check. What is true where a claim fails: the failing statement (the body of its leading ∀
// at the failing instance, or the whole claim) is evaluated again by the reference interpreter with
// an oracle that records the positions it asks the solved game about; their true classes, the true
// values of the sides the statement compares (a = b, a ⇔ b, a ⇒ b …), and a line of perfect play
// from the first position asked about. Input: a claim context and a failing claim. Output: ClaimTruth.

import type { Expr } from '../lang/ast.js';
import { printExpr } from '../lang/print.js';
import { OutOfSteps, evalReference, type RefValue } from '../lang/reference.js';
import { EvalError, OUTCOME_FRAGILE, OUTCOME_NEUTRAL, OUTCOME_SAFE, type Oracle } from '../lang/runtime.js';
import type { Type } from '../lang/types.js';
import type { ClaimSpec } from '../model/model.js';
import { principalLine } from '../solve/principalLine.js';
import { outcomeName } from '../solve/solution.js';
import { REFERENCE_STEPS, referenceEnv } from './claimReference.js';
import type { SpecGame } from '../game/buildGame.js';
import type { GrundySolution, Solution } from '../solve/solution.js';
import { withGenerations } from './checkConjecture.js';
import type { ClaimTruth, TruthPosition } from './result.js';
import { bestMove } from './valueOracle.js';

/** Positions shown at most (an ∃ over a range may ask about many). */
const POSITIONS_SHOWN = 4;

/** What claimTruth reads of the claim's context (claims.ts's ClaimContext). */
export interface TruthContext {
  game: SpecGame;
  solution: Solution;
  grundy: () => GrundySolution | string;
}

export function claimTruth(ctx: TruthContext, claim: ClaimSpec, oracle: Oracle, instance: readonly { name: string; value: number }[] | undefined): ClaimTruth {
  const { game } = ctx;
  // outcome: what the oracle answered, the class the claim was judged by (a region stored by key has
  // no outcome per index to read afterwards)
  const asked: { position: Float64Array; grundy: boolean; value?: number; outcome?: number }[] = [];
  const seen = new Set<string>();
  let recordingOn = true;
  const note = (position: Float64Array, grundy: boolean, value?: number, outcome?: number): void => {
    if (!recordingOn) return;
    const key = `${grundy}|${value !== undefined}|${position.join()}`;
    if (seen.has(key) || asked.length >= POSITIONS_SHOWN) return;
    seen.add(key);
    asked.push({ position: Float64Array.from(position), grundy, ...(value !== undefined ? { value } : {}), ...(outcome !== undefined ? { outcome } : {}) });
  };
  const recording: Oracle = {
    outcome: (position, span) => {
      const o = oracle.outcome(position, span);
      note(position, false, undefined, o);
      return o;
    },
    grundy: (position, span) => {
      const g = oracle.grundy(position, span);
      note(position, true);
      return g;
    },
    value: (position, span) => {
      const v = oracle.value(position, span);
      note(position, false, v);
      return v;
    },
    start: (span) => oracle.start(span),
  };
  const opts = { steps: REFERENCE_STEPS, ...(instance ? { instance } : {}) };
  // one environment, so one step budget (REFERENCE_STEPS) for the sides and the statement together
  const { env, body } = referenceEnv(game, claim.holds, recording, opts);
  // the positions the statement asks about, in its own order (∧, ∨, ⇒ stop early: the last one
  // asked is where it failed); the sides are evaluated afterwards, without recording
  try {
    evalReference(body, env);
  } catch (error) {
    if (!(error instanceof OutOfSteps || error instanceof EvalError)) throw error;
  }
  recordingOn = false;
  // a binder of the failing instance is already named with its value where the claim fails
  const bound = new Set(instance?.map((b) => b.name));
  const values = sides(body)
    .filter((side) => !(side.kind === 'name' && bound.has(side.name)))
    .flatMap((side) => {
      try {
        return [{ expression: printExpr(side), value: show(evalReference(side, env), side.type, game.players) }];
      } catch (error) {
        if (error instanceof OutOfSteps || error instanceof EvalError) return [];
        throw error;
      }
    });
  const solved = withGenerations(game, ctx.solution);
  const positions: TruthPosition[] = asked.map(({ position, grundy, value: worth, outcome }) => {
    const index = game.region.encode(position);
    const best = worth !== undefined ? bestMove(game, position, index) : undefined;
    const generation = solved.generation?.[index];
    const g = grundy ? ctx.grundy() : undefined;
    const value = g && typeof g !== 'string' ? g.grundy[index] : undefined;
    return {
      position: Array.from(position),
      text: game.formatPosition(position),
      truth: outcomeName(outcome ?? ctx.solution.outcomeAt?.(position) ?? solved.outcome[index]!),
      ...(generation !== undefined && generation >= 0 ? { generation } : {}),
      ...(value !== undefined && value >= 0 ? { grundy: value } : {}),
      ...(worth !== undefined ? { value: worth } : {}),
      ...(best ? { best: { move: best.move.label, points: best.points, ...(best.move.keeps ? { keeps: true as const } : {}), to: game.formatPosition(best.move.targets[0]!.position) } } : {}),
    };
  });
  const first = asked[0];
  // a line of perfect play reads outcomes, which ignore points: none for a value question
  // and none where the positions are stored by key (the search that stops early keeps too few outcomes)
  const line = first && first.value === undefined && !ctx.solution.outcomeAt;
  return { positions, values, ...(line ? { line: principalLine(game, solved, first.position) } : {}) };
}

/** The compared sides of a statement, literals left out: `a = b` → a, b; `¬(a ⇔ b)` → a, b; the
 *  sides of each part of a ∧ or ∨ (`n < 5 ∨ grundy(5) = 1` → n, grundy(5)). */
function sides(e: Expr, depth = 0): Expr[] {
  const body = e.kind === 'not' ? e.arg : e;
  if (body.kind === 'logic' && (body.op === 'and' || body.op === 'or')) return depth < 3 ? [...sides(body.left, depth + 1), ...sides(body.right, depth + 1)] : [];
  const all = body.kind === 'cmp' ? body.args : body.kind === 'logic' ? [body.left, body.right] : [];
  return all.filter((x) => x.kind !== 'int' && x.kind !== 'real' && x.kind !== 'bool');
}

/** A reference value as the file would write it. */
function show(v: RefValue, type: Type | undefined, players: readonly [string, string] | undefined): string {
  if (Array.isArray(v)) return `[${v.map((x) => show(x, type?.kind === 'array' ? type.elem : undefined, players)).join(', ')}]`;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (type?.kind === 'outcome') return v === OUTCOME_SAFE ? 'safe' : v === OUTCOME_FRAGILE ? 'fragile' : v === OUTCOME_NEUTRAL ? 'neutral' : String(v);
  if (type?.kind === 'player' && players) return players[Number(v)] ?? String(v);
  return String(v);
}
