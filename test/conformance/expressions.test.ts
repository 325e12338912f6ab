// Conformance probes of format.md §3 (expressions) and of bad input: each case was found by comparing
// zermelo with an independent evaluator or by writing a student's mistake, and is kept as a regression
// test. Files run through main() with the real bounded engine (no prover) in an in-memory host.
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import { checkText } from './runFile.js';

interface FileReport {
  verdict: string;
  diagnostics: { code: string; severity: string; message: string; at: { line: number; col: number } | null; hint: string | null }[];
  claims: { name: string; status: string }[];
}

const check = (text: string) => checkText<FileReport>(text, ['--no-symbolic', '--workers', '1'], 'c/f.yaml');

const heap = (rest: string): string => `name: t
game:
  state: { n: nat }
  moves:
    - for: k ∈ {1, 2}
      if: k ≤ n
      to: { n: n - k }
check:
  bounds: { n: 0..20 }
${rest}`;

describe('a leading ! is a YAML tag, not a negation', () => {
  // YAML reads `! (1 = 2)` as the string "(1 = 2)" with a non-specific tag: the negation vanished
  // and the claim was reported false (or, with `!false && true`, true for the wrong reason).
  it.each([
    ['  - holds: ! (1 = 2)', 12, '`!`'],
    ['  - holds: !false && true', 12, '`!false`'],
    ['  - holds: &a ! 1 = 2', 15, '`!`'],
  ])('%s is an error at the tag (exit 2), not a silently changed claim', async (line, col, tag) => {
    const r = await check(heap(`claims:\n${line}\n`));
    expect(r.code).toBe(2);
    const errors = r.file.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.code)).toEqual(['ZM1022']);
    expect(errors[0]!.at).toEqual({ line: 11, col });
    expect(errors[0]!.message).toContain(`${tag} at the start of a value is a YAML tag`);
    expect(r.file.diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
  });

  it('in a conjecture too; a quoted "!(…)" and !!str still work', async () => {
    expect((await check(heap('conjecture:\n  S: ! (n mod 3 = 1)\n'))).code).toBe(2);
    const quoted = await check(heap('conjecture:\n  S: "!(n mod 3 ≠ 0)"\nexpect: holds\n'));
    expect(quoted.code).toBe(0);
    const str = await check(heap('claims:\n  - holds: !!str ¬(1 = 2)\nexpect: holds\n'));
    expect(str.code).toBe(0);
  });
});

describe('errors that had no position or a garbled message', () => {
  it('a loopy game whose moves lead to sums: ZM4011 at the move, not at the file', async () => {
    const text = `name: t
game:
  state: { n: nat }
  moves:
    - for: k ∈ {1, 2}
      if: k ≤ n
      to: [ { n: k }, { n: n - k } ]
conjecture:
  S: n mod 3 = 0
check:
  bounds: { n: 0..20 }
`;
    const r = await check(text);
    expect(r.code).toBe(2);
    const d = r.file.diagnostics.find((x) => x.code === 'ZM4011')!;
    expect(d.at).toEqual({ line: 5, col: 7 });
    expect(r.err).toMatch(/^c\/f\.yaml:5:7: error ZM4011:/m);
  });

  it('an unnamed claim that fails to evaluate is named as in the reports (claim "claim 1": …)', async () => {
    const r = await check(heap('define:\n  f(x): [1, 2][x]\nclaims:\n  - holds: f(5) = 1\n'));
    expect(r.code).toBe(2);
    expect(r.file.diagnostics.map((d) => d.message)).toContain('claim "claim 1": index 5 is outside the array (indices 0..1)');
  });
});

describe('the start position must lie in the declared domain', () => {
  it('start: { n: -1 } for a nat field is ZM1016 at the value', async () => {
    const text = heap('claims:\n  - holds: safe(start)\n').replace('  moves:', '  start: { n: -1 }\n  moves:');
    const r = await check(text);
    expect(r.code).toBe(2);
    const d = r.file.diagnostics.find((x) => x.code === 'ZM1016')!;
    expect(d.message).toBe('the start position sets n to -1, outside the domain of `n` (a nat is ≥ 0)');
    expect(d.at).toEqual({ line: 4, col: 15 });
  });

  it('a start inside a range domain, and a partizan start, are fine', async () => {
    const text = `name: t
game:
  players: [A, B]
  state: { n: 0..20 }
  start: { n: 20, turn: B }
  moves:
    - { by: A, for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ {1, 3}, if: k ≤ n, to: { n: n - k } }
claims:
  - holds: safe(start) ∨ fragile(start)
expect: holds
`;
    expect((await check(text)).code).toBe(0);
  });
});

describe('loadSpec keeps the YAML tag error alone', () => {
  it('no follow-on "empty expression" error', () => {
    const r = loadSpec('f.yaml', heap('claims:\n  - holds: ! (1 = 2)\n'));
    expect(r.diagnostics.map((d) => d.code)).toEqual(['ZM1022']);
  });
});

type ProvedReport = FileReport & { symbolic: { status: string; reason: string | null; obligations: { name: string; status: string; detail: string | null }[] } };
const checkWithProver = (text: string) => checkText<ProvedReport>(text, ['--workers', '1', '--timeout', '20s'], 'c/f.yaml');

describe('proof hints that are wrong or unused are said to be so', () => {
  it('a termination measure that does not drop: the obligation says where, the file is not proved', async () => {
    const text = `name: t
game:
  state: { a: nat, b: nat }
  moves:
    - { for: k ∈ 1..a, to: { a: a - k } }
    - { for: k ∈ 1..b, to: { b: b - k } }
conjecture:
  S: a = b
proof:
  termination: a
check:
  bounds: { a: 0..10, b: 0..10 }
expect: proved
`;
    const r = await checkWithProver(text);
    expect(r.file.verdict).toBe('holds');
    expect(r.code).toBe(1);
    const fin = r.file.symbolic.obligations.find((o) => o.name.startsWith('finiteness'))!;
    expect(fin.status).toBe('refuted');
    expect(fin.detail).toMatch(/fails at a = \d+, b = \d+: from a = \d+, b = \d+, .* which is not a drop/);
  });

  it('hints of a file that a periodicity certificate decides are reported as not checked', async () => {
    const text = `name: t
game: { subtraction: [1, 4] }
conjecture:
  S: n mod 5 ∈ <0,2>
proof:
  termination: 100 - n
check:
  bounds: { n: 0..60 }
expect: proved
`;
    const r = await checkWithProver(text);
    expect(r.file.verdict).toBe('proved');
    expect(r.file.symbolic.reason).toBe('not needed: proved for every n by a periodicity certificate (the hints under proof: were not checked)');
  });
  // the limit of the encoding placed by line and column: expressions.long.test.ts (some 25 s of Z3)
});

describe('outcome values under their format.md §2 aliases', () => {
  // n = 5 is a draw by `end:`; 6 can move to the draw or to fragile 4, so it is a draw too.
  const game = `game:
  state: { n: 0..10 }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
  end: { draw: n = 5 }
`;
  it('draw, S, F, N, I, inatacável, frágil, neutra compare with outcome(p)', async () => {
    const r = await check(`${game}claims:
  - holds: outcome(5) = draw ∧ outcome(6) = draw
  - holds: outcome(3) = S ∧ outcome(4) = F ∧ outcome(5) = N ∧ outcome(0) = I
  - holds: outcome(0) = inatacável ∧ outcome(4) = frágil ∧ outcome(6) = neutra
  - holds: outcome(6) = F
`);
    expect(r.file.claims.map((c) => c.status)).toEqual(['holds', 'holds', 'holds', 'refuted']);
  });
  it('a field named N is the field, not the alias', async () => {
    const r = await check(`game:
  state: { N: 0..10 }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ N, to: { N: N - k } }
claims:
  - holds: ∀ m ∈ 0..10: safe({ N: m }) ⇔ m mod 3 = 0
`);
    expect(r.file.claims.map((c) => c.status)).toEqual(['holds']);
  });
  it('outside claims an alias is an unknown name', async () => {
    const r = await check(heap('conjecture:\n  S: n = draw\n'));
    expect(r.code).toBe(2);
    expect(r.file.diagnostics.map((d) => d.code)).toContain('ZM3001');
  });
});

describe('a claim about a value outside a field domain is not a position', () => {
  it.each([
    ['state: { n: 0..5 }', 'safe(7)', 'n = 7 is outside its domain (0..5)'],
    ['state: { n: nat }', 'safe({ n: -3 })', 'n = -3 is outside its domain (≥ 0)'],
  ])('%s, %s: ZM4204, not "widen check.bounds"', async (state, query, why) => {
    const r = await check(`game:
  ${state}
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
claims:
  - holds: ${query}
check: { bounds: { n: 0..5 } }
`);
    expect(r.code).toBe(2);
    const d = r.file.diagnostics.find((x) => x.code === 'ZM4204');
    expect(d?.message).toContain(`which is not a position: ${why}`);
    expect(d?.hint ?? '').not.toContain('widen');
  });
});
