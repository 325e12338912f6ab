// The rows of a set table (teach/setTable.ts) are built from the subsets of the elements, never by
// walking the region: `table` on the monochromatic triangle game on 7 points (2^21 sets of segments)
// spent 7 of its 14 s of CPU decoding every position to list 48 rows (robustness campaign seed
// 20261299, cases 20261346:318 and 20261356:279). Law: the rows and counts equal those of the walk
// over the region (the former algorithm, below) on random set games, impartial and partizan, with a
// fixed extra field, under random size windows.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGame, type SpecGame } from '../../src/game/buildGame.js';
import { MAX_SET_ROWS, isSetTable, setSection } from '../../src/teach/setTable.js';
import { tableAxes } from '../../src/teach/tableWindow.js';
import { load } from '../semantics/lawSetup.js';

function setGame(k: number, partizan: boolean, extra: boolean): SpecGame {
  const text = `name: sets
game:
${partizan ? '  players: [A, B]\n' : ''}  state: { taken: bool[${k}]${extra ? ', m: 0..2' : ''} }
  moves:
    - { name: take v, for: v ∈ 0..${k - 1}, if: "¬taken[v]", to: { taken[v]: true } }
${extra ? 'check:\n  bounds: { m: 1..1 }\n' : ''}`;
  const built = buildGame(load(text), {});
  if (!built.value) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
  return built.value;
}

/** The former listing: every position of the region decoded, bucketed by its set's size. */
function walked(game: SpecGame, free: readonly number[], turnSlot: number | undefined, sizes: { from: number; to: number }): { labels: string[]; total: number } {
  const marked = (i: number): number[] => {
    const p = game.region.decode(i);
    return free.flatMap((s, k) => (p[s] !== 0 ? [k] : []));
  };
  const order: number[] = [];
  for (let i = 0; i < game.region.size; i++) if (turnSlot === undefined || game.region.decode(i)[turnSlot] === 0) order.push(i);
  const lex = (a: number[], b: number[]): number => {
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
    return 0;
  };
  const size = order.map((i) => marked(i).length);
  const picked: (readonly [number[], number])[] = [];
  for (let c = sizes.from; c <= sizes.to && picked.length < MAX_SET_ROWS; c++) {
    const bucket = order.filter((_, k) => size[k] === c).map((i) => [marked(i), i] as const);
    picked.push(...bucket.sort((a, b) => lex(a[0], b[0])));
  }
  const total = size.filter((c) => c >= sizes.from && c <= sizes.to).length;
  const labels = picked.slice(0, MAX_SET_ROWS).map(([, i]) => {
    const q = game.region.decode(i);
    if (turnSlot !== undefined) q[turnSlot] = 0;
    const text = game.formatPosition(q);
    return turnSlot === undefined ? text : text.replace(/, turn = \S+$/, '');
  });
  return { labels, total };
}

describe('the rows of a set table', () => {
  it('law: the same rows and count as the walk over the region', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.boolean(), fc.boolean(), fc.nat({ max: 10 }), fc.nat({ max: 10 }), (k, partizan, extra, a, b) => {
        const game = setGame(k, partizan, extra);
        const { free, turnSlot } = tableAxes(game);
        expect(isSetTable(game, free)).toBe(true);
        const sizes = { from: Math.min(a, b, k), to: Math.min(Math.max(a, b), k) };
        const { section, listing } = setSection(game, free, turnSlot, sizes, () => null);
        const want = walked(game, free, turnSlot, sizes);
        expect(section.rows.labels).toEqual(want.labels);
        expect(listing.total).toBe(want.total);
        expect(listing.shown).toBe(want.labels.length);
        expect(section.cells.every((row) => row.length === (partizan ? 2 : 1))).toBe(true);
      }),
      { seed: 20261299, numRuns: 60 },
    );
  });

  it('are built without decoding the positions of the region (2^16 of them here, twice with the turn)', () => {
    const game = setGame(16, true, false);
    let decoded = 0;
    const decode = game.region.decode.bind(game.region);
    const counting = { ...game, region: { ...game.region, decode: (i: number, out?: Float64Array) => (decoded++, decode(i, out)) } } as SpecGame;
    const { free, turnSlot } = tableAxes(counting);
    const { listing } = setSection(counting, free, turnSlot, { from: 0, to: 16 }, () => null);
    expect(listing).toEqual({ from: 0, to: 16, elements: 16, shown: MAX_SET_ROWS, total: 2 ** 16 });
    expect(decoded).toBeLessThanOrEqual(MAX_SET_ROWS);
  });
});
