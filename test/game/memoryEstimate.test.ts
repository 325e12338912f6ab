// The memory estimate before solving (src/game/memoryEstimate.ts) and its use by `check`: a region
// that would not fit is refused with an error naming the bound to lower — at once, without
// allocating anything — and the suggested bound does fit.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { BASE_BYTES, BYTES_FORWARD, BYTES_PER_MOVE, BYTES_RETROGRADE, estimateRegion, formatBytes, memoryProblem, parseBytes } from '../../src/game/memoryEstimate.js';
import { spec } from '../check/helpers.js';
import { fakeHost } from '../e2e/fakeHost.js';

const game9 = (bounds: string) => `name: take-1-or-4
game: { subtraction: [1, 4] }
conjecture:
  S: n mod 5 ∈ <0,2>
check:
  bounds: { n: ${bounds} }
  symbolic: off
`;

// A loopy game: moves go up as well as down, so the solver needs retrograde analysis (edges).
const loopy = `name: up-and-down
game:
  state: { n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
    - { if: n mod 3 = 1, to: { n: n + 2 } }
conjecture: { S: n mod 3 = 0 }
check: { bounds: { n: 0..999 } }
`;

describe('estimateRegion', () => {
  it('a one-heap game solved by the forward pass: 7 bytes per position, plus the base', () => {
    const e = estimateRegion(spec(game9('0..10000')), {})!;
    expect(e.positions).toBe(10001);
    expect(e.forward).toBe(true);
    expect(e.bytesPerPosition).toBe(BYTES_FORWARD);
    expect(e.bytes).toBe(BASE_BYTES + 10001 * BYTES_FORWARD);
  });

  it('a loopy game needs the retrograde arrays and 4 bytes per move', () => {
    const e = estimateRegion(spec(loopy), {})!;
    expect(e.forward).toBe(false);
    expect(e.movesPerPosition).toBeGreaterThan(1);
    expect(e.movesPerPosition).toBeLessThanOrEqual(3);
    expect(e.bytesPerPosition).toBe(Math.ceil(BYTES_RETROGRADE + BYTES_PER_MOVE * e.movesPerPosition!));
  });

  it('counts arrays and swept parameters: 3 heaps ≤ 30 is 31³ positions; a board grows with size', () => {
    expect(estimateRegion(spec(`name: nim\ngame: { nim: { heaps: 3 } }\nconjecture: { S: xor(h) = 0 }\ncheck: { bounds: { h: 0..30 } }\n`), {})!.positions).toBe(31 ** 3);
    const board = spec(`name: b
game:
  params: { size: nat }
  state: { i: 1..size, j: 1..size }
  moves: [ { if: i > 1, to: { i: i - 1 } }, { if: j > 1, to: { j: j - 1 } } ]
conjecture: { S: i = j }
check: { params: { size: 2..40 } }
`);
    expect(estimateRegion(board, { size: 40 })!.positions).toBe(1600);
  });
});

describe('memoryProblem', () => {
  it('names the bound to lower, and the value it suggests fits while the next does not', () => {
    const s = spec(game9('0..10000000000'));
    const p = memoryProblem(s)!;
    expect(p.message).toMatch(
      /^check\.bounds\.n = 0\.\.10000000000 needs about 65\.3 GiB to solve \(10000000001 positions × 7 bytes, plus 64 MiB\), more than the limit of 4 GiB; lower n's bound to at most (\d+), or use --sample/,
    );
    const suggested = Number(/at most (\d+)/.exec(p.message)![1]);
    expect(BASE_BYTES + (suggested + 1) * BYTES_FORWARD).toBeLessThanOrEqual(4 * 2 ** 30);
    expect(BASE_BYTES + (suggested + 2) * BYTES_FORWARD).toBeGreaterThan(4 * 2 ** 30);
    expect(s.source.slice(p.span!.start, p.span!.end)).toBe('0..10000000000');
  });

  it('no problem within the limit; a smaller limit makes one', () => {
    expect(memoryProblem(spec(game9('0..100000')))).toBeUndefined();
    expect(memoryProblem(spec(game9('0..100000')), 2 ** 20)!.message).toContain('more than the limit of 1 MiB');
  });

  it('sizes and their spelling', () => {
    expect(parseBytes('8G')).toBe(8 * 2 ** 30);
    expect(parseBytes('512MiB')).toBe(512 * 2 ** 20);
    expect(parseBytes('1.5gb')).toBe(1.5 * 2 ** 30);
    expect(parseBytes('lots')).toBeUndefined();
    expect(formatBytes(4 * 2 ** 30)).toBe('4 GiB');
    expect(formatBytes(1536)).toBe('1.5 KiB');
  });
});

describe('check refuses a region that would not fit', () => {
  it('exit 2 with ZM7003 at the bound, at once (nothing is allocated)', async () => {
    const host = fakeHost({ 'conjectures/huge.yaml': game9('0..10000000000') });
    const t = performance.now();
    expect(await main(['check', '--no-cache'], host)).toBe(2);
    expect(performance.now() - t).toBeLessThan(20_000);
    expect(host.err()).toMatch(/conjectures\/huge\.yaml:6:\d+: error ZM7003: check\.bounds\.n = 0\.\.10000000000 needs about 65\.3 GiB/);
    expect(host.err()).toContain("lower n's bound to at most");
    expect(host.err()).toContain('hint: lower the bound, test beyond the bounds without solving with --sample');
  });

  it('--max-memory lowers or raises the limit; with --sample the file is still sampled (a warning)', async () => {
    const small = fakeHost({ 'conjectures/a.yaml': game9('0..100000') });
    expect(await main(['check', '--no-cache', '--max-memory', '1M'], small)).toBe(2);
    expect(small.err()).toContain('more than the limit of 1 MiB');
    const sampled = fakeHost({ 'conjectures/huge.yaml': game9('0..10000000000') });
    expect(await main(['check', '--no-cache', '--sample', '200', '--seed', '4'], sampled)).toBe(0);
    expect(sampled.err()).toContain('warning ZM7003');
    expect(sampled.out()).toContain('200 sampled beyond the bounds (n ≤ 2^40), seed 4');
    const bad = fakeHost({ 'conjectures/a.yaml': game9('0..10') });
    expect(await main(['check', '--max-memory', 'lots'], bad)).toBe(2);
    expect(bad.err()).toContain('--max-memory needs a size such as 8G');
  });
});
