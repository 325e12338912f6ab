// Stage: semantics. The truth of a game within its region, by the naive definitions: outcomes by
// fixed-point iteration, through Grundy values (XOR of the components) when moves lead to sums under
// normal play, by minimax over multisets of components under misère play. A game the format gives no
// meaning to (a sum in a partizan game or with draw/win rules, misère sums with `end:` rules) is refused.

import { buildRefGame, type RefGame } from './refGame.js';
import { buildRefGraph, isFailure, type RefFailure, type RefGraph } from './refGraph.js';
import { refGrundy, type RefGrundy } from './refGrundy.js';
import { refMisereSums } from './refMisereSums.js';
import { refOutcomes } from './refOutcomes.js';
import type { Spec } from '../spec/model.js';

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

export function refSolveGame(game: RefGame): RefTruth {
  const problem = sumProblem(game);
  if (problem) return { kind: 'refused', reason: problem };
  const graph = buildRefGraph(game);
  if (isFailure(graph)) return { kind: 'failed', failure: graph };
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

export function refSolve(spec: Spec, params: Record<string, number>): RefTruth {
  return refSolveGame(buildRefGame(spec, params));
}
