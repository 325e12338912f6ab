// Regressions found by random differential testing (probe-f): random game files checked by
// zermelo's bounded engine and by an independent Python retrograde solver written from format.md.

import { describe, expect, it } from 'vitest';
import { checkText } from './runFile.js';

interface FileRecord {
  verdict: string;
  status: string;
  bounded: { failures: Record<string, number> } | null;
  counterexamples: { condition: string; position: Record<string, unknown>; moves: { to: string }[] }[];
}

const run = (text: string) => checkText<FileRecord>(text, ['--deterministic', '--no-symbolic']);

describe('a move target that gives a whole array field (`h: [ … ]`)', () => {
  // Take from the second heap only: safe iff h[1] = 0. The whole-array target was written as one
  // value into h[0] (NaN), so every move left the region and the bounded check refuted a true
  // conjecture that the prover proved (exit 70).
  it('sets every element (take from the second heap)', async () => {
    const { code, file } = await run(`game:
  state: { h: nat[2] }
  moves:
    - for: k ∈ 1..h[1]
      to: { h: [h[0], h[1] - k] }
conjecture:
  S: h[1] = 0
check:
  bounds: { h: 0..2 }
`);
    expect([file.verdict, file.bounded?.failures, code]).toEqual(['holds', {}, 0]);
  });

  it('is a simultaneous assignment (a rotation), and the counterexample text shows the real target', async () => {
    // h → [h[1], h[2], h[0] − 1] when h[0] > 0. Truth (independent solver): 27 positions, terminals
    // are those with h[0] = 0; the conjecture "sum even" fails the terminal requirement at the
    // terminals with an odd sum and disagrees with the truth elsewhere.
    const { file } = await run(`game:
  state: { h: nat[3] }
  moves:
    - { if: h[0] > 0, to: { h: [h[1], h[2], h[0] - 1] } }
conjecture:
  S: h[0] = 0 ∨ (h[1] = 0 ∧ h[2] > 0 ∧ h[0] = 1)
check:
  bounds: { h: 0..2 }
`);
    // from [1, 0, 2] the only move goes to [0, 2, 0] (terminal, safe): [1, 0, 2] is fragile
    const bad = file.counterexamples.find((c) => JSON.stringify(c.position) === JSON.stringify({ h: [1, 0, 2] }));
    expect(bad?.moves.map((m) => m.to)).toEqual(['h = [0, 2, 0]']);
    expect(JSON.stringify(file.counterexamples)).not.toContain('NaN');
  });

  it('the independent re-evaluation of a counterexample reads the whole array too (no internal error)', async () => {
    const { code, file } = await run(`game:
  state: { h: nat[2] }
  moves:
    - for: k ∈ 0..1
      if: (if k = 0 then h[0] - 1 else h[0]) ≥ 0 ∧ (if k = 1 then h[1] - 1 else h[1]) ≥ 0
      to: { h: [if k = 0 then h[0] - 1 else h[0], if k = 1 then h[1] - 1 else h[1]] }
conjecture:
  S: h[0] + 2 * h[1] ∈ {0}
  N: h[0] + 2 * h[1] ∈ {2, 3}
check:
  bounds: { h: 0..1 }
`);
    // truth: [0,0] safe (no move), [1,0] and [0,1] fragile, [1,1] safe; N = {[0,1], [1,1]}: [0,1]
    // fails IIIa and IIIb (its only move goes to S), both disagree with the truth
    expect([file.verdict, file.status, code]).toEqual(['refuted', 'fail', 1]);
    expect(file.bounded?.failures).toEqual({ IIIa: 1, IIIb: 1, truth: 2 });
  });
});
