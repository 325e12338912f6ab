// The checks the range analysis proves dead are really left out of the generated kernel (the speed
// of issue 7 depends on it), and the ones it cannot prove stay: overflow near 2^53, the region's
// lower edge without a guard, xor of operands that may be negative or wide.

import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import type { TargetCode } from '../../src/game/kernel.js';
import type { SpecSession } from '../../src/game/specKernel.js';
import { spec } from '../check/helpers.js';

function kernel(text: string): { code: string; targets: TargetCode[]; session: SpecSession; spec: ReturnType<typeof spec> } {
  const s = spec(text);
  const game = buildGame(s, {}).value!;
  const session = game.kernel.begin() as SpecSession;
  const targets: TargetCode[] = [];
  const code = session.moves({ target: (t) => (targets.push(t), `use(${t.index});`) });
  return { code, targets, session, spec: s };
}

const subtraction = (state: string, move: string, bounds: string): string =>
  `name: t\ngame:\n  state: { ${state} }\n  moves:\n    - { ${move} }\nconjecture: { S: "n mod 5 = 0" }\ncheck: { bounds: { n: "${bounds}" } }\n`;

describe('checks left out of the generated kernel', () => {
  test('game 9: a guarded subtraction needs no overflow, domain or region test', () => {
    const k = kernel(subtraction('n: nat', 'for: "k ∈ {1, 4}", if: "k ≤ n", to: { n: "n - k" }', '0..100000000'));
    expect(k.code).not.toMatch(/H\.overflow|K_domain|100000000/);
    expect(k.targets.every((t) => t.inside && t.backward)).toBe(true);
  });

  test('without the guard the lower edge stays tested, the upper one does not', () => {
    const k = kernel(subtraction('n: nat', 'for: "k ∈ {1, 4}", to: { n: "n - k" }', '0..1000'));
    expect(k.code).toMatch(/< 0/);
    expect(k.code).not.toMatch(/> 1000|H\.overflow/);
  });

  test('near 2^53 the overflow check of n + k stays', () => {
    const k = kernel(subtraction('n: int', 'for: "k ∈ 1..3", to: { n: "n + k" }', '9007199254740980..9007199254740991'));
    expect(k.code).toMatch(/H\.overflow/);
  });

  test('game 20: the target is proved to precede p (no forward test in the solver)', () => {
    const k = kernel(subtraction('n: nat, r: "0..5"', 'for: "k ∈ 1..5", if: "k ≤ n ∧ k ≠ r", to: { n: "n - k", r: k }', '0..1000'));
    expect(k.targets).toHaveLength(5);
    expect(k.targets.every((t) => t.inside && t.backward)).toBe(true);
  });

  test('nim: k ∈ 1..h[i] proves h[i] − k ≥ 0, and xor(h) of small heaps is a plain ^', () => {
    const text = `name: nim\ngame: { nim: { heaps: 3 } }\nconjecture: { S: "xor(h) = 0" }\ncheck: { bounds: { h: "0..255" } }\n`;
    const k = kernel(text);
    expect(k.code).not.toMatch(/H\.overflow|K_domain|rangeTooLarge/);
    expect(k.targets.every((t) => t.inside && t.backward)).toBe(true);
    const here = k.session.evaluate(k.spec.conjecture!.safe!);
    expect(here.code).not.toMatch(/xor53|\bf\[/);
    const at = k.session.evaluate(k.spec.conjecture!.safe!, k.targets[0]!);
    expect(at.code).not.toMatch(/xor53|k_tf/);
  });

  test('xor keeps its tests when an operand may be negative', () => {
    const text = `name: x\ngame:\n  state: { n: int }\n  moves: []\nconjecture: { S: "xor(n, 3) = 0" }\ncheck: { bounds: { n: "-3..3" } }\n`;
    const k = kernel(text);
    expect(k.session.evaluate(k.spec.conjecture!.safe!).code).toMatch(/xor53/);
  });
});
