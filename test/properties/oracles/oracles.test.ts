// The shared oracles on games whose answers are known by hand, so that a broken oracle cannot make
// the property tests that use it pass vacuously: bonus-take (conjectures/turns/) under game 8's
// answer fails condition I at n = 2 and condition II at n = 6 through a kept move, and holds under
// its own answer; a take-1-or-2 heap of 5 reaches every smaller heap, an end rule stops the search there.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conjectureClassifier } from '../../../src/check/classifier.js';
import type { SpecGame } from '../../../src/game/buildGame.js';
import { specGame } from '../../check/helpers.js';
import { naiveLocalFailures } from './naiveLocalCheck.js';
import { reachableByLister } from './reachableByLister.js';

const BONUS = readFileSync(new URL('../../../conjectures/turns/bonus-take.yaml', import.meta.url), 'utf8').replace('bounds: { n: 0..100000 }', 'bounds: { n: 0..2010 }');

function failures(text: string, from: number, to: number): string[] {
  const g = specGame(text);
  return naiveLocalFailures(g, conjectureClassifier(g, g.spec.conjecture!).maskOf, { from, to });
}

describe('naiveLocalFailures', () => {
  it('finds condition I at n = 2 and condition II at n = 6 (the kept move 6 → 4) under game 8’s answer', () => {
    const wrong = BONUS.replace('S: n mod 2 = 0', 'S: n mod 3 = 0');
    expect(failures(wrong, 0, 7)).toEqual(['4@2', '5@6']);
  });

  it('finds nothing under the true answer (a kept move read as passing would fail condition II at 2)', () => {
    expect(failures(BONUS, 0, 2011)).toEqual([]);
  });
});

describe('reachableByLister', () => {
  const take12 = (end: string): SpecGame =>
    specGame(`name: t\ngame:\n  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }\n${end}conjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..9 } }\n`);

  it('reaches every smaller heap from 5, and nothing above it', () => {
    const g = take12('');
    const at = (n: number): number => g.region.encode(Float64Array.of(n));
    expect([...reachableByLister(g, at(5))].map((i) => g.region.decode(i)[0]).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('does not move on from a terminal by rule (3 and 4 end the game: 2 is not reached)', () => {
    const g = take12('  end: { lose: n = 3 ∨ n = 4 }\n');
    const at = (n: number): number => g.region.encode(Float64Array.of(n));
    expect([...reachableByLister(g, at(5))].map((i) => g.region.decode(i)[0]).sort()).toEqual([3, 4, 5]);
  });
});
