// Test oracle: the local conditions of Theorem 4.1 (and the agreement with a solved truth) checked
// position by position over the slow paths — the move lister, the terminal rules and a classifier's
// mask — with no generated code. A failure is written `code@index` with the condition pass's codes
// (src/check/conditionPass.ts): 0 partition, 1–3 the terminals (lose, draw, win), 4 condition I,
// 5 condition II, 6 and 7 condition III, 8 the truth; in the pass's order (by position, then code).

import type { Game } from '../../../src/game/game.js';

/** The mask with safe and fragile exchanged: a kept move's target is judged by the same player. */
const swap = (m: number): number => (m & 4) | ((m & 1) << 1) | ((m & 2) >> 1);
/** The outcome code (solve/solution.ts) a mask claims: 1 safe, 2 fragile, 3 neutral, 0 none. */
const outcomeOf = (m: number): number => (m === 1 ? 1 : m === 2 ? 2 : m === 4 ? 3 : 0);

export interface NaiveLocalOptions {
  /** The solved outcomes to compare with (code 8); 4 (undetermined) is never compared. */
  truth?: Uint8Array | null;
  /** The positions checked: from..to-1 (default: the whole region). */
  from?: number;
  to?: number;
}

export function naiveLocalFailures(g: Game, maskOf: (position: Float64Array) => number, opts: NaiveLocalOptions = {}): string[] {
  const { truth = null, from = 0, to = g.region.size } = opts;
  const out: string[] = [];
  for (let p = from; p < to; p++) {
    const position = g.region.decode(p);
    const m = maskOf(position);
    if (m !== 1 && m !== 2 && m !== 4) out.push(`0@${p}`);
    const term = g.terminalOf(position);
    if (term === 1) {
      if (m !== 1) out.push(`1@${p}`);
    } else if (term === 2) {
      if (m !== 4) out.push(`2@${p}`);
    } else if (term === 3) {
      if (m !== 2) out.push(`3@${p}`);
    } else {
      const moves = g.listMoves(position);
      const targets = moves.map((mv) => (mv.keeps ? swap(maskOf(mv.targets[0]!.position)) : maskOf(mv.targets[0]!.position)));
      if (targets.length === 0) {
        const noMove = g.play === 'misere' ? 3 : 1;
        if (m !== (noMove === 1 ? 1 : 2)) out.push(`${noMove}@${p}`);
      } else {
        const any = targets.reduce((a, t) => a | t, 0);
        const all = targets.reduce((a, t) => a & t, 7);
        if ((m & 2) !== 0 && (any & 1) === 0) out.push(`4@${p}`);
        if ((m & 1) !== 0 && (all & 2) === 0) out.push(`5@${p}`);
        if ((m & 4) !== 0) {
          if ((any & 4) === 0) out.push(`6@${p}`);
          if ((any & 1) !== 0) out.push(`7@${p}`);
        }
      }
    }
    if (truth && truth[p] !== 4 && truth[p] !== outcomeOf(m)) out.push(`8@${p}`);
  }
  return out;
}
