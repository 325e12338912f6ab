// Property: a declared symmetry of an integer array field (nat[3], not a set) — three subtraction
// heaps, heap i taking 1..cap[i], the maps exchanging heaps (they generate all 6 permutations). With
// equal caps the maps are symmetries, and the sparse search (both modes) gives the start the outcome
// of the Sprague–Grundy rule (xor of h[i] mod (cap + 1)); with unequal caps a declaration is refused
// with ZM4232 or, where no stored position tells the heaps apart, still gives the true outcome: never a
// different one. The Grundy rule is computed here, sharing no code with the engine.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { FRAGILE, SAFE } from '../../src/solve/solution.js';
import { solveSparse } from '../../src/solve/solveSparse.js';
import { seedFor } from '../solve/randomGraphs.js';

function heapsFile(start: number[], caps: number[]): string {
  return [
    'name: heaps-symmetric',
    'game:',
    '  state: { h: nat[3] }',
    `  start: { h: [${start.join(', ')}] }`,
    '  moves:',
    '    - name: take k from i',
    `      for: [i ∈ 0..2, k ∈ 1..${Math.max(...caps)}]`,
    '      if: k ≤ h[i] ∧ k ≤ cap[i]',
    '      to: { h[i]: h[i] - k }',
    '  symmetry: { field: h, maps: [[1, 0, 2], [1, 2, 0]] }',
    'define:',
    `  cap: [${caps.join(', ')}]`,
    'claims:',
    '  - holds: safe(start)',
    'check:',
    '  bounds: { h: 0..15 }',
  ].join('\n');
}

function solve(text: string, startOnly: boolean): { outcome: number; group: number } | { codes: string[] } {
  const loaded = loadSpec('heaps.yaml', text);
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const game = buildGame(loaded.value!, {}, { sparse: 'always' }).value!;
  const solved = solveSparse(game, game.start!, { startOnly });
  if (!solved.value) return { codes: solved.diagnostics.map((d) => d.code) };
  return { outcome: solved.value.outcomeAt!(game.start!), group: solved.value.symmetry!.group };
}

const heap = fc.integer({ min: 0, max: 15 });
const cap = fc.integer({ min: 1, max: 4 });

test('equal caps: a symmetry of nat[3], the outcome of the Sprague–Grundy rule in both modes', () => {
  fc.assert(
    fc.property(fc.tuple(heap, heap, heap), cap, fc.boolean(), (start, c, startOnly) => {
      const text = heapsFile(start, [c, c, c]);
      const solved = solve(text, startOnly);
      if ('codes' in solved) throw new Error(`${solved.codes.join(', ')}\n${text}`);
      const grundy = start.reduce((x, h) => x ^ (h % (c + 1)), 0);
      expect(solved.outcome, text).toBe(grundy === 0 ? SAFE : FRAGILE);
      expect(solved.group).toBe(6);
    }),
    { seed: seedFor('symmetry nat[3] equal'), numRuns: 30 },
  );
});

test('unequal caps: refused with ZM4232, or the true outcome', () => {
  const tally = { refused: 0, accepted: 0 };
  fc.assert(
    fc.property(fc.tuple(heap, heap, heap), fc.tuple(cap, cap, cap), fc.boolean(), (start, caps, startOnly) => {
      fc.pre(new Set(caps).size > 1);
      const text = heapsFile(start, caps);
      const solved = solve(text, startOnly);
      if ('codes' in solved) {
        expect(solved.codes, text).toEqual(['ZM4232']);
        tally.refused++;
        return;
      }
      tally.accepted++;
      const grundy = start.reduce((x, h, i) => x ^ (h % (caps[i]! + 1)), 0);
      expect(solved.outcome, text).toBe(grundy === 0 ? SAFE : FRAGILE);
    }),
    { seed: seedFor('symmetry nat[3] unequal'), numRuns: 40 },
  );
  expect(tally.refused, JSON.stringify(tally)).toBeGreaterThan(20);
});
