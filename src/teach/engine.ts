// Stage: teach. The one place where teach/ calls the moving APIs of the other stages (spec, game,
// solve): choose parameter values, widen or narrow the bounds, build the game and solve it over the
// positions `check` solves — the whole region, or with `check.from: start` (or claims about `start`
// alone, check/checkScope.ts) only those reachable from the start — refusing, before the work, a
// region that would not fit in memory (ZM7003, as `check` does).
// Input: a loaded Spec and options. Output: a SolvedGame (spec, game, truth, generations) or diagnostics.

import { checkScope, gameScope, solveScope } from '../check/checkScope.js';
import { moveWorkProblem } from '../check/moveWork.js';
import { startMemoryProblem } from '../check/startMemory.js';
import type { Diagnostic, Result } from '../diag/diagnostic.js';
import { hasErrors } from '../diag/diagnostic.js';
import { buildGame, type SpecGame } from '../game/buildGame.js';
import { evalInteger, isDiagnostic } from '../game/evalConst.js';
import { buildLayout } from '../game/layout.js';
import { DEFAULT_MEMORY_LIMIT, memoryProblem } from '../game/memoryEstimate.js';
import { gameError } from '../game/gameErrors.js';
import { setReachableMemoryLimit } from '../solve/reachableBudget.js';
import { solveReachable } from '../solve/solveReachable.js';
import { parseExprAt } from '../lang/parser.js';
import { typecheckExpr } from '../lang/typecheck.js';
import { makeTypeEnv } from '../lang/typeEnv.js';
import type { Expr } from '../lang/ast.js';
import type { Spec } from '../model/model.js';
import { solveGrundy, grundyUnsupported } from '../solve/solveGrundy.js';
import { solveRetrograde } from '../solve/solveRetrograde.js';
import { outcomeName, SAFE, type Solution } from '../solve/solution.js';
import { reachedGrundy, type ReachedGrundy } from './reachedGrundy.js';
import type { Game } from '../game/game.js';

/** What the champion and `play` need: any game (a file's, or an explicit graph) and its truth. */
export interface SolvedBase {
  game: Game;
  solution: Solution;
  /** The Grundy values, computed on demand (undefined when they are not defined for this game). */
  grundy(): Int32Array | undefined;
  /** Why grundy() gave none (after it was called): data for the caller to word. */
  grundyProblem?(): GrundyProblem | undefined;
}

/** Why a table has no Grundy values: not defined for the game (partizan, misère, draws, `again:`), a
 *  cycle of moves (in the region, or reachable from the start), or a solve that failed. */
export type GrundyProblem = Exclude<ReachedGrundy, { grundy: Int32Array }> | { problem: 'region-cycle'; diagnostics: Diagnostic[] };

export interface SolvedGame extends SolvedBase {
  spec: Spec;
  game: SpecGame;
  params: Record<string, number>;
}

/** Solves any game (tests use explicit graphs) with generations. */
export function solveAny(game: Game): Result<SolvedBase> {
  const solved = solveRetrograde(game, { generations: true });
  if (!solved.value) return { diagnostics: solved.diagnostics };
  return { value: { game, solution: solved.value, ...lazyGrundy(game) }, diagnostics: solved.diagnostics };
}

/** Grundy values on first use: of the whole region, or for a solve from the start of the positions
 *  the start reaches (reachedGrundy.ts: a value depends only on what its position reaches), under the
 *  memory limit of the solve. Each value is checked against the solved outcome (0 exactly at the safe
 *  positions): two engines that disagree are an internal error, never a table. */
function lazyGrundy(game: Game, solution?: Solution, maxMemoryBytes?: number): Pick<SolvedBase, 'grundy' | 'grundyProblem'> {
  let grundy: Int32Array | undefined | null = null;
  let problem: GrundyProblem | undefined;
  const compute = (): Int32Array | undefined => {
    const why = grundyUnsupported(game);
    if (why) return void (problem = { problem: 'unsupported', why });
    if (!solution?.reachable) {
      const solved = solveGrundy(game);
      if (!solved.value) problem = { problem: 'region-cycle', diagnostics: solved.diagnostics };
      return solved.value?.grundy;
    }
    const previous = setReachableMemoryLimit(maxMemoryBytes ?? DEFAULT_MEMORY_LIMIT);
    try {
      const r = reachedGrundy(game, solution.reachable.start);
      if (!('grundy' in r)) return void (problem = r);
      agreeWithOutcomes(game, r.grundy, solution);
      return r.grundy;
    } finally {
      setReachableMemoryLimit(previous);
    }
  };
  return {
    grundy: () => {
      if (grundy === null) grundy = compute();
      return grundy;
    },
    grundyProblem: () => problem,
  };
}

/** A known Grundy value is 0 exactly where the solved outcome is safe (normal play). */
function agreeWithOutcomes(game: Game, grundy: Int32Array, solution: Solution): void {
  for (let p = 0; p < grundy.length; p++) {
    const g = grundy[p]!;
    if (g >= 0 && (g === 0) !== (solution.outcome[p] === SAFE)) {
      throw new Error(`internal: the Grundy value ${g} of ${game.formatPosition(game.region.decode(p))} disagrees with its solved outcome (${outcomeName(solution.outcome[p]!)})`);
    }
  }
}

export interface PrepareOptions {
  /** Values for the game's parameters; a missing one takes the upper end of check.params. */
  params?: Record<string, number>;
  /** Replacement bounds for unbounded fields: name → [lo, hi]. */
  bounds?: Record<string, [number, number]>;
  /** Which positions are solved: 'file' (default) those `check` solves, 'region' the whole region. */
  scope?: 'file' | 'region';
  /** With the file's scope from the start: solve what this position reaches instead (play --start). */
  start?: Float64Array;
  /** The memory limit of the solve (default DEFAULT_MEMORY_LIMIT, as `check --max-memory`). */
  maxMemoryBytes?: number;
}

/** A numeric literal as a typechecked Expr (for bounds chosen on the command line). */
export function literal(file: string, value: number): Expr {
  const parsed = parseExprAt(String(value), file);
  const e = parsed.value!;
  typecheckExpr(e, makeTypeEnv(file));
  return e;
}

export function withBounds(spec: Spec, bounds: Record<string, [number, number]>): Spec {
  const next = { ...spec.check.bounds };
  for (const [name, [lo, hi]] of Object.entries(bounds)) {
    const span = spec.check.bounds[name]?.span ?? spec.game.span;
    next[name] = { lo: literal(spec.file, lo), hi: literal(spec.file, hi), span };
  }
  return { ...spec, check: { ...spec.check, bounds: next } };
}

/** The spec with every game parameter fixed to the given value (check.params = v..v): the one game a
 *  table was solved for, e.g. so that `guess` checks its guess on that game and not on the others
 *  of the sweep. */
export function withParams(spec: Spec, params: Record<string, number>): Spec {
  const next = { ...spec.check.params };
  for (const p of spec.game.params) {
    const v = params[p.name];
    if (v === undefined) continue;
    next[p.name] = { lo: literal(spec.file, v), hi: literal(spec.file, v), span: spec.check.params[p.name]?.span ?? p.span };
  }
  return { ...spec, check: { ...spec.check, params: next } };
}

/** The values of the swept parameters (check.params) as ranges; missing ones are reported. */
export function paramRanges(spec: Spec): Result<Record<string, [number, number]>> {
  const layout = buildLayout(spec);
  const frame = new Float64Array(layout.frameSize);
  const out: Record<string, [number, number]> = {};
  const diagnostics: Diagnostic[] = [];
  for (const [name, b] of Object.entries(spec.check.params)) {
    const lo = evalInteger(b.lo, layout, frame, spec.file, `the lowest value of \`${name}\``);
    const hi = evalInteger(b.hi, layout, frame, spec.file, `the highest value of \`${name}\``);
    if (isDiagnostic(lo)) diagnostics.push(lo);
    else if (isDiagnostic(hi)) diagnostics.push(hi);
    else out[name] = [lo, hi];
  }
  return diagnostics.length ? { diagnostics } : { value: out, diagnostics };
}

/** Given values win; the others take the upper end of their sweep (the largest game checked). */
export function chooseParams(spec: Spec, given: Record<string, number> = {}): Result<Record<string, number>> {
  const ranges = paramRanges(spec);
  if (!ranges.value) return { diagnostics: ranges.diagnostics };
  const params: Record<string, number> = {};
  for (const p of spec.game.params) {
    const v = given[p.name] ?? ranges.value[p.name]?.[1];
    if (v === undefined) {
      return { diagnostics: [{ code: 'ZM4007', severity: 'error', file: spec.file, span: p.span, message: `the parameter \`${p.name}\` has no value`, hint: `give one with --param ${p.name}=8` }] };
    }
    params[p.name] = v;
  }
  return { value: params, diagnostics: [] };
}

/** `check` solves this file from its start position only (check.from: start, or claims about start alone). */
export function checksFromStart(spec: Spec): boolean {
  return checkScope(spec) === 'start';
}

export function prepareGame(spec0: Spec, options: PrepareOptions = {}): Result<SolvedGame> {
  const bounded = options.bounds ? withBounds(spec0, options.bounds) : spec0;
  const params = chooseParams(bounded, options.params);
  if (!params.value) return { diagnostics: params.diagnostics };
  const built = buildGame(bounded, params.value);
  if (!built.value || hasErrors(built.diagnostics)) return { diagnostics: built.diagnostics };
  const game = built.value;
  // the Spec of these parameter values (its data tables may depend on them: model/tableInstances.ts)
  const spec = game.spec;
  // quadratic move work the region's size does not show (octal games that split heaps) is refused first
  const tooMuch = moveWorkProblem(game, spec);
  if (tooMuch) return { diagnostics: [...built.diagnostics, tooMuch] };
  const solved = solveFor(game, withParams(spec, params.value), options);
  if (!solved.value) return { diagnostics: [...built.diagnostics, ...solved.diagnostics] };
  return {
    value: { spec, game, solution: solved.value, params: params.value, ...lazyGrundy(game, solved.value, options.maxMemoryBytes) },
    diagnostics: [...built.diagnostics, ...solved.diagnostics],
  };
}

/** The truth with generations over the scope asked; a region or a box too large for the memory
 *  limit is refused before it is solved, with the same error and estimate as `check` (ZM7003).
 *  `spec` has its parameters fixed to the game's, so the estimate is of this game, not the sweep's largest. */
function solveFor(game: SpecGame, spec: Spec, options: PrepareOptions): Result<Solution> {
  const limit = options.maxMemoryBytes ?? DEFAULT_MEMORY_LIMIT;
  const fromStart = options.scope !== 'region' && gameScope(game, spec) === 'start';
  const problem = fromStart ? startMemoryProblem(spec, limit) : memoryProblem(spec, limit, { sample: false });
  if (problem) return { diagnostics: [gameError(game, 'ZM7003', problem.message, problem.span, problem.hint)] };
  if (!fromStart) return solveRetrograde(game, { generations: true });
  // the reachable-set solver charges what it allocates against the limit as it grows
  const previous = setReachableMemoryLimit(limit);
  try {
    if (!options.start) return solveScope(game, spec, true);
    const start = game.region.encode(options.start);
    if (start < 0) {
      const where = game.formatPosition(options.start);
      return { diagnostics: [gameError(game, 'ZM4020', `the position ${where} lies outside the region, so nothing reachable from it can be solved`, undefined, 'widen check.bounds to contain it')] };
    }
    return solveReachable(game, start, { generations: true });
  } finally {
    setReachableMemoryLimit(previous);
  }
}
