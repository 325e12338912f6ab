// The tiered value sweep (src/solve/value/tierSweep.ts, tierRank.ts) against the plain sweep over
// bit masks (maskSweep.ts) and the search: the values of every set of the tier asked for and of the
// tier above, on Dots and Boxes 1×1..2×3 (every tier, and the sums of all values, which the bench
// prints as checksums), on random games over a `bool[k]` field whose moves set one bit each
// (`again:`, `score:`, impartial and partizan), and the fallback where a move sets two bits, clears
// one, or may be played where its bit is already set.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGame, type SpecGame } from '../../../src/game/buildGame.js';
import { readValue } from '../../../src/check/valueOracle.js';
import { diagnosticPt } from '../../../src/diag/messagesPt.js';
import { BASE_BYTES } from '../../../src/game/memoryEstimate.js';
import { loadSpec } from '../../../src/model/loadSpec.js';
import { maskSweepValues } from '../../../src/solve/value/maskSweep.js';
import { binomial, forEachInTier, popcount, rankingBytes, rankOf, tierRanking } from '../../../src/solve/value/tierRank.js';
import { setReachableMemoryLimit } from '../../../src/solve/reachableBudget.js';
import { TierMemoryRefused, tierValues, type TierValues } from '../../../src/solve/value/tierSweep.js';
import { valueTable } from '../../../src/solve/value/valueTable.js';
import { dotsAndBoxesBoard, dotsAndBoxesFile } from '../../library/dotsAndBoxes.js';

const LIMIT = 2 ** 40;

function gameOf(text: string): SpecGame {
  const loaded = loadSpec('tiers.yaml', text);
  if (!loaded.value) throw new Error(`${text}\n${loaded.diagnostics.map((d) => d.message).join('\n')}`);
  const built = buildGame(loaded.value, {});
  if (!built.value) throw new Error(`${text}\n${built.diagnostics.map((d) => d.message).join('\n')}`);
  return built.value as SpecGame;
}

function plainValues(game: SpecGame): Int8Array {
  const swept = maskSweepValues(game);
  if (typeof swept === 'string') throw new Error(`no plain sweep: ${swept}`);
  return swept.values;
}

function tiersFrom(game: SpecGame, start: number): TierValues {
  const t = tierValues(game, start, LIMIT);
  if (typeof t === 'string' || t.kind !== 'tiers') throw new Error(`no tiers: ${JSON.stringify(t)}`);
  return t;
}

/** Bits of the set in a region mask (the turn, bit 0, not counted). */
const setBits = (game: SpecGame, mask: number): number => popcount(game.layout.turnSlot === undefined ? mask : Math.floor(mask / 2));

/** Every value of the plain sweep equals the tiered sweep's (one sweep from the empty set, which
 *  sees every tier), and the values read back from the start's tier and the one above; returns the
 *  sum of all values. */
function expectTiersEqualPlain(game: SpecGame): number {
  const plain = plainValues(game);
  const width = game.layout.turnSlot === undefined ? 1 : 2;
  let sum = 0;
  let seen = 0;
  const wrong: string[] = [];
  const t = tierValues(game, 0, LIMIT, (k, values, ranking) => {
    forEachInTier(ranking, k, (q, rank) => {
      for (let turn = 0; turn < width; turn++) {
        const p = q * width + turn;
        const v = values[rank * width + turn]!;
        if (v !== plain[p] && wrong.length < 5) wrong.push(`position ${p}: tiers ${v}, plain ${plain[p]}`);
        sum += v;
        seen++;
      }
    });
  });
  if (typeof t === 'string' || t.kind !== 'tiers') throw new Error(`no tiers: ${JSON.stringify(t)}`);
  expect(wrong).toEqual([]);
  expect(seen).toBe(plain.length);
  // read back: from the empty set (tiers 0 and 1), and from a start in a middle tier
  const middle = game.layout.stateSize >> 1;
  const from = tiersFrom(game, (2 ** middle - 1) * width);
  for (let p = 0; p < plain.length; p++) {
    const k = setBits(game, p);
    for (const read of [t, from]) {
      const v = read.valueAt(p);
      if (v !== (k === read.tier || k === read.tier + 1 ? plain[p] : undefined) && wrong.length < 5) wrong.push(`position ${p} read from tier ${read.tier}: ${v}, plain ${plain[p]}`);
    }
  }
  expect(wrong).toEqual([]);
  return sum;
}

describe('the ranking of the sets of k bits', () => {
  it('walks each tier at ranks 0, 1, 2, … and ranks every set of k bits into 0..C(n, k) − 1 one to one', () => {
    for (const n of [0, 1, 5, 16, 17, 19]) {
      const r = tierRanking(n);
      for (let k = 0; k <= n; k++) {
        const seen = new Uint8Array(binomial(n, k));
        let next = 0;
        let wrong = 0;
        let previous = -1;
        forEachInTier(r, k, (p, rank) => {
          if (rank !== next++ || rankOf(r, p, k) !== rank || popcount(p) !== k || p <= previous) wrong++;
          previous = p;
          seen[rank] = 1;
        });
        expect({ n, k, wrong, walked: next }).toEqual({ n, k, wrong: 0, walked: binomial(n, k) });
        expect(seen.every((x) => x === 1)).toBe(true);
      }
    }
  });

  it('orders a tier by the sets as numbers (random sets of up to 31 bits)', () => {
    const r = tierRanking(31);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (a, b) => {
        const k = popcount(a);
        // b moved to k bits: its lowest k set bits, else a's
        let m = b;
        while (popcount(m) > k) m &= m - 1;
        if (popcount(m) !== k) m = a;
        const [ra, rm] = [rankOf(r, a, k), rankOf(r, m, k)];
        expect(ra).toBeLessThan(binomial(31, k));
        expect(Math.sign(ra - rm)).toBe(Math.sign(a - m));
      }),
    );
  });
});

describe('the tiered value sweep', () => {
  // sums of the values of all sets: ../shared/bench-ref/extra/dots_boxes ROWS COLS's checksums
  const boards: [number, number, number, number][] = [
    [1, 1, -1, 1],
    [1, 2, 0, 0],
    [2, 2, 2, 5702],
    [2, 3, -2, 291932],
  ];
  for (const [rows, cols, value, checksum] of boards)
    it(`equals the plain sweep on every set of Dots and Boxes ${rows} × ${cols} (value ${value})`, () => {
      const game = gameOf(dotsAndBoxesFile(rows, cols, 0));
      const sum = expectTiersEqualPlain(game);
      if (rows * cols !== 2) expect(sum).toBe(checksum);
      const t = tiersFrom(game, 0);
      expect(t.valueAt(0)).toBe(value);
      expect(t.solved).toBe(game.region.size);
    });

  it('keeps only two tiers: the charge is two buffers of the largest tier from the start up', () => {
    const game = gameOf(dotsAndBoxesFile(2, 3, 0));
    const t = tiersFrom(game, 0);
    expect(t.bytes).toBe(BASE_BYTES + rankingBytes(17) + 2 * binomial(17, 8));
    // from a start with 10 lines drawn: tier 10 is the largest
    expect(tiersFrom(game, 2 ** 10 - 1).bytes).toBe(BASE_BYTES + rankingBytes(17) + 2 * binomial(17, 10));
    const refused = tierValues(game, 0, t.bytes - 1);
    expect(refused).toEqual({ kind: 'memory', need: t.bytes, limit: t.bytes - 1, tier: 0, largest: 8, bits: 17 });
  });

  it('is the value table`s answer where the plain sweep does not fit', () => {
    const game = gameOf(dotsAndBoxesFile(2, 2, 0));
    const table = valueTable(game);
    if (typeof table === 'string') throw new Error(table);
    expect(table.at(0)).toEqual({ kind: 'value', value: 2 });
  });
});

/** A random game over bool[k] whose moves set one bit each (`¬d[e]`), reading other bits in their
 *  guards, `again:` and `score:`; partizan (a turn bit, `by:`) or not; with an `end:` rule or not. */
const arbGame = fc.record({
  k: fc.integer({ min: 1, max: 7 }),
  partizan: fc.boolean(),
  end: fc.option(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })), { nil: undefined }),
  moves: fc.array(
    fc.record({
      guard: fc.option(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()), { nil: undefined }),
      again: fc.option(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()), { nil: undefined }),
      score: fc.option(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), { nil: undefined }),
      by: fc.integer({ min: 0, max: 1 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

function gameText(
  g: { k: number; partizan: boolean; end?: [number, number]; moves: { guard?: [number, boolean]; again?: [number, boolean]; score?: [number, number, number]; by: number }[] },
  to = (e: string): string => `{ d[${e}]: true }`,
  guard = (e: string): string => `¬d[${e}]`,
): string {
  const bit = (e: string, [a, on]: [number, boolean]): string => `${on ? '' : '¬'}d[(${e} + ${a}) mod ${g.k}]`;
  const moves = g.moves.map((m) =>
    [
      `    - for: e ∈ 0..${g.k - 1}`,
      g.partizan ? `      by: ${m.by === 0 ? 'A' : 'B'}` : '',
      `      if: ${guard('e')}${m.guard ? ` ∧ ${bit('e', m.guard)}` : ''}`,
      m.again ? `      again: ${bit('e', m.again)}` : '',
      m.score ? `      score: if d[(e + ${m.score[0]}) mod ${g.k}] then ${m.score[1]} else ${m.score[2]}` : '',
      `      to: ${to('e')}`,
    ]
      .filter((l) => l)
      .join('\n'),
  );
  return `name: random-bits
game:
${g.partizan ? '  players: [A, B]\n' : ''}  state: { d: bool[${g.k}] }
  start: { d: {} }
  moves:
${moves.join('\n')}
${g.end ? `  end:\n    lose: d[${g.end[0] % g.k}] ∧ d[${g.end[1] % g.k}]\n` : ''}check: { from: start, symbolic: off }
`;
}

describe('the tiered value sweep on random games whose moves set one bit each', () => {
  it('equals the plain sweep at every position', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        expectTiersEqualPlain(gameOf(gameText(g)));
      }),
      { numRuns: 60 },
    );
  });

  it('does not apply where a move sets two bits, clears one, or may be played where its bit is set', () => {
    fc.assert(
      fc.property(arbGame, fc.integer({ min: 0, max: 2 }), (random, breaking) => {
        if (breaking === 0 && random.k < 2) return;
        // no other guard: the breaking move is a move somewhere
        const g = { ...random, moves: random.moves.map((m) => ({ ...m, guard: undefined })) };
        const text =
          breaking === 0
            ? gameText(g, (e) => `{ d[${e}]: true, d[(${e} + 1) mod ${g.k}]: true }`)
            : breaking === 1
              ? gameText(
                  g,
                  (e) => `{ d[${e}]: false }`,
                  (e) => `d[${e}]`,
                )
              : gameText(
                  g,
                  (e) => `{ d[${e}]: true }`,
                  () => 'true',
                );
        const game = gameOf(text);
        const t = tierValues(game, 0, LIMIT);
        expect(t).toMatchObject({ kind: 'none' });
        // and the value table still answers, by the plain sweep or the search
        const table = valueTable(game);
        if (typeof table === 'string') throw new Error(table);
        expect(['value', 'cycle']).toContain(table.at(0).kind);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the value table of a region too large for the plain sweep (2^30 sets)', () => {
  const text = `name: thirty-bits
game:
  state: { d: bool[30] }
  start: { d: {} }
  moves:
    - for: e ∈ 0..29
      if: ¬d[e]
      again: d[(e + 1) mod 30] ∧ ¬d[(e + 2) mod 30]
      score: if d[(e + 29) mod 30] then 1 else 0
      to: { d[e]: true }
check: { from: start, symbolic: off }
`;

  it('answers at a position near the full set by the tiers above it, as a negamax over the move lister', () => {
    const game = gameOf(text);
    expect(game.region.size).toBe(2 ** 30);
    const table = valueTable(game);
    if (typeof table === 'string') throw new Error(table);
    const negamax = (i: number): number => {
      let best: number | undefined;
      for (const m of game.listMoves(game.region.decode(i))) {
        const v = negamax(m.targets[0]!.index);
        const total = m.keeps ? Number(m.points ?? 0) + v : Number(m.points ?? 0) - v;
        if (best === undefined || total > best) best = total;
      }
      return best ?? 0;
    };
    // three lines missing (bits 0, 7 and 20 of the region mask), then four
    for (const index of [2 ** 30 - 1 - 1 - 2 ** 7 - 2 ** 20, 2 ** 30 - 1 - 2 - 2 ** 9 - 2 ** 21 - 2 ** 29]) {
      expect(table.at(index)).toEqual({ kind: 'value', value: negamax(index) });
      const best = table.best(index)!;
      expect(best.total).toBe(negamax(index));
    }
  });

  it('refuses tiers that pass the memory limit before the sweep: ZM7013 at the set field, with a hint', () => {
    const game = gameOf(text);
    const previous = setReachableMemoryLimit(256 * 2 ** 20);
    try {
      const table = valueTable(game);
      if (typeof table === 'string') throw new Error(table);
      const v = table.at(0);
      if (v.kind !== 'error' || !(v.error instanceof TierMemoryRefused)) throw new Error(`not refused: ${JSON.stringify(v)}`);
      const d = v.error.diagnostic;
      expect(d.code).toBe('ZM7013');
      expect(d.message).toContain('two tiers of 155117520 sets (tier 15, the largest');
      expect(text.slice(d.span!.start, d.span!.end)).toBe('d: bool[30]');
      expect(d.hint).toContain('start with more elements of `d`');
      const pt = diagnosticPt(d);
      expect(pt.message).toMatch(/^o valor por camadas de `d` \(30 elementos, mais um em cada jogada\) precisa de .+: duas camadas de 155117520 conjuntos \(a camada 15, a maior/);
      expect(pt.hint).toMatch(/^comece com mais elementos de `d` na posição inicial/);
    } finally {
      setReachableMemoryLimit(previous);
    }
  });
});

describe('value(p) in a box stored by key (no region index)', () => {
  it('is read by tiers from the position, as the plain sweep of the same game indexed', () => {
    const text = dotsAndBoxesFile(2, 2, 0);
    const dense = gameOf(text);
    const sparse = buildGame(loadSpec('tiers.yaml', text).value!, {}, { sparse: 'always' }).value!;
    expect(sparse.region.sparse).toBe(true);
    const plain = plainValues(dense);
    const span = { start: 0, end: 1 };
    const wrong: number[] = [];
    for (let p = 0; p < plain.length; p += 7) if (readValue(sparse, dense.region.decode(p), 0, span) !== plain[p]) wrong.push(p);
    expect(wrong).toEqual([]);
    expect(readValue(sparse, dense.region.decode(0), 0, span)).toBe(2);
  });
});

describe('bench/games/dots-and-boxes-3x4.yaml', () => {
  const file = 'bench/games/dots-and-boxes-3x4.yaml';
  const text = readFileSync(file, 'utf8');
  const { lines, boxes } = dotsAndBoxesBoard(3, 4);

  it('is the 3 × 4 board, and from sets of 25 drawn lines its value by tiers is an independent search`s', () => {
    expect(text).toContain(`  lines: ${JSON.stringify(lines).replace(/,/g, ', ')}\n`);
    expect(text).toContain(`  box: ${JSON.stringify(boxes).replace(/,/g, ', ')}\n`);
    const closes = (mask: number, e: number): number => boxes.filter((b) => b.includes(e) && b.every((l) => l === e || mask & (2 ** l))).length;
    const search = (mask: number): number => {
      let best: number | undefined;
      for (let e = 0; e < lines.length; e++) {
        if (mask & (2 ** e)) continue;
        const points = closes(mask, e);
        const v = search(mask | (2 ** e));
        const total = points > 0 ? points + v : -v;
        if (best === undefined || total > best) best = total;
      }
      return best ?? 0;
    };
    fc.assert(
      fc.property(fc.shuffledSubarray([...lines.keys()], { minLength: 25, maxLength: 25 }), (drawn) => {
        const edited = text.replace('start: { drawn: {} }', `start: { drawn: {${drawn.join(', ')}} }`);
        const game = buildGame(loadSpec(file, edited).value!, {}, { sparse: true }).value!;
        expect(game.region.sparse).toBe(true);
        const mask = drawn.reduce((m, e) => m | (1 << e), 0);
        expect(readValue(game, game.start!, 0, { start: 0, end: 1 })).toBe(search(mask));
      }),
      { numRuns: 3 },
    );
  });
});
