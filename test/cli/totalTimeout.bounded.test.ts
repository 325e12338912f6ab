// --total-timeout reaches into the synchronous bounded engine (issue 18): a claim, a conjecture's
// quantifiers or a large region that would take minutes stop at the next chunk after the deadline;
// the file is reported as not checked (exit 3), nothing of it is cached, the files after it are not
// reached. Long bounded work shows a progress line on a terminal only (lang/deadline.ts).

import { describe, expect, it } from 'vitest';
import { CACHE_DIR } from '../../src/scale/cache.js';
import { main } from '../../src/cli/main.js';
import { deadlineExpired, onProgress, setDeadline, startPhase, tick, TimeLimitReached } from '../../src/lang/deadline.js';
import { fakeHost, type FakeHost } from '../e2e/fakeHost.js';
import { TWO_HEAPS_GAME } from '../e2e/fixtures.js';

const entries = (host: FakeHost): string[] => [...host.files.keys()].filter((k) => k.startsWith(`/repo/${CACHE_DIR}/`) && k.endsWith('.json'));

/** 10^10 quantifier steps in one claim, under the up-front work limit (ZM4210): minutes of work. */
const SLOW_CLAIM = `name: slow-claim
game: { subtraction: [1, 2] }
conjecture: { S: n mod 3 = 0 }
claims:
  - "∀ i ∈ 0..100000: ∀ j ∈ 0..100000: (i * j) mod 7 ≠ 7"
check: { bounds: { n: 0..30 }, symbolic: off }
`;

/** The conjecture's own quantifiers, at each of 31 positions: minutes of work too. */
const SLOW_CONJECTURE = `name: slow-conjecture
game: { subtraction: [1, 2] }
conjecture: { S: "n mod 3 = 0 ∧ (∀ i ∈ 0..15000: ∀ j ∈ 0..15000: (i * j + n) mod 7 ≠ 7)" }
check: { bounds: { n: 0..30 }, symbolic: off }
`;

/** A region of 4·10^6 positions with a quadratic move set: the solver itself runs for minutes. */
const SLOW_SOLVE = `name: slow-solve
${TWO_HEAPS_GAME}check: { bounds: { a: 0..2000, b: 0..2000 }, symbolic: off }
`;

/** A misère game whose moves lead to sums, without bounds: the sum search runs to its cap of 3·10^6
 *  multisets (26 s of CPU; found by the robustness campaign, seed 20263231, case 263). */
// Within the search's up-front estimate (src/solve/misere/sumEstimate.ts), but about 17 s of CPU.
const SLOW_MISERE_SUMS = `name: random
game:
  octal: "0.77"
  play: misère
  start: { "n": "1" }
conjecture:
  S: "(2 ∈ {1} ⇒ 1 mod 3 = 0)"
claims:
  - holds: "safe(start) ∨ ¬safe(start)"
check:
  bounds: { n: 0..70 }
  symbolic: "off"
`;

const QUICK = 'name: quick\ngame: { subtraction: [1, 2] }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..30 }, symbolic: off }\n';

async function run(files: Record<string, string>, argv: string[], opts: { tty?: boolean } = {}) {
  const host = fakeHost(files, opts);
  const started = Date.now();
  const code = await main(['check', ...argv], host);
  return { host, code, ms: Date.now() - started };
}

describe('--total-timeout stops a running bounded check', () => {
  for (const [label, text] of [
    ['a claim', SLOW_CLAIM],
    ["the conjecture's quantifiers", SLOW_CONJECTURE],
    ['the solver on a large region', SLOW_SOLVE],
    ['the misère sum search', SLOW_MISERE_SUMS],
  ] as const) {
    // 400 ms (the loading and the quick setup take tens of ms): every case is busy until the deadline
    it(`${label}: not checked, exit 3, within seconds, nothing cached`, async () => {
      const r = await run({ 'conjectures/a.yaml': text, 'conjectures/b.yaml': QUICK }, ['--json', '--total-timeout', '400ms']);
      expect(r.code, r.host.err()).toBe(3);
      expect(r.ms).toBeLessThan(15_000);
      const files = JSON.parse(r.host.out()).files as { file: string; verdict: string; summary: string }[];
      expect(files.map((f) => [f.file, f.verdict])).toEqual([
        ['conjectures/a.yaml', 'unchecked'],
        ['conjectures/b.yaml', 'unchecked'],
      ]);
      expect(files[0]!.summary).toBe("not checked: the run's time limit (--total-timeout 400ms) was reached while this file was being checked");
      expect(files[1]!.summary).toContain('was reached before this file');
      // the message says the file under way was stopped too, not finished
      expect(r.host.err()).toContain(
        "the run's time limit (--total-timeout 400ms) was reached — stopping now: the bounded check of conjectures/a.yaml was cut short; it and the rest are reported as not checked",
      );
      expect(r.host.err()).not.toContain('after the current file');
      expect(entries(r.host)).toEqual([]);
      expect(r.host.err()).not.toMatch(/internal error|\n\s+at /);
      expect(deadlineExpired()).toBe(false); // the run cleared its deadline
    }, 30_000);
  }

  it('a file that finishes in time is reported and cached as usual', async () => {
    const r = await run({ 'conjectures/b.yaml': QUICK }, ['--json', '--total-timeout', '30s']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.host.out()).files[0].verdict).not.toBe('unchecked');
    expect(entries(r.host)).toHaveLength(1);
  });

  it('with worker threads too (each polls the same deadline)', async () => {
    const r = await run({ 'conjectures/a.yaml': SLOW_CLAIM, 'conjectures/c.yaml': SLOW_CONJECTURE }, ['--json', '--total-timeout', '1s', '--workers', '2']);
    expect(r.code, r.host.err()).toBe(3);
    expect(r.ms).toBeLessThan(20_000);
    expect(JSON.parse(r.host.out()).files.map((f: { verdict: string }) => f.verdict)).toEqual(['unchecked', 'unchecked']);
  }, 40_000);

  it('one file split into slices over worker threads (--workers 2) stops too', async () => {
    const r = await run({ 'conjectures/a.yaml': SLOW_SOLVE }, ['--json', '--total-timeout', '1s', '--workers', '2']);
    expect(r.code, r.host.err()).toBe(3);
    expect(r.ms).toBeLessThan(20_000);
    expect(JSON.parse(r.host.out()).files.map((f: { verdict: string }) => f.verdict)).toEqual(['unchecked']);
    expect(r.host.err()).not.toMatch(/internal error|ZM9001/);
  }, 40_000);
});

describe('progress on long bounded work', () => {
  // 2 s: the first progress line comes after a second of one phase (lang/deadline.ts)
  it('a terminal gets a progress line naming the work after about a second', async () => {
    const r = await run({ 'conjectures/a.yaml': SLOW_CLAIM }, ['--total-timeout', '2s'], { tty: true });
    expect(r.code).toBe(3);
    expect(r.host.err()).toMatch(/checking conjectures\/a\.yaml: evaluating 1 claim \([12] s\)/);
  }, 30_000);

  it('piped output has no progress line; the summary counts the time the stopped file ran', async () => {
    const host = Object.assign(fakeHost({ 'conjectures/a.yaml': SLOW_CLAIM }), { now: () => performance.now() });
    expect(await main(['check', '--total-timeout', '2s'], host)).toBe(3);
    expect(host.err()).not.toContain('evaluating 1 claim');
    expect(host.err()).not.toContain('\r');
    expect(host.out()).toMatch(/1 file: 0 as expected, 1 unproved \(([2-9]|\d\d)\.\d s; exit 3\)/);
  }, 30_000);
});

describe('lang/deadline', () => {
  it('tick throws once the deadline has passed, and on every tick after it, until reset', () => {
    setDeadline(Date.now() - 1);
    let thrown = 0;
    for (let k = 0; k < 5000; k++) {
      try {
        tick(64);
      } catch (e) {
        expect(e).toBeInstanceOf(TimeLimitReached);
        thrown++;
      }
    }
    expect(thrown).toBeGreaterThan(3000); // at the first poll (65536 units) and at every tick after it
    expect(deadlineExpired()).toBe(true);
    setDeadline(undefined);
    expect(deadlineExpired()).toBe(false);
    for (let k = 0; k < 5000; k++) tick(64);
  });

  it('reports progress only after a second of one phase', () => {
    const seen: string[] = [];
    onProgress((phase) => seen.push(phase));
    try {
      startPhase('quick work');
      for (let k = 0; k < 100_000; k++) tick();
      expect(seen).toEqual([]);
    } finally {
      onProgress(undefined);
    }
  });
});
