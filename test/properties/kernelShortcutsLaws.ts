// Differential property for two shortcuts of the generated move kernel (src/game): a guard conjunct
// that bounds the innermost binder leaves its loop (`break`, loopBound.ts), and calls of memoised
// definitions on small argument boxes are read from dense tables (tabledCall.ts). On random games
// whose guards mix bounds (`k ≤ n`, `n - r > k`, …) with conjuncts that fail for some values
// (`n div (k - 2)`, a definition dividing by zero) before or after them, and whose guards, updates
// and `end:` rules call definitions of one or two arguments, the kernel lists the same targets as
// the interpreted move lister, or fails with the same error, at every position; and the reachable
// set's solve and the start search give every position the outcome retrograde analysis gives it.
// Registered by kernelShortcuts.test.ts (npm test: fewer games) and kernelShortcuts.long.test.ts
// (npm run test:long: the campaign).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MoveDomainError } from '../../src/game/gameErrors.js';
import { kernelMoves } from '../../src/game/kernelMoves.js';
import { EvalError } from '../../src/lang/runtime.js';
import { solveReachable } from '../../src/solve/solveReachable.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { specGame } from '../check/helpers.js';
import { seedFor } from '../solve/randomGraphs.js';

const binders = ['k ∈ 1..n', 'k ∈ 0..2 * r + 1', 'k ∈ r..n + 1', 'k ∈ 1..12', 'k ∈ 1..3', 'k ∈ n - 3..n', 'i ∈ 0..r, k ∈ 1..n', 'k ∈ 1..n, i ∈ 0..1', 'k ∈ {1, 3, 4}'];
// bounds of k from above (a loop may stop there), bounds from below or of other shapes (it may not)
const bounds = ['k ≤ n', 'k < n - r', 'n ≥ k', 'n - r > k', 'k ≤ r + 1', 'k ≤ 2 * i + 1', 'k ≥ r', 'n ≤ k + 2', 'k ≤ n ∨ r = 0', '¬(k > n)', 'k ≤ k'];
// conjuncts that fail for some values, or call definitions (tabled or not)
const others = [
  'n div (k - 2) ≥ 0',
  'n mod (r - k + 3) = 0',
  'bad(k) ≥ 0',
  'tab(k, r)',
  'val(k) ≤ n',
  'tab(n, k)',
  'r ≠ 1',
  'wide(k, n) > 2',
  'par(k)',
  'near(k)',
  'low',
  'apart(k, 2)',
  'rec(k)',
  'k ≤ c',
  'deep(k)',
];
const updatesN = ['n - k', 'n - k', 'n - 1', 'n - val(k) + k * k', 'n - k + sq(r)', 'max(n - k - r, 0)', 'n + k'];
const updatesR = ['k mod 4', 'r', '(r + 1) mod 4', 'idx(k, r) mod 4', 'r - 1'];
const ends = ['tab(n, r)', 'n = 7 ∧ par(r)', 'val(r) > n', 'bad(n) = 0', 'low', 'near(r) ∧ n = 5', 'apart(n, r)'];

const atom = fc.oneof(fc.constantFrom(...bounds), fc.constantFrom(...others));
const schema = fc.record({
  binder: fc.constantFrom(...binders),
  guard: fc.array(atom, { minLength: 1, maxLength: 3 }),
  n: fc.constantFrom(...updatesN),
  r: fc.option(fc.constantFrom(...updatesR)),
});
const game = fc.record({
  schemas: fc.array(schema, { minLength: 1, maxLength: 2 }),
  hi: fc.integer({ min: 3, max: 14 }),
  lose: fc.option(fc.constantFrom(...ends), { freq: 3 }),
  misere: fc.boolean(),
  start: fc.nat(),
});

type Game = typeof game extends fc.Arbitrary<infer T> ? T : never;

function yaml(g: Game): string {
  const moves = g.schemas.map((m) => {
    const r = m.r ? `\n        r: "${m.r}"` : '';
    // a schema without the binder i reads r where an atom names i
    const guard = m.guard.map((a) => (m.binder.includes('i ∈') ? a : a.replace(/\bi\b/g, 'r')));
    return `    - for: "${m.binder}"\n      if: "${guard.map((a) => `(${a})`).join(' ∧ ')}"\n      to:\n        n: "${m.n}"${r}`;
  });
  return `name: rnd
game:
  state: { n: nat, r: "0..3" }
${g.misere ? '  play: misere\n' : ''}${g.lose ? `  end: { lose: "${g.lose}" }\n` : ''}  moves:
${moves.join('\n')}
define:
  tab(a, b): "(a * 3 + b * b) mod 5 < 2"
  val(a): "a * a - 2"
  bad(a): "10 div (a - 2)"
  wide(a, b): "a * b - a"
  par(a): "a mod 2 = 0"
  sq(a): "a * a"
  idx(a, b): "a * 4 + b"
  c: 4
  low: "n < 3 ∧ r ≠ 2"
  near(a): "a ≤ n + 1 ∧ bad(a) ≥ 0"
  apart(a, b): "∀ f ∈ 0..r: a ≠ f + b ∧ tab(f, a)"
  rec(a): "if a ≤ 0 then n > 2 else rec(a - 1)"
  deep(a): "near(a) ∨ low"
check: { bounds: { n: "0..${g.hi}" } }
`;
}

type Outcome<T> = { value: T } | { error: string };
function attempt<T>(f: () => T): Outcome<T> {
  try {
    return { value: f() };
  } catch (e) {
    if (e instanceof EvalError) return { error: `${e.kind}: ${e.message}` };
    if (e instanceof MoveDomainError) return { error: `domain of slot ${e.slot}` };
    throw e;
  }
}

/** How many random games each law runs, and how many of them must solve (the law is not vacuous). */
export interface KernelShortcutRuns {
  games: number;
  gamesSolved: number;
  arrays: number;
  arraysSolved: number;
}

export function defineKernelShortcutLaws(runs: KernelShortcutRuns): void {
  describe('the kernel shortcuts (loop bounds, tabled calls) never change a result', () => {
    test('random games with bounded binders and calls of definitions', () => {
      const seen = { listed: 0, solved: 0 };
      fc.assert(
        fc.property(game, (rg) => {
          const text = yaml(rg);
          const g = specGame(text);
          const fast = kernelMoves(g);
          let failed = false;
          for (let p = 0; p < g.region.size; p++) {
            const position = g.region.decode(p);
            // the kernel lists no moves at a terminal position (the lister would)
            const slow = attempt(() => {
              const terminal = g.terminalOf(position);
              return { terminal, moves: terminal === 0 ? g.listMoves(position).map((m) => m.targets.map((t) => t.index)) : [] };
            });
            // a fresh kernel as well: its tables start empty at this position
            for (const kernel of [fast, kernelMoves(g)]) {
              const quick = attempt(() => kernel(p));
              expect(quick, `moves at ${g.formatPosition(position)}\n${text}`).toEqual(slow);
            }
            if ('error' in slow) failed = true;
          }
          seen.listed++;
          const whole = solveRetrograde(g, { method: 'retrograde', generations: false });
          if (failed || !whole.value) return;
          seen.solved++;
          const start = rg.start % g.region.size;
          for (const startOnly of [false, true]) {
            const part = solveReachable(g, start, { generations: false, startOnly });
            expect(part.diagnostics, text).toEqual([]);
            const out = part.value!.outcome;
            expect(out[start], text).toBe(whole.value.outcome[start]);
            for (let p = 0; p < g.region.size; p++) if (out[p] !== 0) expect(out[p], `${text}\nposition ${p}`).toBe(whole.value.outcome[p]);
          }
        }),
        { numRuns: runs.games, seed: seedFor('kernel shortcuts') },
      );
      // not vacuous: most games list moves without errors and solve
      expect(seen.solved).toBeGreaterThan(runs.gamesSolved);
    });
  });

  // Array fields longer than a chain of comparisons (read from the frame), definitions that read
  // them compiled in place (inlineDefinitions.ts), with and without parameters, and indices that
  // leave the array at some positions.
  const arrayGuards = ['¬s[e]', '∀ f ∈ 0..9: s[f] ⇒ ¬cross(e, f)', 'free(e)', 's[(e + n) mod 10] ∨ n = 0', 's[e * 2 - 3] ∨ e = 9', 'few', 'n < 3', 'e ≤ n + 5', 'cross(e, n)', 'two(e, n)'];
  const arrayEnds = ['full', 'few ∧ n = 3', 'two(1, 2)', 's[n * 4 - 2]', 'count(e ∈ 0..9: s[e]) = 4'];
  const arrayGame = fc.record({
    schemas: fc.array(
      fc.record({
        guard: fc.array(fc.constantFrom(...arrayGuards), { minLength: 1, maxLength: 3 }),
        next: fc.constantFrom('n', '(n + 1) mod 4', 'n - 1', 'e mod 4'),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    lose: fc.option(fc.constantFrom(...arrayEnds), { freq: 3 }),
    misere: fc.boolean(),
    start: fc.nat(),
  });

  function arrayYaml(g: typeof arrayGame extends fc.Arbitrary<infer T> ? T : never): string {
    const moves = g.schemas.map((m) => `    - for: "e ∈ 0..9"\n      if: "${m.guard.map((a) => `(${a})`).join(' ∧ ')}"\n      to: { s[e]: true, n: "${m.next}" }`);
    return `name: rnda
game:
  state: { s: bool[10], n: "0..3" }
${g.misere ? '  play: misere\n' : ''}${g.lose ? `  end: { lose: "${g.lose}" }\n` : ''}  moves:
${moves.join('\n')}
define:
  m: 10
  cross(a, b): "(a + b) mod 3 = 0 ∧ a ≠ b"
  free(a): "¬s[a] ∧ ∀ f ∈ 0..m - 1: s[f] ⇒ ¬cross(a, f)"
  few: "count(i ∈ 0..m - 1: s[i]) < 2"
  full: "∀ i ∈ 0..m - 1: s[i] ∨ i > n + 4"
  two(a, b): "s[a * 3 + b] ∧ s[b]"
check: { bounds: { n: "0..3" } }
`;
  }

  describe('array fields and definitions compiled in place never change a result', () => {
    test('random games on a bool[10] field', () => {
      const seen = { solved: 0 };
      fc.assert(
        fc.property(arrayGame, (rg) => {
          const text = arrayYaml(rg);
          const g = specGame(text);
          const fast = kernelMoves(g);
          let failed = false;
          for (let p = 0; p < g.region.size; p++) {
            const position = g.region.decode(p);
            const slow = attempt(() => {
              const terminal = g.terminalOf(position);
              return { terminal, moves: terminal === 0 ? g.listMoves(position).map((m) => m.targets.map((t) => t.index)) : [] };
            });
            expect(
              attempt(() => fast(p)),
              `moves at ${g.formatPosition(position)}\n${text}`,
            ).toEqual(slow);
            if ('error' in slow) failed = true;
          }
          const whole = solveRetrograde(g, { method: 'retrograde', generations: false });
          if (failed || !whole.value) return;
          seen.solved++;
          const start = rg.start % g.region.size;
          for (const startOnly of [false, true]) {
            const out = solveReachable(g, start, { generations: false, startOnly }).value!.outcome;
            expect(out[start], text).toBe(whole.value.outcome[start]);
            for (let p = 0; p < g.region.size; p++) if (out[p] !== 0) expect(out[p], `${text}\nposition ${p}`).toBe(whole.value.outcome[p]);
          }
        }),
        { numRuns: runs.arrays, seed: seedFor('kernel shortcuts, arrays') },
      );
      expect(seen.solved).toBeGreaterThan(runs.arraysSolved);
    });
  });
}
