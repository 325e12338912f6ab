// Stage: solve. The ground truth within the region: outcome (safe/fragile/neutral/undetermined) and
// generation per region index. Tries the forward pass first (O(positions + moves), no edge lists);
// when some move goes to a larger index it falls back to general retrograde analysis. Games with
// sums take their outcomes from Grundy values under normal play, and from the misère sum solver
// (multisets of components) under misère play; neither has generations.

import type { Result } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { periodicForward } from './periodicForward.js';
import { forwardFunction } from './forward.js';
import { retrograde } from './retrograde.js';
import { buildRegionGraph } from './retrogradeGraph.js';
import { diagnoseSolveError, solveGrundy } from './solveGrundy.js';
import { solveMisereSums } from './solveMisereSums.js';
import { countOutcomes, type Solution } from './solution.js';

export interface SolveOptions {
  /** Compute generations (default true). Without them the forward pass stops at the first safe target. */
  generations?: boolean;
  /** Force an algorithm (tests and benchmarks); 'auto' by default. */
  method?: 'auto' | 'forward' | 'retrograde';
  /** Run the forward pass to the end, without stopping where the outcomes repeat (tests). */
  plain?: boolean;
}

export function solveRetrograde(game: Game, options: SolveOptions = {}): Result<Solution> {
  const started = performance.now();
  const wantGenerations = options.generations ?? true;
  const size = game.region.size;
  if (game.hasSums && game.play === 'misere') return solveMisereSums(game);
  if (game.hasSums) {
    const g = solveGrundy(game);
    if (!g.value) {
      // the error belongs to the move that leads to a sum (solveGrundy knows no span)
      const at = game.schemas.find((s) => s.sum)?.span;
      const hint = 'a move to a sum of positions is solved through Grundy values, which need a finite game';
      return { diagnostics: g.diagnostics.map((d) => (d.span || !at ? d : { ...d, span: at, hint: d.hint ?? hint })) };
    }
    const v = g.value;
    return {
      value: { size, outcome: v.outcome, method: 'grundy', acyclic: true, counts: v.counts, moves: v.moves, seconds: (performance.now() - started) / 1000 },
      diagnostics: g.diagnostics,
    };
  }
  const stats = new Float64Array(5);
  try {
    if (options.method !== 'retrograde') {
      const outcome = new Uint8Array(size);
      const generation = wantGenerations ? new Int32Array(size) : new Int32Array(0);
      const forward = forwardFunction(game, wantGenerations);
      // without generations, a translation-invariant game stops where its outcomes repeat (periodicForward.ts)
      const { stopped, repeats } = wantGenerations || options.plain ? { stopped: forward(outcome, generation, size, stats), repeats: undefined } : periodicForward(game, forward, outcome, size, stats);
      if (stopped === -1) {
        const [safe, neutral, undetermined] = [stats[2]!, stats[3]!, stats[4]!];
        const counts = { safe, fragile: size - safe - neutral - undetermined, neutral, undetermined };
        const solution: Solution = { size, outcome, method: 'forward', acyclic: true, counts, seconds: 0 };
        if (wantGenerations) solution.generation = generation;
        if (repeats) solution.repeats = repeats;
        solution.seconds = (performance.now() - started) / 1000;
        return { value: solution, diagnostics: [] };
      }
      if (options.method === 'forward') throw new Error(`internal: forward pass requested but position ${stopped} moves forward`);
    }
    const graph = buildRegionGraph(game, stats);
    const r = retrograde(graph, game.play);
    return {
      value: {
        size,
        outcome: r.outcome,
        generation: r.generation,
        method: 'retrograde',
        acyclic: r.acyclic,
        counts: countOutcomes(r.outcome),
        moves: graph.moves,
        seconds: (performance.now() - started) / 1000,
      },
      diagnostics: [],
    };
  } catch (e) {
    return { diagnostics: [diagnoseSolveError(game, e, stats[1]!)] };
  }
}
