// Stage: check. A file whose questions are only values (no conjecture; claims whose only questions
// about the game are `value(p)`) needs no outcome of any position: the outcome solve is skipped and
// the claims read the value engine alone — the sweep or search over region indices
// (solve/value/valueTable.ts), or, in a box too large to index, the search over positions stored by
// key (solve/value/keyValueSearch.ts), run here from the start so that a wrong symmetry (ZM4232) or
// the memory limit (ZM7003) is a positioned error of the file. Outcomes are not derived from values:
// in zermelo's games the outcome is decided by the moves and `end:` rules, not by the points.
// Input: the Spec, its built game. Output: the run's stand-in Solution (no outcome) and what to report.

import type { Diagnostic, Result } from '../diag/diagnostic.js';
import type { SpecGame } from '../game/buildGame.js';
import type { Expr } from '../lang/ast.js';
import { findNode } from '../lang/walk.js';
import type { Spec } from '../model/model.js';
import { MemoryLimitReached } from '../solve/reachableBudget.js';
import type { Solution } from '../solve/solution.js';
import { memoryError } from '../solve/solveSparse.js';
import { SymmetryBroken } from '../solve/symmetryCheck.js';
import { brokenValueSymmetry } from '../solve/value/keyValueBreak.js';
import { gameScope, startIndex } from './checkScope.js';
import { keyValuesOf, readsByTiers, tiersAnswered, valuesOf } from './valueOracle.js';

export const VALUES_ONLY_NOTE = 'Only values were asked (value(p) in the claims): the outcomes of the positions (safe, fragile, neutral) were not solved; the claims read the values alone.';

/** No conjecture, and claims that ask the game only `value(…)` (at least once). */
export function asksOnlyValues(spec: Spec): boolean {
  if (spec.conjecture || spec.claims.length === 0) return false;
  const oracle = (e: Expr, callee?: string): boolean =>
    findNode(e, (node) => node.kind === 'call' && node.ref?.kind === 'oracle' && (callee === undefined ? node.callee !== 'value' : node.callee === callee)) !== undefined;
  return spec.claims.every((c) => !oracle(c.holds)) && spec.claims.some((c) => oracle(c.holds, 'value'));
}

/** Boxes up to this size are swept whole by the value engine (every position of Dots and Boxes 3 × 3,
 *  2^24, in under a second); a larger one is searched from the start over positions stored by key. */
export const SWEEP_BOX = 2 ** 24;

/** Whether a values-only check from the start should store positions by key though the box can be
 *  indexed: a box larger than SWEEP_BOX, or a declared symmetry (used only by key). */
export function valuesByKey(game: SpecGame, spec: Spec): boolean {
  if (game.region.sparse || gameScope(game, spec) !== 'start' || !game.start || game.region.encode(game.start) < 0) return false;
  return game.region.size > SWEEP_BOX || spec.game.symmetry !== undefined;
}

/** Indexed regions up to this size solve their generations for a failing claim's truth. */
const TRUTH_GENERATIONS = 2 ** 20;

/** The run's Solution when only values are asked: no outcome (read as not solved); generations
 *  only for a failing claim's truth in a small indexed region. */
export function valuesOnlySolution(game: SpecGame, spec: Spec): Result<Solution> {
  const started = performance.now();
  const fromStart = gameScope(game, spec) === 'start';
  const start = fromStart ? startIndex(game, spec) : -1;
  if (typeof start !== 'number') return { diagnostics: [start] };
  if (game.region.sparse && !readsByTiers(game)) {
    const values = keyValuesOf(game);
    if (typeof values !== 'string' && 'code' in values) return { diagnostics: [values] };
    if (typeof values !== 'string' && game.start) {
      try {
        values.at(game.start);
      } catch (error) {
        if (error instanceof SymmetryBroken && values.keySymmetry) return { diagnostics: [brokenValueSymmetry(game, values.layout, values.keySymmetry, error)] };
        if (error instanceof MemoryLimitReached) return { diagnostics: [widestField(game, memoryError(game, error))] };
        throw error;
      }
    }
  }
  return {
    value: {
      size: game.region.size,
      outcome: new Uint8Array(0),
      // a failing claim's truth shows the position's generation, solved then (checkConjecture.ts
      // withGenerations) in a small indexed region; elsewhere none, rather than every outcome again
      ...(game.region.sparse || game.region.size > TRUTH_GENERATIONS ? { generation: new Int32Array(0) } : {}),
      method: 'forward',
      acyclic: true,
      counts: { safe: 0, fragile: 0, neutral: 0, undetermined: 0 },
      ...(fromStart ? { reachable: { start, positions: 0, searched: true } } : {}),
      seconds: (performance.now() - started) / 1000,
    },
    diagnostics: [],
  };
}

/** What the value engine solved for the run, once the claims have read it: the positions (orbits,
 *  with a symmetry), how they were stored, the symmetry used. */
export function valuesSolved(game: SpecGame): { positions: number; storage?: 'sparse' | 'tiers'; symmetry?: { group: number; orbits: number; positions: number } } {
  if (tiersAnswered(game)) return { positions: tierPositions(game), storage: 'tiers' };
  if (game.region.sparse) {
    const values = keyValuesOf(game);
    if (typeof values === 'string' || 'code' in values) return { positions: 0, storage: 'sparse' };
    const sym = values.symmetry();
    return { positions: values.solved(), storage: 'sparse', ...(sym ? { symmetry: { group: sym.group, orbits: sym.orbits, positions: values.orbitPositions() } } : {}) };
  }
  const table = valuesOf(game);
  return { positions: typeof table === 'string' ? 0 : table.solved() };
}

/** The sets the tiers sweep to reach the start: every set with at least as many elements (tiers are
 *  computed from the full set down to the start's), times the two turns of a partizan game. */
function tierPositions(game: SpecGame): number {
  const bools = game.slots.flatMap((slot, s) => (slot.kind === 'bool' ? [s] : []));
  const drawn = game.start ? bools.filter((s) => game.start![s] !== 0).length : 0;
  let choose = 1; // C(n, j), from j = n down
  let total = 0;
  const n = bools.length;
  for (let j = n; j >= drawn; j--) {
    total += choose;
    choose = (choose * j) / (n - j + 1);
  }
  return total * (game.slots.some((slot) => slot.kind === 'player') ? 2 : 1);
}

/** ZM7003 positioned at the state's widest field (a set: what makes the box large). */
function widestField(game: SpecGame, d: Diagnostic): Diagnostic {
  if (d.span) return d;
  const widest = [...game.layout.fields.values()].reduce((a, b) => (b.length > a.length ? b : a));
  return { ...d, span: widest.spec.span };
}
