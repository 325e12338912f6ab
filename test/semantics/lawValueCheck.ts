// Law of the `value:` conjecture's bounded check (check/valueConjecture.ts) on random files with
// points: per run, the failing positions of `value-local` and `value-truth` equal the reference's
// (semantics/refValues.ts refValueCheck); a cycle of moves in the checked positions is a ZM4022
// error; and every counterexample shown carries the reference's numbers: the formula's value, the
// true value, and a best move that is worth the true value (points ± the reference value of its target).

import { checkBounded } from '../../src/check/checkBounded.js';
import { EvalError } from '../../src/lang/runtime.js';
import type { Spec } from '../../src/model/model.js';
import { regionIndex } from '../../src/semantics/refGame.js';
import { refFormula, refValueCheck, refValues } from '../../src/semantics/refValues.js';
import { runs } from './lawSetup.js';

const sorted = (c: Record<string, number>): string =>
  JSON.stringify(
    Object.keys(c)
      .sort()
      .map((k) => [k, c[k]]),
  );

export function lawValueCheck(spec: Spec): string | undefined {
  const formula = spec.conjecture?.value;
  if (!formula) return undefined;
  const result = checkBounded(spec);
  const internal = [...result.diagnostics, ...result.runs.flatMap((r) => r.diagnostics)].find((d) => d.code.startsWith('ZM9'));
  if (internal) return `internal error: ${internal.code} ${internal.message}`;
  for (const run of result.runs) {
    const t = runs(spec).find((r) => JSON.stringify(r.params) === JSON.stringify(run.params))?.scoped;
    const at = `(params ${JSON.stringify(run.params)})`;
    if (!t) return `a run with unexpected params ${at}`;
    if (t.kind !== 'solved') {
      if (run.status !== 'error' && !run.diagnostics.some((d) => d.severity === 'error')) return `the reference cannot solve the game (${t.kind}), the check's run is ${run.status} ${at}`;
      continue;
    }
    const values = refValues(t.graph);
    let want: Record<string, number>;
    try {
      want = refValueCheck(t.graph, values, formula);
    } catch (e) {
      if (!(e instanceof EvalError)) throw e;
      if (!run.diagnostics.some((d) => d.code === 'ZM4202')) return `the formula fails to evaluate somewhere (reference), the check reports no ZM4202 ${at}`;
      continue;
    }
    const cyclic = values.some((v, i) => !t.graph.unreached?.[i] && v.kind === 'cycle');
    if (cyclic !== run.diagnostics.some((d) => d.code === 'ZM4022')) return `a checked position has no value (a cycle): reference ${cyclic}, the check's ZM4022 ${!cyclic} ${at}`;
    const have = Object.fromEntries(run.conditions.filter((c) => c.failures > 0).map((c) => [c.condition, c.failures]));
    if (sorted(want) !== sorted(have)) return `value check failures ${at}: reference ${sorted(want)}, check ${sorted(have)}`;
    for (const cx of run.conditions.flatMap((c) => c.counterexamples)) {
      const p = cx.position.map((x) => BigInt(x));
      const i = regionIndex(t.game, p);
      const truth = values[i]!;
      const where = `counterexample ${cx.text} ${at}`;
      if (String(cx.conjecturedValue) !== String(refFormula(t.graph, formula, p))) return `${where}: conjectured ${cx.conjecturedValue}, reference ${refFormula(t.graph, formula, p)}`;
      if (String(cx.trueValue) !== (truth.kind === 'value' ? String(truth.value) : 'undefined')) return `${where}: true value ${cx.trueValue}, reference ${JSON.stringify(truth)}`;
      const hasMoves = t.graph.moves[i]!.length > 0;
      if (truth.kind === 'value' && hasMoves !== (cx.bestMove !== undefined)) return `${where}: best move ${cx.bestMove ? 'given' : 'missing'} for ${t.graph.moves[i]!.length} moves`;
      const best = cx.bestMove;
      if (best && truth.kind === 'value') {
        const target =
          values[
            regionIndex(
              t.game,
              best.targets[0]!.map((x) => BigInt(x)),
            )
          ];
        if (!target || target.kind !== 'value') return `${where}: the best move leads to a position without value`;
        const worth = best.keeps ? BigInt(best.points!) + target.value : BigInt(best.points!) - target.value;
        if (worth !== truth.value) return `${where}: the best move ${best.label} is worth ${worth}, the reference value is ${truth.value}`;
      }
    }
  }
  return undefined;
}
