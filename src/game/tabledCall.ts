// Stage: game. A call of a memoised definition (one that reads no state field, lang/program.ts) whose
// integer arguments range over a small box, read from a dense table in the generated kernel instead
// of the program's memo (a string key and a Map lookup per call). The triangle games evaluate
// `cross(e, f)` for every pair of segments at every position: 784 calls a position, the same 784
// values everywhere. A cell is filled by the definition's own call the first time its arguments
// occur, so what is called, what fails (never stored) and in which order stays as it was; a later
// call of the same arguments returns the definition's memoised value without running it, which is
// what the table returns. Arguments outside the box (the ranges are not trusted blindly) take the call.

import type { ExprOf } from '../lang/ast.js';
import type { CodeEmitter } from '../lang/codeEmitter.js';

/** Cells per table at most (8 bytes each). */
export const MAX_TABLE_CELLS = 1 << 14;

interface Table {
  index: number;
  cells: Float64Array | Int8Array;
}

/** The dense tables of one kernel session, bound as `M` (tables added later stay visible). */
export class CallTables {
  readonly arrays: (Float64Array | Int8Array)[] = [];
  private readonly byKey = new Map<string, Table>();

  constructor(private readonly memoised: ReadonlySet<string>) {}

  /** The call's value through a table, or undefined when the call does not qualify. */
  emit(g: CodeEmitter, e: ExprOf<'call'>): string | undefined {
    const result = e.type?.kind;
    if (e.ref?.kind !== 'define' || !this.memoised.has(e.callee) || (result !== 'int' && result !== 'bool')) return undefined;
    if (e.args.length === 0 || !e.args.every((a) => a.type?.kind === 'int')) return undefined;
    const ranges = e.args.map((a) => g.range(a));
    let cells = 1;
    for (const r of ranges) {
      if (!Number.isSafeInteger(r.lo) || !Number.isSafeInteger(r.hi) || r.hi < r.lo) return undefined;
      cells *= r.hi - r.lo + 1;
      if (cells > MAX_TABLE_CELLS) return undefined;
    }
    const key = `${e.callee}(${ranges.map((r) => `${r.lo}..${r.hi}`).join(',')})`;
    const table = this.table(key, cells, result === 'bool');
    // the arguments left to right, as the call evaluates them
    const args = e.args.map((a) => g.expr(a));
    const inside = args.map((a, k) => `${a} >= ${ranges[k]!.lo} && ${a} <= ${ranges[k]!.hi}`).join(' && ');
    let offset = '0';
    args.forEach((a, k) => {
      const shifted = ranges[k]!.lo === 0 ? a : `(${a} - ${ranges[k]!.lo})`;
      offset = k === 0 ? shifted : `(${offset}) * ${ranges[k]!.hi - ranges[k]!.lo + 1} + ${shifted}`;
    });
    const cell = g.bind(`${inside} ? ${offset} : -1`);
    const call = `D[${JSON.stringify(e.callee)}](f, o${args.map((a) => `, ${a}`).join('')})`;
    const m = `M[${table.index}]`;
    if (result === 'bool') {
      // cells: 0 not yet known, 1 false, 2 true
      const known = g.bind(`${cell} >= 0 ? ${m}[${cell}] : 0`);
      const v = g.mutable(`${known} === 2`);
      g.emit(`if (${known} === 0) { ${v} = ${call}; if (${cell} >= 0) ${m}[${cell}] = ${v} ? 2 : 1; }`);
      return v;
    }
    // cells: NaN not yet known (no int is NaN)
    const v = g.mutable(`${cell} >= 0 ? ${m}[${cell}] : NaN`);
    g.emit(`if (${v} !== ${v}) { ${v} = ${call}; if (${cell} >= 0 && typeof ${v} === 'number') ${m}[${cell}] = ${v}; }`);
    return v;
  }

  private table(key: string, cells: number, bool: boolean): Table {
    let t = this.byKey.get(key);
    if (!t) {
      const array = bool ? new Int8Array(cells) : new Float64Array(cells).fill(NaN);
      t = { index: this.arrays.length, cells: array };
      this.arrays.push(array);
      this.byKey.set(key, t);
    }
    return t;
  }
}
