// The text report's vocabulary line (safe = S = P-position, …) follows a refuted file only when a
// counterexample names those classes: a wrong `value:` conjecture speaks of values, not of classes.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

const game = (conjecture: string): string => `name: threes
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ {1, 2}
      if: k ≤ n
      again: (n - k) mod 3 = 0
      score: if (n - k) mod 3 = 0 then 1 else 0
      to: { n: n - k }
conjecture:
  ${conjecture}
check:
  bounds: { n: 0..30 }
`;

async function report(conjecture: string): Promise<string> {
  const host = fakeHost({ 'threes.yaml': game(conjecture) });
  expect(await main(['check', 'threes.yaml', '--no-cache', '--no-symbolic'], host)).toBe(1);
  return host.out();
}

describe('the vocabulary line', () => {
  it('is not printed under counterexamples about values', async () => {
    const out = await report('value: if n mod 3 = 0 then 0 else 1');
    expect(out).toContain('The conjectured value of n = 3 is 0');
    expect(out).not.toContain('Vocabulary');
  });

  it('is printed under counterexamples about safe and fragile positions', async () => {
    const out = await report('S: n mod 3 = 1');
    expect(out).toContain('Vocabulary: safe = S = P-position');
  });
});
