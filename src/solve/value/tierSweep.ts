// Stage: solve. The value sweep tier by tier, for a game whose position is a set of bits that every
// move grows by exactly one (Dots and Boxes: a move draws one line), when only the values of one
// tier are wanted (the start's, and the tier above it for its best move). Tier k holds the sets of
// k bits, stored densely at their rank (tierRank.ts); the sweep goes from the full tier down to the
// start's, keeping only the tier being computed and the one above it, which holds every target:
// memory max(C(n, k) + C(n, k + 1)) bytes instead of 2^n, as D. Wilson's retrograde analysis does.
// Whether a move grows the set by one is checked on its tables (maskMoves.ts), never assumed: it
// sets one bit, clears none, and its guard is "no" wherever that bit is already set. A move that
// breaks this means no tiers (the plain sweep or the search runs), never a wrong value. A turn bit
// (a partizan game) is kept beside each set, outside the count. Like maskSweep.ts the sweep gives up
// at a rule that fails where it is read or a value outside ±127.

import type { SpecGame } from '../../game/buildGame.js';
import { compileKernelFunction } from '../../game/kernel.js';
import type { Diagnostic } from '../../diag/diagnostic.js';
import { gameError } from '../../game/gameErrors.js';
import { BASE_BYTES, formatBytes } from '../../game/memoryEstimate.js';
import { kernelTicks } from '../../lang/deadline.js';
import { FAILS, maskGame, NO, YES, type MaskGame, type MaskMove } from './maskMoves.js';
import { ascending, CHUNK, lookup, moveOpening, NONE } from './maskSweep.js';
import type { SweepFailure } from './sweepResult.js';
import { binomial, MAX_TIER_BITS, popcount, rankingBytes, rankOf, tierRanking, type TierRanking } from './tierRank.js';

/** The values of the start's tier and of the tier above it. */
export interface TierValues {
  kind: 'tiers';
  /** The tier (bits of the set, the turn not counted) of the start. */
  tier: number;
  /** The value of a position (its region mask) in those two tiers; undefined elsewhere. */
  valueAt(mask: number): number | undefined;
  /** Positions whose value was computed (every set from the full tier down to the start's). */
  solved: number;
  /** The bytes the two largest adjacent tiers and the ranking take (the estimate charged). */
  bytes: number;
}

/** Tiers would not fit in memory: refused before the sweep. */
export interface TierMemory {
  kind: 'memory';
  need: number;
  limit: number;
  /** The start's tier, and the lower of the two adjacent tiers that take the most. */
  tier: number;
  largest: number;
  bits: number;
}

/** The tier shape of a mask game: the turn's bit (0 or absent) and the set's bits above it. */
interface TierShape {
  /** 1 with a turn bit (bit 0 of the mask), else 0. */
  shift: number;
  /** Bits of the set. */
  bits: number;
}

/** Why a game's moves do not grow the set by one bit each, or its shape. */
export function tierShape(game: SpecGame, mg: MaskGame): TierShape | string {
  const turn = mg.moves[0]?.turn ?? 0;
  if (turn > 1) return 'the turn is not the last slot';
  const shift = game.layout.turnSlot === undefined ? 0 : 1;
  const bits = game.layout.stateSize - shift;
  if (bits > MAX_TIER_BITS - shift) return `the set has more than ${MAX_TIER_BITS - shift} bits`;
  for (const m of mg.moves) {
    const why = growsByOne(m, shift);
    if (why) return why;
  }
  return { shift, bits };
}

/** Why the move does not add exactly one bit to the set wherever it is a move, or undefined. */
function growsByOne(m: MaskMove, shift: number): string | undefined {
  if (m.clear !== 0) return 'a move clears a bit';
  if (shift === 1 && (m.set & 1) !== 0) return 'a move writes the turn';
  if (popcount(m.set) !== 1) return m.set === 0 ? 'a move sets no bit' : 'a move sets more than one bit';
  const j = m.guard.bits.indexOf(Math.log2(m.set));
  if (j < 0) return 'a move is allowed where its bit is already set';
  for (let a = 0; a < m.guard.table.length; a++) if ((a >> j) & 1 && m.guard.table[a] !== NO) return 'a move is allowed where its bit is already set';
  return undefined;
}

/** The bytes of a tiered sweep from tier `from` of `bits` bits (`width` values per set: 2 with a
 *  turn): two buffers the size of the largest tier from `from` up (the tier computed and the one
 *  above take turns in them, so the peak does not wait for the collector), the ranking tables and
 *  what the process holds anyway; `largest`, that tier. */
export function tierBytes(bits: number, from: number, width: number): { bytes: number; largest: number } {
  let largest = from;
  for (let k = from; k <= bits; k++) if (binomial(bits, k) > binomial(bits, largest)) largest = k;
  return { bytes: BASE_BYTES + rankingBytes(bits) + 2 * binomial(bits, largest) * width, largest };
}

/** The refusal of tiers that do not fit: ZM7013 at the set field, before the sweep. */
export class TierMemoryRefused extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

export function tierMemoryDiagnostic(game: SpecGame, m: TierMemory): Diagnostic {
  const fields = [...game.layout.fields.keys()].filter((f) => game.layout.fields.get(f)!.offset !== game.layout.turnSlot);
  const named = fields.map((f) => `\`${f}\``).join(', ');
  const span = game.layout.fields.get(fields[0]!)?.spec.span;
  const message = `the value by tiers of ${named} (${m.bits} elements, one more at each move) needs ${formatBytes(m.need)}: two tiers of ${binomial(m.bits, m.largest)} sets (tier ${m.largest}, the largest, one byte a set), the ranking tables and ${formatBytes(BASE_BYTES)}, more than the limit of ${formatBytes(m.limit)}`;
  const hint = `start with more elements of ${named} in the start position (only the tiers from the start's up are computed), or raise the limit with --max-memory`;
  return gameError(game, 'ZM7013', message, span, hint);
}

type TierFn = (cur: Int8Array, up: Int8Array, k: number) => number;

function tierSource(mg: MaskGame, shape: TierShape, ranking: TierRanking): { body: string; bindings: Record<string, unknown> } {
  const L = ranking.low;
  const bindings: Record<string, unknown> = { K_ticks: kernelTicks, OFF: ranking.offsets, LR: ranking.lowRank, LBS: ranking.lowsBySize, HS: ranking.highSize };
  const width = shape.shift + 1;
  const moves = mg.moves.map((move, i) => {
    const m = { ...move, guard: ascending(move.guard), effect: ascending(move.effect) };
    bindings[`G${i}`] = m.guard.table;
    bindings[`E${i}`] = m.effect.table;
    // the target's rank in the tier above: a low bit changes the low part, a high bit the high part
    const q = m.set / 2 ** shape.shift;
    const rank = q < 2 ** L ? `s_hbase + LR[l | ${q}]` : `s_off[h | ${q / 2 ** L}] + s_lr`;
    const index = width === 1 ? `${rank}` : `(${rank}) * 2 + (t ^ (s_pass & 1))`;
    const oneBit = m.guard.bits.length === 1 && m.guard.table[0] === YES; // (its entry at 1 is NO: growsByOne)
    const test = oneBit ? `(p & ${2 ** m.guard.bits[0]!}) === 0` : undefined;
    return `{
      ${moveOpening(i, m, test)}
        const s_v = up[${index}];
        const s_tot = (s_e >> 1) + ((s_v ^ s_pass) - s_pass);
        if (s_tot > s_best) s_best = s_tot;
      }
    }`;
  });
  let terminal = '';
  if (mg.terminal) {
    const t = ascending(mg.terminal);
    bindings.T = t.table;
    terminal = `const s_term = ${lookup('T', t)};
      if (s_term === ${FAILS}) return 2;
      if (s_term !== 0) { cur[r * ${width} + t] = 0; continue; }`;
  }
  const body = `return function tierSweep(cur, up, k) {
  const s_off = OFF[k + 1];
  let r = 0;
  for (let h = 0; h < ${2 ** (shape.bits - L)}; h++) {
    const c = k - HS[h];
    if (c < 0 || c > ${L}) continue;
    const lows = LBS[c];
    const s_hbase = s_off[h];
    const hq = h * ${2 ** L};
    for (let j = 0; j < lows.length; j++, r++) {
      if ((r & ${CHUNK - 1}) === 0) K_ticks(${CHUNK});
      const l = lows[j];
      const s_lr = LR[l];
      for (let t = 0; t < ${width}; t++) {
        const p = (hq + l) * ${width} + t;
        ${terminal}
        let s_best = ${NONE};
        ${moves.join('\n')}
        if (s_best === ${NONE}) s_best = 0;
        else if (s_best > 127 || s_best < -127) return 3;
        cur[r * ${width} + t] = s_best;
      }
    }
  }
  return 0;
};`;
  return { body, bindings };
}

/** The values of the tier of the position `start` (a region mask) and of the tier above, by the
 *  tiered sweep; a string says why tiers do not apply, a failure why the sweep gave up. */
export function tierValues(
  game: SpecGame,
  start: number,
  limitBytes: number,
  /** Sees each tier once computed (the bench's checksum, the tests): index rank · width + turn. */
  visit?: (tier: number, values: Int8Array, ranking: TierRanking) => void,
): TierValues | TierMemory | SweepFailure | { kind: 'none'; reason: string } {
  const mg = maskGame(game, { maxBits: MAX_TIER_BITS });
  if (typeof mg === 'string') return { kind: 'none', reason: mg };
  const shape = tierShape(game, mg);
  if (typeof shape === 'string') return { kind: 'none', reason: shape };
  const width = shape.shift + 1;
  const q0 = Math.floor(start / width);
  const tier = popcount(q0);
  const { bytes, largest } = tierBytes(shape.bits, tier, width);
  if (bytes > limitBytes) return { kind: 'memory', need: bytes, limit: limitBytes, tier, largest, bits: shape.bits };
  const ranking = tierRanking(shape.bits);
  const { body, bindings } = tierSource(mg, shape, ranking);
  const sweep = compileKernelFunction<TierFn>(bindings, body, `tiers_${game.name}`);
  const buffers = [new Int8Array(ranking.count(largest) * width), new Int8Array(ranking.count(largest) * width)];
  let up = buffers[1]!.subarray(0, 0);
  let cur = up;
  let solved = 0;
  for (let k = shape.bits; k >= tier; k--) {
    const next = buffers[k & 1]!.subarray(0, ranking.count(k) * width);
    const code = sweep(next, cur, k);
    if (code !== 0) return code === 2 ? 'error' : 'range';
    solved += next.length;
    visit?.(k, next, ranking);
    up = cur;
    cur = next;
  }
  const [low, above] = [cur, up];
  return {
    kind: 'tiers',
    tier,
    solved,
    bytes,
    valueAt(mask) {
      const q = Math.floor(mask / width);
      const t = mask % width;
      const k = popcount(q);
      if (k !== tier && k !== tier + 1) return undefined;
      return (k === tier ? low : above)[rankOf(ranking, q, k) * width + t];
    },
  };
}
