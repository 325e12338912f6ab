// Stage: solve. The outcome of the start position alone, by a depth-first search that solves only the
// positions it needs: a position is fragile at its first safe target (its other moves are not
// followed), otherwise it waits for every target. For claims that ask about `start` alone
// (checkScope.ts), whose answer the rest of the reachable set does not change.
// Exact when no move leads to a sum and every position it decides has no target still on the search
// path or a winning move besides (a cycle without one gives up: retrograde analysis is needed then,
// searchPath.ts): the moves it follows form a finite acyclic graph whose leaves are terminals,
// positions outside the region, or positions won by a move not on a cycle, and each position's outcome
// follows from the targets it read by the rule of reachableForward.ts (a safe target makes it
// fragile; otherwise an outside target undetermined, a neutral one neutral, all fragile safe; a move
// that keeps the turn reads its target with safe and fragile exchanged). A move not followed could
// hide a rule's error, which the exploration of the reachable set reports at its position, so the
// search runs only when the game's code cannot fail to evaluate (mayFail.ts). A search that gives up
// returns undefined and the caller solves the reachable set as before.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type MoveSite, type TargetCode } from '../game/kernel.js';
import { tick } from '../lang/deadline.js';
import { mayFail } from './mayFail.js';
import { MemoryLimitReached, type ReachableBudget } from './reachableBudget.js';
import { exploreProgress } from './reachableProgress.js';
import { CYCLE, GIVE_UP, ON_PATH, decideCode, flipCode, popPathCode, pushPathCode, resumeByEntryCode, searchBuffers } from './searchPath.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from './solution.js';

/** Targets pushed on the work list between two charges to the run's deadline: k_tick counts
 *  positions only, and one position may push 10^5 of them (counting every move generated instead,
 *  z_any++, cost 15–30 % of the search's CPU on game 22). */
const PUSHES_PER_CHARGE = 4096;

/** Returns the number of positions solved, or -1 when the search gave up at a cycle. out[p] holds the
 *  outcome of each solved position (0 elsewhere). stats[1] receives the index expanded when an
 *  exception escapes. */
type SearchFn = (start: number, out: Uint8Array, stats: Float64Array, grow: (buffer: Int32Array, need: number) => Int32Array, progress: ((done: number, found: number) => void) | undefined) => number;

/** Per game: whether its code may fail (judged once), and the search, compiled on first use (the
 *  sparse search asks only the former: start-up cost, docs/performance.md). */
const cache = new WeakMap<Game, { search?: SearchFn | null; mayFail: boolean }>();

export interface StartSearch {
  out: Uint8Array;
  /** Positions solved (the start's outcome depends on them alone). */
  solved: number;
}

/** Whether the game's own code (moves, `end:` rules) may fail to evaluate somewhere (mayFail.ts). */
export function gameMayFail(game: Game): boolean {
  return judged(game).mayFail;
}

/** The outcome of `start` with only the positions it depends on solved, or undefined when the search
 *  does not apply (sums, or game code that may fail to evaluate), met a cycle or passed the memory
 *  limit. `out` (zeros, one byte per region position) is charged by the caller. */
export function searchFromStart(game: Game, start: number, out: Uint8Array, budget?: ReachableBudget): StartSearch | undefined {
  const c = judged(game);
  if (c.mayFail || game.hasSums) return undefined;
  const fn = (c.search ??= buildSearch(game));
  // the work lists (unsolved targets of the positions on the path, the path itself) grow as needed
  const { grow, release } = searchBuffers(budget);
  try {
    const solved = fn(start, out, new Float64Array(4), grow, exploreProgress());
    return solved < 0 ? undefined : { out, solved };
  } catch (e) {
    // past the memory limit (a deep search holds its whole path): the reachable set is solved instead
    if (e instanceof MemoryLimitReached) return undefined;
    throw e;
  } finally {
    release();
  }
}

function judged(game: Game): { search?: SearchFn | null; mayFail: boolean } {
  let c = cache.get(game);
  if (!c) cache.set(game, (c = game.hasSums ? { search: null, mayFail: true } : { mayFail: codeMayFail(game) }));
  return c;
}

/** Judged on the game's code alone, without the hooks of the search (which call K_grow). */
function codeMayFail(game: Game): boolean {
  const probe = game.kernel.begin();
  probe.enter('p');
  const terminal = probe.terminal();
  const moves = probe.moves({ target: (t) => `z_t = ${t.index};` });
  const constants = probe.bindings()['C'];
  const tables = Array.isArray(constants) ? constants : undefined;
  return mayFail(terminal, tables) || mayFail(moves, tables);
}

function buildSearch(game: Game): SearchFn {
  const session = game.kernel.begin();
  // per move: a target already solved is read at once (a safe one decides the position and ends the
  // moves); one not yet solved goes on the work list, to be searched; one on the path is noted
  const onTarget = (t: TargetCode, site: MoveSite): string => `{
  const z_t = ${t.index};
  z_any = 1;
  if (z_t < 0) z_acc |= ${1 << UNDETERMINED};
  else {
    const z_o = out[z_t];
    if (z_o === 0) {
      if (k_top >= k_targets.length) k_targets = K_grow(k_targets, k_top + 1);
      k_targets[k_top++] = ${site.keeps ? '-2 - z_t' : 'z_t'};
    } else if (z_o === ${ON_PATH}) z_acc |= ${CYCLE};
    else {
      const z_v = ${site.keeps ? flipCode('z_o') : 'z_o'};
      if (z_v === ${SAFE}) { z_acc = ${1 << SAFE}; break s_moves; }
      z_acc |= 1 << z_v;
    }
  }
}`;
  const enter = session.enter('p');
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget });
  const decide = decideCode(game);
  const body = `return function searchFromStart(start, out, stats, K_grow, progress) {
  ${session.declarations()}
  let p = start, term = 0, k_solved = 0, k_expanded = 0, k_pushed = 0;
  // the path: per position its index, where its unsolved targets begin in k_targets (a target of a
  // move that keeps the turn stored as -2 - index), the next one to read, and the outcome bits so far
  let k_path = K_grow(new Int32Array(0), 4 * 64), k_depth = 0;
  let k_targets = K_grow(new Int32Array(0), 1024), k_top = 0;
  try {
    let k_expand = start;
    for (;;) {
      // the targets pushed so far, charged to the run's deadline: a position may have many
      if (k_pushed >= ${PUSHES_PER_CHARGE}) { k_charge(k_pushed); k_pushed = 0; }
      if (k_expand >= 0) {
        p = k_expand;
        k_expand = -1;
        k_tick();
        if ((++k_expanded & 65535) === 0 && progress !== undefined) progress(k_solved, k_solved + k_depth);
        ${enter}
        term = 0;
        ${terminal}
        if (term !== 0) {
          out[p] = term === 1 ? ${SAFE} : term === 3 ? ${FRAGILE} : ${NEUTRAL};
          k_solved++;
        } else {
          const k_base = k_top;
          let z_acc = 0, z_any = 0;
          s_moves: {
            ${moves}
          }
          k_pushed += k_top - k_base + 1; // the targets pushed (each read again once or twice)
          if ((z_acc & ${1 << SAFE}) !== 0 || k_top === k_base) {
            k_top = k_base;
            ${GIVE_UP}
            out[p] = ${decide};
            k_solved++;
          } else {
            out[p] = ${ON_PATH};
            ${pushPathCode('p', 'z_acc')}
          }
        }
      }
      if (k_depth === 0) break;
      // resume the position at the end of the path where it stopped: read its targets until one is
      // unsolved (the outcome bits of those read so far are kept in the path)
      const k_f = (k_depth - 1) * 4;
      const k_p = k_path[k_f], k_base = k_path[k_f + 1];
      let k_j = k_path[k_f + 2], z_acc = k_path[k_f + 3], z_any = 1;
      ${resumeByEntryCode('out', (o) => `${o} === 0`, true)}
      ${popPathCode('out', decide)}
    }
  } catch (k_error) {
    stats[1] = p;
    throw k_error;
  }
  return k_solved;
};`;
  return compileKernelFunction<SearchFn>({ ...session.bindings(), k_charge: tick }, body, `search_${game.name}`);
}
