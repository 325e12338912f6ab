// Scores as values (issue 29) end to end through main() against an in-memory host: a `value:`
// conjecture checked by the local equation and against the value table (text and JSON, valid
// against docs/report.schema.json), `value(p)` in claims with the true value and a best move when
// one fails, and the prover leaving value conjectures open (never "proved").

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { validate } from '../report/jsonSchema.js';
import { fakeHost } from './fakeHost.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));

// take 1 or 2; a take that leaves a multiple of 3 scores a point and moves again (the scored
// threes game of conjectures/turns/threes-score.yaml, with the score out of the state)
const GAME = (conjecture: string, claims = '', symbolic = 'off'): string => `name: threes
define:
  v(m): if m mod 3 = 0 then 0 - (m div 3) mod 2 else 1 - (m div 3) mod 2
game:
  state: { n: nat }
  start: { n: 12 }
  moves:
    - name: take k
      for: k ∈ {1, 2}
      if: k ≤ n
      again: (n - k) mod 3 = 0
      score: if (n - k) mod 3 = 0 then 1 else 0
      to: { n: n - k }
${conjecture}${claims}check:
  bounds: { n: 0..12 }
  symbolic: ${symbolic}
`;

async function run(files: Record<string, string>, args: string[]): Promise<{ code: number; out: string }> {
  const host = fakeHost(files);
  const code = await main(['check', ...Object.keys(files), '--no-cache', ...args], host);
  return { code, out: host.out() };
}

describe('a value conjecture', () => {
  it('that is right holds by the bounded check', async () => {
    const r = await run({ 'v.yaml': GAME('conjecture:\n  value: v(n)\n') }, []);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/✓ v\.yaml {2}holds \(n ≤ 12, 13 positions/);
  });

  it('that is wrong is refuted with the formula, the true value and a best move (text, JSON)', async () => {
    const files = { 'w.yaml': GAME('conjecture:\n  value: 1 - (n div 3) mod 2\n') };
    const text = await run(files, []);
    expect(text.code).toBe(1);
    expect(text.out).toContain('The conjectured value of n = 0 is 1, but the position has no move, so its value is 0. The truth: the value of n = 0 is 0.');
    expect(text.out).toContain(
      'The conjectured value of n = 1 is 1, but its best move by the conjecture is worth 2: take 1 (keeps the turn) → n = 0 scores 1 and leaves 1 (the value must be the best of points + value for a move that keeps the turn and points − value for one that passes it). The truth: the value of n = 1 is 1. A best move is take 1 (keeps the turn) → n = 0, scoring 1.',
    );
    const json = await run(files, ['--json']);
    const report = JSON.parse(json.out);
    expect(validate(report, schema)).toEqual([]);
    const [zero, , one] = report.files[0].counterexamples;
    expect(zero.condition).toBe('value');
    expect(zero.truth.class).toBe('value 0');
    expect(zero.value).toEqual({ conjectured: 1, local: 0, truth: 0, best: null });
    expect(one.positionText).toBe('n = 1');
    expect(one.value).toEqual({ conjectured: 1, local: 2, truth: 1, best: { name: 'take 1', to: 'n = 0', points: 1, keeps: true } });
    expect(one.moves).toEqual([{ name: 'take 1 (keeps the turn)', to: 'n = 0', conjectured: 'value 1 (scores 1)', truth: 'value 0' }]);
    expect(report.files[0].bounded.failures).toEqual({ 'value-local': 13, 'value-truth': 5 });
  });

  it('in Portuguese', async () => {
    const r = await run({ 'w.yaml': GAME('conjecture:\n  value: 1 - (n div 3) mod 2\n') }, ['--lang', 'pt']);
    expect(r.out).toContain('O valor de n = 0 segundo a conjectura é 1, mas a posição não tem jogadas, por isso o seu valor é 0. A verdade: o valor de n = 0 é 0.');
  });

  it('is proved by the prover: the equation of the value with finiteness', async () => {
    const r = await run({ 'v.yaml': GAME('conjecture:\n  value: v(n)\n', '', 'auto') }, ['--json']);
    const file = JSON.parse(r.out).files[0];
    expect(file.verdict).toBe('proved');
    expect(file.symbolic.status).toBe('proved');
    expect(file.symbolic.obligations.map((o: { name: string }) => o.name.split(':')[0])).toEqual(["moves stay in the state's domain", 'value', 'value', 'value', 'finiteness']);
  });
});

describe('value(p) in claims', () => {
  it('holds, or fails with the true value and a best move', async () => {
    const claims = 'claims:\n  - name: a draw from 12\n    holds: value(start) = 0\n  - holds: ∀ m ∈ 0..12: value(m) = v(m)\n  - holds: value(7) = 0\n';
    const r = await run({ 'c.yaml': GAME('', claims) }, ['--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out);
    expect(validate(report, schema)).toEqual([]);
    expect(report.files[0].claims.map((c: { status: string }) => c.status)).toEqual(['holds', 'holds', 'refuted']);
    expect(report.files[0].counterexamples[0].truth).toEqual({
      class: 'worth 1 to the player to move (a best move: take 1, keeps the turn, scores 1 → n = 6)',
      generation: 5,
      position: 'n = 7',
    });
  });

  it('says where the value is not defined: a cycle of moves', async () => {
    const cyclic = 'name: loop\ngame:\n  state: { n: 0..2 }\n  moves:\n    - { score: 1, to: { n: (n + 1) mod 3 } }\nclaims:\n  - holds: value(0) = 0\ncheck: { symbolic: off }\n';
    const host = fakeHost({ 'loop.yaml': cyclic });
    expect(await main(['check', 'loop.yaml', '--no-cache'], host)).toBe(2);
    expect(host.err()).toContain('error ZM4204: claim "claim 1": the value of n = 0 is not defined: play from it can reach a cycle of moves');
    const conjecture = await run({ 'loop.yaml': cyclic.replace('claims:\n  - holds: value(0) = 0\n', 'conjecture: { value: 0 }\n') }, []);
    expect(conjecture.code).toBe(2);
    const again = fakeHost({ 'loop.yaml': cyclic.replace('claims:\n  - holds: value(0) = 0\n', 'conjecture: { value: 0 }\n') });
    await main(['check', 'loop.yaml', '--no-cache'], again);
    expect(again.err()).toContain('error ZM4022: the value of n = 0 is not defined: play from it can reach a cycle of moves');
    const pt = fakeHost({ 'loop.yaml': cyclic.replace('claims:\n  - holds: value(0) = 0\n', 'conjecture: { value: 0 }\n') });
    await main(['check', 'loop.yaml', '--no-cache', '--lang', 'pt'], pt);
    expect(pt.err()).toContain('o valor de n = 0 não está definido: a partir daí o jogo pode chegar a um ciclo de jogadas, e os pontos só contam em partidas que acabam');
    expect(pt.err()).toContain('faça todas as partidas acabar (sem ciclos de jogadas)');
  });
});

describe('zermelo table --values', () => {
  it('shows the value of each position (and refuses --values with --grundy)', async () => {
    const host = fakeHost({ 'v.yaml': GAME('conjecture:\n  value: v(n)\n') });
    expect(await main(['table', 'v.yaml', '--values', '--no-color'], host)).toBe(0);
    expect(host.out()).toContain('n  0  1  2  3  4  5  6  7  8  9 10 11 12\nv  0  1  1 -1  0  0  0  1  1 -1  0  0  0\n');
    expect(host.out()).toContain('v: the value (the best difference of the points still to come, for the player to move; ? where it is not defined)');
    const both = fakeHost({ 'v.yaml': GAME('') });
    expect(await main(['table', 'v.yaml', '--values', '--grundy'], both)).toBe(2);
    expect(both.err()).toContain('--letters, --grundy and --values cannot be used together');
  });
});

describe('periodicity certificates', () => {
  it('do not apply to a game with points (a row holds outcomes, never points)', async () => {
    const file =
      'name: take\ngame:\n  state: { n: nat }\n  moves:\n    - { name: take k, for: k ∈ {1, 2}, if: k ≤ n, score: k, to: { n: n - k } }\nconjecture: { S: n mod 3 = 0 }\nclaims:\n  - holds: value(4) = 0\ncheck: { bounds: { n: 0..30 }, symbolic: off }\n';
    const r = await run({ 't.yaml': file }, ['--json']);
    const report = JSON.parse(r.out).files[0];
    expect(report.certificate).toMatchObject({ status: 'not-certified', reason: 'periodicity certificates do not cover points (`score:`, values)' });
    expect(report.claims.map((c: { status: string }) => c.status)).toEqual(['holds']);
  });
});
