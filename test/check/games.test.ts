// Unit tests of the bounded check on small games written in the surface syntax: partizan (13-I),
// misère, `end:` draws, loopy games, Nim with three heaps (S/F and Grundy conjectures), octal sums,
// claims over swept parameters, undetermined positions, and errors of the game.

import { describe, expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { counterexamples, reverify, spec } from './helpers.js';
import { counterexampleSentence } from '../../src/teach/sentences/renderSentence.js';

const failures = (r: ReturnType<typeof checkBounded>, run = 0) => Object.fromEntries(r.runs[run]!.conditions.map((c) => [c.condition, c.failures]));

describe('partizan, misère, draws', () => {
  test('game 13-I: A takes 1 or 4, B takes 2 or 3', () => {
    const file = (s: string) => `name: game13
game:
  players: [A, B]
  state: { n: nat }
  moves:
    - { by: A, name: take k, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
    - { by: B, name: take k, for: k ∈ {2, 3}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: ${s}
claims:
  - name: A to move loses from 12 on
    holds: ∀ n ∈ 12..200: safe({ n: n, turn: A })
check:
  bounds: { n: 0..200 }
`;
    const good = checkBounded(spec(file('(turn = A ∧ n ∉ {1, 2, 4, 5, 8, 11}) ∨ (turn = B ∧ n ∈ {0, 1, 4, 7})')));
    expect(good.outcome).toBe('holds');
    expect(good.runs[0]!.regionSize).toBe(402);
    expect(good.runs[0]!.claims[0]!.status).toBe('holds');
    const bad = checkBounded(spec(file('(turn = A ∧ n ∉ {1, 2, 4, 5, 8, 11}) ∨ (turn = B ∧ n ∈ {0, 4, 7})')));
    expect(bad.outcome).toBe('refuted');
    reverify(bad);
    const cx = counterexamples(bad)[0]!;
    expect(cx.text).toBe('n = 1, turn = B');
    expect(cx.condition).toBe('terminal-lose'); // B cannot take 2 or 3 from one stone
    expect(counterexampleSentence(cx)).toBe(
      'n = 1, turn = B ends the game with a loss for the player to move, so it must be safe, but it is conjectured fragile. The truth: n = 1, turn = B is safe (generation 0).',
    );
  });

  test('misère take 1 or 2: safe iff n mod 3 = 1', () => {
    const file = (s: string) => `name: misere
game:
  state: { n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
  play: misère
conjecture: { S: ${s} }
check: { bounds: { n: 0..300 } }
`;
    expect(checkBounded(spec(file('n mod 3 = 1'))).outcome).toBe('holds');
    const normal = checkBounded(spec(file('n mod 3 = 0')));
    expect(normal.outcome).toBe('refuted');
    reverify(normal);
    const cx = normal.runs[0]!.conditions.find((c) => c.condition === 'terminal-win')!.counterexamples[0]!;
    expect(counterexampleSentence(cx)).toBe('n = 0 ends the game with a win for the player to move, so it must be fragile, but it is conjectured safe. The truth: n = 0 is fragile (generation 0).');
  });

  test('end: draw — neutral positions, condition III', () => {
    const file = (c: string) => `name: draws
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
  end: { draw: n = 5 }
conjecture: ${c}
check: { bounds: { n: 0..100 } }
`;
    expect(checkBounded(spec(file('{ S: n < 5 ∧ n mod 3 = 0, N: n ≥ 5 }'))).outcome).toBe('holds');
    const bad = checkBounded(spec(file('{ S: n mod 3 = 0 ∧ n ≠ 5, N: n = 5 }')));
    expect(bad.outcome).toBe('refuted');
    reverify(bad);
    const f = failures(bad);
    expect(f['II']).toBeGreaterThan(0);
    const cx = bad.runs[0]!.conditions.find((c) => c.condition === 'II')!.counterexamples[0]!;
    expect(cx.text).toBe('n = 6');
    expect(counterexampleSentence(cx)).toBe(
      'n = 6 is conjectured safe, but condition II fails: its move take 1 → n = 5 leads to a position you call neutral (every move from a safe position must lead to a fragile one). The truth: n = 6 is neutral.',
    );
  });
});

describe('loopy games', () => {
  test('a two-position loop: I and II hold for a wrong partition, zermelo refutes it', () => {
    const r = checkBounded(
      spec(`name: loop
game:
  state: { a: bool }
  moves:
    - { name: flip, to: { a: ¬a } }
conjecture: { S: a }
`),
    );
    const run = r.runs[0]!;
    expect(run.cyclic).toBe(true);
    expect(r.outcome).toBe('refuted');
    expect(failures(r)).toMatchObject({ partition: 0, I: 0, II: 0, truth: 2 });
    expect(run.notes.join(' ')).toContain('conditions I–III alone prove nothing');
    expect(run.notes.join(' ')).toContain('yet it is wrong');
    expect(counterexampleSentence(counterexamples(r)[0]!)).toBe('a = false is conjectured fragile, but the solved game disagrees. The truth: a = false is neutral.');
  });

  test('moves that go up: retrograde, undetermined positions, and a claim about one is an error', () => {
    const r = checkBounded(
      spec(`name: updown
game:
  state: { n: nat }
  moves:
    - { name: down, if: n ≥ 2, to: { n: n - 2 } }
    - { name: up, if: n mod 3 = 1, to: { n: n + 3 } }
claims:
  - holds: safe(0)
  - holds: safe(20)
check: { bounds: { n: 0..20 } }
`),
    );
    const run = r.runs[0]!;
    expect(run.solveMethod).toBe('retrograde');
    expect(run.undetermined).toBeGreaterThan(0);
    expect(run.claims.map((c) => c.status)).toEqual(['holds', 'error']);
    expect(run.diagnostics.map((d) => d.code)).toContain('ZM4203');
    expect(r.outcome).toBe('error');
  });
});

describe('Nim with three heaps', () => {
  const nim = (conj: string) => `name: nim
game: { nim: { heaps: 3 } }
conjecture: ${conj}
check: { bounds: { h: 0..7 } }
`;
  test('Bouton: S = xor(h) = 0 holds; the Grundy value xor(h) holds', () => {
    expect(checkBounded(spec(nim('{ S: xor(h) = 0 }'))).outcome).toBe('holds');
    expect(checkBounded(spec(nim('{ grundy: xor(h) }'))).outcome).toBe('holds');
  });
  test('a + b + c even is refuted at the smallest position', () => {
    const r = checkBounded(spec(nim('{ S: (h[0] + h[1] + h[2]) mod 2 = 0 }')));
    expect(r.outcome).toBe('refuted');
    reverify(r);
    const cx = r.runs[0]!.conditions.find((c) => c.condition === 'II')!.counterexamples[0]!;
    expect(cx.text).toBe('h = [0, 0, 2]'); // Σ = 2, and [0, 0, 2] < [0, 1, 1] lexicographically
    expect(cx.offending.map((i) => cx.moves[i]!.target)).toEqual(['h = [0, 0, 0]']);
  });
  test('the sum of the heaps is not the Grundy value', () => {
    const r = checkBounded(spec(nim('{ grundy: h[0] + h[1] + h[2] }')));
    expect(r.outcome).toBe('refuted');
    reverify(r);
    const keep = r.runs[0]!.conditions.find((c) => c.condition === 'grundy-truth')!.counterexamples[0]!;
    expect(keep.text).toBe('h = [0, 1, 1]');
    expect(keep.trueGrundy).toBe(0);
  });
});

describe('sums, claims and parameters', () => {
  test('Kayles: Grundy values through sums, and a wrong S conjecture compared with the truth', () => {
    const r = checkBounded(
      spec(`name: kayles
game: { octal: "0.77" }
conjecture: { S: n mod 2 = 0 }
claims:
  - holds: ∀ n ∈ 0..15: grundy(n) = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7][n]
  - holds: grundy(70) = 6
check: { bounds: { n: 0..80 } }
`),
    );
    const run = r.runs[0]!;
    expect(run.solveMethod).toBe('grundy');
    expect(run.localConditions).toBe(false);
    expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
    expect(r.outcome).toBe('refuted');
    expect(failures(r)['truth']).toBeGreaterThan(0);
  });

  test('take 1..m for every m in check.params: safe iff n mod (m + 1) = 0', () => {
    const r = checkBounded(
      spec(`name: take-up-to-m
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }
conjecture: { S: n mod (m + 1) = 0 }
claims:
  - name: twelve is safe
    holds: safe(12)
check:
  bounds: { n: 0..60 }
  params: { m: 1..5 }
`),
    );
    expect(r.runs.map((run) => run.params['m'])).toEqual([1, 2, 3, 4, 5]);
    expect(r.runs.every((run) => run.conditions.every((c) => c.failures === 0))).toBe(true);
    expect(r.runs.map((run) => run.claims[0]!.status)).toEqual(['holds', 'holds', 'holds', 'fails', 'holds']);
    expect(r.outcome).toBe('refuted');
  });
});

describe('errors of the game', () => {
  test('a move that leaves the domain is an error at the move schema, with the position', () => {
    const text = `name: noguard
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ {1, 4}
      to: { n: n - k }
conjecture: { S: n mod 5 ∈ <0,2> }
check: { bounds: { n: 0..10 } }
`;
    const r = checkBounded(spec(text));
    expect(r.outcome).toBe('error');
    const d = r.runs[0]!.diagnostics.find((x) => x.code === 'ZM4001')!;
    expect(d.message).toBe('from n = 0, the move `take 1` (k = 1) sets n to -1, outside the domain of `n` (a nat is ≥ 0)');
    expect(text.slice(d.span!.start, d.span!.end)).toContain('name: take k');
  });

  test('a real field cannot be enumerated: the bounded check is skipped', () => {
    const r = checkBounded(
      spec(`name: real
game:
  state: { x: real }
  moves:
    - { if: x ≥ 1, to: { x: x - 1 } }
`),
    );
    expect(r.outcome).toBe('skipped');
    expect(r.runs[0]!.diagnostics[0]!.code).toBe('ZM4002');
  });

  test('a file that declares check.symbolic: required is not warned that only the prover decides it', () => {
    const text = (symbolic: string) => `name: real-move
game:
  state: { n: nat }
  moves:
    - { for: x ∈ real, if: 1 ≤ x ∧ x ≤ n, to: { n: floor(n - x) } }
check: { symbolic: ${symbolic} }
`;
    const required = checkBounded(spec(text('required')));
    expect(required.outcome).toBe('skipped');
    expect(required.runs[0]!.diagnostics).toEqual([]);
    expect(checkBounded(spec(text('auto'))).runs[0]!.diagnostics.map((d) => d.code)).toEqual(['ZM4002']);
  });
});

describe('more errors and edge cases', () => {
  test('division by zero in a guard: ZM4005 with the position and the span of the division', () => {
    const text = `name: divzero
game:
  state: { n: nat }
  moves:
    - { if: 10 div (n - 3) ≥ 0 ∧ n ≥ 1, to: { n: n - 1 } }
check: { bounds: { n: 0..10 } }
`;
    const r = checkBounded(spec(text));
    const d = r.runs[0]!.diagnostics.find((x) => x.code === 'ZM4005')!;
    expect(d.message).toBe('evaluating the rules of the game at n = 3: division by zero');
    expect(text.slice(d.span!.start, d.span!.end)).toBe('10 div (n - 3)');
    expect(r.outcome).toBe('error');
  });

  test('a conjecture that fails to evaluate: ZM4202', () => {
    const r = checkBounded(
      spec(`name: badconj
game: { subtraction: [1, 2] }
conjecture: { S: [1, 0, 0][n] = 1 }
check: { bounds: { n: 0..10 } }
`),
    );
    const d = r.runs[0]!.diagnostics.find((x) => x.code === 'ZM4202')!;
    expect(d.message).toContain('the conjecture fails to evaluate at n = ');
    expect(r.outcome).toBe('error');
  });

  test('only N given is not a conjecture about S and F: ZM4201', () => {
    const r = checkBounded(spec(`name: onlyn\ngame: { subtraction: [1, 2] }\nconjecture: { N: n > 100 }\ncheck: { bounds: { n: 0..10 } }\n`));
    expect(r.runs[0]!.diagnostics.map((d) => d.code)).toContain('ZM4201');
  });

  test('S and F given: an overlap and a gap are partition failures', () => {
    const r = checkBounded(spec(`name: overlap\ngame: { subtraction: [1, 2] }\nconjecture: { S: n mod 3 = 0, F: n mod 3 ≠ 1 }\ncheck: { bounds: { n: 0..10 } }\n`));
    reverify(r);
    const p = r.runs[0]!.conditions.find((c) => c.condition === 'partition')!;
    expect(p.failures).toBe(4); // n = 0, 3, 6, 9 are in both S and F; the rest of n mod 3 = 1 is neutral
    expect(counterexampleSentence(p.counterexamples[0]!)).toBe('n = 0 is conjectured both safe and fragile; every position must be in exactly one set. The truth: n = 0 is safe (generation 0).');
  });

  test('the claims of a swept parameter report the failing instance of a ∀', () => {
    const r = checkBounded(
      spec(`name: claimfail
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }
claims:
  - holds: ∀ n ∈ 0..30: safe(n) ⇔ n mod 3 = 0
check:
  bounds: { n: 0..40 }
  params: { m: 2..3 }
`),
    );
    expect(r.runs.map((run) => run.claims[0]!.status)).toEqual(['holds', 'fails']);
    expect(r.runs[1]!.claims[0]!.instance).toEqual([{ name: 'n', value: 3 }]);
  });
});
