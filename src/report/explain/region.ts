// Stage: report (explain). The bounded region of a file as text and its size, per swept parameter
// value: constant-folds the bounds (integer literals, parameters, + - * div mod min max).
// Input: the Spec. Output: lines such as "n ∈ 0..10000" and sizes; sizes that cannot be folded are omitted.

import type { Expr } from '../../lang/ast.js';
import { printExpr } from '../../lang/print.js';
import type { FieldDomain, FieldSpec, Spec } from '../../model/model.js';
import { specForParams } from '../../model/tableInstances.js';
import { explainWordsOf, type ExplainWords } from './explainWords.js';

export interface RegionView {
  lines: string[]; // one per field: "n ∈ 0..10000 (check.bounds)"
  sizes: { params: Record<string, number>; positions: number }[];
  total: number | null; // summed over parameter values; null when some bound could not be folded
}

const MAX_PARAM_VALUES = 10_000;

export function regionOf(spec: Spec, w: ExplainWords = explainWordsOf()): RegionView {
  const lines = spec.game.state.map((f) => `${f.name} ∈ ${boundText(spec, f, w)}${perValue(spec, f.domain, w)}`);
  const assignments = paramAssignments(spec);
  const sizes: RegionView['sizes'] = [];
  let total: number | null = 0;
  for (const params of assignments ?? []) {
    const positions = regionSize(spec, params);
    if (positions === undefined) {
      total = null;
      continue;
    }
    sizes.push({ params, positions });
    if (total !== null) total += positions;
  }
  if (assignments === undefined) total = null;
  return { lines, sizes, total };
}

export function valuesText(values: Record<string, number>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ');
}

/** A field sized by a table computed per parameter value: the values its size is shown for. */
export function perValue(spec: Spec, d: FieldDomain, w: ExplainWords): string {
  return spec.tableParams && d.kind === 'array' && d.rowsOf !== undefined ? w.forValues(valuesText(spec.tableParams.values)) : '';
}

function boundText(spec: Spec, f: FieldSpec, w: ExplainWords): string {
  const b = spec.check.bounds[f.name];
  const domain = domainText(f.domain, spec.game.players, w);
  if (b && f.domain.kind === 'array') return `(${printExpr(b.lo)}..${printExpr(b.hi)})^${f.domain.length} ${w.checkBoundsPerElement(domain)}`;
  if (b) return `${printExpr(b.lo)}..${printExpr(b.hi)} ${w.checkBounds(domain)}`;
  return domain;
}

export function domainText(d: FieldDomain, players?: readonly string[], w: ExplainWords = explainWordsOf()): string {
  switch (d.kind) {
    case 'nat':
      return 'ℕ';
    case 'int':
      return 'ℤ';
    case 'bool':
      return '{false, true}';
    case 'real':
      return 'ℝ';
    case 'player':
      return players ? `{${players.join(', ')}}` : w.thePlayers;
    case 'range':
      return `${printExpr(d.lo)}..${printExpr(d.hi)}`;
    case 'array':
      return `${domainText(d.elem, players, w)}^${d.length}`;
  }
}

function paramAssignments(spec: Spec): Record<string, number>[] | undefined {
  let out: Record<string, number>[] = [{}];
  for (const p of spec.game.params) {
    const b = spec.check.params[p.name];
    if (!b) return undefined;
    const lo = fold(b.lo, {});
    const hi = fold(b.hi, {});
    if (lo === undefined || hi === undefined || hi - lo + 1 > MAX_PARAM_VALUES) return undefined;
    const next: Record<string, number>[] = [];
    for (const a of out) for (let v = lo; v <= hi; v++) next.push({ ...a, [p.name]: v });
    out = next;
  }
  return out;
}

function regionSize(file: Spec, params: Record<string, number>): number | undefined {
  // data tables computed per parameter value size their bool[table] fields (model/tableInstances.ts)
  const spec = specForParams(file, params).value;
  if (!spec) return undefined;
  let size = 1;
  for (const f of spec.game.state) {
    const count = fieldCount(spec, f.name, f.domain, params);
    if (count === undefined) return undefined;
    size *= count;
  }
  return Number.isSafeInteger(size) ? size : undefined;
}

function fieldCount(spec: Spec, name: string, d: FieldDomain, params: Record<string, number>): number | undefined {
  const b = spec.check.bounds[name];
  const span = (lo: Expr, hi: Expr): number | undefined => {
    const l = fold(lo, params);
    const h = fold(hi, params);
    return l === undefined || h === undefined ? undefined : Math.max(0, h - l + 1);
  };
  switch (d.kind) {
    case 'bool':
    case 'player':
      return 2;
    case 'range':
      return b ? span(b.lo, b.hi) : span(d.lo, d.hi);
    case 'array': {
      const one = b ? span(b.lo, b.hi) : fieldCount(spec, name, d.elem, params);
      return one === undefined ? undefined : one ** d.length;
    }
    default:
      return b ? span(b.lo, b.hi) : undefined;
  }
}

/** Integer value of a constant expression over parameters, or undefined. */
export function fold(e: Expr, params: Record<string, number>): number | undefined {
  switch (e.kind) {
    case 'int':
      return Number(e.value);
    case 'name':
      return Object.prototype.hasOwnProperty.call(params, e.name) ? params[e.name] : undefined;
    case 'neg': {
      const v = fold(e.arg, params);
      return v === undefined ? undefined : -v;
    }
    case 'arith': {
      const a = fold(e.left, params);
      const b = fold(e.right, params);
      if (a === undefined || b === undefined) return undefined;
      if (e.op === '+') return a + b;
      if (e.op === '-') return a - b;
      if (e.op === '*') return a * b;
      if (b === 0) return undefined;
      const m = ((a % b) + Math.abs(b)) % Math.abs(b);
      if (e.op === 'mod') return m;
      if (e.op === 'div') return (a - m) / b;
      return undefined;
    }
    case 'call': {
      const args = e.args.map((a) => fold(a, params));
      if (args.some((a) => a === undefined) || args.length === 0) return undefined;
      if (e.callee === 'min') return Math.min(...(args as number[]));
      if (e.callee === 'max') return Math.max(...(args as number[]));
      return undefined;
    }
    default:
      return undefined;
  }
}
