// Stage: check. The truth gate of a periodic conjecture (maskPeriod.ts): whether the solved outcome
// equals the conjecture at every position, read four positions at a time against one block of the
// conjecture's repeating pattern, without evaluating the conjecture beyond that block.

import { lcm, type MaskPeriod } from './maskPeriod.js';

/** mask → the truth code it claims (1 safe, 2 fragile, 3 draw); 0 for a mask in no set or in
 *  several, which no solved outcome equals. */
const CODE = Uint8Array.of(0, 1, 2, 0, 3, 0, 0, 0);

/** Pattern blocks span at least this many positions (fewer turns of the outer loop). */
const BLOCK = 4096;

/** True when truth[p] is the code of the conjecture's mask at every p; false at the first
 *  difference (or an undetermined or unreached position, whose code 4 or 0 no mask claims). */
export function periodicTruthHolds(mp: MaskPeriod, truth: Uint8Array): boolean {
  const size = truth.length;
  // the pattern starts at a multiple of 4 at or after mp.start and spans a multiple of the period and of 4
  const a0 = mp.start + ((4 - (mp.start % 4)) % 4);
  const unit = mp.period % 4 === 0 ? mp.period : mp.period % 2 === 0 ? mp.period * 2 : mp.period * 4;
  const span = unit * Math.max(1, Math.ceil(BLOCK / unit));
  const head = Math.min(size, a0 + span);
  const masks = mp.masks(head);
  for (let p = 0; p < head; p++) if (truth[p] !== CODE[masks[p]! & 7]) return false;
  if (head === size) return true;
  const codes = new Uint8Array(span);
  for (let i = 0; i < span; i++) codes[i] = CODE[masks[a0 + i]! & 7]!;
  let p = head;
  if (truth.byteOffset % 4 === 0) {
    const words = new Int32Array(truth.buffer, truth.byteOffset, size >> 2);
    const pattern = new Int32Array(codes.buffer, 0, span >> 2);
    const last = words.length;
    let w = p >> 2;
    while (w < last) {
      const n = Math.min(pattern.length, last - w);
      for (let j = 0; j < n; j++) if (words[w + j] !== pattern[j]) return false;
      w += n;
    }
    p = last << 2;
  }
  // what the words did not cover, byte by byte (p - a0 is a multiple of the period)
  for (; p < size; p++) if (truth[p] !== codes[(p - a0) % span]) return false;
  return true;
}

/** Positions to compare when the truth also repeats (Solution.repeats: out[x] = out[x − P] for x ≥ r).
 *  With L the conjecture's period (conj(x) = conj(x − L) for x ≥ start + L), M = lcm(P, L) and
 *  B = max(r, start + L): for x ≥ B + M both sides equal their value at x − M, so agreement below
 *  B + M gives agreement everywhere, by induction on x (compared here up to B + 2M). The whole table
 *  when M is large. */
export function truthCompareBound(mp: MaskPeriod, repeats: { from: number; period: number } | undefined, size: number): number {
  if (!repeats) return size;
  const m = lcm(repeats.period, mp.period);
  if (m > 1 << 22) return size;
  return Math.min(size, Math.max(repeats.from, mp.start + mp.period) + 2 * m);
}
