// The engines' cross-check (crossCheck.ts `contradicts`): a bounded counterexample contradicts a proof,
// and a proof below a bitvector width only where the counterexample lies below that width — integers
// are unbounded, so a counterexample at 2^53 and a proof below 2^53 are both true.

import { describe, expect, it } from 'vitest';
import { contradicts } from '../../src/run/verdict.js';
import type { SymbolicSummary } from '../../src/report/model.js';
import { counterexample } from '../e2e/fixtures.js';

const proved: SymbolicSummary = { status: 'proved', reason: null, obligations: [] };
const below53: SymbolicSummary = { status: 'width-bounded', reason: null, obligations: [], width: 53 };

describe('contradicts', () => {
  it('a proof contradicts every counterexample; unknown and skipped contradict none', () => {
    expect(contradicts(proved, counterexample({ position: { n: 2 } }))).toBe(true);
    expect(contradicts({ ...proved, status: 'unknown' }, counterexample())).toBe(false);
    expect(contradicts(null, counterexample())).toBe(false);
  });

  it('a proof below 2^53 contradicts a counterexample below 2^53 only (digit strings beyond 2^53 too)', () => {
    expect(contradicts(below53, counterexample({ position: { a: 2 ** 53 - 1, b: -(2 ** 53) } }))).toBe(true);
    expect(contradicts(below53, counterexample({ position: { a: '9007199254740992' } }))).toBe(false);
    expect(contradicts(below53, counterexample({ position: { h: [1, '-9007199254740993'] } }))).toBe(false);
    expect(contradicts(below53, counterexample({ params: { m: '18014398509481984' }, position: { n: 0 } }))).toBe(false);
    // rationals and booleans are not bounded by the width
    expect(contradicts(below53, counterexample({ position: { d: '1/3', t: true } }))).toBe(true);
  });
});
