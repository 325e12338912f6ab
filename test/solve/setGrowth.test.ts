// A set field grown one element per move from the start (src/solve/setGrowth.ts): the lower bound on
// the reachable positions is never above the count a search finds (random small games with the
// shape and extra moves), the shapes it does not cover get no bound, and a check whose search would
// store more than the memory limit is refused before the search with ZM7012 at the field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { buildGame, type SpecGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { setGrowth } from '../../src/solve/setGrowth.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { seedFor } from './randomGraphs.js';
import { dotsAndBoxesFile } from '../library/dotsAndBoxes.js';

function built(text: string): SpecGame {
  const spec = loadSpec('g.yaml', text).value!;
  const g = buildGame(spec, {});
  if (!g.value) throw new Error(g.diagnostics.map((d) => d.message).join('; '));
  return g.value;
}

/** A game on `bool[k]`: draw any undrawn element (`guard` replaces ¬drawn[e]), plus `more` moves. */
const file = (k: number, start: number[], opts: { guard?: string; range?: string; more?: string; end?: string } = {}): string => `name: grow
game:
  state: { drawn: bool[${k}] }
  start: { drawn: {${start.join(', ')}} }
  moves:
    - name: draw e
      for: e ∈ ${opts.range ?? `0..${k - 1}`}
      if: ${opts.guard ?? '¬drawn[e]'}
      to: { drawn[e]: true }
${opts.more ?? ''}${opts.end ? `  end: { lose: ${opts.end} }\n` : ''}check: { from: start, symbolic: off }
`;

/** The positions reachable from the start, by a search over the move lister. */
function reachable(game: SpecGame): number {
  const seen = new Set<number>([game.region.encode(game.start!)]);
  const todo = [game.region.encode(game.start!)];
  while (todo.length) {
    const position = game.region.decode(todo.pop()!);
    if (game.terminalOf(position) !== 0) continue;
    for (const m of game.listMoves(position))
      for (const t of m.targets)
        if (!seen.has(t.index)) {
          seen.add(t.index);
          todo.push(t.index);
        }
  }
  return seen.size;
}

describe('setGrowth', () => {
  it('2^free is at most the positions reachable from the start (random starts, extra moves)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 127 }), fc.boolean(), (k, bits, clearing) => {
        const start = Array.from({ length: k }, (_, i) => i).filter((i) => bits & (1 << i));
        // a move that takes an element back: more positions, the bound still holds
        const more = clearing ? `    - name: undo e\n      for: e ∈ 0..${k - 1}\n      if: drawn[e] ∧ e = 0\n      to: { drawn[e]: false }\n` : '';
        const game = built(file(k, start, { more }));
        const growth = setGrowth(game, game.start!);
        expect(growth).toEqual({ field: 'drawn', free: k - start.length });
        expect(2 ** growth!.free).toBeLessThanOrEqual(reachable(game));
      }),
      { seed: seedFor('set growth bound'), numRuns: 60 },
    );
  });

  it.each([
    ['an end rule', { end: 'drawn[0]' }],
    ['a guard with another condition', { guard: '¬drawn[e] ∧ e ≠ 3' }],
    ['a range that misses an element', { range: '1..5' }],
    ['a guard on another element', { guard: '¬drawn[0]' }],
  ])('gives no bound with %s', (_what, opts) => {
    const game = built(file(6, [], opts));
    expect(setGrowth(game, game.start!)).toBeUndefined();
  });
});

describe('a check whose set field would reach more positions than fit in memory', () => {
  // Dots and Boxes on 3 × 4 boxes (31 lines): a box too large to index, whose outcomes are searched
  // by key in full (its rules may fail to evaluate, so the search cannot stop early). The claim asks
  // an outcome: a claim on values alone is answered by tiers (test/solve/value/tierSweep.test.ts).
  const dnb = (from: number): string => `${dotsAndBoxesFile(3, 4, from)}claims:\n  - name: v\n    holds: value(start) = 0 ∨ safe(start)\n`;

  it('is refused before the search with ZM7012 at the field, with a hint for a set field', async () => {
    const host = fakeHost({ 'g.yaml': dnb(0) });
    const started = performance.now();
    const code = await main(['check', 'g.yaml', '--no-cache'], host);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(code).toBe(2);
    expect(host.err()).toContain('g.yaml:3:12: error ZM7012: at least 2^31 positions are reachable from the start (`drawn` gains one of its 31 elements');
    expect(host.err()).toContain('stored by key they need at least 10.1 GiB, more than the limit of 4 GiB');
    expect(host.err()).toContain('hint: a set field has no bound to lower');
  });

  it('in Portuguese under --lang pt', async () => {
    const host = fakeHost({ 'g.yaml': dnb(0) });
    await main(['check', 'g.yaml', '--no-cache', '--lang', 'pt'], host);
    expect(host.err()).toContain('pelo menos 2^31 posições são atingíveis a partir da posição inicial');
    expect(host.err()).toContain('um campo conjunto não tem limite para baixar');
  });

  it('a value asked on a set field too large to index is answered: by key, or by tiers where each move draws one element', async () => {
    // rules that cannot fail: the outcome search stops early, so no ZM7012; where a move draws two
    // elements the values are searched over positions stored by key (solve/value/keyValueSearch.ts),
    // where it draws one, tier by tier (solve/value/tierSweep.ts); no move scores, so the value is 0
    const host = fakeHost({
      'g.yaml': `${file(
        31,
        Array.from({ length: 20 }, (_, i) => i),
        { more: '' },
      ).replace('to: { drawn[e]: true }', 'to: { drawn[e]: true, drawn[(e + 1) mod 31]: true }')}claims:\n  - name: v\n    holds: value(start) = 1\n`,
    });
    await main(['check', 'g.yaml', '--no-cache'], host);
    expect(host.out()).toContain('in truth: value(start) is 0');
    const tiers = fakeHost({
      'g.yaml': `${file(
        31,
        Array.from({ length: 28 }, (_, i) => i),
      )}claims:\n  - name: v\n    holds: value(start) = 1\n`,
    });
    await main(['check', 'g.yaml', '--no-cache'], tiers);
    expect(tiers.out()).toContain('in truth: value(start) is 0');
    // the tiers from the full set down to the start's: C(31, 28) + C(31, 29) + C(31, 30) + 1 sets
    expect(tiers.out()).toContain('4992 positions solved');
  }, 120_000);

  it('against the limit given: 2^23 positions do not fit in 100 MiB, 2^5 do', async () => {
    const refused = fakeHost({ 'g.yaml': dnb(2 ** 8 - 1) });
    await main(['check', 'g.yaml', '--no-cache', '--max-memory', '100MiB'], refused);
    expect(refused.err()).toContain('ZM7012: at least 2^23 positions');
    const held = fakeHost({ 'g.yaml': dnb(2 ** 26 - 1) });
    await main(['check', 'g.yaml', '--no-cache', '--max-memory', '100MiB'], held);
    expect(held.err()).not.toContain('ZM7012');
  }, 120_000);
});
