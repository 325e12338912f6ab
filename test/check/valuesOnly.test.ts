// A check whose claims ask only values solves no outcome (check/valueScope.ts): Dots and Boxes 2 × 3
// (conjectures/board/dots-and-boxes-2x3.yaml) is answered by the value sweep alone — no position
// counted safe, fragile or neutral, the note says so — while the same file with an outcome question
// beside the value solves the outcomes as before.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { VALUES_ONLY_NOTE } from '../../src/check/valueScope.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const FILE = 'conjectures/board/dots-and-boxes-2x3.yaml';
const TEXT = readFileSync(FILE, 'utf8');

function run(text: string) {
  return checkBounded(loadSpec(FILE, text).value!).runs[0]!;
}

test('only values asked: no outcome solved, the value claim holds', () => {
  const r = run(TEXT);
  expect(r.claims.map((c) => c.status)).toEqual(['holds']);
  expect(r.counts).toEqual({ safe: 0, fragile: 0, neutral: 0, undetermined: 0 });
  expect(r.notes).toContain(VALUES_ONLY_NOTE);
  expect(r.reachable).toBe(2 ** 17); // the sweep gives every set of lines its value
});

test('an outcome asked beside the value: the outcomes are solved', () => {
  const r = run(TEXT.replace('holds: value(start) = -2', 'holds: value(start) = -2 ∧ outcome(start) = outcome(start)'));
  expect(r.claims.map((c) => c.status)).toEqual(['holds']);
  expect(r.counts.safe + r.counts.fragile + r.counts.neutral).toBe(2 ** 17);
  expect(r.notes).not.toContain(VALUES_ONLY_NOTE);
});
