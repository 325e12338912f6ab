// Stage: teach. Builds the table model of a solved game: one coordinate → one row per player (the
// book's games 8–13), two → a grid (11, 12, 19, 20, 22) or the board itself (14), more → slices;
// sets (bool[k] fields) → a list of positions (setTable.ts).
// A game solved from the start (check.from: start) is tabled over the positions reached: the others
// have no truth, so their cells are empty and a set table lists only reached sets.
// Input: a SolvedGame and the window. Output: a TableModel (plain data) with the conjecture's
// mismatches counted over the positions solved and marked in the cells shown.

import { printExpr } from '../lang/print.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from '../solve/solution.js';
import { championChoice, classAt, generationAt, rankMoves } from './champion.js';
import { conjectureClasses, type ConjectureClasses } from './conjectureClasses.js';
import type { SolvedGame } from './engine.js';
import type { SetListing, TableCell, TableModel, TableSection } from './tableModel.js';
import { tableAxes, tableWindows, windowValues } from './tableWindow.js';
import { isDrawnArrayTable, isSetTable, setSection, setSizes } from './setTable.js';
import { drawGamePosition, type Drawing } from './positionDrawing.js';
import { valueTable } from '../solve/value/valueTable.js';

export interface TableOptions {
  from?: Record<string, number>;
  to?: Record<string, number>;
  /** Compute Grundy values (impartial games only); always done for a Grundy conjecture. */
  grundy?: boolean;
  /** Compute the value of each cell shown (solve/value/valueTable.ts). */
  values?: boolean;
}

const MAX_SECTIONS = 64;

export function buildTable(solved: SolvedGame, options: TableOptions = {}): TableModel {
  const { game, solution, spec } = solved;
  const axes = tableAxes(game);
  const reached = solution.reachable ? reachedIndices(solution.outcome) : undefined;
  const setTable = isSetTable(game, axes.free) || (reached !== undefined && isDrawnArrayTable(game, axes.free, spec.view));
  // a set table's window is the sizes of its sets (setTable.ts), not a window per element
  const windows = setTable ? [] : tableWindows(game, axes, options.from, options.to);
  const conj = conjectureClasses(game, reached);
  const wantGrundy = options.grundy === true || conj?.kind === 'grundy';
  const grundy = wantGrundy ? solved.grundy() : undefined;
  const players = game.players ? [...game.players] : null;
  const values = options.values ? valueTable(game) : undefined;
  const valueAt = (index: number): number | null => {
    if (values === undefined || typeof values === 'string') return null;
    const v = values.at(index);
    return v.kind === 'value' ? v.value : null;
  };
  const mismatchAt = (i: number): boolean => mismatch(conj, i, solution.outcome[i]!, grundy);
  let mismatches = 0;
  let firstMismatch: string | null = null;
  if (conj) {
    const count = reached ? reached.length : solution.size;
    for (let k = 0; k < count; k++) {
      const i = reached ? reached[k]! : k;
      if (!mismatchAt(i)) continue;
      if (mismatches++ === 0) firstMismatch = game.formatPosition(game.region.decode(i));
    }
  }

  const cell = (position: Float64Array): TableCell | null => {
    const index = game.region.encode(position);
    if (index < 0 || (reached && solution.outcome[index] === 0)) return null;
    const cls = classAt(solved, index);
    const moves = rankMoves(solved, position);
    const good = cls === 'fragile' ? championChoice(cls, moves) : undefined;
    return {
      index,
      position: game.formatPosition(position),
      cls,
      generation: generationAt(solved, index),
      grundy: grundy && grundy[index]! >= 0 ? grundy[index]! : null,
      ...(values !== undefined ? { value: valueAt(index) } : {}),
      terminal: moves.length === 0 || game.terminalOf(position) !== 0,
      conjectured: conj ? conjectured(conj, index) : null,
      mismatch: conj ? mismatchAt(index) : false,
      move: good ? `${good.label} → ${good.target}` : null,
      ...(good?.move.generated ? { moveGenerated: true as const } : {}),
    };
  };

  const base = Float64Array.from(game.region.lo);
  const turns = axes.turnSlot === undefined ? [undefined] : [0, 1];
  const playerName = (t: number | undefined): string => (t === undefined ? '' : (players?.[t] ?? String(t)));
  const at = (assign: [number, number][]): Float64Array => {
    const p = Float64Array.from(base);
    for (const [s, v] of assign) p[s] = v;
    return p;
  };
  const sections: TableSection[] = [];
  const notes: string[] = [];
  let slicesShown: number | undefined;
  const windowed = windows.map(windowValues);
  const turnAssign = (t: number | undefined): [number, number][] => (t === undefined ? [] : [[axes.turnSlot!, t]]);

  let sets: SetListing | undefined;
  if (setTable) {
    const view = spec.view;
    const draw = view ? (p: Float64Array): Drawing | undefined => drawGamePosition(view, game, p) : undefined;
    const listed = setSection(game, axes.free, axes.turnSlot, setSizes(game, axes.free, options.from, options.to), cell, reached, draw);
    sections.push(listed.section);
    sets = listed.listing;
  } else if (axes.shape === 'single' || axes.shape === 'line') {
    const cols = axes.shape === 'line' ? windowed[0]! : [NaN];
    const colSlot = axes.free[0];
    sections.push({
      title: null,
      rows: { name: axes.turnSlot === undefined ? '' : 'turn', labels: turns.map(playerName) },
      cols: { name: colSlot === undefined ? '' : game.slots[colSlot]!.name, labels: cols.map((v) => (Number.isNaN(v) ? '' : String(v))) },
      cells: turns.map((t) => cols.map((v) => cell(at([...turnAssign(t), ...(colSlot === undefined ? [] : [[colSlot, v] as [number, number]])])))),
    });
  } else {
    const [rs, cs, ...rest] = axes.free as [number, number, ...number[]];
    const rowValues = axes.shape === 'board' ? [...windowed[0]!].reverse() : windowed[0]!;
    const colValues = windowed[1]!;
    const combos = product(rest.map((_, k) => windowed[k + 2]!));
    outer: for (const combo of combos) {
      for (const t of turns) {
        if (sections.length >= MAX_SECTIONS) {
          slicesShown = MAX_SECTIONS;
          break outer;
        }
        const fixed: [number, number][] = [...turnAssign(t), ...rest.map((s, k) => [s, combo[k]!] as [number, number])];
        const title = [...rest.map((s, k) => `${game.slots[s]!.name} = ${combo[k]}`), ...(t === undefined ? [] : [`turn = ${playerName(t)}`])].join(', ');
        sections.push({
          title: title || null,
          rows: { name: game.slots[rs]!.name, labels: rowValues.map(String) },
          cols: { name: game.slots[cs]!.name, labels: colValues.map(String) },
          cells: rowValues.map((r) => colValues.map((c) => cell(at([...fixed, [rs, r], [cs, c]])))),
        });
      }
    }
  }

  return {
    name: spec.name,
    title: spec.title ?? null,
    file: spec.file,
    params: { ...solved.params },
    players,
    shape: axes.shape,
    sections,
    windows,
    conjecture: conjectureText(solved),
    positions: reached ? reached.length : solution.size,
    ...(solution.reachable ? { reachable: { start: game.formatPosition(game.region.decode(solution.reachable.start)), positions: solution.reachable.positions, region: solution.size } } : {}),
    mismatches,
    firstMismatch,
    counts: { ...solution.counts },
    hasGrundy: grundy !== undefined,
    notes,
    ...(slicesShown !== undefined ? { slicesShown } : {}),
    ...(sets ? { sets } : {}),
  };
}

/** The region indices a solve from the start reached (outcome 0 marks the others), in index order. */
function reachedIndices(outcome: Uint8Array): Int32Array {
  let n = 0;
  for (let i = 0; i < outcome.length; i++) if (outcome[i] !== 0) n++;
  const out = new Int32Array(n);
  for (let i = 0, k = 0; i < outcome.length; i++) if (outcome[i] !== 0) out[k++] = i;
  return out;
}

function product(lists: number[][]): number[][] {
  return lists.reduce<number[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

const CLASS_OF: Record<number, string> = { [SAFE]: 'safe', [FRAGILE]: 'fragile', [NEUTRAL]: 'neutral' };

function conjectured(conj: ConjectureClasses, index: number): string {
  if (conj.kind === 'grundy') return conj.grundy[index]! < 0 ? 'error' : String(conj.grundy[index]);
  return CLASS_OF[conj.cls[index]!] ?? 'error';
}

function mismatch(conj: ConjectureClasses | undefined, index: number, outcome: number, grundy: Int32Array | undefined): boolean {
  if (!conj || outcome === UNDETERMINED) return false;
  if (conj.kind === 'classes') return conj.cls[index] !== outcome;
  const g = conj.grundy[index]!;
  if (g < 0) return true;
  if (grundy && grundy[index]! >= 0) return g !== grundy[index];
  return (g === 0) !== (outcome === SAFE);
}

function conjectureText(solved: SolvedGame): TableModel['conjecture'] {
  const c = solved.spec.conjecture;
  if (!c) return null;
  if (c.grundy && !c.safe && !c.fragile && !c.neutral) return { kind: 'grundy', text: `grundy = ${printExpr(c.grundy)}` };
  // a value conjecture alone says no class: the table does not compare it (zermelo check does)
  if (!c.safe && !c.fragile && !c.neutral) return null;
  const parts = (['safe', 'fragile', 'neutral'] as const).filter((k) => c[k]).map((k) => `${{ safe: 'S', fragile: 'F', neutral: 'N' }[k]} = ${printExpr(c[k]!)}`);
  return { kind: 'classes', text: parts.join('; ') };
}
