// Stage: solve. What the two searches from the start share — over region indices (startSearch.ts) and
// over stored keys (sparseSearch.ts): the work lists that grow as the path deepens, charged to the
// memory budget; the path's frames (a position, where its targets begin, the next one to read, the
// outcome bits read so far); the outcome of a position from its targets' bits (as reachableForward.ts
// decides); and what a target still on the path means. Such a target is not known yet (a cycle): a
// winning move elsewhere still decides the position, and without one the search gives up (the caller
// then solves the reachable set, which handles cycles). The code fragments are spliced into each
// search's generated function, whose variables they name: z_acc (the outcome bits), z_any (some move
// exists), k_path / k_depth (the path), K_grow (the growth of a work list).

import type { Game } from '../game/game.js';
import { REACHED_BYTES, type ReachableBudget } from './reachableBudget.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from './solution.js';

/** Marks a position on the search path (never an outcome: those are 1..4). */
export const ON_PATH = 7;
/** The bit of a position's accumulated outcomes that says a target is on the search path. */
export const CYCLE = 1 << 6;

/** The work lists of one search: `grow` returns a copy of `buffer` with room for `need` entries,
 *  charged to `budget` (MemoryLimitReached past the limit); `release` gives back all it charged. */
export function searchBuffers(budget: ReachableBudget | undefined): { grow: (buffer: Int32Array, need: number) => Int32Array; release: () => void } {
  let charged = 0;
  const grow = (buffer: Int32Array, need: number): Int32Array => {
    let length = Math.max(1024, buffer.length);
    while (length < need) length *= 2;
    budget?.charge((length - buffer.length) * REACHED_BYTES, `room for ${need} entries of the search from the start`);
    charged += (length - buffer.length) * REACHED_BYTES;
    const bigger = new Int32Array(length);
    bigger.set(buffer);
    return bigger;
  };
  return { grow, release: () => budget?.release(charged) };
}

/** An outcome `o` as the mover of a move that keeps the turn reads it: safe and fragile exchanged. */
export function flipCode(o: string): string {
  return `(${o} === ${SAFE} ? ${FRAGILE} : ${o} === ${FRAGILE} ? ${SAFE} : ${o})`;
}

/** The outcome of a position from the bits of its targets' outcomes (z_acc) and whether it has a
 *  move (z_any): fragile at a safe target; without a move, lost (normal play) or won (misère). */
export function decideCode(game: Pick<Game, 'play'>): string {
  const noMove = game.play === 'misere' ? FRAGILE : SAFE;
  return `((z_acc & ${1 << SAFE}) !== 0 ? ${FRAGILE} : z_any === 0 ? ${noMove} : (z_acc & ${1 << UNDETERMINED}) !== 0 ? ${UNDETERMINED} : (z_acc & ${1 << NEUTRAL}) !== 0 ? ${NEUTRAL} : ${SAFE})`;
}

/** Before a position is decided: a target on the path and no winning move — the search gives up. */
export const GIVE_UP = `if ((z_acc & ${1 << SAFE}) === 0 && (z_acc & ${CYCLE}) !== 0) return -1;`;

/** Pushes the frame of position `id` (its targets from k_base, their outcome bits `acc`) on the path. */
export function pushPathCode(id: string, acc: string): string {
  return `if (k_depth * 4 + 4 > k_path.length) k_path = K_grow(k_path, k_depth * 4 + 4);
            k_path[k_depth * 4] = ${id};
            k_path[k_depth * 4 + 1] = k_base;
            k_path[k_depth * 4 + 2] = k_base;
            k_path[k_depth * 4 + 3] = ${acc};
            k_depth++;`;
}

/** Resumes the position on top of the path (frame k_f) over targets stored by entry (`outcomes`[t],
 *  a target of a move that keeps the turn as -2 - t): reads them until one is unsolved, which is
 *  then expanded (k_expand) and read again when the search comes back. With `stopAtSafe` a target
 *  safe for its mover ends the reading (the position is fragile); without, every target is read. */
export function resumeByEntryCode(outcomes: string, unsolved: (o: string) => string, stopAtSafe: boolean): string {
  return `for (; k_j < k_top; k_j++) {
        const z_e = k_targets[k_j], z_t = z_e < 0 ? -2 - z_e : z_e;
        const z_o = ${outcomes}[z_t];
        if (${unsolved('z_o')}) break;
        if (z_o === ${ON_PATH}) { z_acc |= ${CYCLE}; continue; }
        const z_v = z_e < 0 ? ${flipCode('z_o')} : z_o;
        ${stopAtSafe ? `if (z_v === ${SAFE}) { z_acc = ${1 << SAFE}; k_j = k_top; break; }` : ''}
        z_acc |= 1 << z_v;
      }
      if (k_j < k_top) {
        // an unsolved target: search it, then come back to it here
        k_path[k_f + 2] = k_j;
        k_path[k_f + 3] = z_acc;
        const z_e = k_targets[k_j];
        k_expand = z_e < 0 ? -2 - z_e : z_e;
        continue;
      }`;
}

/** Decides the position on top of the path (k_p) once its targets are read, into \`outcomes\`, and
 *  pops its frame and targets; gives up at a cycle without a winning move. */
export function popPathCode(outcomes: string, decide: string): string {
  return `${GIVE_UP}
      ${outcomes}[k_p] = ${decide};
      k_solved++;
      k_top = k_base;
      k_depth--;`;
}
