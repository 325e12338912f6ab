// `x ∈ lo..hi` with a real x holds integers only (issue 30, item 2), in the interval re-check of
// real-valued moves too: a fraction is outside, an integer inside, an interval holding both unknown.
import { describe, expect, it } from 'vitest';
import { evalInterval, type IValue } from '../../src/prove/exact/intervalEval.js';
import { F, T, U, open, point } from '../../src/prove/exact/interval.js';
import { q } from '../../src/prove/exact/rational.js';
import { world } from '../lang/helpers.js';

const w = world({ binders: { x: 'real' } });

function truth(text: string, x: IValue): number {
  const v = evalInterval(w.check(text).expr, { fields: new Map(), params: new Map(), defines: new Map() }, new Map([['x', x]]));
  if (v.k !== 'bool') throw new Error('not a condition');
  return v.v;
}

describe('a real in an integer range, over intervals', () => {
  it('is in lo..hi only at an integer', () => {
    expect(truth('x ∈ 0..3', { k: 'num', v: point(q(1n, 2n)) })).toBe(F);
    expect(truth('x ∉ 0..3', { k: 'num', v: point(q(1n, 2n)) })).toBe(T);
    expect(truth('x ∈ 0..3', { k: 'num', v: point(q(2n)) })).toBe(T);
    expect(truth('x ∈ 0..3', { k: 'num', v: open(q(0n), q(1n)) })).toBe(F);
    expect(truth('x ∈ 0..3', { k: 'num', v: open(q(1n), q(3n)) })).toBe(U);
  });
});
