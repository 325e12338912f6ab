// A prover counterexample's move line marks a move that keeps the turn (`again:`) as the bounded
// check's lines do: "(keeps the turn)", "(joga outra vez)", and in the JSON report the English mark
// folded into the move's name; a passing move stays unmarked.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

// bonus-take (conjectures/turns/) with game 8's answer: condition II fails at n = 6, where taking 2
// keeps the turn at n = 4, which the conjecture calls fragile (bounds that still hold its claim's 2007)
const WRONG = readFileSync(new URL('../../conjectures/turns/bonus-take.yaml', import.meta.url), 'utf8')
  .replace('S: n mod 2 = 0', 'S: n mod 3 = 0')
  .replace('bounds: { n: 0..100000 }', 'bounds: { n: 0..2010 }');

async function run(argv: string[]): Promise<string> {
  const host = fakeHost({ 'conjectures/a.yaml': WRONG });
  expect(await main(argv, host), host.err()).toBe(1);
  return host.out();
}

/** The move lines under the counterexamples: indented further than the counterexample line. */
const moveLines = (out: string): string[] => out.split('\n').filter((l) => /^\s{4,}\S.* → /.test(l));

describe('prove: the counterexample marks a kept move', () => {
  it('in English, as the bounded check marks it', async () => {
    const proved = moveLines(await run(['prove', 'conjectures/a.yaml']));
    expect(proved).toEqual(['    take k (k = 2) (keeps the turn) → n = 4']);
    const checked = moveLines(await run(['check', 'conjectures/a.yaml', '--no-cache']));
    expect(checked).toContain('      take 2 (keeps the turn) → n = 4 (you: fragile, truth: safe)');
    expect(checked).toContain('      take 1 → n = 5 (you: fragile, truth: fragile)');
  }, 60_000);

  it('in Portuguese', async () => {
    expect(moveLines(await run(['prove', 'conjectures/a.yaml', '--lang', 'pt']))).toEqual(['    take k (k = 2) (joga outra vez) → n = 4']);
  }, 60_000);

  it('in the JSON report, in the move name as the bounded check writes it', async () => {
    const report = JSON.parse(await run(['prove', 'conjectures/a.yaml', '--json']));
    const moves = report.files[0].counterexamples.flatMap((c: { moves: { name: string }[] }) => c.moves.map((m) => m.name));
    expect(moves).toEqual(['take k (k = 2) (keeps the turn)']);
  }, 60_000);
});
