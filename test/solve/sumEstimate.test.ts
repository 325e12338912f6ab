// The misère sum search's up-front estimate (solve/misere/sumEstimate.ts) and the component table
// it reads (solve/misere/componentMoves.ts, generated code): the table equals one built from the
// slow move lister (fast-check); the estimate bounds every multiset reachable from the region,
// counted here by a plain closure over explicit multisets (fast-check), and is exact for Kayles;
// refusals (ZM4013 at the bound, with the bound that fits) only where the search exceeds its cap.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { buildGame } from '../../src/game/buildGame.js';
import type { Game } from '../../src/game/game.js';
import { componentMoves, componentOrder, type ComponentMoves } from '../../src/solve/misere/componentMoves.js';
import { sumEstimate } from '../../src/solve/misere/sumEstimate.js';
import { solveMisereSums } from '../../src/solve/solveMisereSums.js';
import { spec } from '../check/helpers.js';
import { seedFor } from './randomGraphs.js';
import { campaignRuns } from '../setup/campaignSize.js';

const octalFile = (code: string, hi?: number): string => `name: t\ngame: { octal: "${code}", play: misère }\n${hi === undefined ? '' : `check: { bounds: { n: 0..${hi} } }\n`}`;

const splitFile = (take: number[], split: number[], hi: number): string => {
  const moves = [
    ...(take.length ? [`    - { for: k ∈ {${take.join(', ')}}, if: k ≤ n, to: { n: n - k } }`] : []),
    `    - for: [k ∈ {${split.join(', ')}}, a ∈ 0..n-k]\n      to: [ { n: a }, { n: n - k - a } ]`,
  ];
  return `name: s\ngame:\n  state: { n: nat }\n  play: misère\n  moves:\n${moves.join('\n')}\ncheck: { bounds: { n: 0..${hi} } }\n`;
};

const gameOf = (text: string): Game => buildGame(spec(text), {}).value!;

function tableOf(game: Game): ComponentMoves {
  const table = componentMoves(game);
  if ('tooMany' in table) throw new Error('too many moves');
  return table;
}

/** The table from the slow lister: per component, per move, its sorted parts with moves, or 'out'. */
function slowTable(game: Game): ('out' | number[])[][] {
  const lists = Array.from({ length: game.region.size }, (_, c) => game.listMoves(game.region.decode(c)).map((m) => m.targets.map((t) => t.index)));
  return lists.map((moves) => moves.map((targets) => (targets.some((t) => t < 0) ? 'out' : targets.filter((t) => lists[t]!.length > 0).sort((a, b) => a - b))));
}

function tableRows(t: ComponentMoves): ('out' | number[])[][] {
  return Array.from({ length: t.size }, (_, c) =>
    Array.from({ length: t.moveStart[c + 1]! - t.moveStart[c]! }, (_, k) => {
      const m = t.moveStart[c]! + k;
      return t.outside[m] ? 'out' : Array.from(t.parts.subarray(t.partStart[m]!, t.partStart[m + 1]!));
    }),
  );
}

/** Every multiset reachable from a single region position (the empty one included), explicitly. */
function closureSize(t: ComponentMoves): number {
  const seen = new Set<string>();
  const stack: number[][] = [];
  const visit = (pos: number[]): void => {
    const key = pos.join(',');
    if (!seen.has(key)) {
      seen.add(key);
      stack.push(pos);
    }
  };
  for (let c = 0; c < t.size; c++) if (t.hasMove[c]) visit([c]);
  while (stack.length > 0) {
    const pos = stack.pop()!;
    pos.forEach((c, i) => {
      for (let m = t.moveStart[c]!; m < t.moveStart[c + 1]!; m++) {
        if (t.outside[m]) continue;
        visit([...pos.slice(0, i), ...pos.slice(i + 1), ...t.parts.subarray(t.partStart[m]!, t.partStart[m + 1]!)].sort((a, b) => a - b));
      }
    });
  }
  return seen.size + (seen.has('') ? 0 : 1);
}

const octalCodes = fc
  .array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 })
  .map((drawn) => (drawn.some((d) => d & 4) ? drawn : [drawn[0]! | 4, ...drawn.slice(1)]))
  .map((digits) => `0.${digits.join('')}`);
const splitGames = fc.tuple(
  fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 3 }),
  fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }),
  fc.integer({ min: 0, max: 12 }),
);

describe('the component table (generated code) equals the slow move lister', () => {
  test('random octal codes and split games', () => {
    fc.assert(
      fc.property(octalCodes, fc.integer({ min: 0, max: 16 }), (code, hi) => {
        const game = gameOf(octalFile(code, hi));
        expect(tableRows(tableOf(game))).toEqual(slowTable(game));
      }),
      { seed: seedFor('component table = slow lister (octal)'), numRuns: campaignRuns(60) },
    );
    fc.assert(
      fc.property(splitGames, ([take, split, hi]) => {
        const game = gameOf(splitFile(take, split, hi));
        expect(tableRows(tableOf(game))).toEqual(slowTable(game));
      }),
      { seed: seedFor('component table = slow lister (split)'), numRuns: campaignRuns(40) },
    );
  });

  test('a part outside the region marks the move', () => {
    const text = `name: o\ngame:\n  state: { n: nat }\n  play: misère\n  moves:\n    - { if: n ≥ 2, to: [ { n: n - 2 }, { n: n + 5 } ] }\n    - { if: n ≥ 1, to: { n: n - 1 } }\ncheck: { bounds: { n: 0..6 } }\n`;
    const game = gameOf(text);
    expect(tableRows(tableOf(game))).toEqual(slowTable(game));
    expect(tableRows(tableOf(game))[2]).toContain('out');
  });
});

describe('the estimate bounds the multisets the search meets', () => {
  test('it is never below the explicit closure (random octal codes and split games), and grows with the start', () => {
    const law = (game: Game): void => {
      const t = tableOf(game);
      const reach = sumEstimate(t, componentOrder(t)!).reach;
      expect(reach[t.size - 1]!).toBeGreaterThanOrEqual(closureSize(t));
      for (let i = 1; i < t.size; i++) expect(reach[i]!).toBeGreaterThanOrEqual(reach[i - 1]!);
      // the search memoises only multisets it meets (the empty one is not memoised)
      expect(reach[t.size - 1]! - 1).toBeGreaterThanOrEqual(solveMisereSums(game).value!.sumStates!);
    };
    fc.assert(
      fc.property(octalCodes, fc.integer({ min: 0, max: 18 }), (code, hi) => law(gameOf(octalFile(code, hi)))),
      { seed: seedFor('sum estimate ≥ closure (octal)'), numRuns: campaignRuns(60) },
    );
    fc.assert(
      fc.property(splitGames, ([take, split, hi]) => law(gameOf(splitFile(take, split, hi)))),
      { seed: seedFor('sum estimate ≥ closure (split)'), numRuns: campaignRuns(40) },
    );
  });

  test('for misère Kayles it is the closure itself (weight n + 1: a split removes a pin)', () => {
    const t = tableOf(gameOf(octalFile('0.77', 30)));
    expect(sumEstimate(t, componentOrder(t)!).reach[30]).toBe(closureSize(t));
  });
});

describe('refusals', () => {
  test('0.77 without bounds (n ≤ 1000 by default) is refused at the bound, naming the bound that fits', () => {
    const text = octalFile('0.77');
    const r = solveMisereSums(gameOf(text));
    expect(r.value).toBeUndefined();
    const d = r.diagnostics[0]!;
    expect(d.code).toBe('ZM4013');
    expect(text.slice(d.span!.start, d.span!.end)).toBe('"0.77"'); // the default bound's place: the game
    const bounded = octalFile('0.77', 90);
    const at = solveMisereSums(gameOf(bounded)).diagnostics[0]!;
    expect(bounded.slice(at.span!.start, at.span!.end)).toBe('0..90');
    expect(d.message).toMatch(/up to n = \d+ has up to [\d.]+·10\^\d+ positions .*counted before the search.*refused after 20000 of them/);
    // the last start whose estimate fits the cap: Kayles' closure up to n = 66 is below 3·10^6
    expect(d.hint).toBe('lower check.bounds.n to at most 66 (up to there the search certainly fits)');
    expect(diagnosticPt(d).message).toMatch(/^o jogo de somas misère alcançado .* recusado depois de 20000 delas$/);
    expect(diagnosticPt(d).hint).toBe('baixe check.bounds.n para no máximo 66 (até aí a procura cabe de certeza)');
    const t = tableOf(gameOf(octalFile('0.77', 67)));
    const reach = sumEstimate(t, componentOrder(t)!).reach;
    expect(reach[66]).toBeLessThanOrEqual(3e6);
    expect(reach[67]).toBeGreaterThan(3e6);
  });

  test('what is refused needs more than half the cap (scaled-down caps, random octal codes)', () => {
    // a cap of 20 000, refusing beyond 5 times that after a probe of 1000, predicting from 1000: every
    // refused region's plain search (no estimate) stops at the cap or needs more than half of it;
    // what is not refused is solved as by the plain search
    const refused = { estimate: 0, pace: 0 };
    fc.assert(
      fc.property(octalCodes, fc.integer({ min: 10, max: 50 }), (code, hi) => {
        const game = gameOf(octalFile(code, hi));
        const cap = 20_000;
        const limited = solveMisereSums(game, { maxStates: cap, refuseAbove: 5 * cap, probeStates: 1000, calibrateStates: 1000 });
        const plain = solveMisereSums(game, { maxStates: cap, refuseAbove: Infinity, calibrateStates: Infinity });
        const message = limited.diagnostics[0]?.message ?? '';
        if (limited.value === undefined && /counted/.test(message)) {
          refused[/would need/.test(message) ? 'pace' : 'estimate']++;
          if (plain.value) expect(plain.value.sumStates).toBeGreaterThan(cap / 2);
        } else expect(limited.value?.outcome).toEqual(plain.value?.outcome);
      }),
      { seed: seedFor('sum refusal ⇒ search beyond half its cap'), numRuns: 120 },
    );
    // the law was exercised by both kinds of refusal (over six seeds on 2026-12-02: 6–9 refusals by
    // the estimate and 10–21 by the pace in 120 cases; one seed in CI gave 5 by the estimate)
    expect(refused.estimate).toBeGreaterThan(2);
    expect(refused.pace).toBeGreaterThan(2);
  });

  test('0.77 up to 72: refused at the pace of its first 20 000 multisets, before the search reaches the cap', () => {
    const r = solveMisereSums(gameOf(octalFile('0.77', 72)));
    expect(r.value).toBeUndefined();
    const d = r.diagnostics[0]!;
    expect(d.message).toMatch(
      /^the misère sum game of the region would need about 4\.\d·10\^6 positions: the search met \d+ of the \d+ counted up to n = \d+ \(\d+%\), and 6\.\d·10\^6 are counted up to n = 72; at most 3000000 are searched$/,
    );
    expect(d.hint).toMatch(/^lower check\.bounds\.n to at most 6\d \(up to there the search is expected to fit\)$/);
    expect(diagnosticPt(d).message).toMatch(/^o jogo de somas misère da região precisaria de cerca de/);
    expect(diagnosticPt(d).hint).toMatch(/^baixe check\.bounds\.n para no máximo 6\d \(até aí a procura deve caber\)$/);
  });

  test('a start estimated beyond the limit whose probe finishes is solved, not refused', () => {
    const game = gameOf(octalFile('0.77', 40));
    const r = solveMisereSums(game, { refuseAbove: 10, probeStates: 1_000_000 });
    expect(r.value?.method).toBe('misere-sums');
  });
});
