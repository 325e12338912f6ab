// The generated Grundy check reading the conjecture from its table (tabledGrundyConjecture,
// src/check/grundyCheckPass.ts) against the same pass evaluating it at every move (the reference): the
// same failures in the same order, or the same error at the same position, on random games with
// sums and with moves leaving the region (where the table has no entry and the conjecture is
// evaluated), and random conjectures (some failing to evaluate beyond their table).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exprGrundyConjecture, grundyCheckPass, tabledGrundyConjecture } from '../../src/check/grundyCheckPass.js';
import { grundyTable } from '../../src/check/grundyTable.js';
import { buildGame } from '../../src/game/buildGame.js';
import { spec } from '../check/helpers.js';

const gameCase = fc.record({
  takes: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }),
  split: fc.integer({ min: 0, max: 2 }), // 0: no split move, else remove this many and split
  up: fc.integer({ min: 0, max: 3 }), // > 0: from every heap ≡ 0 mod 5, a move up by this much
  top: fc.integer({ min: 0, max: 60 }),
  values: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 70 }),
  wrap: fc.boolean(), // f[n mod L] (defined everywhere) or f[n] (fails beyond the table)
  withTruth: fc.boolean(),
});

type Outcome = { calls: [number, number, number][]; error?: string; at?: number };

describe('Grundy check from the conjecture table', () => {
  it('reports what the pass evaluating the conjecture at every move reports', () => {
    let tabled = 0;
    fc.assert(
      fc.property(gameCase, (c) => {
        const moves = [`    - { for: k ∈ {${c.takes.join(', ')}}, if: k ≤ n, to: { n: n - k } }`];
        if (c.split > 0) moves.push(`    - { for: a ∈ 1..n, if: a + ${c.split} < n, to: [ { n: a }, { n: n - ${c.split} - a } ] }`);
        if (c.up > 0) moves.push(`    - { if: n mod 5 = 0, to: { n: n + ${c.up} } }`);
        const f = c.wrap ? `f[n mod ${c.values.length}]` : 'f[n]';
        const text = `name: g\ngame:\n  state: { n: nat }\n  moves:\n${moves.join('\n')}\ndefine: { f: "[${c.values.join(', ')}]" }\nconjecture: { grundy: ${f} }\ncheck: { bounds: { n: 0..${c.top} } }\n`;
        const game = buildGame(spec(text), {}).value!;
        const conj = exprGrundyConjecture(game, game.spec.conjecture!.grundy!);
        const truth = c.withTruth ? Int32Array.from({ length: game.region.size }, (_, i) => i % 3) : null;
        const run = (pass: ReturnType<typeof grundyCheckPass>): Outcome => {
          const out: Outcome = { calls: [] };
          const stats = new Float64Array(2);
          try {
            pass(truth, (k, p, key) => out.calls.push([k, p, key]), game.region.size, stats);
          } catch (e) {
            out.error = (e as Error).message;
            out.at = stats[1]!;
          }
          return out;
        };
        const expected = run(grundyCheckPass(game, conj, { truth: c.withTruth }));
        const table = grundyTable(game, conj);
        if (!table) return;
        tabled++;
        expect(Array.from(table)).toEqual(Array.from({ length: game.region.size }, (_, n) => c.values[c.wrap ? n % c.values.length : n]));
        expect(run(grundyCheckPass(game, tabledGrundyConjecture(conj, table), { truth: c.withTruth }))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
    expect(tabled).toBeGreaterThan(50);
  });
});
