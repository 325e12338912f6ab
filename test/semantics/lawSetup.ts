// Shared steps of the differential laws: a random file is loaded through loadSpec (the surface
// syntax), its parameter sweep enumerated, and each run built both by the engine (buildGame) and by
// the reference semantics (refSolve). A law returns a message describing the first disagreement.

import { checkScope, gameScope } from '../../src/check/checkScope.js';
import type { Diagnostic } from '../../src/diag/diagnostic.js';
import { buildGame, type SpecGame } from '../../src/game/buildGame.js';
import { isDiagnostic } from '../../src/game/evalConst.js';
import { parameterSweep } from '../../src/game/parameterSweep.js';
import { refSolve, type RefTruth } from '../../src/semantics/refSolve.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import type { Spec } from '../../src/model/model.js';

export interface Run {
  params: Record<string, number>;
  built: { value?: SpecGame; diagnostics: Diagnostic[] };
  truth: RefTruth;
  /** The truth over what the check solves (the whole region, or from the start: checkScope). */
  scoped: RefTruth;
}

export function load(text: string): Spec {
  const r = loadSpec('random.yaml', text);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (!r.value || errors.length) throw new Error(`the generator wrote a file loadSpec refuses: ${errors.map((d) => `${d.code} ${d.message}`).join('; ')}\n${text}`);
  return r.value;
}

const built = new WeakMap<Spec, Run[]>();

/** Every run of the sweep, built by both sides once per file (the laws share them). */
export function runs(spec: Spec): Run[] {
  const known = built.get(spec);
  if (known) return known;
  const sweep = parameterSweep(spec);
  if (isDiagnostic(sweep)) throw new Error(`parameter sweep: ${sweep.message}`);
  const all = sweep.map((params) => {
    const truth = refSolve(spec, params);
    const game = buildGame(spec, params);
    // the check's scope; a scope chosen for the claims falls back to the region when the start is outside it
    const scope = game.value ? gameScope(game.value, spec) : checkScope(spec);
    return { params, built: game, truth, scoped: scope === 'start' ? refSolve(spec, params, 'start') : truth };
  });
  built.set(spec, all);
  return all;
}

export const errorsOf = (ds: readonly Diagnostic[]): Diagnostic[] => ds.filter((d) => d.severity === 'error');

/** A build the engine refuses must be one the reference gives no meaning to, and vice versa. */
export function buildAgreement(run: Run): string | undefined {
  const refused = run.truth.kind === 'refused' && /^a (sum|misère sum)/.test(run.truth.reason);
  const game = run.built.value;
  if (!game || errorsOf(run.built.diagnostics).length) {
    if (refused && run.built.diagnostics.some((d) => d.code === 'ZM4006')) return undefined;
    return `buildGame refused the game: ${run.built.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}; the reference: ${run.truth.kind}`;
  }
  if (refused) return `the reference refuses the game (${run.truth.kind === 'refused' ? run.truth.reason : ''}), buildGame builds it`;
  return undefined;
}

export const key = (xs: readonly number[][]): string[] => xs.map((x) => JSON.stringify(x)).sort();

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
