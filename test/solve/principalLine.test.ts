// Laws of the line of perfect play (solve/principalLine.ts) on random whole game files, read against
// the reference semantics (refSolve: outcomes and generations by a naive fixed point): every step is
// a legal move of the position before it (the lister's), outcomes alternate as the theory says (safe
// and fragile exchange along a move, stay along a move that keeps the turn, a draw stays neutral),
// generations go down by one, and a line from a safe or fragile position reaches a terminal after
// exactly its generation's number of moves unless the limit stops it.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SpecGame } from '../../src/game/buildGame.js';
import { LINE_LIMIT, principalLine, type PlayLine } from '../../src/solve/principalLine.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { gameCase, keptGameCase } from '../semantics/gameFile.js';
import { errorsOf, load, runs } from '../semantics/lawSetup.js';
import { campaignRuns } from '../setup/campaignSize.js';

const SAFE = 1,
  FRAGILE = 2,
  NEUTRAL = 3;

/** The first broken law of the lines from every position of the game, or undefined. */
export function lineLaw(game: SpecGame, outcome: readonly number[], generation: readonly number[] | undefined, limit: number): string | undefined {
  const solved = solveRetrograde(game, { generations: true }).value;
  if (!solved) return undefined;
  for (let start = 0; start < game.region.size; start++) {
    const from = game.region.decode(start);
    const line: PlayLine = principalLine(game, solved, from, limit);
    let position = from;
    let index = start;
    const at = () => `line from ${game.formatPosition(from)}: ${JSON.stringify(line)}`;
    for (const step of line.steps) {
      const o = outcome[index]!;
      const legal = game.listMoves(position).find((m) => !m.sum && m.targets.length === 1 && m.label === step.label && Array.from(m.targets[0]!.position).join() === step.position.join());
      if (!legal) return `${at()}: ${step.text} is no move of ${game.formatPosition(position)}`;
      if ((legal.keeps === true) !== (step.keeps === true)) return `${at()}: the step to ${step.text} says keeps=${step.keeps}`;
      const next = game.region.encode(Float64Array.from(step.position));
      const reached = outcome[next]!;
      const expected = o === NEUTRAL ? NEUTRAL : step.keeps ? o : o === SAFE ? FRAGILE : SAFE;
      if (o !== SAFE && o !== FRAGILE && o !== NEUTRAL) return `${at()}: a step from a position of outcome ${o}`;
      if (reached !== expected) return `${at()}: ${game.formatPosition(position)} (${o}) → ${step.text} (${reached}), the theory says ${expected}`;
      if (['safe', 'fragile', 'neutral'][reached - 1] !== step.outcome) return `${at()}: the step says ${step.outcome}, the reference ${reached}`;
      if (generation && o !== NEUTRAL && generation[next] !== generation[index]! - 1) return `${at()}: generation ${generation[index]} → ${generation[next]}`;
      position = Float64Array.from(step.position);
      index = next;
    }
    const o0 = outcome[start]!;
    if (line.end === 'limit' && line.steps.length !== limit) return `${at()}: stopped at the limit after ${line.steps.length} moves`;
    if (line.end === 'terminal' && game.terminalOf(position) === 0 && game.listMoves(position).length > 0) return `${at()}: ends 'terminal' at a position with moves`;
    if ((o0 === SAFE || o0 === FRAGILE) && generation && !game.hasSums) {
      const g = generation[start]!;
      const want = g <= limit ? 'terminal' : 'limit';
      if (line.end !== want || line.steps.length !== Math.min(g, limit)) return `${at()}: generation ${g}, the line ends '${line.end}' after ${line.steps.length} moves`;
    }
  }
  return undefined;
}

function law(text: string, limit: number): string | undefined {
  const spec = load(text);
  for (const run of runs(spec)) {
    const game = run.built.value;
    if (!game || errorsOf(run.built.diagnostics).length || run.truth.kind !== 'solved' || game.hasSums) continue;
    const problem = lineLaw(game, run.truth.outcome, run.truth.generation, limit);
    if (problem) return `${problem} (params ${JSON.stringify(run.params)})`;
  }
  return undefined;
}

describe('the line of perfect play', () => {
  for (const [name, games, seed] of [
    ['random games', gameCase(), 3201],
    ['random games whose moves may keep the turn', keptGameCase(), 3202],
  ] as const) {
    test(`${name}: legal moves, alternating outcomes, generations down by one (seed ${seed})`, () => {
      console.log(`[principal line] fast-check seed ${seed}`);
      fc.assert(
        fc.property(games, fc.constantFrom(LINE_LIMIT, 2), (c, limit) => {
          const problem = law(c.text, limit);
          if (problem) throw new Error(`${problem}\n--- ${c.kind} ---\n${c.text}`);
        }),
        { seed, numRuns: campaignRuns(60) },
      );
    });
  }

  test('take 1 or 4: the lines from a few heaps', () => {
    const spec = load(
      ['name: t', 'game:', '  state: { n: nat }', '  moves:', '    - name: take k', '      for: k ∈ {1, 4}', '      if: k ≤ n', '      to: { n: n - k }', 'check:', '  bounds: { n: 0..20 }'].join(
        '\n',
      ),
    );
    const game = runs(spec)[0]!.built.value!;
    const solved = solveRetrograde(game, { generations: true }).value!;
    const texts = (n: number) => principalLine(game, solved, Float64Array.of(n)).steps.map((s) => `${s.label} → ${s.text} (${s.outcome})`);
    // 6 is fragile (generation 3): 5 and 2 are both safe of generation 2; the first move listed wins
    expect(texts(6)).toEqual(['take 1 → n = 5 (safe)', 'take 1 → n = 4 (fragile)', 'take 4 → n = 0 (safe)']);
    // 4 is fragile: take 4 ends the game at once (take 1 to the fragile 3 would lose)
    expect(texts(4)).toEqual(['take 4 → n = 0 (safe)']);
    expect(texts(5)).toEqual(['take 1 → n = 4 (fragile)', 'take 4 → n = 0 (safe)']);
    expect(principalLine(game, solved, Float64Array.of(0))).toEqual({ steps: [], end: 'terminal' });
  });
});
