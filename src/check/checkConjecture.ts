// Stage: check. Runs a generated check pass over one game and turns its failures into re-confirmed
// counterexamples: S/F/N conjectures (requirements, I–III, truth) and Grundy conjectures (mex
// characterisation, truth). Works on any Game — built from a file or an explicit graph — so the
// Theorem 4.1 property tests run exactly this code.

import type { Diagnostic } from '../diag/diagnostic.js';
import type { SpecGame } from '../game/buildGame.js';
import type { Game } from '../game/game.js';
import { EvalError } from '../lang/runtime.js';
import { solveReachable } from '../solve/solveReachable.js';
import { solveRetrograde } from '../solve/solveRetrograde.js';
import type { GrundySolution, Solution } from '../solve/solution.js';
import { diagnoseSolveError } from '../solve/solveGrundy.js';
import type { Classifier } from './classifier.js';
import { FailureCollector } from './collector.js';
import { PASS_CONDITIONS } from './conditionPass.js';
import { runPartitionPasses } from './partitionPasses.js';
import { describe, type Evidence } from './describe.js';
import { octalCheckDigits, octalGrundyCheck } from './grundyOctalCheck.js';
import { GRUNDY_CONDITIONS, grundyCheckPass, tabledGrundyConjecture, type GrundyConjecture } from './grundyCheckPass.js';
import { grundyTable, smallValues } from './grundyTable.js';
import type { Condition, ConditionSummary } from './result.js';
import { internalError } from '../diag/internalError.js';

export interface ConjectureCheck {
  conditions: ConditionSummary[];
  /** Failures over all conditions (a position failing two conditions counts twice). */
  failures: number;
  diagnostics: Diagnostic[];
  seconds: number;
  /** The pass stopped where the conjecture failed to evaluate (one diagnostic, no conditions). */
  stopped?: boolean;
}

export interface CheckOptions {
  params?: Record<string, number>;
  /** Counterexamples kept per condition (default 3). */
  limit?: number;
  /** Evaluate conditions I–III (default: unless moves lead to sums). */
  local?: boolean;
  /** Check only the positions with index in [from, to) (a slice; default: the whole region). */
  range?: { from: number; to: number };
  /** Run every pass in full, without the shortcuts of partitionPasses.ts (tests compare both). */
  plain?: boolean;
}

export function checkPartition(game: Game, classifier: Classifier, solution: Solution | undefined, options: CheckOptions = {}): ConjectureCheck {
  const started = performance.now();
  const collector = new FailureCollector(PASS_CONDITIONS.length, game.region, options.limit ?? 3);
  const stats = new Float64Array(2);
  const local = options.local ?? !game.hasSums;
  try {
    const { from, to } = options.range ?? { from: 0, to: game.region.size };
    runPartitionPasses(game, classifier, solution, collector.fail, stats, { local, from, to, ...(options.plain ? { plain: true } : {}) });
  } catch (e) {
    return failed(game, e, stats[1]!, started);
  }
  const evidence = (): Evidence => {
    const ev: Evidence = { game, params: options.params ?? {}, truth: withGenerations(game, solution).outcome, ...gens(game, solution), maskOf: classifier.maskOf };
    if (solution?.sumOutcome) ev.sumTruth = solution.sumOutcome;
    return ev;
  };
  return summarise(game, PASS_CONDITIONS, collector, evidence, started);
}

export function checkGrundyConjecture(game: Game, conj: GrundyConjecture, grundy: GrundySolution | undefined, solution: Solution | undefined, options: CheckOptions = {}): ConjectureCheck {
  const started = performance.now();
  const collector = new FailureCollector(GRUNDY_CONDITIONS.length, game.region, options.limit ?? 3);
  const stats = new Float64Array(2);
  try {
    const { from, to } = options.range ?? { from: 0, to: game.region.size };
    const truth = grundy?.grundy ?? null;
    // the conjecture tabulated once (grundyTable.ts); octal games read their splits from the table
    // (grundyOctalCheck.ts), other games' moves read it for targets inside the region
    const table = grundyTable(game, conj);
    const digits = table ? octalCheckDigits(game) : undefined;
    const bytes = digits && table ? smallValues(table) : undefined;
    if (digits && bytes) octalGrundyCheck(digits, bytes, truth, collector.fail, from, to);
    else grundyCheckPass(game, table ? tabledGrundyConjecture(conj, table) : conj, { truth: grundy !== undefined })(truth, collector.fail, game.region.size, stats, from, to);
  } catch (e) {
    return failed(game, e, stats[1]!, started);
  }
  const evidence = (): Evidence => {
    const truth = grundy?.outcome ?? solution?.outcome ?? new Uint8Array(game.region.size).fill(4);
    const ev: Evidence = { game, params: options.params ?? {}, truth, grundyOf: conj.valueOf };
    if (grundy) ev.trueGrundy = grundy.grundy;
    return ev;
  };
  return summarise(game, GRUNDY_CONDITIONS, collector, evidence, started);
}

/** A solution with generations, re-solving only when the given one has none (counterexamples and
 *  failing claims only). */
const regenerated = new WeakMap<Solution, Solution>();
export function withGenerations(game: Game, solution: Solution | undefined): Solution {
  if (!solution)
    return {
      size: game.region.size,
      outcome: new Uint8Array(game.region.size).fill(4),
      method: 'forward',
      acyclic: true,
      counts: { safe: 0, fragile: 0, neutral: 0, undetermined: game.region.size },
      seconds: 0,
    };
  if (solution.generation || solution.method === 'misere-sums') return solution; // misère sums have no generations
  let again = regenerated.get(solution);
  if (!again) {
    const from = solution.reachable?.start;
    again = (from === undefined ? solveRetrograde(game, { generations: true }) : solveReachable(game, from, { generations: true })).value ?? solution;
    regenerated.set(solution, again);
  }
  return again;
}

function gens(game: Game, solution: Solution | undefined): { generation?: Int32Array } {
  const g = withGenerations(game, solution).generation;
  return g ? { generation: g } : {};
}

function summarise(game: Game, names: readonly Condition[], collector: FailureCollector, evidence: () => Evidence, started: number): ConjectureCheck {
  const diagnostics: Diagnostic[] = [];
  const conditions: ConditionSummary[] = [];
  const ev = collector.total() > 0 ? evidence() : undefined;
  for (const [c, condition] of names.entries()) {
    const summary: ConditionSummary = { condition, failures: collector.counts[c]!, counterexamples: [] };
    for (const kept of collector.kept[c]!) {
      let d: ReturnType<typeof describe>;
      try {
        d = describe(ev!, condition, kept.position);
      } catch (error) {
        // the description lists every move and evaluates the conjecture at every target, where the
        // pass may have stopped at the first deciding one: an evaluation error met there is the
        // file's error at that position (as if the pass had met it), never an internal one
        return failed(game, error, game.region.encode(kept.position), started);
      }
      if (d.ok) summary.counterexamples.push(d.counterexample);
      else diagnostics.push(internalError(game.file, `internal error: ${d.reason}; the counterexample is withheld`));
    }
    conditions.push(summary);
  }
  return { conditions, failures: collector.total(), diagnostics, seconds: (performance.now() - started) / 1000 };
}

function failed(game: Game, error: unknown, index: number, started: number): ConjectureCheck {
  const d = diagnoseSolveError(game, error, index);
  const conj = (game as Partial<SpecGame>).spec?.conjecture?.span;
  if (error instanceof EvalError && conj && error.span.start >= conj.start && error.span.end <= conj.end) {
    d.code = 'ZM4202';
    d.message = `the conjecture fails to evaluate at ${game.formatPosition(game.region.decode(index))} (or at one of its moves): ${error.message}`;
  }
  return { conditions: [], failures: 0, diagnostics: [d], seconds: (performance.now() - started) / 1000, stopped: true };
}
