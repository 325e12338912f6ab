// Stage: solve. The truth from the start position in a sparse region (a box too large to index,
// game/region.ts): the depth-first search over packed keys (sparseSearch.ts), stopping at the first
// winning move when only the start's outcome is asked for and no rule can fail, else solving every
// reachable position. Output: a Solution whose outcomes are read by position (Solution.outcomeAt),
// or the diagnostic saying why it could not be solved: a cycle (the search over keys needs an
// acyclic game), a rule's error at its position, or the memory limit (ZM7003) with its hint.

import type { Diagnostic, Result, Span } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { gameError } from '../game/gameErrors.js';
import { BASE_BYTES, formatBytes } from '../game/memoryEstimate.js';
import { setGrowth } from './setGrowth.js';
import { MemoryLimitReached, ReachableBudget } from './reachableBudget.js';
import { keyLayout, packKey, type KeyLayout } from './sparseKey.js';
import type { SparseTable } from './sparseTable.js';
import { searchFrom, searchSparse, sparseMode, sparseOutcome, type SearchSymmetry, type SparseFailure } from './sparseSearch.js';
import { boundSearchApplies, searchAgainstBounds } from './boundSearch.js';
import { symmetryGroup } from '../game/symmetryGroup.js';
import type { SpecGame } from '../game/buildGame.js';
import { describeBreak, SymmetryBroken, symmetryChecker, type SymmetryChecker } from './symmetryCheck.js';
import { keySymmetry, type KeySymmetry } from './symmetryKey.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED, type Solution } from './solution.js';

export interface SparseOptions {
  /** Only the start's outcome is asked for (claims about `start` alone, or, with `startAlone` false,
   *  claims whose other positions are solved when asked: Solution.solveAt). */
  startOnly: boolean;
  /** The claims ask about `start` alone (default: startOnly): the searches against a bound, which
   *  keep no other position's outcome, may answer. */
  startAlone?: boolean;
  budget?: ReachableBudget;
  /** Where a state field is declared (the too-wide refusal points there). */
  fieldSpan?: (field: string) => Span | undefined;
}

export function solveSparse(game: Game, start: Float64Array, options: SparseOptions): Result<Solution> {
  const started = performance.now();
  const budget = options.budget ?? new ReachableBudget();
  let mode = sparseMode(game, options.startOnly);
  const layout = keyLayout(game.region);
  if ('slot' in layout) {
    const slot = game.slots[layout.slot]!;
    const message = `the box of ${game.region.size} positions is too large to index, and \`${slot.name}\` takes ${layout.values} values in the bounds, more than a position stored by key holds (2147483648 values a field)`;
    return { diagnostics: [gameError(game, 'ZM4021', message, options.fieldSpan?.(slot.field), `bound \`${slot.field}\` to at most 2147483648 values in check.bounds or in its type`)] };
  }
  // a declared symmetry: positions stored one per orbit, each checked when it is expanded
  let symmetry: { key: KeySymmetry; checker: SymmetryChecker } | undefined;
  const declared = 'spec' in game ? symmetryGroup(game as SpecGame) : undefined;
  if (declared) {
    if (!declared.value) return { diagnostics: declared.diagnostics };
    const key = keySymmetry(declared.value, layout);
    // the elements of one array field share their bounds, so they are stored alike in a key
    if ('slot' in key) throw new Error(`internal: slot ${key.slot} of the symmetric field is stored unlike its first element`);
    symmetry = { key, checker: symmetryChecker(game, layout, key) };
  }
  const using: SearchSymmetry | undefined = symmetry && { canonical: symmetry.key.canonical, check: symmetry.checker.check };
  // a game that may end in a draw: the start's outcome by searches against a bound (boundSearch.ts);
  // undetermined by them (a move leaving the region), every reachable position is solved instead
  if (mode === 'stop' && (options.startAlone ?? options.startOnly) && boundSearchApplies(game, 'spec' in game && (game as SpecGame).spec.game.end.draw !== undefined)) {
    let orbits = 0;
    let positions = 0;
    let found;
    try {
      found = searchAgainstBounds(game, start, budget, using, (search) => {
        if (!symmetry) return;
        const facts = symmetryFacts(search.table, layout.words, symmetry.key, 0);
        orbits += facts.orbits;
        positions += facts.positions;
      });
    } catch (e) {
      if (!(e instanceof MemoryLimitReached)) throw e;
      return { diagnostics: [memoryError(game, e)] };
    }
    if ('kind' in found) return failed(game, layout, symmetry, found);
    if (found.outcome !== 0) {
      const startKey = packKey(layout, start);
      const outcome = found.outcome;
      const solution: Solution = {
        size: game.region.size,
        outcome: new Uint8Array(0),
        method: 'forward',
        acyclic: true,
        counts: { safe: outcome === SAFE ? 1 : 0, fragile: outcome === FRAGILE ? 1 : 0, neutral: outcome === NEUTRAL ? 1 : 0, undetermined: 0 },
        reachable: { start: 0, positions: found.solved, searched: true, bounds: found.steps.length },
        // only the start's outcome is exact: the searches stored those of their two-outcome games
        outcomeAt: (position) => (sameKey(packKey(layout, position), startKey) ? outcome : 0),
        ...(symmetry ? { symmetry: { group: symmetry.key.group.elements.length + 1, orbits, positions, checked: symmetry.checker.checked } } : {}),
        seconds: (performance.now() - started) / 1000,
      };
      return { value: solution, diagnostics: [] };
    }
    mode = 'full';
  }
  // a set field grown from the start: every superset is reached, so a search that would store every
  // one is refused before it starts (a search that may stop early is not, nor one that stores a
  // position per orbit of a declared symmetry)
  const growth = mode === 'full' && !symmetry ? setGrowth(game, start) : undefined;
  if (growth) {
    const need = BASE_BYTES + 2 ** growth.free * (4 * layout.words + 1);
    if (need > budget.limitBytes) {
      const message = `at least 2^${growth.free} positions are reachable from the start (\`${growth.field}\` gains one of its ${growth.free} elements not in the start at each move, in any order): stored by key they need at least ${formatBytes(need)}, more than the limit of ${formatBytes(budget.limitBytes)}`;
      const hint = `a set field has no bound to lower: start with more elements of \`${growth.field}\` in the start position, use a smaller set (fewer elements), or raise the limit with --max-memory`;
      return { diagnostics: [gameError(game, 'ZM7012', message, options.fieldSpan?.(growth.field), hint)] };
    }
  }
  let found;
  try {
    found = searchSparse(game, start, mode, budget, using);
  } catch (e) {
    if (!(e instanceof MemoryLimitReached)) throw e;
    return { diagnostics: [memoryError(game, e)] };
  }
  if ('kind' in found) return failed(game, layout, symmetry, found);
  const search = found;
  // each search from a position a claim names adds to the table: the facts are read when asked
  let notSolved: string | undefined;
  const solveAt = (position: ArrayLike<number>): number | string => {
    const known = sparseOutcome(search, position);
    if (known !== 0) return known;
    if (notSolved !== undefined) return notSolved;
    let more;
    try {
      more = searchFrom(game, search, position, budget, using);
    } catch (e) {
      if (!(e instanceof MemoryLimitReached)) throw e;
      return (notSolved = `solving it from there reached the memory limit: ${memoryError(game, e).message}`);
    }
    if (typeof more === 'number') return more;
    notSolved =
      more.kind === 'cycle' ? 'the positions reachable from it contain a cycle of moves, which the search over stored positions cannot solve' : searchFailure(game, layout, symmetry?.key, more);
    return notSolved;
  };
  const solution: Solution = {
    size: game.region.size,
    outcome: new Uint8Array(0),
    method: 'forward',
    acyclic: true,
    get counts() {
      const c = [0, 0, 0, 0, 0, 0, 0, 0];
      for (let id = 0; id < search.table.count; id++) c[search.table.outcome[id]!]!++;
      return { safe: c[SAFE]!, fragile: c[FRAGILE]!, neutral: c[NEUTRAL]!, undetermined: c[UNDETERMINED]! };
    },
    get reachable() {
      return { start: 0, positions: search.solved, ...(mode === 'stop' ? { searched: true } : {}) };
    },
    outcomeAt: (position) => sparseOutcome(search, position),
    solveAt,
    seconds: (performance.now() - started) / 1000,
  };
  const sym = symmetry;
  if (sym) Object.defineProperty(solution, 'symmetry', { enumerable: true, get: () => symmetryFacts(search.table, layout.words, sym.key, sym.checker.checked) });
  return { value: solution, diagnostics: [] };
}

/** Why a search from a position a claim names failed: a broken symmetry (ZM4232's sentence) or a
 *  rule's error at a position (its diagnostic's sentence). */
function searchFailure(game: Game, layout: KeyLayout, sym: KeySymmetry | undefined, failure: Extract<SparseFailure, { kind: 'error' }>): string {
  if (failure.error instanceof SymmetryBroken && sym) return describeBreak(game as SpecGame, layout, sym, failure.error.key, failure.error.element);
  const d = game.diagnose(failure.error, -1, failure.position);
  if (d) return d.message;
  throw failure.error;
}

/** Why a search could not answer, as a diagnostic: a cycle met (ZM4021), a broken symmetry (ZM4232)
 *  or a rule's error at its position; an error that is none of these is rethrown. */
function failed(game: Game, layout: KeyLayout, symmetry: { key: KeySymmetry } | undefined, found: SparseFailure): Result<Solution> {
  if (found.kind === 'cycle') {
    const message = `the box of ${game.region.size} positions is too large to index, and the positions reachable from the start contain a cycle of moves, which the search over stored positions cannot solve`;
    return { diagnostics: [gameError(game, 'ZM4021', message, undefined, 'lower the bounds in check.bounds so that the box has at most 2147483647 positions')] };
  }
  if (found.error instanceof SymmetryBroken && symmetry) return { diagnostics: [brokenSymmetry(game as SpecGame, layout, symmetry.key, found.error)] };
  const d: Diagnostic | undefined = game.diagnose(found.error, -1, found.position);
  if (d) return { diagnostics: [d] };
  throw found.error;
}

function sameKey(a: Int32Array, b: Int32Array): boolean {
  return a.every((w, i) => w === b[i]);
}

/** ZM4232 at the map that breaks (the declaration when the element is a product of maps). */
function brokenSymmetry(game: SpecGame, layout: KeyLayout, sym: KeySymmetry, e: SymmetryBroken): Diagnostic {
  const message = describeBreak(game, layout, sym, e.key, e.element);
  const generator = sym.group.generators.find((g) => g.text === sym.group.words[e.element]);
  const span = generator?.span ?? game.spec.game.symmetry!.span;
  return gameError(game, 'ZM4232', message, span, 'remove the map from `symmetry:`, or fix it (or the rules) so that it maps every move to a move: a symmetry is checked, never assumed');
}

/** The group's size, the orbits stored and the positions they stand for. */
function symmetryFacts(table: SparseTable, words: number, sym: KeySymmetry, checked: number): NonNullable<Solution['symmetry']> {
  let positions = 0;
  for (let id = 0; id < table.count; id++) positions += sym.orbitSize(table.keys.subarray(id * words, id * words + words));
  return { group: sym.group.elements.length + 1, orbits: table.count, positions, checked };
}

/** ZM7003 with a hint that applies to a box too large to index (no bound to lower helps there). */
export function memoryError(game: Game, e: MemoryLimitReached): Diagnostic {
  const hint = game.slots.some((s) => s.kind === 'bool')
    ? 'the positions are stored by key, so memory grows with the positions reached: raise the limit with --max-memory, or ask about fewer elements (a smaller set field, a smaller table)'
    : 'raise the limit with --max-memory, or lower the bounds in check.bounds so that fewer positions are reachable';
  return gameError(game, 'ZM7003', `${e.message}; the positions are stored by key (the box of ${game.region.size} positions is too large to index)`, undefined, hint);
}
