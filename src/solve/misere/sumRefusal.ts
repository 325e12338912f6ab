// Stage: solve. The positioned errors (ZM4013) of a misère sum game refused for its estimate, at the
// bound of the region in check.bounds: a start whose estimated multisets (sumEstimate.ts) are far
// beyond what is searched and whose probe did not finish (the hint: the last start whose estimate
// fits the cap, so certainly fits), or a region whose search, at the pace it met the estimate so
// far, would pass the cap (the hint: the last start expected to fit at that pace).

import type { Diagnostic, Span } from '../../diag/diagnostic.js';
import type { SpecGame } from '../../game/buildGame.js';
import type { Game } from '../../game/game.js';
import { gameError } from '../../game/gameErrors.js';
import type { SumEstimate } from './sumEstimate.js';

export function sumRefusal(game: Game, estimate: SumEstimate, start: number, cap: number, probe: number): Diagnostic {
  const at = game.formatPosition(game.region.decode(start));
  const count = `${estimate.atLeast[start] ? 'more than ' : 'up to '}${sci(estimate.reach[start]!)}`;
  let fits = -1;
  for (let i = 0; i < start; i++) if (!estimate.atLeast[i] && estimate.reach[i]! <= cap) fits = i;
  const { field, span } = regionBound(game);
  const oneBound = game.slots.length === 1 && field !== undefined;
  const hint =
    fits < 0
      ? 'lower the upper bounds in check.bounds'
      : oneBound
        ? `lower check.bounds.${field} to at most ${game.region.decode(fits)[0]!} (up to there the search certainly fits)`
        : `lower the upper bounds in check.bounds (positions up to ${game.formatPosition(game.region.decode(fits))} certainly fit)`;
  return gameError(
    game,
    'ZM4013',
    `the misère sum game reached from the region's positions up to ${at} has ${count} positions (multisets of components, an upper bound counted before the search), more than the ${cap} searched at most; refused after ${probe} of them`,
    span,
    hint,
  );
}

/** Refused for the search's own pace: after the starts up to `solved`, the memo holds `met` of the
 *  reach[solved] multisets counted there; at that rate the region's last start needs more than the
 *  cap. The hint names the last start expected to fit at that rate. */
export function predictedRefusal(game: Game, estimate: SumEstimate, solved: number, met: number, cap: number): Diagnostic {
  const last = estimate.reach.length - 1;
  const rate = met / estimate.reach[solved]!;
  let fits = -1;
  for (let i = 0; i <= last; i++) if (!estimate.atLeast[i] && rate * estimate.reach[i]! <= cap) fits = i;
  const { field, span } = regionBound(game);
  const hint =
    fits < 0
      ? 'lower the upper bounds in check.bounds'
      : game.slots.length === 1 && field !== undefined
        ? `lower check.bounds.${field} to at most ${game.region.decode(fits)[0]!} (up to there the search is expected to fit)`
        : `lower the upper bounds in check.bounds (positions up to ${game.formatPosition(game.region.decode(fits))} are expected to fit)`;
  const percent = Math.max(1, Math.round(100 * rate));
  return gameError(
    game,
    'ZM4013',
    `the misère sum game of the region would need about ${sci(rate * estimate.reach[last]!)} positions: the search met ${met} of the ${Math.round(estimate.reach[solved]!)} counted up to ${game.formatPosition(game.region.decode(solved))} (${percent}%), and ${estimate.atLeast[last] ? 'more than ' : ''}${sci(estimate.reach[last]!)} are counted up to ${game.formatPosition(game.region.decode(last))}; at most ${cap} are searched`,
    span,
    hint,
  );
}

/** The bound of the region in check.bounds (the first; a default bound points at the game) when the
 *  game was built from a file. */
export function regionBound(game: Game): { field?: string; span?: Span } {
  const bounds = Object.entries((game as Partial<SpecGame>).spec?.check.bounds ?? {});
  const [field, bound] = bounds[0] ?? [];
  return bounds.length === 1 && field !== undefined && bound ? { field, span: bound.span } : bound ? { span: bound.span } : {};
}

function sci(n: number): string {
  if (n < 1e6) return String(Math.round(n));
  if (!Number.isFinite(n)) return '10^308';
  const exponent = Math.floor(Math.log10(n));
  return `${(n / 10 ** exponent).toFixed(1)}·10^${exponent}`;
}
