// Stage: teach. A file's table over a chosen window, for the pages (check --html, serve): the window
// text of --from/--to read against this file's coordinates (a plain number for every coordinate,
// "n=5" for one; names the file does not have are left out, as one window may serve many files), the
// bounds widened so that the window lies inside the solved region, the game solved and tabled.
// Input: a Spec and the window texts. Output: the TableModel or the diagnostics that prevent it.

import type { Diagnostic, Result } from '../diag/diagnostic.js';
import type { Spec } from '../model/model.js';
import { buildTable } from './buildTable.js';
import { prepareGame, type SolvedGame } from './engine.js';
import type { TableModel } from './tableModel.js';
import { parseWindowBound, tableAxes } from './tableWindow.js';

export interface WindowText {
  from?: string;
  to?: string;
}

/** The syntax of a window bound, whatever the file: "5", or "n=5,m=2". */
export function windowSyntaxError(text: string): string | undefined {
  const parsed = parseWindowBound(
    text,
    text.split(',').map((p) => p.split('=')[0]!.trim()),
  );
  return typeof parsed === 'string' ? parsed : undefined;
}

/** Per-coordinate values for this file; parts naming other coordinates are dropped. */
export function windowFor(text: string | undefined, names: readonly string[]): Record<string, number> {
  if (text === undefined) return {};
  const parts = text
    .trim()
    .split(',')
    .filter((p) => !p.includes('=') || names.includes(p.split('=')[0]!.trim()));
  if (parts.length === 0) return {};
  const parsed = parseWindowBound(parts.join(','), names);
  return typeof parsed === 'string' ? {} : parsed;
}

/** Bounds widened so that the window's end lies inside the region (only fields limited by check.bounds);
 *  a `from` alone asks for the default span after it. */
export function widenedBounds(solved: SolvedGame, from: Record<string, number>, to: Record<string, number>, span = 40): Record<string, [number, number]> | undefined {
  const { game } = solved;
  const out: Record<string, [number, number]> = {};
  game.slots.forEach((s, k) => {
    const want = to[s.name] ?? (from[s.name] !== undefined ? from[s.name]! + span - 1 : undefined);
    if (want === undefined || want <= game.region.hi[k]! || !solved.spec.check.bounds[s.field]) return;
    const hi = Math.min(want, s.domainHi);
    out[s.field] = [game.region.lo[k]!, Math.max(out[s.field]?.[1] ?? hi, hi)];
  });
  return Object.keys(out).length ? out : undefined;
}

export interface TableFor {
  solved: SolvedGame;
  model: TableModel;
}

export function tableFor(spec: Spec, window: WindowText = {}, options: { grundy?: boolean; params?: Record<string, number> } = {}): Result<TableFor> {
  const diagnostics: Diagnostic[] = [];
  const first = prepareGame(spec, options.params ? { params: options.params } : {});
  diagnostics.push(...first.diagnostics);
  if (!first.value) return { diagnostics };
  let solved = first.value;
  const names = tableAxes(solved.game).free.map((s) => solved.game.slots[s]!.name);
  const from = windowFor(window.from, names);
  const to = windowFor(window.to, names);
  // solved from the start, the table has what the start reaches: a wider box would add only empty cells
  const bounds = solved.solution.reachable ? undefined : widenedBounds(solved, from, to);
  if (bounds) {
    const again = prepareGame(spec, { bounds, ...(options.params ? { params: options.params } : {}) });
    if (!again.value) return { diagnostics: [...diagnostics, ...again.diagnostics] };
    solved = again.value;
  }
  // a game with points: every cell carries its value (shown by check --html and serve)
  const model = buildTable(solved, { from, to, grundy: options.grundy === true, values: solved.game.scored === true });
  return { value: { solved, model }, diagnostics };
}
