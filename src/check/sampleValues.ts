// Stage: check (sampling). The values a sampled slot takes: mostly far outside the exhaustive region,
// drawn to hit traps — just past the bound, powers of 2 and of 10 (± a few), the domain's ends, random
// magnitudes — plus some inside it. Input: the slot's domain and region. Output: a fast-check
// arbitrary that shrinks like fc.integer (towards 0), and the deterministic grid of special values.

import fc from 'fast-check';

export const SAMPLE_MAGNITUDE = 2 ** 40;
const NEAR = 8; // ± around 2^k and 10^k
const PAST = 64; // how far "just past the bound" goes

export interface SlotRange {
  lo: number; // the domain, clamped to ±SAMPLE_MAGNITUDE (or to the move cap)
  hi: number;
  regionLo: number; // the exhaustive region (already checked position by position)
  regionHi: number;
}

function clamp(v: number, r: SlotRange): number {
  return Math.min(r.hi, Math.max(r.lo, v));
}

/** 2^k ± d and 10^k ± d up to `max` (k ≥ 1), in increasing order of magnitude. */
function landmarks(max: number): number[] {
  const out: number[] = [];
  for (let p = 2; p <= max + NEAR; p *= 2) for (let d = -NEAR; d <= NEAR; d++) out.push(p + d);
  for (let p = 10; p <= max + NEAR; p *= 10) for (let d = -NEAR; d <= NEAR; d++) out.push(p + d);
  return out;
}

/** Values of one slot tried before any random sample: just past the region, landmarks, the ends. */
export function specialValues(r: SlotRange): number[] {
  const out = new Set<number>();
  const add = (v: number): void => {
    if (Number.isSafeInteger(v) && v >= r.lo && v <= r.hi && (v < r.regionLo || v > r.regionHi)) out.add(v);
  };
  for (let d = 1; d <= NEAR; d++) {
    add(r.regionHi + d);
    add(r.regionLo - d);
  }
  for (const v of landmarks(Math.max(Math.abs(r.lo), Math.abs(r.hi)))) {
    add(v);
    add(-v);
  }
  for (let d = 0; d < NEAR; d++) {
    add(r.hi - d);
    add(r.lo + d);
  }
  return [...out].sort((a, b) => Math.abs(a) - Math.abs(b) || a - b);
}

/** An integer in [lo, hi] drawn from the trap-hunting mixture; shrinks like fc.integer. */
export class TrapInteger extends fc.Arbitrary<number> {
  private readonly shrinker: fc.Arbitrary<number>;

  constructor(readonly range: SlotRange) {
    super();
    this.shrinker = fc.integer({ min: range.lo, max: range.hi });
  }

  generate(mrng: fc.Random): fc.Value<number> {
    return new fc.Value(this.draw(mrng), undefined);
  }

  private draw(mrng: fc.Random): number {
    const r = this.range;
    if (r.hi - r.lo <= PAST) return mrng.nextInt(r.lo, r.hi);
    const top = Math.max(Math.abs(r.lo), Math.abs(r.hi));
    const sign = (v: number): number => (r.lo < 0 && (r.hi <= 0 || mrng.nextInt(0, 1) === 1) ? -v : v);
    const small = (): number => mrng.nextInt(0, 2 ** mrng.nextInt(0, 6));
    const mode = mrng.nextInt(0, 99);
    if (mode < 15) return mrng.nextInt(clamp(r.regionLo, r), clamp(r.regionHi, r)); // inside (mixed with others)
    if (mode < 30) return clamp(r.lo < r.regionLo && mrng.nextInt(0, 1) === 1 ? r.regionLo - 1 - small() : r.regionHi + 1 + small(), r);
    if (mode < 50) return clamp(sign(2 ** mrng.nextInt(1, Math.max(1, Math.floor(Math.log2(top)))) + mrng.nextInt(-NEAR, NEAR)), r);
    if (mode < 70) return clamp(sign(10 ** mrng.nextInt(1, Math.max(1, Math.floor(Math.log10(top)))) + mrng.nextInt(-NEAR, NEAR)), r);
    if (mode < 80) return mrng.nextInt(0, 1) === 1 ? r.hi - small() : clamp(r.lo + small(), r);
    const bits = mrng.nextInt(0, Math.max(0, Math.floor(Math.log2(top))));
    return clamp(sign(mrng.nextInt(2 ** bits, Math.min(top, 2 ** (bits + 1) - 1))), r);
  }

  canShrinkWithoutContext(value: unknown): value is number {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= this.range.lo && value <= this.range.hi;
  }

  shrink(value: number, context: unknown): fc.Stream<fc.Value<number>> {
    return this.shrinker.canShrinkWithoutContext(value) ? this.shrinker.shrink(value, context) : fc.Stream.nil();
  }
}
