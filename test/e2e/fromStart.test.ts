// `zermelo check` on files solved from their start position: the verdict names its scope, the
// exploration shows a progress line on a terminal only, and a misplaced check.from is a positioned
// error with a hint.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from './fakeHost.js';

// two heaps, take 1 or 2 from one: no periodicity certificate applies, the bounded check decides
const heaps = `name: two-heaps
game:
  state: { a: nat, b: nat }
  start: { a: 4, b: 5 }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ a, to: { a: a - k } }
    - { for: k ∈ {1, 2}, if: k ≤ b, to: { b: b - k } }
claims:
  - holds: fragile(start)
check:
  symbolic: off
  bounds: { a: 0..40, b: 0..40 }
expect: holds
`;

const heap = (start: number, hi: number, check = '') => `name: take-1-or-2
game:
  subtraction: [1, 2]
  start: { n: ${start} }
claims:
  - name: the first player wins
    holds: fragile(start)
check:
  bounds: { n: 0..${hi} }
${check}expect: holds
`;

// the claims ask about another position too: the reachable set is explored and solved
const heapExplored = (start: number, hi: number) => `name: take-1-or-2
game:
  subtraction: [1, 2]
  start: { n: ${start} }
claims:
  - name: the first player wins, and 0 is lost
    holds: fragile(start) ∧ safe({ n: 0 })
check:
  from: start
  bounds: { n: 0..${hi} }
expect: holds
`;

describe('check from the start position', () => {
  it('the headline says how many positions were reachable from start', async () => {
    const host = fakeHost({ 'conjectures/heaps.yaml': heaps, 'conjectures/heap.yaml': heapExplored(10, 40) });
    expect(await main(['check', '--deterministic', '--no-cache', 'conjectures'], host)).toBe(0);
    // proved for every n by a certificate: the scope is a fact, not the verdict's
    expect(host.out()).toContain('✓ conjectures/heap.yaml  proved (periodic from n = 0 with period 3, certified over [0, 2), 11 positions reachable from start, n ≤ 40, 0 ms)');
    // claims about start alone, moves that cannot fail: only the positions the start depends on are
    // solved (of the 30 reachable), and the headline says so
    expect(host.out()).toContain('✓ conjectures/heaps.yaml  holds from start (17 positions solved to decide it) (a ≤ 40, b ≤ 40, 0 ms)');
    const explored = fakeHost({ 'conjectures/heaps.yaml': heaps.replace('fragile(start)', 'fragile(start) ∧ safe({ a: 0, b: 0 })').replace('  symbolic: off', '  from: start\n  symbolic: off') });
    expect(await main(['check', '--deterministic', '--no-cache', 'conjectures'], explored)).toBe(0);
    expect(explored.out()).toContain('✓ conjectures/heaps.yaml  holds on the 30 positions reachable from start (a ≤ 40, b ≤ 40, 0 ms)');
  });

  it('a progress line while exploring, on a terminal only', async () => {
    const files = { 'conjectures/heap.yaml': heapExplored(200_000, 200_000) };
    const tty = fakeHost(files, { tty: true, columns: 200 });
    expect(await main(['check', '--no-cache', '--no-color', 'conjectures/heap.yaml'], tty)).toBe(0);
    expect(tty.err()).toMatch(/exploring from start, \d+\/\d+ positions/);
    const piped = fakeHost(files);
    expect(await main(['check', '--no-cache', 'conjectures/heap.yaml'], piped)).toBe(0);
    expect(piped.err()).not.toContain('exploring');
  });

  it('check.from: start without a start position: file:line:col, the code and a hint', async () => {
    const text = 'name: t\ngame:\n  subtraction: [1, 2]\nclaims:\n  - holds: safe(0)\ncheck:\n  from: start\n';
    const host = fakeHost({ 'conjectures/t.yaml': text });
    expect(await main(['check', '--no-color', 'conjectures/t.yaml'], host)).toBe(2);
    expect(host.err()).toContain('conjectures/t.yaml:7:9: error ZM1041: `check.from: start` needs a start position');
    expect(host.err()).toContain('hint: give one in the game');
  });

  it('the estimate up front counts 2 bytes per position of the box and refuses before solving', async () => {
    const host = fakeHost({ 'conjectures/heap.yaml': heap(2000, 2_000_000) });
    expect(await main(['check', '--no-color', '--max-memory', '16M', 'conjectures/heap.yaml'], host)).toBe(2);
    expect(host.err()).toContain('conjectures/heap.yaml:9:16: error ZM7003: the region of 2000001 positions needs at least 67.8 MiB to be solved from the start position');
    const roomy = fakeHost({ 'conjectures/heap.yaml': heap(2000, 2_000_000) });
    expect(await main(['check', '--no-color', '--max-memory', '80M', 'conjectures/heap.yaml'], roomy)).toBe(0);
  });

  it('the reached positions are charged as they are found: past the limit, ZM7003 during the exploration', async () => {
    // 2·10^6 reachable positions: the list of them needs 8 MiB of room (doubling: 16 MiB while copied), and 8 MiB sorted
    const host = fakeHost({ 'conjectures/heap.yaml': heapExplored(2_000_000, 2_000_000) });
    expect(await main(['check', '--no-color', '--max-memory', '76M', 'conjectures/heap.yaml'], host)).not.toBe(0);
    expect(host.err()).toContain('error ZM7003: solving from the start position needs more than');
    expect(host.err()).toContain('room for more than the');
    const pt = fakeHost({ 'conjectures/heap.yaml': heapExplored(2_000_000, 2_000_000) });
    expect(await main(['check', '--no-color', '--lang', 'pt', '--max-memory', '76M', 'conjectures/heap.yaml'], pt)).not.toBe(0);
    expect(pt.err()).toContain('resolver a partir da posição inicial precisa de mais de');
    expect(pt.err()).toContain('(espaço para mais do que as 1048576 posições atingidas até aqui)');
    const roomy = fakeHost({ 'conjectures/heap.yaml': heapExplored(2_000_000, 2_000_000) });
    expect(await main(['check', '--no-color', '--max-memory', '128M', 'conjectures/heap.yaml'], roomy)).toBe(0);
    // the search from the start holds its whole path (2·10^6 deep here): past the limit it gives way
    // to the exploration, whose own error stands
    const searched = fakeHost({ 'conjectures/heap.yaml': heap(2_000_000, 2_000_000) });
    expect(await main(['check', '--no-color', '--max-memory', '76M', 'conjectures/heap.yaml'], searched)).not.toBe(0);
    expect(searched.err()).toContain('room for more than the');
  });
});
