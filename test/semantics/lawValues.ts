// Law of the values (`score:`, theory.md "Scores as values"): at every region position, the value by
// the reference (semantics/refValues.ts, recursive negamax over the reference graph) equals the value
// by every engine that computes values — the value table (solve/value/valueTable.ts, its value and
// the total of its best move, which must be one of the listed moves) and the re-confirming search of
// counterexamples (check/valueReference.ts) — with 'cycle' and 'outside' where the reference has no
// value; and the sign rule of the docs: with a difference d already on the board, the reference
// minimax of the game decided by points gives the sign of d + v(p), v(p) the engine's value.

import { referenceValue } from '../../src/check/valueReference.js';
import { valueTable } from '../../src/solve/value/valueTable.js';
import type { Spec } from '../../src/model/model.js';
import { refPointsOutcome, refValues } from '../../src/semantics/refValues.js';
import { buildAgreement, runs } from './lawSetup.js';

const sign = (x: bigint): number => (x > 0n ? 1 : x < 0n ? -1 : 0);

export function lawValues(spec: Spec): string | undefined {
  for (const run of runs(spec)) {
    const refusal = buildAgreement(run);
    if (refusal) return refusal;
    const game = run.built.value;
    if (!game) continue;
    const table = valueTable(game);
    if (typeof table === 'string') return `the value table refuses the game: ${table}`;
    const t = run.truth;
    if (t.kind === 'refused') continue;
    if (t.kind === 'failed') {
      // a rule fails to evaluate (or a move leaves its domain) at this position: no value there
      const got = table.at(t.failure.index);
      if (got.kind !== 'error') return `the reference fails at ${game.formatPosition(game.region.decode(t.failure.index))} (${String(t.failure.error)}), the value table says ${JSON.stringify(got)}`;
      continue;
    }
    const values = refValues(t.graph);
    const outcome = refPointsOutcome(t.graph, values);
    for (let i = 0; i < values.length; i++) {
      const want = values[i]!;
      const position = game.region.decode(i);
      const at = `at ${game.formatPosition(position)} (params ${JSON.stringify(run.params)})`;
      const got = table.at(i);
      if (got.kind === 'error') return `the value table fails ${at}: ${String(got.error)}`;
      const gotText = got.kind === 'value' ? String(got.value) : got.kind;
      const wantText = want.kind === 'value' ? String(want.value) : want.kind;
      if (gotText !== wantText) return `value ${at}: value table ${gotText}, reference ${wantText}`;
      const confirmed = referenceValue(game, position);
      if (want.kind === 'value' ? confirmed !== want.value : confirmed !== undefined) return `value ${at}: re-confirming search ${String(confirmed)}, reference ${wantText}`;
      if (want.kind !== 'value') continue;
      const best = table.best(i);
      const moves = t.graph.moves[i]!;
      if (moves.length > 0 !== (best !== undefined)) return `best move ${at}: ${best ? 'one' : 'none'} for ${moves.length} moves`;
      if (best) {
        if (BigInt(best.total) !== want.value) return `best move ${at}: worth ${best.total}, value ${want.value}`;
        const listed = game.listMoves(position);
        if (!listed.some((m) => m.targets[0]!.index === best.move.targets[0]!.index && m.keeps === best.move.keeps && m.points === best.move.points))
          return `best move ${at} is not one of the listed moves`;
      }
      for (const d of new Set([-2n, -1n, 0n, 1n, 2n, -want.value - 1n, -want.value, -want.value + 1n])) {
        const o = outcome(i, d);
        if (o !== sign(d + BigInt(got.kind === 'value' ? got.value : 0)))
          return `sign rule ${at}, difference ${d} on the board: the game decided by points gives ${o}, the engine's value ${gotText} gives ${sign(d + want.value)}`;
      }
    }
  }
  return undefined;
}
