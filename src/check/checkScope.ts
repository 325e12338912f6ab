// Stage: check. Which positions a file's bounded check solves: the whole region (check.bounds), or
// only those reachable from the start position — with `check.from: start`, or when the file has a
// start position, no conjecture, and claims that ask about `start` alone (safe(start), outcome(start),
// …): their answer does not depend on the rest of the region. Claims that name other positions too
// are answered from the start when no box of the sweep can be indexed (a set field's box): the
// positions are then stored by key, and each other position a claim names is solved by a search
// from it when the claim asks (solveSparse.ts). Input: the Spec (and its game). Output: the scope,
// and the truth solved over it.

import type { Diagnostic, Result } from '../diag/diagnostic.js';
import type { SpecGame } from '../game/buildGame.js';
import { gameError } from '../game/gameErrors.js';
import type { Expr } from '../lang/ast.js';
import { findNode } from '../lang/walk.js';
import { solveReachable } from '../solve/solveReachable.js';
import { solveSparse } from '../solve/solveSparse.js';
import { solveRetrograde } from '../solve/solveRetrograde.js';
import type { Solution } from '../solve/solution.js';
import type { Spec } from '../model/model.js';
import { buildLayout } from '../game/layout.js';
import { parameterValues, regionSize } from '../game/memoryEstimate.js';
import { MAX_REGION_SIZE } from '../game/region.js';

export type CheckScope = 'region' | 'start';

/** How the scope's positions are stored: by region index (dense) or by packed key (sparse, for a
 *  box from the start too large to index). */
export type Storage = 'dense' | 'sparse';

const ORACLES = ['safe', 'fragile', 'neutral', 'outcome', 'grundy'];

export function checkScope(spec: Spec): CheckScope {
  if (spec.check.from) return spec.check.from.value;
  if (!spec.game.start || spec.conjecture || spec.claims.length === 0) return 'region';
  if (spec.game.moves.some((m) => m.targets.length !== 1)) return 'region';
  if (spec.claims.every((c) => asksOnlyAboutStart(c.holds))) return 'start';
  // a box no solve can index: from the start, the other positions named searched when asked
  return noBoxIndexable(spec) ? 'start' : 'region';
}

const indexable = new WeakMap<Spec, boolean>();

/** Every box of the sweep has more positions than a region index holds (a set field's 2^k sets). */
function noBoxIndexable(spec: Spec): boolean {
  let known = indexable.get(spec);
  if (known === undefined) {
    const sweep = parameterValues(spec);
    const layout = sweep ? buildLayout(spec) : undefined;
    known = !!sweep && !!layout && sweep.length > 0 && sweep.every((params) => (regionSize(spec, layout, params) ?? 0) > MAX_REGION_SIZE);
    indexable.set(spec, known);
  }
  return known;
}

/** The scope once the game is built: a scope chosen for the claims (not written as `check.from`)
 *  falls back to the whole region when the start lies outside it — the claims are then answered
 *  as before, by the certificate or as a question beyond the bounds (ZM4203). */
export function gameScope(game: SpecGame, spec: Spec): CheckScope {
  const scope = checkScope(spec);
  if (scope === 'start' && !spec.check.from && game.start && game.region.encode(game.start) < 0) return 'region';
  return scope;
}

/** Every oracle call is safe/fragile/neutral/outcome of `start` itself. */
function asksOnlyAboutStart(e: Expr): boolean {
  const other = findNode(e, (node) => {
    if (node.kind !== 'call' || node.ref?.kind !== 'oracle' || !ORACLES.includes(node.callee)) return false;
    if (node.callee === 'grundy' || node.args.length !== 1) return true;
    const arg = node.args[0]!;
    return !(arg.kind === 'name' && arg.ref?.kind === 'start');
  });
  return other === undefined;
}

/** The truth of one run over the file's scope. */
export function solveScope(game: SpecGame, spec: Spec, generations: boolean): Result<Solution> {
  if (gameScope(game, spec) === 'region') return solveRetrograde(game, { generations });
  const start = startIndex(game, spec);
  if (typeof start !== 'number') return { diagnostics: [start] };
  // claims about `start` alone need only the positions its outcome depends on (startSearch.ts)
  const startOnly = !spec.conjecture && spec.claims.length > 0 && spec.claims.every((c) => asksOnlyAboutStart(c.holds));
  // stored by key, any other position a claim names is searched from itself when asked (solveAt):
  // the search from the start need solve only what the start's outcome depends on
  // a box too large to index: the positions are stored by key (solveSparse.ts); past the memory
  // limit the error points at the state's widest field (a set), which is what makes the box large
  if (game.region.sparse) {
    // the conjecture's passes run over box indices: a box too large to index has none
    if (spec.conjecture) {
      const message = `the box of ${game.region.size} positions is too large to index, and a conjecture is checked position by position over indices: only claims about positions reachable from the start are answered with positions stored by key`;
      return {
        diagnostics: [
          gameError(
            game,
            'ZM4021',
            message,
            spec.conjecture.span,
            'ask about the start in claims (safe(start), outcome(start)), or lower the bounds in check.bounds so that the box has at most 2147483647 positions',
          ),
        ],
      };
    }
    const sparse = solveSparse(game, game.start!, { startOnly: !spec.conjecture && spec.claims.length > 0, startAlone: startOnly, fieldSpan: (field) => game.layout.fields.get(field)?.spec.span });
    const widest = [...game.layout.fields.values()].reduce((a, b) => (b.length > a.length ? b : a));
    return { ...sparse, diagnostics: sparse.diagnostics.map((d) => (d.code === 'ZM7003' && !d.span ? { ...d, span: widest.spec.span } : d)) };
  }
  const solved = solveReachable(game, start, { generations, startOnly });
  // the limit was reached while exploring: the bounds are what to lower (the first one written)
  const bound = Object.values(spec.check.bounds)[0]?.span;
  if (!bound) return solved;
  return { ...solved, diagnostics: solved.diagnostics.map((d) => (d.code === 'ZM7003' && !d.span ? { ...d, span: bound } : d)) };
}

/** The start position's region index, or the error saying it lies outside the region. */
export function startIndex(game: SpecGame, spec: Spec): number | Diagnostic {
  const index = game.start ? game.region.encode(game.start) : -1;
  if (index >= 0) return index;
  const where = game.start ? game.formatPosition(game.start) : 'the start position';
  return gameError(
    game,
    'ZM4020',
    `the start position ${where} lies outside the region checked, so nothing reachable from it can be solved`,
    spec.game.start?.span,
    'widen check.bounds to contain the start position',
  );
}
