// A move target that writes one element twice (issue 14, finding 1). The rule (README.md): every
// right-hand side and every computed index is read in the position before the move; the writes are
// then applied in the order written, so the later one wins. The generated kernel added the two
// changes up (p + Σ (new − old)) and let a computed-index write win whatever the order, while the
// evaluator, `explain` and Z3 read left to right: false holds, false refuted, draws in a finite game.
//   150 games in `npm run test:long`, 38 in `npm test` (test/setup/campaignSize.ts);
//   ZERMELO_SEED=… replays the property; ZERMELO_WRITEORDER_RUNS=… runs a larger campaign.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { buildGame } from '../../src/game/buildGame.js';
import { kernelMoves } from '../../src/game/kernelMoves.js';
import { FRAGILE, NEUTRAL, SAFE } from '../../src/solve/solution.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { spec } from '../check/helpers.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { obligation, prove, summary } from '../prove/helpers.js';
import { checkText } from './runFile.js';
import { gameYaml, randomGame, readMoves, type Position } from './writeOrderGames.js';
import { campaignRuns } from '../setup/campaignSize.js';

interface FileRecord {
  verdict: string;
  status: string;
  bounded: { failures: Record<string, number> } | null;
  diagnostics: { code?: string; message: string }[];
}

const run = (text: string) => checkText<FileRecord>(text, ['--deterministic', '--no-symbolic']);
const verdictOf = async (text: string) => {
  const { code, file } = await run(text);
  return { verdict: file.verdict, failures: file.bounded?.failures, code, errors: file.diagnostics.map((d) => `${d.code} ${d.message}`) };
};

/** `zermelo table --letters FILE` as text. */
async function table(text: string, args: string[] = []): Promise<{ code: number; out: string }> {
  const host = fakeHost({ 'conjectures/probe.yaml': text });
  const code = await main(['table', '--letters', '--no-color', ...args, 'conjectures/probe.yaml'], host);
  return { code, out: host.out() + host.err() };
}

// the reproducer: with j = 0 the second write gives h[0] its old value back, so every move
// from h[0] ≥ 1 is a self-loop: those positions are draws, h[0] = 0 has no move (safe)
const literalThenComputed = (conjecture: string) => `name: twice
game:
  state: { h: nat[2] }
  moves:
    - for: [j ∈ 0..0, k ∈ 1..2]
      if: k ≤ h[0]
      to: { h[0]: h[0] - k, h[j + 0]: h[j + 0] }
conjecture:
${conjecture}
check:
  bounds: { h: 0..4 }
`;

describe('two writes to one element: the later one wins (kernel, solver, checker)', () => {
  it('literal index, then computed index: the move is a self-loop, the game has draws', async () => {
    expect(await verdictOf(literalThenComputed('  S: h[0] mod 3 = 0'))).toMatchObject({ verdict: 'refuted', code: 1 });
    expect(await verdictOf(literalThenComputed('  S: h[0] = 0\n  N: h[0] ≥ 1'))).toMatchObject({ verdict: 'holds', failures: {}, code: 0, errors: [] });
  });

  it('computed index, then literal index: h[0] keeps its value, h[1] is a take-1-or-2 heap', async () => {
    // j = 0 is a self-loop (h[0] written back); j = 1 takes from h[1]. With h[0] = 0 only h[1]
    // moves (safe iff h[1] mod 3 = 0); with h[0] ≥ 1 every position has a self-loop and every
    // move keeps h[0] ≥ 1, so nothing there is decided: draws
    const { verdict, failures, code, errors } = await verdictOf(`game:
  state: { h: nat[2] }
  moves:
    - for: [j ∈ 0..1, k ∈ 1..2]
      if: k ≤ h[j]
      to: { h[j + 0]: h[j + 0] - k, h[0]: h[0] }
conjecture:
  S: h[0] = 0 ∧ h[1] mod 3 = 0
  N: h[0] ≥ 1
check:
  bounds: { h: 0..5 }
`);
    expect({ verdict, failures, code, errors }).toEqual({ verdict: 'holds', failures: {}, code: 0, errors: [] });
  });

  it('whole array, then an element: the swap happens first, then h[j] := 0 in the swapped array', async () => {
    // [a, b] → [0, a] (j = 0, needs b > 0) or [b, 0] (j = 1, needs a > 0): a finite game; [0, 0]
    // is safe, one empty heap is fragile (move to [0, 0]), two non-empty heaps are safe
    const { verdict, failures, code, errors } = await verdictOf(`game:
  state: { h: nat[2] }
  moves:
    - for: j ∈ 0..1
      if: h[1 - j] > 0
      to: { h: [h[1], h[0]], h[j + 0]: 0 }
conjecture:
  S: h[0] = 0 ⇔ h[1] = 0
check:
  bounds: { h: 0..4 }
`);
    expect({ verdict, failures, code, errors }).toEqual({ verdict: 'holds', failures: {}, code: 0, errors: [] });
  });

  it('an element, then the whole array: the whole array wins', async () => {
    // [a, b] → [b, a − 1] whatever j (a > 0). From [a, b] the first heap empties after 2a moves
    // down the first coordinate or 2b + 1 via the second: safe iff a ≤ b
    const { verdict, failures, code, errors } = await verdictOf(`game:
  state: { h: nat[2] }
  moves:
    - for: j ∈ 0..1
      if: h[j] > 0 ∧ h[0] > 0
      to: { h[j + 0]: h[j] - 1, h: [h[1], h[0] - 1] }
conjecture:
  S: h[0] ≤ h[1]
check:
  bounds: { h: 0..4 }
`);
    expect({ verdict, failures, code, errors }).toEqual({ verdict: 'holds', failures: {}, code: 0, errors: [] });
  });

  it('two computed indices: only the last value is the target, so an overwritten value may leave the domain', async () => {
    // i = j: h[i] − 3 is overwritten by h[j] − k (no domain error); i ≠ j: 3 from one heap and k
    // from the other. From [1, 0] the only move is i = j = 0, k = 1 (h[0] − 3 = −2, then
    // h[0] − 1 = 0) to [0, 0]. Truth (a naive solver of this reading, h ≤ 4): safe iff a ≡ b (mod 3)
    const { verdict, failures, code, errors } = await verdictOf(`game:
  state: { h: nat[2] }
  moves:
    - for: [i ∈ 0..1, j ∈ 0..1, k ∈ 1..2]
      if: k ≤ h[j] ∧ (i = j ∨ h[i] ≥ 3)
      to: { h[i + 0]: h[i + 0] - 3, h[j + 0]: h[j + 0] - k }
conjecture:
  S: (h[0] - h[1]) mod 3 = 0
check:
  bounds: { h: 0..4 }
`);
    expect({ verdict, failures, code, errors }).toEqual({ verdict: 'holds', failures: {}, code: 0, errors: [] });
  });

  it('a claim about the solved game sees the self-loop (draws)', async () => {
    const { verdict, code } = await verdictOf(`game:
  state: { h: nat[2] }
  moves:
    - for: [j ∈ 0..0, k ∈ 1..2]
      if: k ≤ h[0]
      to: { h[0]: h[0] - k, h[j + 0]: h[j + 0] }
claims:
  - holds: ∀ a ∈ 1..4: neutral({ h: [a, 0] })
  - holds: safe({ h: [0, 3] })
check:
  bounds: { h: 0..4 }
`);
    expect({ verdict, code }).toEqual({ verdict: 'holds', code: 0 });
  });

  it('in a partizan game: A’s move writes h[0] back (a pass), B takes from h[1]', async () => {
    // A can pass whenever h[0] ≥ 1 (h[0] never changes); B takes 1 or 2 from h[1]. With h[0] ≥ 1
    // B must empty h[1] while A passes, so B to move loses and A to move wins; with h[0] = 0 A to
    // move loses at once and B to move wins iff h[1] ≥ 1 (a take-k game would differ: from
    // [1, 2] B takes 1, A must take h[0], and B wins)
    const { verdict, failures, code, errors } = await verdictOf(`game:
  players: [A, B]
  state: { h: nat[2] }
  moves:
    - { by: A, for: [j ∈ 0..0, k ∈ 1..2], if: k ≤ h[0], to: { h[0]: h[0] - k, h[j + 0]: h[j + 0] } }
    - { by: B, for: k ∈ 1..2, if: k ≤ h[1], to: { h[1]: h[1] - k } }
claims:
  - holds: ∀ a ∈ 1..4: ∀ b ∈ 0..4: fragile({ h: [a, b], turn: A }) ∧ safe({ h: [a, b], turn: B })
  - holds: ∀ b ∈ 0..4: safe({ h: [0, b], turn: A }) ∧ (fragile({ h: [0, b], turn: B }) ⇔ b ≥ 1)
check:
  bounds: { h: 0..4 }
`);
    expect({ verdict, failures: failures ?? {}, code, errors }).toEqual({ verdict: 'holds', failures: {}, code: 0, errors: [] });
  });
});

describe('sums and misère play read the writes the same way', () => {
  it('a move to a sum: each component written twice, Grundy values of the left-to-right reading', async () => {
    // components [0, a] / [b, 0] (swap, then clear h[j]) and [0, 0] / [a − 1, 0]; the values come
    // from a naive mex over this reading (h ≤ 3), row a, column b
    const { verdict, code, errors } = await verdictOf(`game:
  state: { h: nat[2] }
  moves:
    - for: j ∈ 0..1
      if: h[1 - j] > 0
      to: [ { h: [h[1], h[0]], h[j + 0]: 0 }, { h: [h[1 - j] - 1, 0], h[j + 0]: 0 } ]
claims:
  - holds: ∀ a ∈ 0..3: ∀ b ∈ 0..3: grundy({ h: [a, b] }) = [0, 1, 1, 1, 1, 0, 2, 0, 0, 2, 0, 2, 1, 0, 2, 0][4 * a + b]
check:
  bounds: { h: 0..3 }
`);
    expect({ verdict, code, errors }).toEqual({ verdict: 'holds', code: 0, errors: [] });
  });

  it('misère: h[0] = 0 has no move (the player to move wins), the self-loops stay draws', async () => {
    const { verdict, failures, code, errors } = await verdictOf(literalThenComputed('  F: h[0] = 0\n  N: h[0] ≥ 1').replace('  moves:', '  play: misère\n  moves:'));
    expect({ verdict, failures, code, errors }).toEqual({ verdict: 'holds', failures: {}, code: 0, errors: [] });
  });
});

describe('`table` prints the game the rules describe', () => {
  it('the self-loop positions are draws (N), the rest safe', async () => {
    const { code, out } = await table(literalThenComputed('  S: h[0] = 0\n  N: h[0] ≥ 1'));
    expect(code).toBe(0);
    const rows = out.split('\n').filter((l) => /^\s+\d [SFN ]+$/.test(l));
    expect(rows.map((r) => r.trim())).toEqual(['0 S S S S S', '1 N N N N N', '2 N N N N N', '3 N N N N N', '4 N N N N N']);
  });
});

describe('Z3 and `explain` read the writes in the same order', () => {
  const swapThenClear = `game:
  state: { h: nat[2] }
  moves:
    - for: j ∈ 0..1
      if: h[1 - j] > 0
      to: { h: [h[1], h[0]], h[j + 0]: 0 }
conjecture:
  S: h[0] = 0 ⇔ h[1] = 0
check:
  bounds: { h: 0..4 }
`;

  it('the bounded check and the prover agree: proved (was exit 70, the solved truth disagreeing with its moves)', async () => {
    const { code, file } = await checkText<FileRecord>(swapThenClear, ['--deterministic']);
    expect({ verdict: file.verdict, code, errors: file.diagnostics.map((d) => d.message) }).toEqual({ verdict: 'proved', code: 0, errors: [] });
  });

  it('Z3 refutes the conjecture that only the summed changes made true, with a confirmed self-loop', async () => {
    const r = await prove(literalThenComputed('  S: h[0] mod 3 = 0'));
    const two = obligation(r, 'condition-II');
    expect(two.status, summary(r)).toBe('refuted');
    expect(two.counterexample?.confirmed).toBe(true);
    expect(two.counterexample?.move?.target).toEqual(two.counterexample?.position);
  });

  it('explain shows the whole value, then the element updates, in the order written', async () => {
    const host = fakeHost({
      'conjectures/probe.yaml': swapThenClear.replace('  moves:\n', '  moves:\n    - { for: j ∈ 0..1, if: h[j] > 0 ∧ h[0] > 0, to: { h[j + 0]: h[j] - 1, h: [h[1], h[0] - 1] } }\n'),
    });
    expect(await main(['explain', '--no-color', 'conjectures/probe.yaml'], host)).toBe(0);
    const moves = host
      .out()
      .split('\n')
      .filter((l) => /^ {4}(move \d|\()/.test(l));
    expect(moves).toEqual([
      '    move 1: for j ∈ 0..1, if h[j] > 0 ∧ h[0] > 0: h ↦ [h[1], h[0] - 1]',
      '    move 2: for j ∈ 0..1, if h[1 - j] > 0: h ↦ [h[1], h[0]][j + 0 ↦ 0]',
      '    (h[i ↦ v] is the array h with element i replaced by v)',
      '    (h[i ↦ v, j ↦ w]: values read before the move, replacements made left to right: when j = i the later wins)',
    ]);
  });
});

const SEED = process.env['ZERMELO_SEED'] ? Number(process.env['ZERMELO_SEED']) : 20261202;
const RUNS = Number(process.env['ZERMELO_WRITEORDER_RUNS'] ?? campaignRuns(150));

describe('kernel = move lister = an independent reading of the writes, and the solved outcomes (random array games)', () => {
  it(
    `on every position of the region (seed ${SEED}, ${RUNS} games)`,
    () => {
      console.log(`writeOrder property: seed ${SEED}, ${RUNS} games (ZERMELO_SEED=${SEED} ZERMELO_WRITEORDER_RUNS=${RUNS} replays it)`);
      let solvedGames = 0;
      fc.assert(
        fc.property(randomGame, (g) => {
          const text = gameYaml(g);
          const built = buildGame(spec(text), {});
          const errors = built.diagnostics.filter((d) => d.severity === 'error');
          if (errors.length) throw new Error(`${errors.map((d) => d.message).join('; ')}\n${text}`);
          const game = built.value!;
          const fast = kernelMoves(game);
          // the reading's positions as slot vectors, in the game's slot order (null: outside the region)
          const names = game.slots.map((x) => x.name);
          const toSlots = (t: Position): number[] => names.map((n) => (n === 'm' ? t.m : n === 'turn' ? t.turn! : t.h[Number(/\[(\d+)\]/.exec(n)![1])]!));
          const inRegion = (t: Position) => t.h.every((v) => v >= 0 && v <= g.hi);
          const decode = (index: number): number[] | null => (index < 0 ? null : Array.from(game.region.decode(index)));
          const graph: (number[] | null)[][] = [];
          for (let p = 0; p < game.region.size; p++) {
            const position = game.region.decode(p);
            const slotOf = (n: string): number => position[names.indexOf(n)]!;
            const here: Position = { h: Array.from({ length: g.length }, (_, k) => slotOf(`h[${k}]`)), m: slotOf('m'), ...(g.partizan ? { turn: slotOf('turn') } : {}) };
            const read = readMoves(g, here).map((m) => m.map((t) => (inRegion(t) ? toSlots(t) : null)));
            const kernel = fast(p).moves.map((m) => m.map(decode));
            const lister = game.listMoves(position).map((m) => m.targets.map((t) => (t.index < 0 ? null : Array.from(t.position))));
            const at = `at ${game.formatPosition(position)} of\n${text}`;
            expect(lister, `lister ${at}`).toEqual(read);
            expect(kernel, `kernel ${at}`).toEqual(read);
            graph.push(read.map((m) => m[0] ?? null));
          }
          // without sums and with every target inside the region: the solved outcomes are those of a
          // naive fixpoint over the reading's graph (safe: every move into fragile; fragile: a move into safe)
          if (g.schemas.some((x) => x.targets.length > 1) || graph.some((ts) => ts.includes(null))) return;
          solvedGames++;
          const key = (t: number[]) => t.join(',');
          const indexOf = new Map(Array.from({ length: game.region.size }, (_, p) => [key(Array.from(game.region.decode(p))), p]));
          const naive = new Array<number>(game.region.size).fill(NEUTRAL);
          for (let changed = true; changed;) {
            changed = false;
            graph.forEach((ts, p) => {
              if (naive[p] !== NEUTRAL) return;
              const outs = ts.map((t) => naive[indexOf.get(key(t!))!]);
              const next = outs.includes(SAFE) ? FRAGILE : outs.every((o) => o === FRAGILE) ? SAFE : NEUTRAL;
              if (next !== NEUTRAL) [naive[p], changed] = [next, true];
            });
          }
          expect(Array.from(solveRetrograde(game).value!.outcome), `outcomes of\n${text}`).toEqual(naive);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      console.log(`writeOrder property: ${solvedGames} of ${RUNS} games also solved and compared (no sums, every target inside)`);
    },
    Math.max(120_000, RUNS * 200),
  ); // a campaign: about 60 ms a game on a loaded 2-core machine
});
