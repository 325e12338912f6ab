// Laws of the value engine (src/solve/value/valueTable.ts) on random games with points, passing and
// kept moves, impartial and partizan, normal and misère (scoredGraphs.ts):
// 1. it equals a naive recursive negamax written in the test, and says 'cycle' exactly where the
//    naive search meets a cycle (and so does the re-confirming search, check/valueReference.ts);
// 2. (the key law, theory.md "Scores as values") the outcome from a position with a score
//    difference d already on the board is the sign of d + v(p): the existing solver's outcome of the
//    same game written with d carried in the state (solveRetrograde) is fragile iff d + v(p) > 0,
//    neutral iff = 0, safe iff < 0, at every position it determines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../../src/game/buildGame.js';
import type { Game } from '../../../src/game/game.js';
import { loadSpec } from '../../../src/model/loadSpec.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from '../../../src/solve/solution.js';
import { solveRetrograde } from '../../../src/solve/solveRetrograde.js';
import { valueTable, type ValueTable } from '../../../src/solve/value/valueTable.js';
import { referenceValue } from '../../../src/check/valueReference.js';
import type { SpecGame } from '../../../src/game/buildGame.js';
import { seedFor } from '../randomGraphs.js';
import { arbScoredGraph, carriedFile, naiveValue, pointsBound, scoredFile, type ScoredGraph } from './scoredGraphs.js';
import { campaignRuns } from '../../setup/campaignSize.js';

function gameOf(text: string): Game {
  const loaded = loadSpec('scored.yaml', text);
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`${text}\n${errors.map((d) => `${d.code} ${d.message}`).join('\n')}`);
  const built = buildGame(loaded.value!, {});
  if (!built.value) throw new Error(`${text}\n${built.diagnostics.map((d) => d.message).join('\n')}`);
  return built.value;
}

function tableOf(game: Game): ValueTable {
  const t = valueTable(game);
  if (typeof t === 'string') throw new Error(t);
  return t;
}

/** Region index of node p with `player` to move. */
const indexOf = (game: Game, g: ScoredGraph, p: number, player: number): number => game.region.encode(g.partizan ? [p, player] : [p]);

describe('the value engine', () => {
  it('equals a naive negamax on random games with points (cycles: no value)', () => {
    fc.assert(
      fc.property(arbScoredGraph(false), (g) => {
        const text = scoredFile(g);
        const game = gameOf(text);
        const values = tableOf(game);
        for (let p = 0; p < g.nodes; p++) {
          for (const player of g.partizan ? [0, 1] : [0]) {
            const want = naiveValue(g, p, player);
            const got = values.at(indexOf(game, g, p, player));
            expect(got, `${text}\nnode ${p}, player ${player}`).toEqual(want === 'cycle' ? { kind: 'cycle' } : { kind: 'value', value: want });
            const best = values.best(indexOf(game, g, p, player));
            if (want !== 'cycle' && best) expect(best.total, text).toBe(want);
            // the re-confirmation of counterexamples (check/valueReference.ts) agrees too
            const ref = referenceValue(game as SpecGame, game.region.decode(indexOf(game, g, p, player)));
            expect(ref, text).toBe(want === 'cycle' ? undefined : BigInt(want));
          }
        }
      }),
      { seed: seedFor('value = naive negamax'), numRuns: campaignRuns(300) },
    );
  });

  it('gives the outcome of the game with the score carried in the state: the sign of d + v(p)', () => {
    let compared = 0;
    fc.assert(
      fc.property(arbScoredGraph(true), (g) => {
        const game = gameOf(scoredFile(g));
        const values = tableOf(game);
        const text = carriedFile(g);
        const carried = gameOf(text);
        const truth = solveRetrograde(carried).value!;
        const bound = pointsBound(g);
        for (let p = 0; p < g.nodes; p++) {
          for (const player of g.partizan ? [0, 1] : [0]) {
            const v = values.at(indexOf(game, g, p, player));
            if (v.kind !== 'value') throw new Error(`no value on an acyclic graph: ${v.kind}`);
            for (let d = -bound; d <= bound; d++) {
              const o = truth.outcome[carried.region.encode(g.partizan ? [p, d, player] : [p, d])]!;
              // from d = 0 every reachable difference lies within ±bound: determined there
              if (d === 0) expect(o, `${text}\nnode ${p}, player ${player}`).not.toBe(UNDETERMINED);
              if (o === UNDETERMINED) continue;
              const sign = d + v.value > 0 ? FRAGILE : d + v.value < 0 ? SAFE : NEUTRAL;
              expect(o, `${text}\nnode ${p}, player ${player}, d = ${d}, v = ${v.value}`).toBe(sign);
              compared++;
            }
          }
        }
      }),
      { seed: seedFor('outcome = sign of d + value'), numRuns: campaignRuns(200) },
    );
    expect(compared).toBeGreaterThan((1000 * campaignRuns(200)) / 200);
  });

  it('refuses a value beyond ±(2^53 − 1) instead of rounding it', () => {
    const text = 'game:\n  state: { n: 0..2 }\n  moves:\n    - { if: n > 0, again: true, score: 4503599627370496, to: { n: n - 1 } }\nclaims:\n  - holds: true\n';
    const values = tableOf(gameOf(text));
    expect(values.at(1)).toEqual({ kind: 'value', value: 2 ** 52 });
    expect(values.at(2)).toEqual({ kind: 'huge' });
    const beyond = tableOf(gameOf(text.replace('4503599627370496', '1152921504606846976')));
    expect(beyond.at(1)).toEqual({ kind: 'huge' });
    expect(beyond.at(0)).toEqual({ kind: 'value', value: 0 });
  });

  it('says where a move leaves the region', () => {
    const text = 'game:\n  state: { n: nat }\n  moves:\n    - { if: n < 9, score: 1, to: { n: n + 1 } }\ncheck: { bounds: { n: 0..3 } }\nclaims:\n  - holds: true\n';
    const values = tableOf(gameOf(text));
    expect(values.at(0)).toEqual({ kind: 'outside' });
  });
});
