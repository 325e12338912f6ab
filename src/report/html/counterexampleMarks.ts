// Stage: report (html). Where the counterexamples of a file lie in its table: the cell of each
// counterexample's position gets its number, the cells its moves lead to a dashed outline. A
// counterexample of another parameter value than the table's game, or outside the window, is placed
// nowhere, and says so. Input: the counterexamples and the table model. Output: CellMarks and, per
// counterexample, where it is.

import type { TableModel } from '../../teach/tableModel.js';
import { tableCells } from '../../teach/tableModel.js';
import type { CounterexampleReport } from '../model.js';
import type { CellMark, CellMarks } from './tableGrid.js';

export type Placement = 'shown' | 'outside' | 'other-params';

export interface Marked {
  marks: CellMarks;
  placements: Placement[]; // one per counterexample, in order
}

function sameParams(c: CounterexampleReport, m: TableModel): boolean {
  return Object.entries(m.params).every(([k, v]) => c.params[k] === undefined || String(c.params[k]) === String(v));
}

export function counterexampleMarks(counterexamples: readonly CounterexampleReport[], model: TableModel | undefined): Marked {
  const marks = new Map<string, CellMark>();
  if (!model) return { marks, placements: counterexamples.map(() => 'outside') };
  const shown = new Set(tableCells(model).map((c) => c.position));
  const mark = (position: string): CellMark => {
    const existing = marks.get(position);
    if (existing) return existing;
    const fresh: CellMark = { badges: [], target: false };
    marks.set(position, fresh);
    return fresh;
  };
  const placements = counterexamples.map((c, k): Placement => {
    if (!sameParams(c, model)) return 'other-params';
    for (const m of c.moves) if (shown.has(m.to)) mark(m.to).target = true;
    const at = cellOf(c);
    if (at === undefined || !shown.has(at)) return 'outside';
    mark(at).badges.push(k + 1);
    return 'shown';
  });
  return { marks, placements };
}

/** The table cell a counterexample names: its position, or for a false claim the position the claim
 *  asks the solved game about (its own position is the failing binder values). */
export function cellOf(c: CounterexampleReport): string | undefined {
  return c.condition === 'claim' ? c.truth?.position : c.positionText;
}
