// Stage: solve. The forward pass of a game whose steady part is translation-invariant
// (steadyTranslations.ts), cut short once its outcomes repeat. From the index `from` on, the outcome
// at x is one function, chosen by x mod W (W the width of a group: 1, or a partizan game's two turns),
// of the outcomes at x − d (d in that residue's offsets, D the largest offset). After the pass has run
// to q, if some P, a multiple of W, with q − P ≥ from has out[y] = out[y − P] for the D indices y in
// [q − D, q), then out[x] = out[x − P] for every x ≥ q, by induction on x: x and x − P have the same
// residue, so both sides apply the same function to outcomes D or fewer places back, which already
// agree. So the rest of the table is copied one
// period back. This is the classical argument that subtraction games are eventually periodic; the
// pass itself computes everything up to q. Without such a P, the pass runs on to the end.

import type { Game } from '../game/game.js';
import type { ForwardFn } from './forward.js';
import { steadyTranslations } from './steadyTranslations.js';

/** The pass runs at least this far before a period is looked for (smaller regions: the whole pass). */
const PREFIX = 1 << 16;
/** The longest period looked for. */
const MAX_PERIOD = 1 << 12;

export interface PeriodicResult {
  /** As `forward(out, gen, size, stats)`: -1 when solved (stats[2] the number of safe positions),
   *  else the index at which the forward pass stopped. */
  stopped: number;
  /** Where the table was copied: out[x] = out[x − period] for every x ≥ from. */
  repeats?: { from: number; period: number };
}

/** The forward pass without generations, stopped where the outcomes repeat. */
export function periodicForward(game: Game, forward: ForwardFn, out: Uint8Array, size: number, stats: Float64Array): PeriodicResult {
  const whole = (): PeriodicResult => ({ stopped: forward(out, new Int32Array(0), size, stats) });
  const steady = size > 2 * PREFIX ? steadyTranslations(game) : undefined;
  if (!steady) return whole();
  const depth = Math.max(...steady.offsets);
  const w = steady.width;
  // q ends a group: the forward pass runs whole groups (forward.ts)
  const q = Math.ceil(Math.max(PREFIX, steady.from + depth + MAX_PERIOD) / w) * w;
  if (q >= size) return whole();
  const stopped = forward(out, new Int32Array(0), q, stats);
  if (stopped !== -1) return { stopped };
  const period = repeatAt(out, q, depth, w, Math.min(MAX_PERIOD, q - steady.from));
  if (period === undefined) return whole();
  let safeInPeriod = 0;
  for (let y = q - period; y < q; y++) if (out[y] === 1) safeInPeriod++;
  let filled = q;
  while (filled < size) {
    const n = Math.min(filled - (q - period), size - filled);
    out.copyWithin(filled, q - period, q - period + n);
    filled += n;
  }
  const rest = size - q;
  let safeInTail = 0;
  for (let y = q - period, end = q - period + (rest % period); y < end; y++) if (out[y] === 1) safeInTail++;
  stats[2] = stats[2]! + Math.floor(rest / period) * safeInPeriod + safeInTail;
  return { stopped: -1, repeats: { from: q, period } };
}

/** The smallest multiple P ≤ max of `width` with out[y] = out[y − P] for y in [q − depth, q), or undefined. */
export function repeatAt(out: Uint8Array, q: number, depth: number, width: number, max: number): number | undefined {
  for (let period = width; period <= max; period += width) {
    let y = q - depth;
    while (y < q && out[y] === out[y - period]) y++;
    if (y === q) return period;
  }
  return undefined;
}
