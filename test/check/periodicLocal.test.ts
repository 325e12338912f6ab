// The periodic local pass (check/periodicLocal.ts) repeats the failures it finds at p ≥ S' only
// from S' = max(S, start + D) on. With a region starting at n = 0 the start margin start + D is
// implied by the steady split (start = 0, and the steady targets p − d lie in the region); below
// n = 0 it is not, and maskPeriod (check/maskPeriod.ts) promises repeating masks only from start. A
// mask that reads JavaScript's remainder of a negative n (allowed by maskPeriod's analysis) differs
// below 0 from its repetition, so the pass must report exactly what the plain pass reports.

import { describe, expect, test } from 'vitest';
import type { Classifier } from '../../src/check/classifier.js';
import { conditionPass } from '../../src/check/conditionPass.js';
import { maskPeriod } from '../../src/check/maskPeriod.js';
import { periodicLocalPass } from '../../src/check/periodicLocal.js';
import { steadyTranslations } from '../../src/solve/steadyTranslations.js';
import { specGame } from './helpers.js';

/** S: n % 5 ∈ residues with JavaScript's truncating remainder (−4..4: a negative n has a remainder
 *  ≤ 0), so the masks repeat with period 5 from n = 0 on but not across 0. */
function truncatingClassifier(residues: number[]): Classifier {
  let counter = 0;
  return {
    mask(session, at) {
      const r = `c_r${++counter}`;
      // maskPeriod reads the field's local only as `field % d`; a target's slot is an expression
      const n = at ? `(${at.slot(0)})` : session.slot(0);
      return { code: `const ${r} = ${n} % 5;`, value: `(${residues.map((x) => `${r} === ${x}`).join(' || ')} ? 1 : 2)` };
    },
    maskOf: (position) => (residues.includes(position[0]! % 5) ? 1 : 2),
    bindings: {},
  };
}

type Failure = [condition: number, index: number, key: number];

function failures(run: (fail: (c: number, p: number, key: number) => void) => void): Failure[] {
  const out: Failure[] = [];
  run((c, p, key) => out.push([c, p, key]));
  return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

describe('periodic local pass below n = 0', () => {
  // take 1 or 4 while n ≥ −16: from n = −16 (index 4) on the targets are p − 1 and p − 4
  const game = specGame(`name: sub
game:
  state: { n: int }
  moves:
    - { for: "k ∈ {1, 4}", if: "n ≥ -16", to: { n: "n - k" } }
conjecture: { S: "n mod 5 ∈ {0, 2}" }
check: { bounds: { n: "-20..400" } }
`);
  const size = game.region.size;
  const plainFailures = (classifier: Classifier, from: number, to: number): Failure[] =>
    failures((fail) => conditionPass(game, classifier, { truth: false, local: true })(null, fail, size, new Float64Array(2), new Uint8Array(size), from, to));

  test('the start margin lies past the steady split, and the masks differ below it', () => {
    expect(steadyTranslations(game)).toEqual({ from: 4, offsets: [1, 4], width: 1, byResidue: [[1, 4]] });
    const mp = maskPeriod(game, truncatingClassifier([0, 2]))!;
    expect({ period: mp.period, start: mp.start }).toEqual({ period: 5, start: 20 });
    // n = −3 (index 17) is fragile, n = 2 (index 22, one period later) safe
    const masks = mp.masks(size);
    expect([masks[17], masks[22]]).toEqual([2, 1]);
  });

  // the last index below the margin (start + D = 24) whose failures differ one period later: a
  // repetition from there on or below reports failures the plain pass does not
  test.each([
    { residues: [0, 2], lastDiffering: 18 },
    { residues: [3, -1], lastDiffering: 23 },
  ])('S: n % 5 ∈ $residues: the same failures as the plain pass, on the whole region and on slices', ({ residues, lastDiffering }) => {
    const classifier = truncatingClassifier(residues);
    const mp = maskPeriod(game, classifier)!;
    const whole = plainFailures(classifier, 0, size);
    const at = (p: number): string => JSON.stringify(whole.filter(([, q]) => q === p).map(([c]) => c));
    const differing = Array.from({ length: 24 }, (_, p) => p).filter((p) => at(p) !== at(p + 5));
    expect(differing.at(-1)).toBe(lastDiffering);
    for (const [from, to] of [
      [0, size],
      [3, size - 7],
      [10, 200],
      [23, size],
    ] as const) {
      let ran = false;
      const repeated = failures((fail) => (ran = periodicLocalPass(game, classifier, mp, undefined, fail, new Float64Array(2), from, to)));
      expect(ran).toBe(true);
      expect(repeated).toEqual(plainFailures(classifier, from, to));
    }
  });
});
