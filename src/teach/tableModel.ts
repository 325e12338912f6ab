// Stage: teach. The book's "tabela do jogo" as plain, JSON-serialisable data: sections of rows and
// columns of cells, each cell a position with its true class, generation, Grundy value, what the
// conjecture says and a good move. Built by buildTable.ts; rendered by renderTableText.ts and by
// report/html. Renderers choose the symbols (+/−, S/F/N, Grundy values) and the language.

import type { Drawing } from './positionDrawing.js';
import type { ClassName } from './vocabulary.js';

export interface TableCell {
  index: number; // region index
  position: string; // "n = 3, turn = A"
  cls: ClassName;
  generation: number | null; // the step of the backward induction that labelled it
  grundy: number | null; // when computed and defined
  /** The value (games with `score:`, `table --values`): null where it is not defined (a cycle, a move
   *  leaving the region, beyond ±(2^53 − 1)); absent when not asked. */
  value?: number | null;
  terminal: boolean; // the game is over here (the book's "vitoriosa", or a draw)
  /** What the conjecture says: a class name, or a Grundy value as text; null without a conjecture. */
  conjectured: string | null;
  mismatch: boolean; // the conjecture disagrees with the truth here
  /** A good move (to a safe position) from a fragile position, e.g. "take 1 → n = 4". */
  move: string | null;
  /** The good move's name is zermelo's (a family's move): the renderers translate it (moveName.ts). */
  moveGenerated?: true;
}

export interface TableAxis {
  name: string; // "n", "h[1]", "turn"; '' for the single row of a one-coordinate impartial table
  labels: string[]; // one per row/column, e.g. "0", "1", … or "A", "B"
}

export interface TableSection {
  title: string | null; // "turn = A", "h[2] = 3"
  rows: TableAxis;
  cols: TableAxis;
  cells: (TableCell | null)[][]; // [row][col]; null where no position of the region lies
  /** A table listing positions (sets) whose file has a `view:`: each row's position drawn. */
  drawings?: (Drawing | null)[];
}

export type TableShape = 'line' | 'grid' | 'board' | 'slices' | 'single';

export interface AxisWindow {
  name: string;
  from: number;
  to: number;
  lo: number; // the region's range
  hi: number;
}

/** What a set table lists: the positions whose sets have from..to marked elements (of `elements`),
 *  `shown` of the `total` such positions (the smallest first). */
export interface SetListing {
  from: number;
  to: number;
  elements: number;
  shown: number;
  total: number;
}

export interface TableModel {
  name: string;
  title: string | null;
  file: string;
  params: Record<string, number>;
  players: string[] | null;
  shape: TableShape;
  sections: TableSection[];
  windows: AxisWindow[];
  conjecture: { kind: 'classes' | 'grundy'; text: string } | null;
  /** Over the whole region (or every position reached from the start), not only the window. */
  positions: number;
  /** Solved from the start position only (check.from: start): the start, the positions reached, the
   *  region's size; the cells of the others are empty. */
  reachable?: { start: string; positions: number; region: number };
  mismatches: number;
  firstMismatch: string | null; // the position text of the first mismatch in the region
  counts: { safe: number; fragile: number; neutral: number; undetermined: number };
  hasGrundy: boolean;
  notes: string[];
  /** Set when only the first slices were built (the table's MAX_SECTIONS): how many are shown. */
  slicesShown?: number;
  /** A table of sets (bool[k] fields): which sizes it lists, how many of their positions. */
  sets?: SetListing;
}

/** Every cell of a model, section by section, row by row. */
export function tableCells(model: TableModel): TableCell[] {
  const out: TableCell[] = [];
  for (const s of model.sections) for (const row of s.cells) for (const c of row) if (c) out.push(c);
  return out;
}
