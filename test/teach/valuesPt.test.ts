// The Portuguese of the values a report carries for a game with points (`score:`): a move line of a
// value counterexample ("valor 1 (marca 1)") and a false claim's truth ("n = 7 vale 1 para quem joga
// (uma melhor jogada: …)") are in Portuguese, not in the report's English words.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { termPt } from '../../src/teach/sentences/termsPt.js';
import { fakeHost } from '../e2e/fakeHost.js';

const WRONG = readFileSync(new URL('../../examples/threes-value-wrong.yaml', import.meta.url), 'utf8');

describe('values in Portuguese', () => {
  test('the terms', () => {
    expect(termPt('value 1 (scores 1)')).toBe('valor 1 (marca 1)');
    expect(termPt('value -2')).toBe('valor -2');
    expect(termPt('value not determined within the bounds')).toBe('valor não determinado dentro dos limites');
    expect(termPt('worth 1 to the player to move (a best move: take 1, keeps the turn, scores 1 → n = 6)')).toBe('vale 1 para quem joga (uma melhor jogada: take 1, joga outra vez, marca 1 → n = 6)');
    expect(termPt('worth 0 to the player to move')).toBe('vale 0 para quem joga');
  });

  test('a value counterexample and a false value claim, through the CLI', async () => {
    const host = fakeHost({ 'w.yaml': WRONG, 'c.yaml': WRONG.replace(/conjecture:\n {2}value: .*\n/, 'claims:\n  - holds: value(7) = 0\n') });
    expect(await main(['check', 'w.yaml', 'c.yaml', '--no-symbolic', '--lang', 'pt'], host)).toBe(1);
    const out = host.out();
    expect(out).toContain('take 1 (joga outra vez) → n = 0 (conjectura: valor 1 (marca 1), verdade: valor 0)');
    expect(out).toContain('verdade: n = 7 vale 1 para quem joga (uma melhor jogada: take 1, joga outra vez, marca 1 → n = 6)');
    expect(out).not.toMatch(/\b(scores|worth) \d/);
  });
});
