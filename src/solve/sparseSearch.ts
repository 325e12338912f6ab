// Stage: solve. The search from the start (startSearch.ts) over a sparse region: positions are
// stored by their packed keys (sparseKey.ts) in a hash table (sparseTable.ts) instead of by a
// region index, so the box may be far larger than 2^31 and memory grows with the positions found.
// The kernel enters a position from its key and gives each target's changed slots (TargetCode.
// changes), from which the target's key is the current one with those slots replaced.
// Two modes. `stop`: a position is fragile at its first safe target, whose other moves are not
// followed — only when the game's code cannot fail to evaluate (mayFail.ts), since an error at a
// position not looked at would go unreported. `full`: every move of every reached position is
// followed, so every position reachable from the start is solved (and any rule's error reported).
// In `stop` mode, as the C search of ../shared/bench-ref/extra/triangle_game: each target's `end:`
// rules are evaluated in its move's code (game/keyMasks.ts: only what a changed bit can make true),
// the first winning move ends the position's moves, and a target is stored only when the search
// goes deeper from it (docs/performance.md, games whose positions are sets).
// Exact when no cycle is met (a target on the search path gives up) and no move leads to a sum;
// each outcome follows from its targets' as in reachableForward.ts.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type MoveSite, type TargetCode } from '../game/kernel.js';
import { keyLayout, packKey, unpackKey, type KeyLayout } from './sparseKey.js';
import { SparseTable } from './sparseTable.js';
import { MemoryLimitReached, type ReachableBudget } from './reachableBudget.js';
import { exploreProgress } from './reachableProgress.js';
import { CYCLE, GIVE_UP, ON_PATH, decideCode, flipCode, popPathCode, pushPathCode, resumeByEntryCode, searchBuffers } from './searchPath.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from './solution.js';
import { gameMayFail } from './startSearch.js';

/** Marks a position found not terminal by the look-ahead of `stop` mode, not solved yet. */
const PROBED = 6;

export type SparseMode = 'stop' | 'full';

type SearchFn = (
  startKey: Int32Array,
  table: SparseTable,
  stats: Float64Array,
  grow: (buffer: Int32Array, need: number) => Int32Array,
  progress: ((done: number, found: number) => void) | undefined,
  check: ((key: Int32Array) => void) | undefined,
) => number;

export interface SparseSearch {
  /** The positions found (solved, or found as targets and not needed), by key. */
  table: SparseTable;
  layout: KeyLayout;
  /** The start's entry in the table. */
  start: number;
  /** Positions solved. */
  solved: number;
  mode: SparseMode;
}

/** Why the search could not answer: a cycle met, or a rule's error at a position (`error`, with the
 *  position where it was thrown). */
export type SparseFailure = { kind: 'cycle' } | { kind: 'error'; error: unknown; position: Float64Array | undefined };

const cache = new WeakMap<Game, Map<string, SearchFn>>();

/** The mode the search takes for this game: `stop` when only the start's outcome is asked for and no
 *  rule can fail to evaluate, `full` otherwise. */
export function sparseMode(game: Game, startOnly: boolean): SparseMode {
  return startOnly && !gameMayFail(game) ? 'stop' : 'full';
}

/** A declared symmetry the search uses: positions stored by their orbit's canonical key, and every
 *  position expanded checked first (symmetryCheck.ts; it throws SymmetryBroken). */
export interface SearchSymmetry {
  canonical: (key: Int32Array) => Int32Array;
  check: (key: Int32Array) => void;
}

/** Solves `start` (a position inside the sparse region) by a depth-first search over keys. Throws
 *  MemoryLimitReached (reachableBudget.ts) past the limit. */
/** `drawLoser` (stop mode, partizan games): the player a draw counts as a loss for, the other's win —
 *  the search then answers whether that player can force a win (boundSearch.ts), and the outcomes
 *  it stores are those of that two-outcome game, not of the game itself. */
export function searchSparse(game: Game, start: Float64Array, mode: SparseMode, budget?: ReachableBudget, symmetry?: SearchSymmetry, drawLoser?: number): SparseSearch | SparseFailure {
  if (game.hasSums) throw new Error('internal: the sparse search does not handle sums');
  const layout = keyLayout(game.region);
  // solveSparse refuses a slot too wide for a key before the search (ZM4021)
  if ('slot' in layout) throw new Error(`internal: slot ${layout.slot} ranges over ${layout.values} values, more than a 31-bit part of a key holds`);
  const fn = compiled(game, layout, mode, drawLoser);
  const table = new SparseTable(layout.words, budget, 1024, symmetry?.canonical);
  const { grow, release } = searchBuffers(budget);
  const stats = new Float64Array(4).fill(-1);
  const startKey = packKey(layout, start);
  try {
    const solved = fn(startKey, table, stats, grow, exploreProgress(), symmetry?.check);
    if (solved < 0) {
      table.release();
      return { kind: 'cycle' };
    }
    return { table, layout, start: table.find(startKey), solved, mode };
  } catch (error) {
    const at = stats[1]!;
    const position = at >= 0 ? unpackKey(layout, table.keys, at * layout.words) : undefined;
    table.release();
    if (error instanceof MemoryLimitReached) throw error;
    return { kind: 'error', error, position };
  } finally {
    release();
  }
}

/** The outcome of a position in a finished search (0 when the search did not solve it). */
export function sparseOutcome(search: SparseSearch, position: ArrayLike<number>): number {
  const id = search.table.find(packKey(search.layout, position));
  const o = id < 0 ? 0 : search.table.outcome[id]!;
  return o === ON_PATH || o === PROBED ? 0 : o;
}

/** Extends a finished search to another position (a claim names one it did not solve): the same
 *  table, mode and symmetry check, so what either search solved serves the other. The position's
 *  outcome, or why it could not be solved; after a failure the table holds positions left on the
 *  search path, so the search is not to be extended again. */
export function searchFrom(game: Game, search: SparseSearch, position: ArrayLike<number>, budget?: ReachableBudget, symmetry?: SearchSymmetry): number | SparseFailure {
  const fn = compiled(game, search.layout, search.mode, undefined);
  const { grow, release } = searchBuffers(budget);
  const stats = new Float64Array(4).fill(-1);
  try {
    const solved = fn(packKey(search.layout, position), search.table, stats, grow, exploreProgress(), symmetry?.check);
    if (solved < 0) return { kind: 'cycle' };
    search.solved += solved;
    return sparseOutcome(search, position);
  } catch (error) {
    if (error instanceof MemoryLimitReached) throw error;
    const at = stats[1]!;
    return { kind: 'error', error, position: at >= 0 ? unpackKey(search.layout, search.table.keys, at * search.layout.words) : undefined };
  } finally {
    release();
  }
}

function compiled(game: Game, layout: KeyLayout, mode: SparseMode, drawLoser: number | undefined): SearchFn {
  let byMode = cache.get(game);
  if (!byMode) cache.set(game, (byMode = new Map()));
  const name = drawLoser === undefined ? mode : `${mode} ${drawLoser}`;
  let fn = byMode.get(name);
  if (!fn) byMode.set(name, (fn = buildSearch(game, layout, mode, drawLoser)));
  return fn;
}

/** Code of the outcome an `end:` rule gives (term: 1 lose, 2 draw, 3 win) at the position of key
 *  `key`; with `drawLoser`, a draw is a loss for that player (read from the key's turn) and a win
 *  for the other. */
function termOutcomeCode(game: Game, layout: KeyLayout, drawLoser: number | undefined, key: string): string {
  if (drawLoser === undefined) return `(term === 1 ? ${SAFE} : term === 3 ? ${FRAGILE} : ${NEUTRAL})`;
  const t = game.slots.length - 1;
  const turn = `((${key}[${layout.word[t]!}] >>> ${layout.shift[t]!}) & ${layout.mask[t]!})`;
  return `(term === 1 ? ${SAFE} : term === 3 ? ${FRAGILE} : ${turn} === ${drawLoser - layout.lo[t]!} ? ${SAFE} : ${FRAGILE})`;
}

/** Code writing the target's key into k_tk: the current key with the changed slots replaced. */
export function targetKey(t: TargetCode, layout: KeyLayout): string {
  if (!t.changes) throw new Error('internal: the kernel gave no changed slots for a target in a sparse region');
  const copy = Array.from({ length: layout.words }, (_, w) => `k_tk[${w}] = k_ck[${w}];`).join(' ');
  const writes = t.changes.map(({ slot, value }) => {
    if (typeof slot === 'number') {
      const [w, sh, m, lo] = [layout.word[slot]!, layout.shift[slot]!, layout.mask[slot]!, layout.lo[slot]!];
      if (m === 0) return '';
      const v = lo === 0 ? `(${value})` : `((${value}) - ${lo})`;
      return `k_tk[${w}] = (k_tk[${w}] & ${~(m << sh)}) | (${v} << ${sh});`;
    }
    return `{ const k_s = ${slot}; const k_w = K_kw[k_s], k_sh = K_ks[k_s]; k_tk[k_w] = (k_tk[k_w] & ~(K_km[k_s] << k_sh)) | (((${value}) - K_klo[k_s]) << k_sh); }`;
  });
  return `${copy} ${writes.join(' ')}`;
}

function buildSearch(game: Game, layout: KeyLayout, mode: SparseMode, drawLoser: number | undefined): SearchFn {
  if (drawLoser !== undefined && (mode !== 'stop' || !game.players)) throw new Error('internal: a draw counted as a loss needs stop mode and a turn');
  const session = game.kernel.begin();
  const stop = mode === 'stop';
  const termOutcome = (key: string): string => termOutcomeCode(game, layout, drawLoser, key);
  const W = layout.words;
  const E = W + 2;
  const flip = flipCode;
  const view = { words: layout.words, word: layout.word, shift: layout.shift, mask: layout.mask, lo: layout.lo };
  // stop mode: a target's end rules evaluated on its key k_tk in the move's own code, when they read
  // the position only through the key (the current position's rules are known false: only the ∃
  // entries holding a changed bit are tested); the first move to a target that ends the game safe
  // for its mover then decides the position before any other move is generated, as in the C search
  let inMove: string | undefined;
  if (stop && session.readKey && session.terminalAfter) {
    session.readKey({ ...view, key: 'k_tk' });
    const code = session.terminalAfter('k_ck');
    if (!/\bk_v\d+\b|\bf\b/.test(code)) inMove = code;
  }
  // stop mode: the targets are pushed by key, E words each: the key's W words, a word of flags (bit 0
  // the move keeps the turn, bits 1.. the outcome its end rules give, 0 when none applies) and the
  // target's entry in the table, -1 until it is stored: a target is stored only when the search
  // reaches it in move order (as the C search looks a move up only when it tries it)
  const onBuffered = (t: TargetCode, site: MoveSite): string => `{
  z_any = 1;
  if (${t.index} < 0) z_acc |= ${1 << UNDETERMINED};
  else {
    ${targetKey(t, layout)}
    let z_flags = ${site.keeps ? 1 : 0};
    ${
      inMove === undefined
        ? ''
        : `term = 0;
    { ${inMove} }
    if (term !== 0) {
      const z_o = ${termOutcome('k_tk')};
      if (${site.keeps ? flip('z_o') : 'z_o'} === ${SAFE}) { k_win = true; break s_moves; }
      z_flags |= z_o << 1;
    }`
    }
    if ((k_top + 1) * ${E} > k_targets.length) k_targets = K_grow(k_targets, (k_top + 1) * ${E});
    ${Array.from({ length: W }, (_, w) => `k_targets[k_top * ${E} + ${w}] = k_tk[${w}];`).join(' ')}
    k_targets[k_top * ${E} + ${W}] = z_flags;
    k_targets[k_top * ${E} + ${W + 1}] = -1;
    k_top++;
  }
}`;
  const onTarget = (t: TargetCode, site: MoveSite): string => `{
  z_any = 1;
  if (${t.index} < 0) z_acc |= ${1 << UNDETERMINED};
  else {
    ${targetKey(t, layout)}
    const z_t = T.intern(k_tk);
    const z_o = T.outcome[z_t];
    if (z_o === 0 || z_o === ${PROBED}) {
      if (k_top >= k_targets.length) k_targets = K_grow(k_targets, k_top + 1);
      k_targets[k_top++] = ${site.keeps ? '-2 - z_t' : 'z_t'};
    } else if (z_o === ${ON_PATH}) z_acc |= ${CYCLE};
    else {
      const z_v = ${site.keeps ? flip('z_o') : 'z_o'};
      if (z_v === ${SAFE}) z_acc |= ${1 << SAFE};
      else z_acc |= 1 << z_v;
    }
  }
}`;
  // the position's key is at hand (k_ck): set fields are read from it and quantifiers over them are
  // word operations on it (game/keyMasks.ts); the slots the code still reads as locals are unpacked
  // from it, and all of them into the frame too only when some code reads the frame
  session.readKey?.({ ...view, key: 'k_ck' });
  const so = (game as { layout?: { stateOffset: number } }).layout?.stateOffset ?? 0;
  const terminal = session.terminal();
  const moves = session.moves({ target: stop ? onBuffered : onTarget });
  // in the look-ahead the parent's `end:` rules are known false (it was expanded), its key in k_pk
  const probe = stop && inMove === undefined ? (session.terminalAfter?.('k_pk') ?? session.terminal()) : '';
  const unpackFor = (...code: string[]): string => {
    const all = code.join('\n');
    if (/\bf\b/.test(all)) {
      const frame = Array.from(layout.word, (w, s) => `f[${so + s}] = ${layout.lo[s]} + ((k_ck[${w}] >>> ${layout.shift[s]}) & ${layout.mask[s]});`).join('\n');
      return `${frame}\n${session.enter('0')}`;
    }
    const read = new Set(Array.from(all.matchAll(/\bk_v(\d+)\b/g), (m) => Number(m[1])));
    return [...read].map((s) => `k_v${s} = ${layout.lo[s]} + ((k_ck[${layout.word[s]}] >>> ${layout.shift[s]}) & ${layout.mask[s]});`).join(' ');
  };
  const enter = unpackFor(terminal, moves);
  const load = Array.from({ length: layout.words }, (_, w) => `k_ck[${w}] = T.keys[k_id * ${layout.words} + ${w}];`).join(' ');
  const keepParent = Array.from({ length: layout.words }, (_, w) => `k_pk[${w}] = k_ck[${w}];`).join(' ');
  // stop mode looks one move ahead before it stores anything: each target's end rules are evaluated
  // on its key (only the ∃ entries holding the changed bits, game/keyMasks.ts); a target that ends
  // the game safe for its mover decides the position (as the C search wins at once by a move that
  // closes a triangle) and no target is stored. Otherwise the targets are stored in move order, those
  // that ended solved and the others marked PROBED (their rules are not evaluated again when
  // expanded), and the first one already known safe for its mover decides the position.
  const probeLoop = `${keepParent}
    for (let k_q = k_base; k_q < k_top; k_q++) {
      ${Array.from({ length: W }, (_, w) => `k_ck[${w}] = k_targets[k_q * ${E} + ${w}];`).join(' ')}
      ${unpackFor(probe)}
      term = 0;
      ${probe}
      if (term !== 0) {
        const z_o = ${termOutcome('k_ck')};
        if (((k_targets[k_q * ${E} + ${W}] & 1) !== 0 ? ${flip('z_o')} : z_o) === ${SAFE}) { k_win = true; break; }
        k_targets[k_q * ${E} + ${W}] |= z_o << 1;
      }
    }`;
  // then a target already solved safe for its mover decides the position before any is followed
  const knownWin = `if (!k_win) for (let k_q = k_base; k_q < k_top; k_q++) {
      ${Array.from({ length: W }, (_, w) => `k_tk[${w}] = k_targets[k_q * ${E} + ${w}];`).join(' ')}
      const z_t = T.find(k_tk);
      if (z_t < 0) continue;
      k_targets[k_q * ${E} + ${W + 1}] = z_t;
      const z_o = T.outcome[z_t];
      if (z_o !== ${SAFE} && z_o !== ${FRAGILE}) continue;
      if (((k_targets[k_q * ${E} + ${W}] & 1) !== 0 ? ${flip('z_o')} : z_o) === ${SAFE}) { k_win = true; break; }
    }`;
  const lookAhead = stop ? `${inMove === undefined ? probeLoop : ''}\n${knownWin}\nif (k_win) z_acc = ${1 << SAFE};` : '';
  // the next target to follow from the position on top of the path: full mode, by its entry; stop
  // mode, by key, stored here when first reached (solved at once when its end rules applied)
  const resume = stop
    ? `for (; k_j < k_top; k_j++) {
        const z_at = k_j * ${E}, z_flags = k_targets[z_at + ${W}];
        let z_t = k_targets[z_at + ${W + 1}], z_o = 0;
        if (z_t === -1) {
          ${Array.from({ length: W }, (_, w) => `k_tk[${w}] = k_targets[z_at + ${w}];`).join(' ')}
          z_t = T.find(k_tk);
          if (z_t >= 0) k_targets[z_at + ${W + 1}] = z_t;
        }
        if (z_t === -2) z_o = z_flags >> 1;
        else if (z_t >= 0) z_o = T.outcome[z_t];
        else if ((z_flags >> 1) !== 0) z_o = z_flags >> 1;
        else { k_from = k_j; break; }
        if (z_o === 0 || z_o === ${PROBED}) break;
        if (z_o === ${ON_PATH}) { z_acc |= ${CYCLE}; continue; }
        const z_v = (z_flags & 1) !== 0 ? ${flip('z_o')} : z_o;
        if (z_v === ${SAFE}) { z_acc = ${1 << SAFE}; k_j = k_top; break; }
        z_acc |= 1 << z_v;
      }
      if (k_j < k_top) {
        k_path[k_f + 2] = k_j;
        k_path[k_f + 3] = z_acc;
        if (k_from < 0) k_expand = k_targets[k_j * ${E} + ${W + 1}];
        continue;
      }`
    : `const k_out = T.outcome;
      ${resumeByEntryCode('k_out', (o) => `${o} === 0 || ${o} === ${PROBED}`, false)}`;
  // a target on the search path (a cycle): a winning move elsewhere still decides the position
  const giveUp = GIVE_UP;
  const decide = decideCode(game);
  const body = `return function sparseSearch(startKey, T, stats, K_grow, progress, K_sym) {
  ${session.declarations()}
  const k_ck = new Int32Array(${layout.words}), k_tk = new Int32Array(${layout.words}), k_pk = new Int32Array(${layout.words});
  let p = 0, term = 0, k_solved = 0, k_expanded = 0, k_id = -1;
  let k_path = K_grow(new Int32Array(0), 4 * 64), k_depth = 0;
  let k_targets = K_grow(new Int32Array(0), 1024), k_top = 0;
  try {
    let k_expand = T.intern(startKey), k_from = -1;
    for (;;) {
      if (k_expand >= 0${stop ? ' || k_from >= 0' : ''}) {
        k_id = k_expand;
        k_expand = -1;
        k_tick();
        if ((++k_expanded & 65535) === 0 && progress !== undefined) progress(k_solved, T.count);
        ${
          stop
            ? `// a target not stored yet (k_from, its entry among the targets) was probed: not terminal
        const k_probed = k_id < 0 || T.outcome[k_id] === ${PROBED};
        if (k_id >= 0) { ${load} } else { ${Array.from({ length: W }, (_, w) => `k_ck[${w}] = k_targets[k_from * ${E} + ${w}];`).join(' ')} }`
            : `const k_probed = false;
        ${load}`
        }
        // a declared symmetry is checked at every position stored (symmetryCheck.ts): here one already
        // stored, or, in stop mode, one not stored yet below, when the search goes deeper from it (a
        // position decided at once is never stored, so no outcome read by key rests on it)
        if (K_sym !== undefined && k_id >= 0) K_sym(k_ck);
        ${enter}
        term = 0;
        if (!k_probed) {
          ${terminal}
        }
        if (term !== 0) {
          T.outcome[k_id] = ${termOutcome('k_ck')};
          k_solved++;
        } else {
          const k_base = k_top;
          let z_acc = 0, z_any = 0, k_win = false;
          s_moves: {
            ${moves}
          }
          ${lookAhead}
          if (${stop ? `(z_acc & ${1 << SAFE}) !== 0 || ` : ''}k_top === k_base) {
            k_top = k_base;
            ${
              stop
                ? `// decided at once: a target not stored stays so (as the C search stores no position won at
            // once), its outcome kept in its entry among the parent's targets
            ${giveUp}
            if (k_id >= 0) { T.outcome[k_id] = ${decide}; k_solved++; }
            else { k_targets[k_from * ${E} + ${W}] = (k_targets[k_from * ${E} + ${W}] & 1) | (${decide} << 1); k_targets[k_from * ${E} + ${W + 1}] = -2; }`
                : `${giveUp}
            T.outcome[k_id] = ${decide};
            k_solved++;`
            }
          } else {
            ${
              stop
                ? `if (k_id < 0) {
              ${Array.from({ length: W }, (_, w) => `k_tk[${w}] = k_targets[k_from * ${E} + ${w}];`).join(' ')}
              if (K_sym !== undefined) K_sym(k_tk);
              k_id = T.intern(k_tk);
              k_targets[k_from * ${E} + ${W + 1}] = k_id;
            }`
                : ''
            }
            T.outcome[k_id] = ${ON_PATH};
            ${pushPathCode('k_id', 'z_acc | (z_any << 8)')}
          }
        }
        ${stop ? 'k_from = -1;' : ''}
      }
      if (k_depth === 0) break;
      const k_f = (k_depth - 1) * 4;
      const k_p = k_path[k_f], k_base = k_path[k_f + 1];
      let k_j = k_path[k_f + 2], z_acc = k_path[k_f + 3] & 255, z_any = 1;
      ${resume}
      ${popPathCode('T.outcome', decide)}
    }
  } catch (k_error) {
    stats[1] = k_id;
    throw k_error;
  }
  return k_solved;
};`;
  const bindings = {
    ...session.bindings(),
    K_decode: () => {},
    K_kw: layout.word,
    K_ks: layout.shift,
    K_km: layout.mask,
    K_klo: layout.lo,
  };
  return compileKernelFunction<SearchFn>(bindings, body, `sparse_${game.name}`);
}
