// Stage: report (html). Which counterexamples a page shows and the tables they are read on: each
// once (the reading order of primary.ts, a repeated one dropped), the page's table for the parameter
// values asked for or else the first counterexample's, and for every counterexample that table does
// not show (another parameter value, or outside the window) a small table of its own around its
// position, for its own parameter values. Input: a FileReport's counterexamples, the Spec, the window.
// Output: the list, the parameter values, and per counterexample its table's HTML (or '').

import type { Spec } from '../../model/model.js';
import { tableFor, type WindowText } from '../../teach/tableFor.js';
import type { Lang } from '../../teach/vocabulary.js';
import type { CounterexampleReport } from '../model.js';
import { primaryCounterexamples } from '../primary.js';
import { cellOf, type Placement } from './counterexampleMarks.js';
import { tableGrid, type CellMark } from './tableGrid.js';

/** Own tables drawn per file at most (each solves its game again). */
export const OWN_TABLES = 8;
/** How far an own table reaches on each side of the counterexample's position. */
const AROUND = 4;

/** Each counterexample once, in reading order. */
export function pageCounterexamples(list: readonly CounterexampleReport[]): CounterexampleReport[] {
  const seen = new Set<string>();
  return primaryCounterexamples(list).filter((c) => {
    const key = JSON.stringify([c.params, c.positionText, c.condition, c.claim]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The parameter values of the page's table: those asked for, else the first counterexample's
 *  (numbers only; none: the table's default, the largest of check.params). */
export function tableParams(list: readonly CounterexampleReport[], asked?: Record<string, number>): Record<string, number> | undefined {
  if (asked && Object.keys(asked).length > 0) return asked;
  const first = list[0];
  if (!first) return undefined;
  const params = Object.entries(first.params).filter((e): e is [string, number] => typeof e[1] === 'number');
  return params.length > 0 ? Object.fromEntries(params) : undefined;
}

/** The window around a counterexample's position: each numeric coordinate ± AROUND (a false claim:
 *  around the position it asks about, read from its text "n = 12, turn = A"). */
export function windowAround(c: CounterexampleReport): WindowText {
  const coords =
    c.condition === 'claim'
      ? [...(c.truth?.position ?? '').matchAll(/(?:^|, )([A-Za-z_]\w*) = (-?\d+)(?=,|$)/g)].map((m): [string, number] => [m[1]!, Number(m[2])])
      : Object.entries(c.position).filter((e): e is [string, number] => typeof e[1] === 'number');
  if (coords.length === 0) return {};
  return {
    from: coords.map(([k, v]) => `${k}=${Math.max(0, v - AROUND)}`).join(','),
    to: coords.map(([k, v]) => `${k}=${v + AROUND}`).join(','),
  };
}

/** A counterexample's own table (its number in its cell, its moves' targets outlined), or '' when
 *  its position is in no table (a sample beyond the bounds, a claim that asks about no position). */
export function ownTable(spec: Spec, c: CounterexampleReport, number: number, lang: Lang): string {
  const at = cellOf(c);
  if (at === undefined || c.source === 'sample' || c.source === 'symbolic') return '';
  const params = Object.fromEntries(Object.entries(c.params).filter((e): e is [string, number] => typeof e[1] === 'number'));
  const t = tableFor(spec, windowAround(c), { grundy: true, params });
  if (!t.value) return '';
  const marks = new Map<string, CellMark>();
  for (const m of c.moves) marks.set(m.to, { badges: [], target: true });
  const shown = t.value.model.sections.some((s) => s.cells.some((row) => row.some((cell) => cell?.position === at)));
  if (!shown) return '';
  marks.set(at, { badges: [number], target: marks.get(at)?.target ?? false });
  return `<div class="own-table">${tableGrid(t.value.model, lang, 'symbols', marks)}</div>`;
}

/** Per counterexample, its own table when the page's table does not show it (the first OWN_TABLES). */
export function ownTables(spec: Spec | undefined, list: readonly CounterexampleReport[], placements: readonly Placement[], lang: Lang): string[] {
  let drawn = 0;
  return list.map((c, k) => {
    if (!spec || placements[k] === 'shown' || drawn >= OWN_TABLES) return '';
    const html = ownTable(spec, c, k + 1, lang);
    if (html) drawn++;
    return html;
  });
}
