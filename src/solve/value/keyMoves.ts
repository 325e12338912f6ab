// Stage: solve. The moves of a position stored by packed key (solve/sparseKey.ts), for the value
// search over keys (keyValueSearch.ts): one generated function over the game's move kernel that
// lists, per move, the target's key, whether the move keeps the turn or leaves the box, and its
// points (`score:`, evaluated in the position before the move, as the move lister does). The
// points are written as two 32-bit words so that a list can be compared word by word (the symmetry
// check compares the moves of a position with those of its image, points included).

import type { SpecGame } from '../../game/buildGame.js';
import { compileKernelFunction, type MoveSite, type TargetCode } from '../../game/kernel.js';
import type { SpecSession } from '../../game/specKernel.js';
import { keyEnter } from '../keyEnter.js';
import type { KeyLayout } from '../sparseKey.js';
import { targetKey } from '../sparseSearch.js';

/** Flags of a listed move. */
export const KEEPS = 1;
export const OUTSIDE = 2;
/** The points are not a safe integer (a bigint, a float, beyond ±(2^53 − 1)). */
export const BAD_POINTS = 4;

/** A list of moves: E = W + 3 words per move (the target's key, the flags, the points' low and high
 *  words). */
export interface KeyMoveList {
  buf: Int32Array;
}

/** Lists the moves of the position with key `key` into list.buf from entry `base` on; returns their
 *  number, or −1 when an `end:` rule ends the game there. Throws where a rule fails to evaluate. */
export type KeyMovesFn = (key: Int32Array, list: KeyMoveList, base: number) => number;

/** Words per listed move. */
export const entryWords = (layout: KeyLayout): number => layout.words + 3;

/** The points of entry i of a list. */
export function entryPoints(buf: Int32Array, at: number, words: number): number {
  return buf[at + words + 2]! * 4294967296 + (buf[at + words + 1]! >>> 0);
}

/** Makes room for `need` words in the list. */
function growList(list: KeyMoveList, need: number): void {
  let n = Math.max(64, list.buf.length);
  while (n < need) n *= 2;
  const b = new Int32Array(n);
  b.set(list.buf);
  list.buf = b;
}

export function compileKeyMoves(game: SpecGame, layout: KeyLayout): KeyMovesFn {
  const session = game.kernel.begin() as SpecSession;
  const W = layout.words;
  const E = entryWords(layout);
  const view = { words: W, word: layout.word, shift: layout.shift, mask: layout.mask, lo: layout.lo };
  session.readKey?.({ ...view, key: 'k_ck' });
  const onTarget = (t: TargetCode, site: MoveSite): string => {
    const score = game.spec.game.moves[site.schema]?.score;
    const points = score ? session.evaluate(score) : { code: '', value: '0' };
    return `{
  if ((base + k_n + 1) * ${E} > L.buf.length) K_growList(L, (base + k_n + 1) * ${E});
  const k_o = L.buf, k_at = (base + k_n) * ${E};
  ${points.code}
  const k_pts = ${points.value};
  let k_fl = ${site.keeps ? KEEPS : 0};
  if (${t.index} < 0) { k_o.fill(0, k_at, k_at + ${W}); k_fl |= ${OUTSIDE}; }
  else {
    ${targetKey(t, layout)}
    ${Array.from({ length: W }, (_, w) => `k_o[k_at + ${w}] = k_tk[${w}];`).join(' ')}
  }
  if (typeof k_pts === 'number' && Number.isSafeInteger(k_pts)) {
    k_o[k_at + ${W + 1}] = k_pts >>> 0;
    k_o[k_at + ${W + 2}] = Math.floor(k_pts / 4294967296);
  } else { k_fl |= ${BAD_POINTS}; k_o[k_at + ${W + 1}] = 0; k_o[k_at + ${W + 2}] = 0; }
  k_o[k_at + ${W}] = k_fl;
  k_n++;
}`;
  };
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget });
  const all = `${terminal}\n${moves}`;
  const enter = keyEnter(layout, game.layout.stateOffset, session, all);
  const body = `const k_tk = new Int32Array(${W});
return function keyMoves(k_ck, L, base) {
  ${session.declarations()}
  let p = 0, term = 0, k_n = 0;
  k_tick();
  ${enter}
  ${terminal}
  if (term !== 0) return -1;
  s_moves: {
    ${moves}
  }
  return k_n;
};`;
  const bindings = { ...session.bindings(), K_growList: growList, K_decode: () => {}, K_kw: layout.word, K_ks: layout.shift, K_km: layout.mask, K_klo: layout.lo };
  return compileKernelFunction<KeyMovesFn>(bindings, body, `value_keys_${game.name}`);
}
