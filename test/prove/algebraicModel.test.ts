// Issue 14, finding 4: a Z3 model whose value is an irrational algebraic number (root-obj, here √2 —
// the move is barred exactly where d · d = 2) cannot be replayed by the evaluator. It must give
// *unknown* with a reason naming the value, never a crash (exit 70) nor a refutation on Z3's word.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { obligation, prove, summary } from './helpers.js';

// Truth: d = 0 and d = √2 have no move (safe), every other d ≥ 1 jumps to 0 (fragile). The conjecture
// "safe iff d < 1" is wrong only at the irrational d = √2: no rational counterexample exists.
const SQRT2 = `
name: sqrt2
game:
  state: { d: real }
  moves:
    - name: jump home
      if: d ≥ 1 ∧ d * d ≠ 2
      to: { d: 0 }
conjecture:
  S: d < 1
`;

describe('an irrational model value (√2)', () => {
  it('makes the obligation unknown (ZM6006) with the value named, not an internal error', async () => {
    const r = await prove(SQRT2);
    expect(r.status, summary(r)).toBe('unknown');
    const c1 = obligation(r, 'condition-I');
    expect(c1.status).toBe('unknown');
    expect(c1.code).toBe('ZM6006');
    expect(c1.internalError).toBeUndefined();
    expect(c1.detail).toMatch(/Z3's model gives d = \(root-obj \(\+ \(\^ x 2\) \(- 2\)\) 2\), an irrational algebraic number/);
    expect(r.obligations.filter((o) => o.internalError !== undefined || o.status === 'refuted').map((o) => o.id)).toEqual([]);
  }, 120_000);

  it('check reports unknown (expect: proved not met: exit 1), never exit 70', async () => {
    const host = fakeHost({ 'conjectures/sqrt2.yaml': `${SQRT2}expect: proved\n` });
    const code = await main(['check', 'conjectures/sqrt2.yaml', '--json', '--deterministic'], host);
    const f = JSON.parse(host.out()).files[0];
    expect([code, f.verdict, f.status], host.err()).toEqual([1, 'unknown', 'fail']);
    expect(f.diagnostics.filter((d: { code: string }) => d.code === 'ZM9001')).toEqual([]);
  }, 120_000);
});
