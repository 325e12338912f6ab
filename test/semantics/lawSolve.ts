// Laws: the engine's truth equals the reference's. Outcomes: solveRetrograde (forward pass where it
// applies, the general retrograde algorithm always, Grundy values for sums, the misère sum solver)
// = the naive fixed point, generations = its rounds; acyclic = no cycle. Grundy: solveGrundy (forward, topological, octal
// recurrence) = the naive mex, position by position, outcomes included.

import { solveGrundy } from '../../src/solve/solveGrundy.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import type { Spec } from '../../src/model/model.js';
import { buildAgreement, errorsOf, runs } from './lawSetup.js';

const show = (xs: ArrayLike<number>): string => Array.from(xs).join('');

function firstDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return i;
  return -1;
}

export function lawOutcomes(spec: Spec): string | undefined {
  for (const run of runs(spec)) {
    const refusal = buildAgreement(run);
    if (refusal) return refusal;
    const game = run.built.value;
    if (!game) continue;
    const t = run.truth;
    if (t.kind === 'refused' && /too large/.test(t.reason)) continue; // the naive misère search gave up
    const methods = game.hasSums ? (['auto'] as const) : (['auto', 'retrograde'] as const);
    for (const method of methods) {
      const s = solveRetrograde(game, { method });
      const at = `(${method}, params ${JSON.stringify(run.params)})`;
      if (t.kind === 'failed' || (t.kind === 'refused' && /cycle/.test(t.reason))) {
        if (s.value || errorsOf(s.diagnostics).length === 0) return `the reference cannot solve the game (${t.kind === 'failed' ? String(t.failure.error) : t.reason}), the engine solves it ${at}`;
        continue;
      }
      if (t.kind === 'refused') continue; // too large for the naive misère search
      if (!s.value) return `the engine fails ${at}: ${s.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`;
      const i = firstDiff(s.value.outcome, t.outcome);
      if (i >= 0)
        return `outcome of ${game.formatPosition(game.region.decode(i))} ${at}: engine ${s.value.outcome[i]}, reference ${t.outcome[i]} (1 safe, 2 fragile, 3 neutral, 4 undetermined; engine ${show(s.value.outcome)}, reference ${t.outcome.join('')}, method ${s.value.method})`;
      if (!game.hasSums && s.value.acyclic === t.cyclic) return `acyclic ${at}: engine ${s.value.acyclic}, reference cyclic ${t.cyclic}`;
      const gen = s.value.generation;
      const k = gen && t.generation ? firstDiff(gen, t.generation) : -1;
      if (k >= 0) return `generation of ${game.formatPosition(game.region.decode(k))} ${at}: engine ${gen![k]}, reference ${t.generation![k]} (method ${s.value.method})`;
    }
  }
  return undefined;
}

export function lawGrundy(spec: Spec): string | undefined {
  for (const run of runs(spec)) {
    const refusal = buildAgreement(run);
    if (refusal) return refusal;
    const game = run.built.value;
    const t = run.truth;
    if (!game || t.kind !== 'solved') continue;
    for (const octal of [true, false]) {
      const g = solveGrundy(game, { octal });
      const at = `(octal recurrence ${octal}, params ${JSON.stringify(run.params)})`;
      if (typeof t.grundy === 'string') {
        if (g.value) return `the reference has no Grundy values (${t.grundy}), solveGrundy gives them ${at}`;
        continue;
      }
      if (!g.value) return `solveGrundy fails ${at}: ${g.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`;
      const i = firstDiff(g.value.grundy, t.grundy.grundy);
      if (i >= 0)
        return `Grundy value of ${game.formatPosition(game.region.decode(i))} ${at}: engine ${g.value.grundy[i]}, reference ${t.grundy.grundy[i]} (engine ${Array.from(g.value.grundy)}, reference ${t.grundy.grundy})`;
      const j = firstDiff(g.value.outcome, t.grundy.outcome);
      if (j >= 0) return `Grundy outcome of ${game.formatPosition(game.region.decode(j))} ${at}: engine ${g.value.outcome[j]}, reference ${t.grundy.outcome[j]}`;
    }
  }
  return undefined;
}
