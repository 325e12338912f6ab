// A confirmed counterexample of the prover against a bounded run from the start
// (check.from: start): that run determined only the positions reachable from the start, so a
// counterexample elsewhere in the box is no disagreement. Found by the robustness campaign (seed
// 20261300, cases 20261304:103 and 20261308:456): a misère sliding game on a graph whose start has no
// move, solved from it (1 position, holds), and a prover counterexample at t = {0, 1, 2, 3}, a
// winning terminal conjectured safe that no play from the start reaches: ZM9011, exit 70. Such a
// counterexample refutes nothing either: the conjecture is claimed on the reachable positions
// (run/reachedFromStart.ts), so the prover's result is unknown there and the file holds.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { insideDetermined } from '../../src/run/crossCheck.js';
import { proverOnReached } from '../../src/run/reachedFromStart.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { bounded, counterexample } from '../e2e/fixtures.js';
import { load } from '../semantics/lawSetup.js';

const slide = (start: string, from: string): string => `name: graph-slide
game:
  state: { t: bool[4] }
  start: { t: {${start}} }
  moves:
    - { name: slide, for: "v ∈ 0..3, w ∈ adj[v]", if: "t[v] ∧ ¬t[w] ∧ count(u ∈ adj[w]: t[u]) ≤ 0", to: { t[v]: false, t[w]: true } }
  play: misère
define:
  adj: [[2], [], [0], []]
conjecture:
  S: "count(i ∈ 0..3: t[i]) mod 2 = 0"
check:
  from: ${from}
`;

const fromStart = { ...bounded('holds'), summary: { ...bounded('holds').summary, from: 'start' as const, region: 'the whole game', positions: 8 } };
const at = (positionText: string) => counterexample({ source: 'symbolic', condition: 'requirement', position: {}, positionText });

describe('the cross-check against a bounded run from the start', () => {
  it('a counterexample the start does not reach is outside what was determined; one it reaches is inside', () => {
    // from {}: every set without element 1
    const spec = load(`name: take
game:
  state: { t: bool[4] }
  start: { t: {} }
  moves:
    - { for: v ∈ 0..3, if: "¬t[v] ∧ v ≠ 1", to: { t[v]: true } }
conjecture:
  S: "count(i ∈ 0..3: t[i]) mod 2 = 0"
check:
  from: start
`);
    expect(insideDetermined(spec, fromStart, at('t = {1}'))).toBe(false);
    expect(insideDetermined(spec, fromStart, at('t = {0, 1, 2, 3}'))).toBe(false);
    expect(insideDetermined(spec, fromStart, at('t = {}'))).toBe(true);
    expect(insideDetermined(spec, fromStart, at('t = {0, 2, 3}'))).toBe(true);
    // a run over the region determined the whole box
    expect(insideDetermined(spec, bounded('holds'), at('t = {1}'))).toBe(true);
    // the prover's refutation stands on the reached counterexamples only; with none, it is unknown
    const refuted = { status: 'refuted' as const, reason: null, obligations: [] };
    const both = proverOnReached(spec, fromStart, { summary: refuted, counterexamples: [at('t = {1}'), at('t = {0, 2}')] });
    expect(both.summary?.status).toBe('refuted');
    expect(both.counterexamples.map((c) => c.positionText)).toEqual(['t = {0, 2}']);
    const none = proverOnReached(spec, fromStart, { summary: refuted, counterexamples: [at('t = {1}')] });
    expect(none).toMatchObject({ summary: { status: 'unknown' }, counterexamples: [] });
    expect(proverOnReached(spec, bounded('holds'), { summary: refuted, counterexamples: [at('t = {1}')] }).summary?.status).toBe('refuted');
  });

  it("the campaign case: the prover's counterexample is a position the start does not reach, so the file holds from the start (the prover: unknown), not ZM9011", async () => {
    const host = fakeHost({ 'conjectures/case.yaml': slide('0, 2, 3', 'start') });
    const code = await main(['check', 'conjectures/case.yaml', '--json', '--deterministic', '--timeout', '5s'], host);
    expect(host.err()).not.toMatch(/internal error|ZM9011/);
    const file = JSON.parse(host.out()).files[0];
    expect(code, host.out()).toBe(0);
    expect(file.verdict).toBe('holds');
    expect(file.bounded).toMatchObject({ from: 'start', status: 'holds', positions: 1 });
    expect(file.symbolic.status).toBe('unknown');
    expect(file.symbolic.reason).toContain("the prover's counterexamples (the first: t = {");
    expect(file.symbolic.reason).toContain('are positions the start does not reach');
    expect(file.counterexamples).toEqual([]);
  }, 60_000);

  it('checked over the whole box, the same file is refuted (the bounded check: t = {} is a winning terminal conjectured safe)', async () => {
    const host = fakeHost({ 'conjectures/case.yaml': slide('0, 2, 3', 'region') });
    const code = await main(['check', 'conjectures/case.yaml', '--json', '--deterministic', '--timeout', '5s'], host);
    const file = JSON.parse(host.out()).files[0];
    expect(code).toBe(1);
    expect(file.verdict).toBe('refuted');
    expect(file.counterexamples.map((c: { positionText: string }) => c.positionText)).toContain('t = {}');
  }, 60_000);
});
