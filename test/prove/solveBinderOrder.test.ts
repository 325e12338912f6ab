// A binder solved from a move's target before the binders after it are bound (prove/strategy.ts
// solveBinder): the write h[j] reads j, which is not bound while k is solved. Found by the
// robustness campaign (seed 20264202): exit 70, "binder 'j' is not in scope", in the mex obligation
// with the guessed nim-sum moves. Such an assignment cannot solve k; the binder is quantified instead.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

const FILE = `name: solve-before-bind
game:
  state: { x: "0..3", h: "int[3]" }
  moves:
    - name: "m k j"
      to:
        "h[0]": "h[0] - x"
        "h[j]": "h[j] - h[0]"
      for: ["k ∈ 0..x - 1", "j ∈ 0..2"]
conjecture:
  grundy: "xor(0, 3)"
check:
  bounds: { h: 0..2 }
`;

describe('a binder is never solved from a write that reads a later binder', () => {
  it('prove answers (no internal error, no exit 70)', async () => {
    const host = fakeHost({ 'c.yaml': FILE });
    const code = await main(['prove', 'c.yaml', '--timeout', '2s', '--no-color'], host);
    expect(code, host.err()).not.toBe(70);
    expect(host.err() + host.out()).not.toContain('ZM9001');
    expect(host.err() + host.out()).not.toContain('not in scope');
  }, 60_000);
});
