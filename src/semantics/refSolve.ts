// Stage: semantics. The truth of a game within its region, by the naive definitions: outcomes by
// fixed-point iteration, through Grundy values (XOR of the components) when moves lead to sums under
// normal play, by minimax over multisets of components under misère play. A game the format gives no
// meaning to (a sum in a partizan game or with draw/win rules, misère sums with `end:` rules) is refused.

import { buildRefGame, refStart, regionIndex, type RefGame } from './refGame.js';
import { buildRefGraph, isFailure, type RefFailure, type RefGraph } from './refGraph.js';
import { refGrundy, type RefGrundy } from './refGrundy.js';
import { refMisereSums } from './refMisereSums.js';
import { REF_UNDETERMINED, refOutcomes } from './refOutcomes.js';
import type { Spec } from '../model/model.js';

export type RefTruth =
  | { kind: 'failed'; failure: RefFailure }
  | { kind: 'refused'; reason: string }
  | { kind: 'solved'; game: RefGame; graph: RefGraph; outcome: number[]; cyclic: boolean; grundy: RefGrundy | string; generation?: number[] };

/** Why a game with sums has no defined value, or undefined. */
function sumProblem(game: RefGame): string | undefined {
  const g = game.spec.game;
  if (!g.moves.some((m) => m.targets.length !== 1)) return undefined;
  if (g.moves.some((m) => m.again)) return 'a sum in a game whose moves can keep the turn';
  if (!g.impartial) return 'a sum in a partizan game';
  const ends = g.end.lose || g.end.draw || g.end.win;
  if (g.play === 'misere' && ends) return 'a misère sum with end: rules';
  if (g.play === 'normal' && (g.end.draw || g.end.win)) return 'a sum with draw or win rules';
  return undefined;
}

/** What the check solves: the whole region, or the positions reachable from the start
 *  (`check.from: start`, or claims about the start alone: README, "From the start position"). */
export type RefScope = 'region' | 'start';

export function refSolveGame(game: RefGame, scope: RefScope = 'region'): RefTruth {
  const problem = sumProblem(game);
  if (problem) return { kind: 'refused', reason: problem };
  const start = scope === 'start' ? refStart(game) : undefined;
  const from = start ? regionIndex(game, start) : -1;
  if (scope === 'start' && from < 0) return { kind: 'refused', reason: 'no start position inside the region' };
  const graph = buildRefGraph(game, scope === 'start' ? from : undefined);
  if (isFailure(graph)) return { kind: 'failed', failure: graph };
  const truth = solveGraph(game, graph);
  return graph.unreached && truth.kind === 'solved' ? onlyReached(truth, graph.unreached) : truth;
}

function solveGraph(game: RefGame, graph: RefGraph): RefTruth {
  const grundy = refGrundy(graph);
  if (!graph.hasSums) {
    const o = refOutcomes(graph);
    return { kind: 'solved', game, graph, outcome: o.outcome, generation: o.generation, cyclic: o.cyclic, grundy };
  }
  if (game.spec.game.play === 'misere') {
    const o = refMisereSums(graph);
    if (typeof o === 'string') return { kind: 'refused', reason: `misère sums: ${o}` };
    return { kind: 'solved', game, graph, outcome: o, cyclic: false, grundy };
  }
  if (typeof grundy === 'string') return { kind: 'refused', reason: `sums: ${grundy}` };
  return { kind: 'solved', game, graph, outcome: grundy.outcome, cyclic: false, grundy };
}

type Solved = Extract<RefTruth, { kind: 'solved' }>;

/** The truth read from the start: positions it does not reach are undetermined (nothing was read
 *  there, they only stand in the graph without moves), and Grundy values are not given. */
function onlyReached(t: Solved, unreached: boolean[]): Solved {
  const solved: Solved = { ...t, outcome: t.outcome.map((x, i) => (unreached[i] ? REF_UNDETERMINED : x)), grundy: 'Grundy values are not solved from the start alone' };
  if (t.generation) solved.generation = t.generation.map((x, i) => (unreached[i] ? -1 : x));
  return solved;
}

export function refSolve(spec: Spec, params: Record<string, number>, scope: RefScope = 'region'): RefTruth {
  return refSolveGame(buildRefGame(spec, params), scope);
}
