// Stage: check (sampling). What the sampler draws from: the parameter values (the swept range, then
// beyond it up to 10^6 within the domain), each slot's range (the domain up to ±2^40, capped where the
// number of moves grows with the position), the games built per parameter value (memoised), and the
// deterministic examples tried first. Input: a Spec. Output: positions ready for sampleLocal.ts.

import fc from 'fast-check';
import type { Spec, BoundSpec } from '../model/model.js';
import { buildGame, type SpecGame } from '../game/buildGame.js';
import { evalInteger, isDiagnostic } from '../game/evalConst.js';
import { buildLayout } from '../game/layout.js';
import { moveCounter } from '../game/memoryEstimate.js';
import type { LocalConjecture } from './sampleLocal.js';
import { SAMPLE_MAGNITUDE, specialValues, type SlotRange } from './sampleValues.js';

export const PARAM_MAGNITUDE = 10 ** 6;
const GAMES_KEPT = 64;
const PAST = 64;

interface Entry {
  game: SpecGame;
  conj: LocalConjecture;
  count: (position: Float64Array, limit: number) => number;
  region: [number, number][]; // the exhaustive region per slot (check.bounds, else the domain)
}

export interface SampledPosition {
  game: SpecGame;
  conj: LocalConjecture;
  position: Float64Array;
  /** Inside the exhaustive region (check.bounds) of its parameter values. */
  withinBounds: boolean;
  /** Whether state slots lie inside that region. */
  inside: (slots: ArrayLike<number>) => boolean;
}

export class SampleSetup {
  ready: true | { reason: string } = true;
  readonly params: string[];
  readonly pools: number[][] = [];
  slots: SlotRange[] = [];
  private readonly tiny: Spec;
  private readonly base: number[] = []; // the params of the exhaustive check's largest run
  private readonly games = new Map<string, Entry | string>();

  constructor(
    private readonly spec: Spec,
    private readonly maxMoves: number,
    private readonly conjectureOf: (game: SpecGame) => LocalConjecture | string,
  ) {
    this.params = spec.game.params.map((p) => p.name);
    this.tiny = tinySpec(spec);
    const problem = this.init();
    if (problem) this.ready = { reason: problem };
  }

  private init(): string | undefined {
    const spec = this.spec;
    const unswept = this.params.find((p) => !spec.check.params[p]);
    if (unswept) return `the parameter \`${unswept}\` has no values in check.params`;
    for (const name of this.params) {
      const pool = paramPool(spec, name);
      if (typeof pool === 'string') return pool;
      this.pools.push(pool.values);
      this.base.push(pool.top);
    }
    const base = this.entry(this.base);
    if (typeof base === 'string') return base;
    const extremes = [this.pools.map((p) => p[0]!), this.pools.map((p) => p[p.length - 1]!)].map((v) => this.entry(v));
    this.slots = base.game.slots.map((slot, s) => {
      const [regionLo, regionHi] = base.region[s]!;
      let lo = Math.max(-SAMPLE_MAGNITUDE, slot.domainLo);
      let hi = Math.min(SAMPLE_MAGNITUDE, slot.domainHi);
      for (const e of extremes) {
        if (typeof e === 'string') continue;
        lo = Math.min(lo, Math.max(-SAMPLE_MAGNITUDE, e.game.slots[s]!.domainLo));
        hi = Math.max(hi, Math.min(SAMPLE_MAGNITUDE, e.game.slots[s]!.domainHi));
      }
      return { lo: this.cap(base, s, lo, regionLo, -1), hi: this.cap(base, s, hi, regionHi, 1), regionLo, regionHi };
    });
    return undefined;
  }

  /** The farthest value (halving from `end` towards 0) where a position still has few enough moves. */
  private cap(base: Entry, s: number, end: number, regionEnd: number, direction: 1 | -1): number {
    const position = Float64Array.from(base.region.map(([lo]) => lo));
    for (let c = end; (c - regionEnd) * direction > PAST;) {
      position[s] = c;
      if (base.count(position, this.maxMoves) <= this.maxMoves) return c;
      const next = Math.trunc(c / 2);
      if (next === c) break;
      c = next;
    }
    return Math.abs(end - regionEnd) <= PAST ? end : regionEnd + PAST * direction;
  }

  private entry(paramValues: readonly number[]): Entry | string {
    const key = paramValues.join(',');
    const seen = this.games.get(key);
    if (seen !== undefined) return seen;
    const params = Object.fromEntries(this.params.map((p, i) => [p, paramValues[i]!]));
    const built = buildGame(this.tiny, params);
    let entry: Entry | string;
    if (!built.value) entry = built.diagnostics[0]?.message ?? 'the game cannot be built';
    else {
      const conj = this.conjectureOf(built.value);
      entry = typeof conj === 'string' ? conj : { game: built.value, conj, count: moveCounter(built.value), region: regionOf(this.spec, built.value) };
    }
    if (this.games.size >= GAMES_KEPT) this.games.delete(this.games.keys().next().value!);
    this.games.set(key, entry);
    return entry;
  }

  /** The position a sampled input stands for (each cell clamped into its domain), or why not. */
  position(paramValues: readonly number[], cells: readonly number[]): SampledPosition | string {
    const e = this.entry(paramValues);
    if (typeof e === 'string') return e;
    const position = new Float64Array(e.game.slots.length);
    e.game.slots.forEach((slot, s) => (position[s] = Math.min(slot.domainHi, Math.max(slot.domainLo, cells[s] ?? 0))));
    const limit = this.maxMoves * 4;
    if (e.count(position, limit) > limit) return `more than ${limit} moves`;
    const inside = (slots: ArrayLike<number>): boolean => e.region.every(([lo, hi], s) => slots[s]! >= lo && slots[s]! <= hi);
    return { game: e.game, conj: e.conj, position, withinBounds: inside(position), inside };
  }

  paramArbitrary(): fc.Arbitrary<number[]> {
    return fc.tuple(...this.pools.map((p) => fc.constantFrom(...p)));
  }

  /** Inputs tried before the random ones: each slot's special values, the others at the region's low end. */
  examples(limit: number): [number[], number[]][] {
    const rest = this.slots.map((r) => Math.min(r.hi, Math.max(r.lo, r.regionLo)));
    const small = this.slots.map((r, s) => (r.hi - r.lo <= 1 ? s : -1)).filter((s) => s >= 0); // turn, booleans
    const variants = (cells: number[]): number[][] => small.reduce<number[][]>((acc, s) => acc.flatMap((c) => [0, 1].map((v) => c.map((x, i) => (i === s ? v + this.slots[s]!.lo : x)))), [cells]);
    const lists = this.slots.map((r) => (r.hi - r.lo > PAST ? specialValues(r) : []));
    const out: [number[], number[]][] = [];
    for (let k = 0; out.length < limit && lists.some((l) => k < l.length); k++) {
      lists.forEach((l, s) => {
        if (k >= l.length) return;
        for (const cells of variants(rest.map((x, i) => (i === s ? l[k]! : x)))) if (out.length < limit) out.push([[...this.base], cells]);
      });
    }
    return out;
  }

  /** "n ≤ 2^40", "h[·] ≤ 256", "size ≤ 10^6". */
  rangesText(): string[] {
    const out = new Map<string, number>();
    const game = (this.entry(this.base) as Entry).game;
    game.slots.forEach((slot, s) => {
      if (slot.kind === 'bool' || slot.kind === 'player') return;
      const name = slot.element !== undefined ? `${slot.field}[·]` : slot.name;
      out.set(name, Math.max(out.get(name) ?? -Infinity, this.slots[s]!.hi));
    });
    this.params.forEach((p, i) => out.set(p, this.pools[i]![this.pools[i]!.length - 1]!));
    return [...out].map(([name, hi]) => `${name} ≤ ${magnitude(hi)}`);
  }
}

function magnitude(v: number): string {
  if (v >= 1024 && Number.isInteger(Math.log2(v))) return `2^${Math.log2(v)}`;
  if (v >= 1000 && Number.isInteger(Math.log10(v)) && 10 ** Math.log10(v) === v) return `10^${Math.log10(v)}`;
  return String(v);
}

/** The spec with a one-position region, so that building a game never allocates or refuses a big one. */
function tinySpec(spec: Spec): Spec {
  const bounds: Record<string, BoundSpec> = {};
  for (const f of spec.game.state) {
    const d = f.domain.kind === 'array' ? f.domain.elem : f.domain;
    const given = spec.check.bounds[f.name];
    const lo = d.kind === 'range' ? d.lo : given?.lo;
    if (lo && (d.kind === 'range' || d.kind === 'nat' || d.kind === 'int')) bounds[f.name] = { lo, hi: lo, span: given?.span ?? f.span };
  }
  return { ...spec, check: { ...spec.check, bounds } };
}

/** The exhaustive region of the real check per slot, for this game's params. */
function regionOf(spec: Spec, game: SpecGame): [number, number][] {
  return game.slots.map((slot) => {
    const b = spec.check.bounds[slot.field];
    const value = (e: BoundSpec['lo'] | undefined, fallback: number): number => {
      const v = e ? evalInteger(e, game.layout, game.frame, spec.file, 'a bound', game.program) : fallback;
      return isDiagnostic(v) ? fallback : v;
    };
    const lo = Math.max(slot.domainLo, value(b?.lo, slot.domainLo));
    const hi = Math.min(slot.domainHi, value(b?.hi, slot.domainHi));
    return [Number.isFinite(lo) ? lo : 0, Number.isFinite(hi) ? hi : lo];
  });
}

/** A swept parameter's sampled values: its range (≤ 16 of them), then beyond it up to 10^6. */
function paramPool(spec: Spec, name: string): { values: number[]; top: number } | string {
  const layout = buildLayout(spec);
  const frame = new Float64Array(layout.frameSize);
  const ev = (e: BoundSpec['lo']): number | undefined => {
    const v = evalInteger(e, layout, frame, spec.file, name);
    return isDiagnostic(v) ? undefined : v;
  };
  const b = spec.check.params[name]!;
  const [lo, hi] = [ev(b.lo), ev(b.hi)];
  if (lo === undefined || hi === undefined || hi < lo) return `the values of \`${name}\` cannot be evaluated`;
  const domain = spec.game.params.find((p) => p.name === name)!.domain;
  const dhi = domain.kind === 'range' ? (ev(domain.hi) ?? hi) : domain.kind === 'bool' ? 1 : PARAM_MAGNITUDE;
  const top = Math.max(hi, Math.min(dhi, PARAM_MAGNITUDE));
  const values = new Set<number>();
  const step = Math.max(1, Math.ceil((hi - lo) / 15));
  for (let v = lo; v < hi; v += step) values.add(v);
  values.add(hi);
  for (let d = 1; d <= 4; d++) values.add(hi + d);
  for (let p = 2; p <= top; p *= 2) [p - 1, p, p + 1].forEach((v) => values.add(v));
  for (let p = 10; p <= top; p *= 10) [p - 1, p, p + 1].forEach((v) => values.add(v));
  values.add(top);
  return { values: [...values].filter((v) => v >= lo && v <= top).sort((a, b) => a - b), top: hi };
}
