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
}

export interface RefFailure {
  index: number;
  error: EvalError | RefDomainError;
}

export function buildRefGraph(game: RefGame): RefGraph | RefFailure {
  const positions = regionPositions(game);
  const terminal: RefGraph['terminal'] = [];
  const moves: number[][][] = [];
  const raw: RefMove[][] = [];
  for (let i = 0; i < positions.length; i++) {
    try {
      const t = refTerminal(game, positions[i]!);
      terminal.push(t);
      // a terminal position has no moves: the game is over there
      const ms = t === 0 ? refMoves(game, positions[i]!) : [];
      raw.push(ms);
      moves.push(ms.map((m) => m.targets.map((q) => regionIndex(game, q))));
    } catch (error) {
      if (error instanceof EvalError || error instanceof RefDomainError) return { index: i, error };
      throw error;
    }
  }
  return { game, positions, terminal, moves, raw, hasSums: game.spec.game.moves.some((m) => m.targets.length !== 1) };
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
