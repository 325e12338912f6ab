// Stage: semantics. The region as an explicit graph, built from the reference moves: per position its
// terminal status and its moves as lists of region indices (-1 for a target outside the region).
// A failure (a move leaving a declared domain, an evaluation error) is kept with its position.

import { EvalError } from '../lang/runtime.js';
import { regionIndex, regionPositions, type Position, type RefGame } from './refGame.js';
import { RefDomainError, refMoves, refTerminal, type RefMove } from './refMoves.js';

export interface RefGraph {
  game: RefGame;
  positions: Position[];
  terminal: (0 | 1 | 2 | 3)[];
  /** Per position, per move: the region index of each target (one, or a sum's components). */
  moves: number[][][];
  /** The reference moves themselves (targets as positions). */
  raw: RefMove[][];
  hasSums: boolean;
  /** Built from one position: true where it is not reachable (no terminal status, no moves read). */
  unreached?: boolean[];
}

export interface RefFailure {
  index: number;
  error: EvalError | RefDomainError;
}

/** The graph of the region; with `from` (a region index), of the positions reachable from it only:
 *  the others are never evaluated (a rule's error there is no error of the game read from `from`),
 *  and stay without moves, marked in `unreached`. */
export function buildRefGraph(game: RefGame, from?: number): RefGraph | RefFailure {
  const positions = regionPositions(game);
  const terminal: RefGraph['terminal'] = new Array(positions.length).fill(0);
  const moves: number[][][] = positions.map(() => []);
  const raw: RefMove[][] = positions.map(() => []);
  const unreached = from === undefined ? undefined : positions.map((_, i) => i !== from);
  const order = from === undefined ? positions.map((_, i) => i) : [from];
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    try {
      const t = refTerminal(game, positions[i]!);
      terminal[i] = t;
      // a terminal position has no moves: the game is over there
      const ms = t === 0 ? refMoves(game, positions[i]!) : [];
      raw[i] = ms;
      moves[i] = ms.map((m) => m.targets.map((q) => regionIndex(game, q)));
    } catch (error) {
      if (error instanceof EvalError || error instanceof RefDomainError) return { index: i, error };
      throw error;
    }
    if (!unreached) continue;
    for (const target of moves[i]!.flat())
      if (target >= 0 && unreached[target]) {
        unreached[target] = false;
        order.push(target);
      }
  }
  const graph: RefGraph = { game, positions, terminal, moves, raw, hasSums: game.spec.game.moves.some((m) => m.targets.length !== 1) };
  if (unreached) graph.unreached = unreached;
  return graph;
}

export function isFailure(x: RefGraph | RefFailure): x is RefFailure {
  return 'error' in x;
}

/** Some cycle of in-region moves among non-terminal positions (sum components count as moves). */
export function hasCycle(graph: RefGraph): boolean {
  const colour = new Uint8Array(graph.positions.length); // 0 new, 1 on the path, 2 done
  const visit = (v: number): boolean => {
    colour[v] = 1;
    for (const move of graph.moves[v]!) {
      for (const t of move) {
        if (t < 0) continue;
        if (colour[t] === 1) return true;
        if (colour[t] === 0 && visit(t)) return true;
      }
    }
    colour[v] = 2;
    return false;
  };
  for (let v = 0; v < colour.length; v++) if (colour[v] === 0 && visit(v)) return true;
  return false;
}
