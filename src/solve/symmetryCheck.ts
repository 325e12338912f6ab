// Stage: solve. Checks, at a position a sparse search stores, that every element σ of the declared
// symmetry group is a symmetry there (../shared/docs/theory.md, Symmetries): σp ends the game as p
// does (`end:` rules, the same kind), and when it does not, the moves of σp are exactly the images
// of the moves of p — the same targets as a multiset, each with the same keep/pass (`again:`), a
// move leaving the region matched by one leaving it. Checked on every stored position for every
// element (not only the declared maps: the induction that makes one stored position stand for its
// orbit needs each element at each stored position). Points (`score:`) are not compared: the search
// over stored keys computes outcomes only, which points do not change.
// The moves are listed by the game's compiled kernel reading the key; a broken symmetry is described
// again by the independent move lister (Game.listMoves), which names the move.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type MoveSite, type TargetCode } from '../game/kernel.js';
import { TERM_DRAW, TERM_LOSE, TERM_NONE } from '../game/game.js';
import { packKey, unpackKey, type KeyLayout } from './sparseKey.js';
import { targetKey } from './sparseSearch.js';
import { ImageMoves } from './imageMoves.js';
import { keyEnter } from './keyEnter.js';
import type { KeySymmetry } from './symmetryKey.js';

/** Flags of a listed move: it keeps the turn; its target lies outside the region. */
const KEEPS = 1;
const OUTSIDE = 2;

/** Thrown by the check: element `element` of the group is no symmetry at the position `key`. */
export class SymmetryBroken extends Error {
  constructor(
    readonly key: Int32Array,
    readonly element: number,
  ) {
    super('a declared symmetry is not one');
    this.name = 'SymmetryBroken';
  }
}

interface MoveList {
  buf: Int32Array;
}

/** Lists the moves of the position with this key into list.buf (W key words and a flag word per
 *  move); returns their number, or −kind when the `end:` rules end the game there. */
type ListFn = (key: Int32Array, list: MoveList, grow: (list: MoveList, need: number) => void) => number;

/** The check of one stored position; throws SymmetryBroken. `checked` counts the positions checked. */
export interface SymmetryChecker {
  check(key: Int32Array): void;
  readonly checked: number;
}

export function symmetryChecker(game: Game, layout: KeyLayout, sym: KeySymmetry): SymmetryChecker {
  const list = compileLister(game, layout);
  const W = layout.words;
  const E = W + 1;
  const grow = (l: MoveList, need: number): void => {
    let n = Math.max(64 * E, l.buf.length);
    while (n < need) n *= 2;
    const b = new Int32Array(n);
    b.set(l.buf);
    l.buf = b;
  };
  const mine: MoveList = { buf: new Int32Array(64 * E) };
  const theirs: MoveList = { buf: new Int32Array(64 * E) };
  const images = new ImageMoves(sym, W, E, OUTSIDE);
  const image = new Int32Array(W);
  const position = new Int32Array(W);
  let checked = 0;
  const check = (key: Int32Array): void => {
    checked++;
    position.set(key.subarray(0, W));
    const n = list(position, mine, grow);
    for (let e = 0; e < sym.group.elements.length; e++) {
      sym.apply(e, position, image);
      const m = list(image, theirs, grow);
      // ended (−kind) or without moves (0): the same in the image; else the images of p's moves,
      // against the moves of σp, as multisets of (key, flags)
      if (n !== m || (n > 0 && !images.same(e, mine.buf, 0, theirs.buf, n))) throw new SymmetryBroken(position.slice(), e);
    }
  };
  return {
    check,
    get checked() {
      return checked;
    },
  };
}

function compileLister(game: Game, layout: KeyLayout): ListFn {
  const session = game.kernel.begin();
  const W = layout.words;
  const E = W + 1;
  const view = { words: W, word: layout.word, shift: layout.shift, mask: layout.mask, lo: layout.lo };
  session.readKey?.({ ...view, key: 'k_ck' });
  const so = (game as { layout?: { stateOffset: number } }).layout?.stateOffset ?? 0;
  const onTarget = (t: TargetCode, site: MoveSite): string => `{
  if ((k_n + 1) * ${E} > L.buf.length) K_growList(L, (k_n + 1) * ${E});
  const k_o = L.buf, k_at = k_n * ${E};
  if (${t.index} < 0) { k_o.fill(0, k_at, k_at + ${W}); k_o[k_at + ${W}] = ${OUTSIDE | (site.keeps ? KEEPS : 0)}; }
  else {
    ${targetKey(t, layout)}
    ${Array.from({ length: W }, (_, w) => `k_o[k_at + ${w}] = k_tk[${w}];`).join(' ')}
    k_o[k_at + ${W}] = ${site.keeps ? KEEPS : 0};
  }
  k_n++;
}`;
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget });
  const all = `${terminal}\n${moves}`;
  const enter = keyEnter(layout, so, session, all);
  const body = `const k_tk = new Int32Array(${W});
return function listKey(k_ck, L, K_growList) {
  ${session.declarations()}
  let p = 0, term = 0, k_n = 0;
  ${enter}
  ${terminal}
  if (term !== 0) return -term;
  s_moves: {
    ${moves}
  }
  return k_n;
};`;
  const bindings = { ...session.bindings(), K_decode: () => {}, K_kw: layout.word, K_ks: layout.shift, K_km: layout.mask, K_klo: layout.lo };
  return compileKernelFunction<ListFn>(bindings, body, `symmetry_${game.name}`);
}

/** The sentence saying where element e breaks at the position of `key`, from the independent move
 *  lister: the move of p whose image is no move of σp, or the move of σp that is no image, or the
 *  ends that differ. */
export function describeBreak(game: Game, layout: KeyLayout, sym: KeySymmetry, key: Int32Array, e: number): string {
  const W = layout.words;
  const p = unpackKey(layout, key);
  const imageKey = sym.apply(e, key, new Int32Array(W));
  const q = unpackKey(layout, imageKey);
  const word = sym.group.words[e]!;
  const head = `\`${word}\` is not a symmetry of the game: at the position ${game.formatPosition(p)}, whose image is ${game.formatPosition(q)},`;
  const ends = (k: number): string =>
    k === TERM_NONE ? 'does not end the game' : k === TERM_LOSE ? 'ends the game (the player to move loses)' : k === TERM_DRAW ? 'ends the game in a draw' : 'ends the game (the player to move wins)';
  const tp = game.terminalOf(p);
  const tq = game.terminalOf(q);
  if (tp !== tq) return `${head} the \`end:\` rules differ: the position ${ends(tp)}, its image ${ends(tq)}`;
  const imageOf = (t: Float64Array, el: number, inverse: boolean): string => {
    const k = packKey(layout, t);
    const out = new Int32Array(W);
    if (!inverse) return Array.from(sym.apply(el, k, out)).join(',');
    // the inverse element is another element of the group (or the identity)
    const inv = sym.group.inverses[el]!;
    const j = sym.group.elements.findIndex((x) => x.every((v, i) => v === inv[i]));
    return Array.from(j < 0 ? k : sym.apply(j, k, out)).join(',');
  };
  const keyOf = (t: Float64Array): string => Array.from(packKey(layout, t)).join(',');
  const inside = (m: { targets: { index: number }[] }): boolean => m.targets.length === 1 && m.targets[0]!.index >= 0;
  const mp = game.listMoves(p).filter((m) => !m.sum);
  const mq = game.listMoves(q).filter((m) => !m.sum);
  const turn = (keeps: boolean | undefined): string => (keeps ? 'keeping the turn' : 'passing the turn');
  for (const m of mp) {
    if (!inside(m)) continue;
    const t = m.targets[0]!.position;
    const want = imageOf(t, e, false);
    const match = mq.find((x) => inside(x) && keyOf(x.targets[0]!.position) === want);
    const target = unpackKey(layout, Int32Array.from(want.split(',').map(Number)));
    if (!match) return `${head} the move \`${m.label}\` leads to ${game.formatPosition(t)}, but no move of the image leads to ${game.formatPosition(target)}`;
    if (!!match.keeps !== !!m.keeps)
      return `${head} the move \`${m.label}\` is made ${turn(m.keeps)}, but the image's move \`${match.label}\` to ${game.formatPosition(target)} is made ${turn(match.keeps)}`;
  }
  for (const m of mq) {
    if (!inside(m)) continue;
    const u = m.targets[0]!.position;
    const want = imageOf(u, e, true);
    if (!mp.some((x) => inside(x) && keyOf(x.targets[0]!.position) === want)) {
      return `${head} the image has the move \`${m.label}\` to ${game.formatPosition(u)}, but no move of the position leads to ${game.formatPosition(unpackKey(layout, Int32Array.from(want.split(',').map(Number))))}`;
    }
  }
  const outside = (ms: typeof mp): number => ms.filter((m) => !inside(m)).length;
  return `${head} the moves differ: ${mp.length} moves (${outside(mp)} leaving the region) against ${mq.length} (${outside(mq)} leaving it)`;
}
