// Stage: solve. The tiers a value table reads (tierSweep.ts), computed once per tier asked about:
// for a region too large for the plain sweep (valueTable.ts, by region index) and for a box too
// large to index (check/valueOracle.ts, by the position: its mask has the same bits).

import type { Game } from '../../game/game.js';
import type { SpecGame } from '../../game/buildGame.js';
import { ReachableBudget } from '../reachableBudget.js';
import { popcount } from './tierRank.js';
import { tierMemoryDiagnostic, TierMemoryRefused, tierValues, type TierValues } from './tierSweep.js';

export type TierAnswer = TierValues | TierMemoryRefused | null;

export interface TierTable {
  /** The tiers holding the position with this mask (its tier and the one above), the refusal, or
   *  null where tiers do not apply. */
  at(mask: number): TierAnswer;
}

/** The game's tiers, or undefined where the game is not a file's game of bits without sums. */
export function tierTable(game: Game): TierTable | undefined {
  if (!('spec' in game) || game.hasSums || game.family !== undefined || !game.slots.every((s) => s.kind === 'bool' || s.kind === 'player')) return undefined;
  const spec = game as SpecGame;
  const shift = spec.layout.turnSlot === undefined ? 0 : 1;
  const tiers = new Map<number, TierAnswer>();
  return {
    at(mask) {
      const k = popcount(Math.floor(mask / 2 ** shift));
      for (const t of [tiers.get(k), tiers.get(k - 1)]) if (t instanceof TierMemoryRefused || (t && t.valueAt(mask) !== undefined)) return t;
      const t = tierValues(spec, mask, new ReachableBudget().limitBytes);
      const found = typeof t === 'string' ? null : t.kind === 'tiers' ? t : t.kind === 'memory' ? new TierMemoryRefused(tierMemoryDiagnostic(spec, t)) : null;
      tiers.set(k, found);
      return found;
    },
  };
}

/** The region mask of a position of bits (its slots times their strides, which are powers of 2). */
export function maskOf(game: Game, position: ArrayLike<number>): number {
  let mask = 0;
  for (let s = 0; s < game.region.stride.length; s++) mask += (position[s]! - game.region.lo[s]!) * game.region.stride[s]!;
  return mask;
}
