// Conformance of outcome semantics with format.md: S/F/N conjectures (omission rules, one-line
// form), draws, `end:` rules, misère, partizan games, params, and `expect` with exit codes. Each
// case was found by comparing zermelo with an independent brute-force solver (retrograde analysis
// in Python, written from format.md); the truth stated in each test comes from that solver.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { checkText } from './runFile.js';

interface FileRecord {
  verdict: string;
  status: string;
  met: boolean | null;
}

const run = (text: string, args: string[] = []) => checkText<FileRecord>(text, ['--deterministic', ...args]);

// Take 1 or 2, or add a stone (nat, no upper limit): every position of n ≤ 30 can reach n = 31,
// outside the bounds, so nothing is determined there; the game is loopy, so nothing is proved.
const addStone = (expect: string) => `game:
  state: { n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
    - { to: { n: n + 1 } }
conjecture:
  S: false
  F: false
check:
  bounds: { n: 0..30 }
${expect}`;

describe('expect and exit codes (format.md §6)', () => {
  it('an unknown verdict does not meet expect: holds, proved or refuted — the file fails (exit 1)', async () => {
    for (const e of ['holds', 'proved', 'refuted']) {
      const { code, file } = await run(addStone(`expect: ${e}\n`));
      expect([e, file.verdict, file.met, file.status, code]).toEqual([e, 'unknown', false, 'fail', 1]);
    }
  });

  it('an unknown verdict without expect does not fail (only a refutation does)', async () => {
    const { code, file } = await run(addStone(''));
    expect([file.verdict, file.status, code]).toEqual(['unknown', 'skipped', 0]);
  });
});

interface Case {
  name: string;
  yaml: string;
  verdict: 'holds' | 'refuted';
  /** Failing positions per condition, as counted by the independent solver. */
  failures: Record<string, number>;
  /** The solver's first failure (region order): zermelo's counterexamples must include it. */
  first: { params: Record<string, number>; condition: string; position: Record<string, unknown> } | null;
}

// Truth from the brute-force solver; the bounded check alone (--no-symbolic) must agree exactly.
const CASES: Case[] = [
  {
    name: 't06-gap-neutral',
    yaml: `game:
  state: { n: nat }
  moves:
    - { for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: n mod 3 = 0
  F: n mod 3 = 1
check:
  bounds: { n: 0..60 }
`,
    verdict: 'refuted',
    failures: { IIIa: 20, IIIb: 20, truth: 20, II: 20 },
    first: { params: {}, condition: 'III', position: { n: 2 } },
  },
  {
    name: 't08-walk-S-only',
    yaml: `game:
  state: { n: 0..10 }
  moves:
    - { if: n ≥ 1, to: { n: n - 1 } }
    - { if: n < 10, to: { n: n + 1 } }
  end: { lose: n = 0 }
conjecture: S = n = 0
`,
    verdict: 'refuted',
    failures: { I: 9, truth: 9 },
    first: { params: {}, condition: 'I', position: { n: 2 } },
  },
  {
    name: 't14-misere-end-lose-0',
    yaml: `game:
  state: { n: nat }
  play: misère
  moves:
    - { for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
  end:
    lose: n = 0
conjecture:
  S: n mod 3 = 0
check:
  bounds: { n: 0..60 }
`,
    verdict: 'holds',
    failures: {},
    first: null,
  },
  {
    name: 't15-end-draw-at-0',
    yaml: `game:
  state: { n: nat }
  moves:
    - { for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
  end: { draw: n = 0 }
conjecture:
  N: true
  S: false
check:
  bounds: { n: 0..30 }
`,
    verdict: 'holds',
    failures: {},
    first: null,
  },
  {
    name: 't18-misere-wrong',
    yaml: `game:
  state: { n: nat }
  play: misère
  moves:
    - { for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
conjecture: { S: n mod 3 = 0 }
check:
  bounds: { n: 0..60 }
`,
    verdict: 'refuted',
    failures: { 'terminal-win': 1, truth: 41 },
    first: { params: {}, condition: 'requirement', position: { n: 0 } },
  },
  {
    name: 't21-partizan-wrong-row',
    yaml: `game:
  players: [A, B]
  state: { n: nat }
  moves:
    - { by: A, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ {2, 3}, if: k ≤ n, to: { n: n - k } }
conjecture: S = (turn = A ∧ (n ≥ 12 ∨ n ∈ {0, 3, 6, 7, 9, 10})) ∨ (turn = B ∧ n ∈ {0, 1, 4, 7, 8})
check:
  bounds: { n: 0..100 }
`,
    verdict: 'refuted',
    failures: { II: 3, truth: 1 },
    first: { params: {}, condition: 'II', position: { n: 8, turn: 'B' } },
  },
  {
    name: 't25-params-wrong',
    yaml: `game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: if m = 3 then n mod 3 = 0 else n mod (m + 1) = 0
check:
  bounds: { n: 0..80 }
  params: { m: 1..5 }
`,
    verdict: 'refuted',
    failures: { II: 26, truth: 34 },
    first: { params: { m: 3 }, condition: 'II', position: { n: 3 } },
  },
  {
    name: 't30-two-cycle',
    yaml: `game:
  state: { n: 0..1 }
  moves:
    - { to: { n: 1 - n } }
conjecture: { S: n = 0 }
`,
    verdict: 'refuted',
    failures: { truth: 2 },
    first: { params: {}, condition: 'truth', position: { n: 0 } },
  },
  {
    name: 't35-params-walk',
    yaml: `game:
  params: { size: nat }
  state: { n: 0..size }
  moves:
    - { if: n ≥ 1, to: { n: n - 1 } }
    - { if: n < size, to: { n: n + 1 } }
  end: { lose: n = 0 }
conjecture:
  S: n = 0
  F: n = 1
check:
  params: { size: 1..6 }
`,
    verdict: 'refuted',
    failures: { IIIa: 1, truth: 1 },
    first: { params: { size: 2 }, condition: 'III', position: { n: 2 } },
  },
  {
    name: 't41-terminal-unguarded',
    yaml: `game:
  state: { n: 0..10 }
  moves:
    - { for: k ∈ {1, 2}, if: n + k ≤ 10 ∨ n = 10, to: { n: n + k } }
  end:
    lose: n = 10
conjecture:
  S: n mod 3 = 1
`,
    verdict: 'holds',
    failures: {},
    first: null,
  },
  {
    name: 't43-misere-draw',
    yaml: `game:
  state: { n: nat }
  play: misère
  moves:
    - { for: k ∈ {1, 2, 3}, if: k ≤ n, to: { n: n - k } }
  end:
    draw: n = 6
conjecture:
  S: n ∈ {1, 5}
  N: n ≥ 6
check:
  bounds: { n: 0..30 }
`,
    verdict: 'refuted',
    failures: { IIIb: 2, truth: 2 },
    first: { params: {}, condition: 'III', position: { n: 7 } },
  },
  {
    name: 't44-partizan-param-start',
    yaml: `game:
  players: [A, B]
  params: { m: nat }
  state: { n: nat }
  start: { n: 3 * m, turn: B }
  moves:
    - { by: A, for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: n mod 3 = 0
claims:
  - holds: safe(start)
  - holds: outcome(start) = safe
  - holds: fragile({ n: 3 * m + 1, turn: A }) ∧ fragile(3 * m + 2, B)
check:
  bounds: { n: 0..40 }
  params: { m: 1..4 }
`,
    verdict: 'holds',
    failures: {},
    first: null,
  },
];

describe('S/F/N conjectures against an independent solver (bounded check)', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const host = fakeHost({ 'conjectures/probe.yaml': c.yaml });
      await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', 'conjectures/probe.yaml'], host);
      const file = JSON.parse(host.out()).files[0];
      expect(file.bounded.status).toBe(c.verdict);
      expect(file.bounded.failures).toEqual(c.failures);
      const seen = file.counterexamples.map((x: { params: unknown; condition: string; position: unknown }) => ({ params: x.params, condition: x.condition, position: x.position }));
      if (c.first) expect(seen).toContainEqual(c.first);
      else expect(seen).toEqual([]);
    });
  }
});

describe('empty regions are explained in the file’s own terms', () => {
  it('a parameter value that empties a field names the field and the value (not an internal slot)', async () => {
    const host = fakeHost({
      'conjectures/probe.yaml': `game:
  params: { size: nat }
  state: { i: 1..size }
  moves:
    - { for: k ∈ {1, 2}, if: i - k ≥ 1, to: { i: i - k } }
conjecture:
  S: (i - 1) mod 3 = 0
check:
  params: { size: 0..4 }
`,
    });
    expect(await main(['check', '--no-symbolic', 'conjectures/probe.yaml'], host)).toBe(2);
    expect(host.err()).toContain('conjectures/probe.yaml:3:12: error ZM4004: the field `i` has no values when size = 0 (its range is 1..0): the region is empty');
    expect(host.err()).not.toContain('slot');
  });

  it('bounds outside a range field’s domain say so', async () => {
    const host = fakeHost({
      'conjectures/probe.yaml': `game:
  state: { n: 0..5 }
  moves:
    - { if: n > 0, to: { n: n - 1 } }
conjecture: { S: n = 0 }
check:
  bounds: { n: 7..9 }
`,
    });
    expect(await main(['check', '--no-symbolic', 'conjectures/probe.yaml'], host)).toBe(2);
    expect(host.err()).toContain('error ZM4004: the field `n` has no values (check.bounds 7..9 and its domain 0..5 have no value in common)');
  });
});

describe('the smallest counterexample comes first, whichever condition it breaks', () => {
  // Take 1 or 2 with S = n mod 3 = 0, F = n mod 3 = 1 (so N = n mod 3 = 2): condition II fails
  // first at n = 3, but condition III already fails at n = 2 (neutral, with a move to safe n = 0).
  const yaml = `game: { subtraction: [1, 2] }
conjecture: { S: n mod 3 = 0, F: n mod 3 = 1 }
check: { bounds: { n: 0..20 } }
`;
  it('in the JSON report and in the text', async () => {
    const host = fakeHost({ 'conjectures/probe.yaml': yaml });
    await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', 'conjectures/probe.yaml'], host);
    const cxs = JSON.parse(host.out()).files[0].counterexamples as { positionText: string; condition: string }[];
    expect(cxs[0]).toMatchObject({ positionText: 'n = 2', condition: 'III' });
    const sizes = cxs.map((c) => Number(c.positionText.slice(4)));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    const text = fakeHost({ 'conjectures/probe.yaml': yaml });
    await main(['check', '--no-cache', '--no-symbolic', 'conjectures/probe.yaml'], text);
    expect(text.out()).toMatch(/counterexample \(line 2\): n = 2 is conjectured neutral, but condition III fails/);
  });
});
