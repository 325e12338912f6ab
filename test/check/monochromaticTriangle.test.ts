// The monochromatic triangle game of the library (conjectures/triangulation/) beyond a box that can
// be indexed: the files for n = 9 and 12 (written by tools/monochromaticTriangle.mjs) are solved
// from the start with positions stored by key, and the literal files for n = 6, 7 with their boxes
// forced sparse; each is compared with an independent search written here — a memoised negamax
// over bit masks (BigInt) sharing no code with the engine — on the winner and, for a search of
// every reachable position, on their number.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { BASE_BYTES } from '../../src/game/memoryEstimate.js';
import { setReachableMemoryLimit } from '../../src/solve/reachableBudget.js';
import { solveSparse } from '../../src/solve/solveSparse.js';
import { FRAGILE, SAFE } from '../../src/solve/solution.js';

/** The independent search: does the player to move from the empty board win? With `full`, every
 *  position reachable from it is solved (no early exit) and counted. */
function triangleGame(n: number, full: boolean): { firstWins: boolean; positions: number } {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  const bit = (a: number, b: number): bigint => 1n << BigInt(seg.findIndex(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b)));
  const crossing = seg.map(([a, b]) => seg.reduce((m, [c, d], f) => ((a < c && c < b && b < d) || (c < a && a < d && d < b) ? m | (1n << BigInt(f)) : m), 0n));
  const triangles: bigint[] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) triangles.push(bit(a, b) | bit(b, c) | bit(a, c));
  const memo = new Map<bigint, boolean>();
  const wins = (drawn: bigint): boolean => {
    const known = memo.get(drawn);
    if (known !== undefined) return known;
    // a completed triangle: the player to move has lost
    let result = false;
    const legal = (e: number): boolean => (drawn & (1n << BigInt(e))) === 0n && (drawn & crossing[e]!) === 0n;
    const closes = (e: number): boolean => triangles.some((t) => (t & (1n << BigInt(e))) !== 0n && ((drawn | (1n << BigInt(e))) & t) === t);
    if (triangles.some((t) => (drawn & t) === t)) result = false;
    // as the C search: a legal segment that closes a triangle wins at once
    else if (!full && seg.some((_, e) => legal(e) && closes(e))) result = true;
    else {
      for (let e = 0; e < seg.length; e++) {
        const m = 1n << BigInt(e);
        if ((drawn & m) !== 0n || (drawn & crossing[e]!) !== 0n) continue;
        if (!wins(drawn | m)) {
          result = true;
          if (!full) break;
        }
      }
    }
    memo.set(drawn, result);
    return result;
  };
  return { firstWins: wins(0n), positions: memo.size };
}

function load(file: string) {
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  return spec;
}

describe('the monochromatic triangle game from the start, positions stored by key', () => {
  for (const n of [9, 12]) {
    test(`n = ${n}: the library file holds, with the winner of the independent search`, () => {
      const file = `conjectures/triangulation/monochromatic-triangle-n${n}.yaml`;
      const spec = load(file);
      const independent = triangleGame(n, false);
      // the file's claim is the independent search's winner
      expect(spec.claims[0]!.name).toContain(independent.firstWins ? 'first player wins' : 'second player wins');
      const run = checkBounded(spec).runs[0]!;
      expect(run.storage).toBe('sparse');
      expect(run.searched).toBe(true);
      expect(run.claims.map((c) => c.status)).toEqual(['holds']);
    });
  }

  for (const n of [6, 7]) {
    test(`n = ${n}: the literal file with its box forced sparse solves every reachable position`, () => {
      const spec = load(`conjectures/triangulation/monochromatic-triangle-n${n}.yaml`);
      const independent = triangleGame(n, true);
      const game = buildGame(spec, {}, { sparse: 'always' }).value!;
      // the literal file calls its definitions: every position reachable from the start is solved
      const solved = solveSparse(game, game.start!, { startOnly: true });
      expect(solved.diagnostics).toEqual([]);
      expect(solved.value!.reachable!.searched).toBeUndefined();
      expect(solved.value!.reachable!.positions).toBe(independent.positions);
      expect(solved.value!.outcomeAt!(game.start!)).toBe(independent.firstWins ? FRAGILE : SAFE);
    });
  }

  test('the independent search agrees with Theorem 5.2 for n = 3..10 (second player wins at 5 and 9)', () => {
    const second = [3, 4, 5, 6, 7, 8, 9, 10].filter((n) => !triangleGame(n, false).firstWins);
    expect(second).toEqual([5, 9]);
  });
});

test('past the memory limit, positions stored by key stop with ZM7003 at the set field, with a hint for it', () => {
  const file = 'conjectures/triangulation/monochromatic-triangle-n9.yaml';
  const text = readFileSync(file, 'utf8');
  const spec = loadSpec(file, text).value!;
  const previous = setReachableMemoryLimit(BASE_BYTES + 10_000);
  try {
    const run = checkBounded(spec).runs[0]!;
    const d = run.diagnostics.find((x) => x.code === 'ZM7003')!;
    expect(d.severity).toBe('error');
    expect(text.slice(d.span!.start, d.span!.end)).toContain('drawn: bool[seg]');
    expect(d.message).toContain('stored by key');
    expect(d.hint).toContain('--max-memory');
    expect(d.hint).not.toContain('check.bounds');
    expect(run.claims).toEqual([]);
  } finally {
    setReachableMemoryLimit(previous);
  }
});

test('a conjecture over a box too large to index is refused at the conjecture (ZM4021), not checked over indices', () => {
  const file = 'conjectures/triangulation/monochromatic-triangle-n9.yaml';
  const text = readFileSync(file, 'utf8').replace('claims:\n', 'conjecture:\n  S: drawn[0]\nclaims:\n').replace('check:\n', 'check:\n  from: start\n');
  const spec = loadSpec(file, text).value!;
  const run = checkBounded(spec).runs[0]!;
  const d = run.diagnostics.find((x) => x.code === 'ZM4021')!;
  expect(text.slice(d.span!.start, d.span!.end)).toContain('S: drawn[0]');
  expect(run.outcome).toBe('unknown');
});

test('a field too wide for a position stored by key is refused (ZM4021) with a bound to lower, never an internal error', () => {
  // found by the fuzz campaign (seed 1318598595): a 10^12-value field beside a set field
  const file = 'conjectures/triangulation/monochromatic-triangle-n9.yaml';
  const text = readFileSync(file, 'utf8')
    .replace('state: { drawn: bool[seg] }', 'state: { drawn: bool[seg], spare: 0..1000000000000 }')
    .replace('start: { drawn: {} }', 'start: { drawn: {}, spare: 0 }');
  const spec = loadSpec(file, text).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.diagnostics.map((x) => x.code)).not.toContain('ZM9001');
  const d = run.diagnostics.find((x) => x.code === 'ZM4021')!;
  expect(d.message).toContain('`spare` takes 1000000000001 values');
  expect(d.hint).toContain('`spare`');
  expect(text.slice(d.span!.start, d.span!.end)).toContain('spare');
  expect(run.outcome).toBe('unknown');
});
