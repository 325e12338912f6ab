// Stage: check. checkBounded: a loaded Spec → the bounded check of its conjecture and claims, for
// every value of the swept parameters (check.params; each value is a separate game). Per run: build
// the game, solve it, check the conjecture position by position (Theorem 4.1 and the truth, or the
// mex characterisation), evaluate the claims, and collect re-confirmed counterexamples.

import type { Code } from '../diag/codes.js';
import type { Diagnostic } from '../diag/diagnostic.js';
import { buildGame, type SpecGame } from '../game/buildGame.js';
import { isDiagnostic } from '../game/evalConst.js';
import { startPhase } from '../lang/deadline.js';
import { parameterSweep } from '../game/parameterSweep.js';
import { grundyUnsupported, solveGrundy } from '../solve/solveGrundy.js';
import { storablePositions } from '../solve/reachableBudget.js';
import type { GrundySolution, Solution } from '../solve/solution.js';
import type { Spec } from '../model/model.js';
import { checkClaims, type ClaimContext } from './claims.js';
import { checkScope, gameScope, solveScope, type CheckScope } from './checkScope.js';
import { edgeProblem } from './edgeEstimate.js';
import { checkGrundyConjecture, checkPartition, type ConjectureCheck } from './checkConjecture.js';
import { conjectureClassifier, conjectureProblem } from './classifier.js';
import { exprGrundyConjecture } from './grundyCheckPass.js';
import type { BoundedResult, BoundedRun, BoundedOutcome } from './result.js';
import { moveWorkProblem } from './moveWork.js';
import { workProblem } from './workEstimate.js';
import { checkValueConjecture } from './valueConjecture.js';
import { asksOnlyValues, SWEEP_BOX, VALUES_ONLY_NOTE, valuesByKey, valuesOnlySolution, valuesSolved } from './valueScope.js';

export interface BoundedOptions {
  /** Counterexamples kept per condition (default 3). */
  limit?: number;
  /** Check only slice `index` (1-based) of `count` of every run's region (see sliceRange). */
  slice?: { index: number; count: number };
  /** The solved truth of each run (in sweep order, solveSweep), solved elsewhere once for all slices;
   *  a run without one is solved here. */
  solutions?: readonly (Solution | undefined)[];
  /** The fast evaluation of claims (default compileExpr), re-checked by the reference (claims.ts). */
  claimCompile?: ClaimContext['compile'];
}

/** The solved truth of every run of the file (without generations), as checkBounded solves it. */
export function solveSweep(spec: Spec): (Solution | undefined)[] {
  return sweepOf(spec, []).map((params) => {
    const game = buildGame(spec, params, { sparse: checkScope(spec) === 'start' }).value;
    return game ? solveScope(game, spec, false).value : undefined;
  });
}

/** Slice `index` (1-based) of `count` of a region of `size` positions: [from, to), contiguous, the
 *  slices of 1..count cover 0..size-1 once each, their sizes differ by at most one. */
export function sliceRange(size: number, index: number, count: number): { from: number; to: number } {
  const at = (k: number): number => Math.floor(size / count) * k + Math.min(k, size % count);
  return { from: at(index - 1), to: at(index) };
}

const MISERE_SUMS_NOTE = (s: Solution): string =>
  `Moves lead to sums of positions under misère play, where Grundy values do not decide outcomes: the sums were solved exhaustively (${s.sumStates ?? 0} multisets of positions), and the conjecture was compared with that truth on the single positions of the region. Conditions I–III were not evaluated (the conjecture does not classify sums), so nothing is proved beyond the bounds.`;

export const LOOPY_NOTE = 'The conjecture satisfies the requirements and conditions I–III, yet it is wrong: in a loopy game infinite play is a draw, which Theorem 4.1 does not account for.';

/** The loopy-game note applies: every condition but the truth holds, the truth fails, in a cycle. */
export function loopyWrong(run: Pick<BoundedRun, 'cyclic' | 'conditions'>): boolean {
  const truth = run.conditions.find((s) => s.condition === 'truth')?.failures ?? 0;
  return run.cyclic && truth > 0 && run.conditions.every((s) => s.condition === 'truth' || s.failures === 0);
}

/** A file's outcome from its runs (and the diagnostics of its parameter sweep). */
export function fileOutcome(runs: readonly BoundedRun[], diagnostics: readonly Diagnostic[]): BoundedOutcome {
  return runs.some((r) => r.outcome === 'refuted')
    ? 'refuted'
    : diagnostics.length > 0 || runs.some((r) => r.status === 'error') || runs.length === 0
      ? 'error'
      : runs.every((r) => r.status === 'skipped')
        ? 'skipped'
        : 'holds';
}

export function checkBounded(spec: Spec, options: BoundedOptions = {}): BoundedResult {
  const started = performance.now();
  const diagnostics: Diagnostic[] = [];
  const sweep = sweepOf(spec, diagnostics);
  const runs = sweep.map((params, k) => checkRun(spec, params, options, options.solutions?.[k]));
  const outcome = fileOutcome(runs, diagnostics);
  return { file: spec.file, outcome, runs, diagnostics, seconds: (performance.now() - started) / 1000 };
}

/** The sweep's assignments; an error that stops it goes to `diagnostics` (and no game is checked). */
function sweepOf(spec: Spec, diagnostics: Diagnostic[]): Record<string, number>[] {
  const sweep = parameterSweep(spec);
  if (!isDiagnostic(sweep)) return sweep;
  diagnostics.push(sweep);
  return [];
}

function checkRun(file: Spec, params: Record<string, number>, options: BoundedOptions, solved?: Solution): BoundedRun {
  const t0 = performance.now();
  const run: BoundedRun = {
    params,
    status: 'checked',
    outcome: 'holds',
    regionSize: 0,
    undetermined: 0,
    counts: { safe: 0, fragile: 0, neutral: 0, undetermined: 0 },
    cyclic: false,
    localConditions: false,
    conditions: [],
    claims: [],
    notes: [],
    diagnostics: [],
    seconds: { build: 0, solve: 0, check: 0, claims: 0, total: 0 },
  };
  const finish = (): BoundedRun => {
    if (run.diagnostics.some((d) => d.severity === 'error') && run.outcome === 'holds') {
      run.status = 'error';
      run.outcome = 'unknown';
    }
    run.seconds.total = (performance.now() - t0) / 1000;
    return run;
  };
  // from the start, a box too large to index is stored by key (checkScope.ts, solveSparse.ts)
  const scoped = buildGame(file, params, { sparse: checkScope(file) === 'start' });
  // only values asked from the start in a box mostly unreachable: stored by key (valueScope.ts)
  const byKey = scoped.value && asksOnlyValues(file) && valuesByKey(scoped.value, file);
  const built = byKey ? buildGame(file, params, { sparse: 'always' }) : scoped;
  if (byKey) run.storageWhy = scoped.value!.region.size > SWEEP_BOX ? 'values-large' : 'values-symmetry';
  // the Spec of these parameter values: its data tables may depend on them (model/tableInstances.ts)
  const spec = built.value?.spec ?? file;
  // ZM4002 warns that nothing is enumerated, so only a proof decides the file; a file that says so
  // itself (check.symbolic: required) needs no reminder on every run: its line reads "no bounded check"
  const declared = spec.check.symbolic === 'required';
  run.diagnostics.push(...built.diagnostics.filter((d) => !(declared && d.code === 'ZM4002')));
  run.seconds.build = (performance.now() - t0) / 1000;
  const game = built.value;
  if (!game) {
    if (built.diagnostics.some((d) => d.code === 'ZM4002')) {
      run.status = 'skipped';
      run.outcome = 'unknown';
    }
    return finish();
  }
  run.regionSize = game.region.size;
  // work that could never finish is refused before any of it is done
  const scope = gameScope(game, spec);
  const tooMuch = workProblems(game, spec, scope);
  const edges = scope === 'region' && tooMuch.length === 0 && !solved ? edgeProblem(game, spec) : undefined;
  if (edges) tooMuch.push(edges);
  if (tooMuch.length > 0) {
    run.diagnostics.push(...tooMuch);
    return finish();
  }
  startPhase(`solving ${game.region.size} positions`); // progress on long work (lang/deadline.ts)
  // a file that asks only values needs no outcome: the value engine alone answers (valueScope.ts)
  const valuesOnly = asksOnlyValues(spec);
  const result = valuesOnly ? valuesOnlySolution(game, spec) : solved && solved.size === game.region.size ? { value: solved, diagnostics: [] } : solveScope(game, spec, false);
  run.diagnostics.push(...result.diagnostics);
  const solution = result.value;
  if (!solution) return finish();
  run.seconds.solve = solution.seconds;
  if (solution.reachable) run.reachable = solution.reachable.positions;
  if (solution.reachable?.searched) run.searched = true;
  if (solution.outcomeAt) run.storage = 'sparse';
  if (solution.symmetry) run.symmetry = { group: solution.symmetry.group, orbits: solution.symmetry.orbits, positions: solution.symmetry.positions };
  else if (spec.game.symmetry && !(valuesOnly && game.region.sparse)) {
    run.symmetryUnused = true;
    run.notes.push(
      'The declared symmetry (game.symmetry) was not used: it is used, and checked, only where positions are stored by key (a box too large to index, solved from the start); here each position is solved on its own.',
    );
  }
  run.solveMethod = solution.method;
  run.counts = solution.counts;
  run.undetermined = solution.counts.undetermined;
  run.cyclic = !solution.acyclic;
  if (run.cyclic) {
    run.notes.push(
      'The region contains a cycle of moves (a loopy game): conditions I–III alone prove nothing here (Theorem 4.1 needs a finite game), so the conjecture is also compared with the solved game.',
    );
  }
  if (run.undetermined > 0) {
    run.notes.push(`${run.undetermined} position(s) of the region depend on moves that leave it: their class is undetermined and not compared with the conjecture.`);
  }
  // Grundy values are computed on first use (a grundy conjecture, or grundy(p) in a claim).
  let grundyCache: { value?: GrundySolution; code: Code | undefined; message: string } | undefined;
  const grundyResult = () => {
    if (!grundyCache) {
      const why = grundyUnsupported(game);
      const g = why ? undefined : solveGrundy(game);
      grundyCache = g?.value
        ? { value: g.value, code: undefined, message: '' }
        : { code: why ? 'ZM4010' : (g?.diagnostics[0]?.code ?? 'ZM4011'), message: why ?? g?.diagnostics[0]?.message ?? 'Grundy values are not available' };
    }
    return grundyCache;
  };
  const grundy = (): GrundySolution | string => grundyResult().value ?? grundyResult().message;
  startPhase(`checking the conjecture at ${game.region.size} positions`);
  const c = spec.conjecture;
  let check: ConjectureCheck | undefined;
  const parts: ConjectureCheck[] = [];
  const range = options.slice ? sliceRange(game.region.size, options.slice.index, options.slice.count) : undefined;
  const limit = { params, limit: options.limit ?? 3, ...(range ? { range } : {}) };
  if (c?.grundy) {
    const g = grundy();
    if (typeof g === 'string') run.diagnostics.push({ code: grundyResult().code ?? 'ZM4011', severity: 'error', file: spec.file, span: c.grundy.span, message: g });
    else {
      check = checkGrundyConjecture(game, exprGrundyConjecture(game, c.grundy), g, solution, limit);
      parts.push(check);
      run.localConditions = true;
    }
  }
  if (c && (c.safe || c.fragile || c.neutral)) {
    const problem = conjectureProblem(c);
    if (problem) run.diagnostics.push({ code: 'ZM4201', severity: 'error', file: spec.file, span: c.span, message: problem });
    else {
      const partition = checkPartition(game, conjectureClassifier(game, c), solution, limit);
      parts.push(partition);
      check = check ? merge(check, partition) : partition;
      run.localConditions = !game.hasSums;
      if (game.hasSums)
        run.notes.push(
          game.play === 'misere'
            ? MISERE_SUMS_NOTE(solution)
            : 'Moves lead to sums of positions, whose class the conjecture does not give: conditions I–III were not evaluated; the conjecture was compared with the solved game (Grundy values).',
        );
    }
  }
  if (c?.value) {
    // the local equation of the value at every position, and the value table (valueConjecture.ts)
    const value = checkValueConjecture(game, c.value, solution, limit);
    parts.push(value);
    check = check ? merge(check, value) : value;
    run.localConditions = true;
  }
  if (check) {
    run.conditions = check.conditions;
    if (options.slice && range) {
      const counts = parts.map((part) => ({ conditions: part.conditions.length, diagnostics: part.diagnostics.length, stopped: part.stopped === true }));
      run.slice = { ...options.slice, ...range, limit: limit.limit, parts: counts, diagnosticsAt: run.diagnostics.length };
    }
    run.diagnostics.push(...check.diagnostics);
    run.seconds.check = check.seconds;
    if (check.failures > 0) run.outcome = 'refuted';
    if (loopyWrong(run)) run.notes.push(LOOPY_NOTE);
  }
  const t1 = performance.now();
  startPhase(`evaluating ${spec.claims.length} claim${spec.claims.length === 1 ? '' : 's'}`);
  if (!options.slice || options.slice.index === 1)
    run.claims = checkClaims({ game, solution, grundy, ...(options.claimCompile ? { compile: options.claimCompile } : {}) }, spec.claims, run.diagnostics);
  run.seconds.claims = (performance.now() - t1) / 1000;
  // stored by key, the claims may have solved more positions (Solution.solveAt): counted with them
  if (solution.solveAt) {
    if (solution.reachable) run.reachable = solution.reachable.positions;
    if (solution.symmetry) run.symmetry = { group: solution.symmetry.group, orbits: solution.symmetry.orbits, positions: solution.symmetry.positions };
    run.counts = solution.counts;
  }
  if (valuesOnly) {
    const values = valuesSolved(game);
    if (run.reachable !== undefined) run.reachable = values.positions;
    if (values.storage) run.storage = values.storage;
    if (values.symmetry) run.symmetry = values.symmetry;
    run.notes.push(VALUES_ONLY_NOTE);
  }
  if (run.claims.some((cl) => cl.status === 'fails')) run.outcome = 'refuted';
  return finish();
}

/** The work-estimate errors of the region's moves, the conjecture's expressions and the claims. */
function workProblems(game: SpecGame, spec: Spec, scope: CheckScope): Diagnostic[] {
  const c = spec.conjecture;
  const reachable = scope === 'start' ? storablePositions() : game.region.size;
  const conjecture = [c?.safe, c?.fragile, c?.neutral, c?.grundy, c?.value].flatMap((e) => (e ? [workProblem(game, e, 'the conjecture', spec.file, reachable)] : []));
  const claims = spec.claims.map((cl) => workProblem(game, cl.holds, 'this claim', spec.file));
  return [moveWorkProblem(game, spec), ...conjecture, ...claims].filter((d): d is Diagnostic => d !== undefined);
}

function merge(a: ConjectureCheck, b: ConjectureCheck): ConjectureCheck {
  return { conditions: [...a.conditions, ...b.conditions], failures: a.failures + b.failures, diagnostics: [...a.diagnostics, ...b.diagnostics], seconds: a.seconds + b.seconds };
}
