// The bounded check from the start position (check.from: start, or claims about `start` alone):
// only the positions reachable from it are solved and checked; the conjecture is judged there only,
// claims about other positions are errors of the claim; bad uses of check.from are positioned errors.

import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { checkScope } from '../../src/check/checkScope.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { spec } from './helpers.js';

// take 2 from one heap: from an even heap only even heaps are reachable
const takeTwo = (extra: string, from = 'start') => `name: take-two
game:
  state: { n: nat }
  start: { n: 10 }
  moves:
    - { for: k ∈ {2}, if: k ≤ n, to: { n: n - k } }
${extra}
check:
  symbolic: off
  from: ${from}
  bounds: { n: 0..40 }
`;

describe('check.from: start', () => {
  it('checks the conjecture on the reachable positions only', () => {
    // right on even heaps (n mod 4 = 0 safe), wrong on odd ones (1 is a losing terminal)
    const text = takeTwo('conjecture:\n  S: n mod 4 = 0');
    const start = checkBounded(spec(text));
    expect(start.outcome).toBe('holds');
    expect(start.runs[0]!.reachable).toBe(6);
    const region = checkBounded(spec(takeTwo('conjecture:\n  S: n mod 4 = 0', 'region')));
    expect(region.outcome).toBe('refuted');
    expect(region.runs[0]!.reachable).toBeUndefined();
  });

  it('refutes a conjecture wrong on a reachable position, with a counterexample there', () => {
    const r = checkBounded(spec(takeTwo('conjecture:\n  S: n mod 4 = 2')));
    expect(r.outcome).toBe('refuted');
    const shown = r.runs[0]!.conditions.flatMap((c) => c.counterexamples.map((cx) => cx.position[0]!));
    expect(shown.length).toBeGreaterThan(0);
    for (const n of shown) expect(n % 2).toBe(0);
    expect(shown).toContain(0);
  });

  it('a claim about a position not reachable from start is an error of the claim, with a hint', () => {
    const r = checkBounded(spec(takeTwo('claims:\n  - holds: safe({ n: 7 })')));
    const d = r.runs[0]!.diagnostics.find((x) => x.code === 'ZM4203');
    expect(d?.message).toContain('not reachable from the start position');
    expect(d?.hint).toContain('check.from: region');
  });

  it('loopy games: draws of infinite play come out as in the whole region', () => {
    const loopy = (from: string) => `name: walk
game:
  state: { n: 0..6 }
  start: { n: 3 }
  moves:
    - { if: n ≥ 1, to: { n: n - 1 } }
    - { if: n ≤ 5 ∧ n ≠ 2, to: { n: n + 1 } }
claims:
  - holds: neutral(start)
check:
  from: ${from}
`;
    for (const from of ['start', 'region']) expect(checkBounded(spec(loopy(from))).outcome, from).toBe('holds');
    expect(checkBounded(spec(loopy('start'))).runs[0]!.reachable).toBe(7);
  });
});

describe('the scope chosen without check.from', () => {
  const file = (claims: string, conjecture = '') => `name: t
game:
  subtraction: [1, 2]
  start: { n: 9 }
${conjecture}
claims:
${claims}
`;
  it('claims about start alone: reachable from start', () => {
    expect(checkScope(spec(file('  - holds: safe(start)\n  - holds: outcome(start) = safe ∨ fragile(start)')))).toBe('start');
    const r = checkBounded(spec(file('  - holds: safe(start)')));
    expect(r.outcome).toBe('holds');
    expect(r.runs[0]!.reachable).toBe(10);
  });
  it('another position, a conjecture or grundy(start): the whole region', () => {
    expect(checkScope(spec(file('  - holds: safe(start) ∧ safe({ n: 3 })')))).toBe('region');
    expect(checkScope(spec(file('  - holds: safe(start)', 'conjecture:\n  S: n mod 3 = 0')))).toBe('region');
    expect(checkScope(spec(file('  - holds: grundy(start) = 0')))).toBe('region');
  });
});

describe('bad uses of check.from are positioned errors', () => {
  const errors = (text: string) => loadSpec('t.yaml', text).diagnostics.filter((d) => d.severity === 'error');
  it('no start position', () => {
    const text = 'name: t\ngame:\n  subtraction: [1, 2]\nclaims:\n  - holds: safe(0)\ncheck:\n  from: start\n';
    const [d] = errors(text);
    expect(d?.code).toBe('ZM1041');
    expect(text.slice(d!.span!.start, d!.span!.end)).toBe('start');
    expect(d?.hint).toContain('start:');
  });
  it('claims about start alone with the start outside the bounds: the whole region, as before (no ZM4020)', () => {
    const text = 'name: t\ngame:\n  subtraction: { A: [4], B: [2] }\n  start: { n: 4, turn: A }\nclaims:\n  - holds: "fragile(start)"\ncheck:\n  bounds: { n: 0..3 }\n  symbolic: "off"\n';
    const run = checkBounded(spec(text));
    expect(run.runs[0]!.diagnostics.map((d) => d.code)).not.toContain('ZM4020');
    expect(run.runs[0]!.diagnostics.map((d) => d.code)).toContain('ZM4203'); // a claim beyond the bounds, as before
    expect(errors(`${text}  from: start\n`).map((d) => d.code)).toEqual([]);
  });
  it('moves that keep the turn: solved from the start, with check.from or for claims about start alone', () => {
    const game =
      'name: t\ngame:\n  state: { n: nat }\n  start: { n: 6 }\n  moves:\n    - { for: "k ∈ {1, 2}", if: "k ≤ n", again: "k = 2", to: { n: "n - k" } }\nclaims:\n  - holds: safe(start)\ncheck:\n  bounds: { n: 0..6 }\n  symbolic: "off"\n';
    expect(errors(`${game}  from: start\n`)).toEqual([]);
    expect(errors(game)).toEqual([]);
    expect(checkScope(loadSpec('t.yaml', game).value!)).toBe('start');
    // taking 2 keeps the turn, into an even heap where the same player is lost: the even heaps are safe
    const run = checkBounded(spec(game)).runs[0]!;
    expect(run.reachable).toBe(7);
    expect(run.claims[0]?.status).toBe('holds');
    const odd = checkBounded(spec(game.replace('n: 6 }', 'n: 5 }').replace('n: 0..6', 'n: 0..5'))).runs[0]!;
    expect(odd.claims[0]?.status).toBe('fails');
  });
  it('a Grundy conjecture, a value outside start|region', () => {
    expect(errors('name: t\ngame:\n  subtraction: [1, 2]\n  start: { n: 4 }\nconjecture:\n  grundy: n mod 3\ncheck:\n  from: start\n')[0]?.code).toBe('ZM1041');
    const [d] = errors('name: t\ngame:\n  subtraction: [1, 2]\n  start: { n: 4 }\nclaims:\n  - holds: safe(start)\ncheck:\n  from: strat\n');
    expect(d?.code).toBe('ZM1006');
    expect(d?.hint).toContain('start');
  });
  it('a start outside the region, with check.from: start written', () => {
    const r = checkBounded(spec('name: t\ngame:\n  subtraction: [1, 2]\n  start: { n: 90 }\nclaims:\n  - holds: safe(start)\ncheck:\n  bounds: { n: 0..50 }\n  from: start\n'));
    const d = r.runs[0]!.diagnostics.find((x) => x.code === 'ZM4020');
    expect(d?.message).toContain('n = 90');
    expect(d?.span).toBeDefined();
  });
});

describe('a region with too many moves for the general algorithm is refused before solving', () => {
  // game 22 with the natural box: about 4·10^9 moves, moves to larger indices (k is the first slot)
  const g22 = `name: g22
game:
  state: { k: nat, d: nat }
  start: { k: 1, d: 2008 }
  moves:
    - { for: j ∈ 1..k, if: j ≤ d, to: { k: k + 1, d: d - j } }
conjecture:
  S: d = 0
check:
  symbolic: off
  bounds: { k: 0..2008, d: 0..2008 }
`;
  it('names the bound and suggests check.from: start', () => {
    const text = g22;
    const r = checkBounded(spec(text));
    const d = r.runs[0]!.diagnostics.find((x) => x.code === 'ZM4012');
    expect(d?.message).toContain('check.bounds.k = 0..2008');
    expect(d?.message).toContain('refused before solving');
    expect(d?.hint).toContain('check.from: start');
    expect(text.slice(d!.span!.start, d!.span!.end)).toBe('0..2008');
    expect(r.runs[0]!.seconds.solve).toBe(0);
  });
});
