// Termination of games on sets (bool[k] fields): the prover tries the number of unmarked and of
// marked elements as measures, and never proves a game finite whose moves can undo a mark.
import { describe, expect, it } from 'vitest';
import { expectAllProved, obligation, prove, summary } from './helpers.js';

const game = (move: string, conjecture: string): string => `
name: marks
game:
  state: { b: bool[4] }
  moves:
${move}
conjecture:
  S: ${conjecture}
`;

describe('termination of set games', () => {
  it('proves a marking game finite by its unmarked elements, and its parity conjecture', async () => {
    const r = await prove(game('    - { for: i ∈ 0..3, if: "¬b[i]", to: { b[i]: true } }', 'count(i ∈ 0..3: ¬b[i]) mod 2 = 0'));
    expectAllProved(r);
    expect(obligation(r, 'finiteness').detail).toMatch(/count\(i ∈ 0\.\.3: ¬b\[i\]\)/);
  });

  it('proves an unmarking game finite by its marked elements', async () => {
    const r = await prove(game('    - { for: i ∈ 0..3, if: "b[i]", to: { b[i]: false } }', 'count(i ∈ 0..3: b[i]) mod 2 = 0'));
    expectAllProved(r);
    expect(obligation(r, 'finiteness').detail).toMatch(/count\(i ∈ 0\.\.3: b\[i\]\)/);
  });

  it('does not prove a game finite when a move can undo a mark', async () => {
    const r = await prove(
      game('    - { for: i ∈ 0..3, if: "¬b[i]", to: { b[i]: true } }\n    - { for: i ∈ 1..3, if: "b[i] ∧ b[0]", to: { b[i]: false, b[0]: false } }', 'count(i ∈ 0..3: ¬b[i]) mod 2 = 0'),
    );
    expect(r.status, summary(r)).not.toBe('proved');
    expect(obligation(r, 'finiteness').status).not.toBe('proved');
  });
});
