// Stage: check (sampling). sampleConjecture: positions far outside the exhaustive region (heaps up to
// 2^40, parameters up to 10^6 where the domain allows), drawn by fast-check from a seed, each checked
// for the LOCAL conditions of Theorem 4.1 (sampleLocal.ts) — no solving. A failure is shrunk by
// fast-check, re-confirmed by a fresh evaluation (describe.ts) and returned with the seed.

import fc from 'fast-check';
import type { Diagnostic } from '../diag/diagnostic.js';
import type { SpecGame } from '../game/buildGame.js';
import { conjectureClassifier, conjectureProblem } from './classifier.js';
import { describe } from './describe.js';
import { exprGrundyConjecture } from './grundyCheckPass.js';
import type { Counterexample } from './result.js';
import { localFailure, type LocalConjecture } from './sampleLocal.js';
import { SampleSetup } from './sampleSetup.js';
import { TrapInteger } from './sampleValues.js';
import { grundyUnsupported } from '../solve/solveGrundy.js';
import type { Spec } from '../model/model.js';
import { realMoveBinder } from '../lang/builtins.js';
import { internalError } from '../diag/internalError.js';

export interface SampleOptions {
  samples: number;
  /** Default: derived from the file's text, so that a run is reproducible without --seed. */
  seed?: number;
  /** Positions with more candidate moves are skipped, and heaps are capped so that few have more. */
  maxMoves?: number;
  /** The positions the file's conjecture is claimed on, when not all (check.from: start: those the
   *  start reaches); the others are skipped, with `reason`. */
  within?: { test: (params: Readonly<Record<string, number>>, position: Float64Array) => boolean; reason: string };
}

export interface SampleResult {
  status: 'holds' | 'refuted' | 'skipped';
  reason?: string; // why nothing was sampled
  samples: number;
  checked: number; // positions whose conditions were evaluated (shrinking not counted)
  skipped: number; // positions with too many moves, or where an expression failed to evaluate
  skipReason?: string; // the first such reason
  seed: number;
  ranges: string[]; // what was sampled, e.g. "n ≤ 2^40"
  counterexample?: Counterexample;
  diagnostics: Diagnostic[];
  seconds: number;
}

type Input = [number[], number[]];

export function defaultSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h & 0x7fffffff;
}

export function sampleConjecture(spec: Spec, options: SampleOptions): SampleResult {
  const started = performance.now();
  const seed = options.seed ?? defaultSeed(spec.source);
  const result: SampleResult = { status: 'skipped', samples: options.samples, checked: 0, skipped: 0, seed, ranges: [], diagnostics: [], seconds: 0 };
  const done = (): SampleResult => ({ ...result, seconds: (performance.now() - started) / 1000 });
  const why = unsupported(spec);
  if (why) return { ...done(), reason: why };
  const setup = new SampleSetup(spec, options.maxMoves ?? 512, conjectureOf);
  if (typeof setup.ready !== 'boolean') return { ...done(), reason: setup.ready.reason };
  result.ranges = setup.rangesText();
  let failing = false;
  const property = ([paramValues, cells]: Input): boolean => {
    const at = setup.position(paramValues, cells);
    const count = (outcome: 'checked' | 'skipped', reason?: string): void => {
      if (failing) return; // shrinking: not counted
      result[outcome]++;
      if (reason && !result.skipReason) result.skipReason = reason;
    };
    if (typeof at === 'string') {
      count('skipped', at);
      return true;
    }
    if (options.within && !options.within.test(at.game.params, at.position)) {
      count('skipped', `${at.game.formatPosition(at.position)}: ${options.within.reason}`);
      return true;
    }
    try {
      const failed = localFailure(at.game, at.conj, at.position) !== undefined;
      count('checked');
      if (failed) failing = true;
      return !failed;
    } catch (error) {
      count('skipped', `an expression fails to evaluate at ${at.game.formatPosition(at.position)}: ${error instanceof Error ? error.message : String(error)}`);
      return true;
    }
  };
  const arbitrary = fc.tuple(setup.paramArbitrary(), fc.tuple(...setup.slots.map((r) => new TrapInteger(r)))) as fc.Arbitrary<Input>;
  const details = fc.check(fc.property(arbitrary, property), { seed, numRuns: options.samples, examples: setup.examples(Math.floor(options.samples / 2)).map((e): [Input] => [e]) }) as fc.RunDetails<
    [Input]
  >;
  if (!details.failed || !details.counterexample) {
    // Nothing evaluated (every position skipped) is no evidence at all.
    return result.checked > 0 ? { ...done(), status: 'holds' } : { ...done(), reason: result.skipReason ?? 'no position could be evaluated' };
  }
  // Re-confirm with a fresh game and fresh evaluators: the shrunk input must still fail.
  const [paramValues, cells] = details.counterexample[0];
  const fresh = new SampleSetup(spec, options.maxMoves ?? 512, conjectureOf).position(paramValues, cells);
  const inScope = typeof fresh !== 'string' && (!options.within || options.within.test(fresh.game.params, fresh.position));
  const condition = typeof fresh === 'string' || !inScope ? undefined : localFailure(fresh.game, fresh.conj, fresh.position);
  const described =
    typeof fresh !== 'string' && condition ? describe({ game: fresh.game, params: { ...fresh.game.params }, truth: new Uint8Array(0), ...fresh.conj }, condition, fresh.position) : undefined;
  if (!described?.ok) {
    const message = `internal error: sampling found a failure that a fresh evaluation does not confirm (${described ? described.reason : 'the position cannot be rebuilt'}); the counterexample is withheld`;
    return { ...done(), status: 'holds', diagnostics: [internalError(spec.file, message)] };
  }
  const cx = described.counterexample;
  cx.sampledSeed = seed;
  if (typeof fresh !== 'string') {
    if (fresh.withinBounds) cx.sampledWithinBounds = true;
    // a target inside the bounds is not "outside the region": its truth is only not known here
    for (const m of cx.moves) m.inRegion = m.targets.every((t) => fresh.inside(t));
  }
  return { ...done(), status: 'refuted', counterexample: cx };
}

/** Why a file cannot be sampled, or undefined. */
function unsupported(spec: Spec): string | undefined {
  const c = spec.conjecture;
  if (!c) return 'the file has no conjecture (claims need the solved game, so they are not sampled)';
  if (!c.grundy && conjectureProblem(c)) return conjectureProblem(c);
  if (spec.game.state.some((f) => (f.domain.kind === 'array' ? f.domain.elem.kind : f.domain.kind) === 'real')) return 'a real field cannot be sampled as integers';
  if (realMoveBinder(spec.game.moves)) return 'a real-valued move cannot be enumerated';
  // a sampled position's layout would be the first value's (model/tableInstances.ts)
  if (spec.tableParams) return `its data tables are computed for each value of ${spec.tableParams.names.join(', ')}`;
  return undefined;
}

/** The conjecture's slow evaluators for a built game, or why its local conditions do not apply. */
function conjectureOf(game: SpecGame): LocalConjecture | string {
  const c = game.spec.conjecture!;
  const conj: LocalConjecture = {};
  if (c.grundy) {
    const why = grundyUnsupported(game);
    if (why) return why;
    conj.grundyOf = exprGrundyConjecture(game, c.grundy).valueOf;
  }
  if (c.safe || c.fragile || c.neutral) {
    if (game.hasSums) return 'moves lead to sums of positions, whose class an S/F/N conjecture does not give (conditions I–III are not local there)';
    conj.maskOf = conjectureClassifier(game, c).maskOf;
  }
  return conj;
}
