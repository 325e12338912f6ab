// Stage: semantics. What a game file with points means (`score:`, theory.md "Scores as values"): the
// value of every region position by plain recursive negamax over the reference graph, and the
// outcome of the game decided by points with a difference d already on the board, by plain minimax
// over (position, d); what a `value:` conjecture's bounded check must find. Deliberately naive: the definitions the value engine is tested against.

import type { Expr } from '../lang/ast.js';
import { evalReference } from '../lang/reference.js';
import { positionEnv, type Position, type RefGame } from './refGame.js';
import { buildRefGraph, isFailure, type RefFailure, type RefGraph } from './refGraph.js';

export type RefValueAt =
  | { kind: 'value'; value: bigint }
  /** play from here can reach a cycle of moves: points are counted only in plays that end */
  | { kind: 'cycle' }
  /** play from here can reach a move leaving the region (and no cycle) */
  | { kind: 'outside' }
  /** a graph explored from the start does not reach the position: its moves are not in it */
  | { kind: 'unreached' };

/** Whether play from each position can go on forever (reach a cycle through in-region moves):
 *  the complement of the least set closed under "every in-region move leads into the set". */
function endless(graph: RefGraph): boolean[] {
  const n = graph.positions.length;
  const ends = new Array<boolean>(n).fill(false);
  for (let changed = true; changed;) {
    changed = false;
    for (let p = 0; p < n; p++) {
      if (ends[p]) continue;
      if (graph.moves[p]!.every((m) => m.every((t) => t < 0 || ends[t]))) {
        ends[p] = true;
        changed = true;
      }
    }
  }
  return ends.map((e) => !e);
}

/** The value of every position: 0 at a terminal position or one without moves, otherwise the max
 *  over moves of points + v(q) (the move keeps the turn) or points − v(q) (it passes it). A graph
 *  with sums has no values here (the format refuses `score:` with sums). In a graph explored from
 *  the start, a reached position only moves to reached ones: its value is its value in the game. */
export function refValues(graph: RefGraph): RefValueAt[] {
  const forever = endless(graph);
  const memo = new Map<number, RefValueAt>();
  const at = (p: number): RefValueAt => {
    const known = memo.get(p);
    if (known) return known;
    let result: RefValueAt;
    if (graph.unreached?.[p]) result = { kind: 'unreached' };
    else if (forever[p]) result = { kind: 'cycle' };
    else {
      // recursion ends: play from p is finite (no cycle is reachable)
      let best: bigint | undefined;
      let outside = false;
      graph.moves[p]!.forEach((m, k) => {
        const t = m[0]!;
        const w = t < 0 ? undefined : at(t);
        if (!w || w.kind !== 'value') {
          outside = true;
          return;
        }
        const move = graph.raw[p]![k]!;
        const total = move.keeps ? move.points + w.value : move.points - w.value;
        if (best === undefined || total > best) best = total;
      });
      result = outside ? { kind: 'outside' } : { kind: 'value', value: best ?? 0n };
    }
    memo.set(p, result);
    return result;
  };
  return graph.positions.map((_, p) => at(p));
}

/** The value of one region position, by the graph of the positions reachable from it (the value
 *  depends on nothing else: a rule failing elsewhere in the region does not touch it), or the
 *  failure met on the way; with that graph and its values (for the targets of its moves). */
export function refValueFrom(game: RefGame, index: number): { value: RefValueAt; graph: RefGraph; values: RefValueAt[] } | RefFailure {
  const graph = buildRefGraph(game, index);
  if (isFailure(graph)) return graph;
  const values = refValues(graph);
  return { value: values[index]!, graph, values };
}

/** -1 loss, 0 draw, 1 win for the player to move. */
export type Sign = -1 | 0 | 1;

const negate = (o: Sign): Sign => (o === 0 ? 0 : o === 1 ? -1 : 1);

/** The outcome, for the player to move at position p, of the game decided by points with the
 *  difference d (the mover's points minus the other's) already on the board: at the end (a terminal
 *  position or one without moves) the sign of d; otherwise the best over moves of the outcome of the
 *  target with d' = d + points (a kept move: the same player judges it) or d' = −(d + points) (a
 *  passing move, negated). Defined where play is finite inside the region, else undefined. */
export function refPointsOutcome(graph: RefGraph, values: RefValueAt[]): (p: number, d: bigint) => Sign | undefined {
  const memo = new Map<string, Sign>();
  const outcome = (p: number, d: bigint): Sign | undefined => {
    if (values[p]!.kind !== 'value') return undefined;
    const key = `${p}:${d}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const moves = graph.moves[p]!;
    let best: Sign = moves.length === 0 ? (d > 0n ? 1 : d < 0n ? -1 : 0) : -1;
    moves.forEach((m, k) => {
      const move = graph.raw[p]![k]!;
      const gained = d + move.points;
      const o = move.keeps ? outcome(m[0]!, gained)! : negate(outcome(m[0]!, -gained)!);
      if (o > best) best = o;
    });
    memo.set(key, best);
    return best;
  };
  return outcome;
}

/** What a `value:` conjecture's bounded check must find (failing positions per condition), naively:
 *  `value-local` where V(p) differs from the best of points ± V(target) over the moves of p (0
 *  without moves), `value-truth` where the value is defined and differs from V(p). Only the positions
 *  the check solves (all, or those reached from the start). Throws the formula's EvalError. */
export function refValueCheck(graph: RefGraph, values: RefValueAt[], formula: Expr): Record<string, number> {
  const counts: Record<string, number> = {};
  const fail = (name: string): void => void (counts[name] = (counts[name] ?? 0) + 1);
  const V = (p: Position): bigint => refFormula(graph, formula, p);
  graph.positions.forEach((p, i) => {
    if (graph.unreached?.[i]) return;
    const v = V(p);
    let local: bigint | undefined;
    for (const m of graph.raw[i]!) {
      const total = m.keeps ? m.points + V(m.targets[0]!) : m.points - V(m.targets[0]!);
      if (local === undefined || total > local) local = total;
    }
    if ((local ?? 0n) !== v) fail('value-local');
    const truth = values[i]!;
    if (truth.kind === 'value' && truth.value !== v) fail('value-truth');
  });
  return counts;
}

/** The conjectured value V(p) at a position, by the BigInt interpreter. */
export function refFormula(graph: RefGraph, formula: Expr, p: Position): bigint {
  return BigInt(evalReference(formula, positionEnv(graph.game, p)) as bigint);
}
