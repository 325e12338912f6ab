// Stage: game. Quantifiers over a set field (a bool array in the state) compiled into word
// operations on the position's packed key (solve/sparseKey.ts), for the search over stored keys.
// Recognised shape, after the definitions are inlined: one binder over a constant range lo..hi and
//   ∃ b: C(b)    or    ∀ b: ¬C(b)  (= ¬∃ b: C(b))
// where C is a conjunction of set literals A[I(b)] / ¬A[I(b)] (A a bool array field, I reading no
// state) and of conditions Q(b) reading no state. Per value of the outer binders that C reads (the
// `for:` binder of a guard), the values b with every Q true and the bits of their literals depend on
// nothing else, so they are computed once, on first use, by the same compiled code; the test is then
//   entries: ∃ entry whose positive bits are all set and negative bits all clear in the key;
//   union (one literal per entry, all positive): (key & mask) ≠ 0 word by word (all negative:
//   (key & mask) ≠ mask).
// Errors keep their meaning: the table is built only when every I(b) is in range and every Q(b) and
// I(b) evaluates without error for every b (then the plain code cannot fail either); otherwise that
// table is marked and the plain code runs there, reporting its error as before.
// Delta (the end rules of the look-ahead): where an ∃ rule is known false at a position whose key
// differs from this one in a few bits, only the entries holding a changed bit can have become true.

import type { Expr, ExprOf } from '../lang/ast.js';
import { compileQuant } from '../lang/compileLoops.js';
import { interval } from '../lang/interval.js';
import { printExpr } from '../lang/print.js';
import { visit } from '../lang/walk.js';
import type { CodeEmitter } from '../lang/codeEmitter.js';
import type { KeyView } from './keyView.js';
import type { Layout } from './layout.js';

/** What this file needs of the kernel's generator (inlineGen.ts's InlineGen, which calls it). */
interface InlineGen extends CodeEmitter {
  readonly layout: Layout;
  literalOf(e: Expr): number | undefined;
  fieldCode: (s: number) => string;
  readonly hoisted: string[];
}

/** At most this many tables (values of the outer binders) per quantifier. */
const MAX_COMBOS = 4096;
/** At most this many values of the quantifier's binder. */
const MAX_VALUES = 65536;
/** At most this many 32-bit words of tables, and evaluations of the conditions to build them, per
 *  quantifier (4 MiB; the tables are not charged to --max-memory, and the build does not tick the
 *  deadline). */
const MAX_WORDS = 1 << 20;

/** A set literal: A[I] (positive) or ¬A[I], with A's first bit in the key and its length. */
interface Literal {
  index: Expr;
  positive: boolean;
  bit0: number;
  length: number;
}

/** The lazily built tables of one quantifier (bound as a constant of the generated code). */
export interface MaskTables {
  /** Per table: 0 not built, 1 built, 2 the plain code must run (an error or an index out of range). */
  status: Uint8Array;
  /** entries: per table its number of entries, and their bit positions (literals in order). */
  count: Int32Array;
  bits: Int32Array;
  /** union: per table its mask words. */
  mask: Int32Array;
  /** delta (one table only): per key bit p, the entries holding it are byBit[start[p] .. start[p + 1]),
   *  and rest[(nl - 1)·j ..] the other bits of the j-th of them. */
  start: Int32Array;
  byBit: Int32Array;
  rest: Int32Array;
  /** Rebuilds start/byBit/rest from the first `entries` entries. */
  reindex(entries: number): void;
}

/** The global bit of element 0 of a bool array field, when its elements are consecutive key bits. */
function arrayBits(g: InlineGen, view: KeyView, e: Expr): { bit0: number; length: number } | undefined {
  if (e.kind !== 'name' || e.ref?.kind !== 'field' || g.locals.has(e.name)) return undefined;
  const f = g.layout.fields.get(e.name);
  if (!f || f.spec.domain.kind !== 'array' || f.spec.domain.elem.kind !== 'bool' || f.length === 0) return undefined;
  // only the current position's key is at hand (not a move target's)
  if (g.fieldCode(f.offset) !== `k_v${f.offset}`) return undefined;
  const bit0 = view.word[f.offset]! * 32 + view.shift[f.offset]!;
  for (let i = 0; i < f.length; i++) {
    const s = f.offset + i;
    if (view.mask[s] !== 1 || view.lo[s] !== 0 || view.word[s]! * 32 + view.shift[s]! !== bit0 + i) return undefined;
  }
  return { bit0, length: f.length };
}

/** JS reading element i (an int expression in range) of the array at bit0 from the key, as 0/1. */
export function keyBit(view: KeyView, bit0: number, i: string): string {
  const p = bit0 === 0 ? `(${i})` : `(${bit0} + ${i})`;
  return `((${view.key}[${p} >>> 5] >>> (${p} & 31)) & 1)`;
}

/** The element code of a bool array field read from the key, or undefined when that is not possible. */
export function keyElement(g: InlineGen, view: KeyView, target: Expr): { bit0: number; length: number } | undefined {
  return arrayBits(g, view, target);
}

/** Whether e reads no state, no definition and calls nothing (so its value depends only on the
 *  binders and parameters); the outer binders it names are added to `outer`. */
function stateFree(e: Expr, inner: string, outer: Set<string>): boolean {
  let ok = true;
  visit(e, (n) => {
    switch (n.kind) {
      case 'int':
      case 'bool':
      case 'neg':
      case 'not':
      case 'arith':
      case 'xor':
      case 'logic':
      case 'cmp':
      case 'in':
      case 'set':
      case 'range':
      case 'array':
      case 'index':
      case 'ite':
        return;
      case 'name':
        if (n.ref?.kind === 'param') return;
        if (n.ref?.kind === 'binder') {
          if (n.name !== inner) outer.add(n.name);
          return;
        }
        ok = false;
        return;
      default:
        ok = false;
    }
  });
  return ok;
}

/** `∀ k ∈ T[t]: A[k]` (or `¬A[k]`) with T a table of rows of one length m, as the definitions'
 *  inlining leaves it: a chain `if t = 0 then (∀ k ∈ [r00, …]: A[k]) else if t = 1 … else
 *  L[t] < 0` (the rows literals, L the rows' lengths: the last branch is reached only for t out of
 *  range, where indexing L fails as indexing T does). The same as the m literals A[I_j] (j < m),
 *  I_j = [r0j, r1j, …][t] (column j of the rows; out of range exactly where L[t] is): an index out
 *  of range, an error in the plain code, marks the table for the plain code as any literal's does.
 *  Undefined for any other shape (the expression is then a condition, or not recognised). */
function rowLiterals(e: Expr): Expr[] | undefined {
  const leaves: ExprOf<'quant'>[] = [];
  const cases: number[] = [];
  let binder: string | undefined;
  let outside: ExprOf<'index'> | undefined;
  const walk = (x: Expr): boolean => {
    if (x.kind === 'ite') {
      const c = x.cond;
      if (c.kind !== 'cmp' || c.ops.length !== 1 || c.ops[0] !== '=' || c.args[0]!.kind !== 'name' || c.args[0]!.ref?.kind !== 'binder' || c.args[1]!.kind !== 'int') return false;
      if ((binder ??= c.args[0]!.name) !== c.args[0]!.name) return false;
      cases.push(Number(c.args[1]!.value));
      return walk(x.then) && walk(x.else);
    }
    if (x.kind === 'cmp') {
      // the last branch: L[t] < 0, L an array literal indexed by the chain's binder
      const [l, zero] = x.args;
      if (
        outside ||
        x.ops.length !== 1 ||
        x.ops[0] !== '<' ||
        l?.kind !== 'index' ||
        l.target.kind !== 'array' ||
        l.index.kind !== 'name' ||
        l.index.name !== binder ||
        zero?.kind !== 'int' ||
        zero.value !== 0n
      )
        return false;
      outside = l;
      return true;
    }
    if (x.kind !== 'quant' || x.quantifier !== 'forall' || x.binders.length !== 1 || x.binders[0]!.domain.kind !== 'array') return false;
    leaves.push(x);
    return true;
  };
  if (!walk(e) || leaves.length === 0) return undefined;
  // a chain: every row tested, t = 0 … R - 1 in order, and the last branch for the other values of t
  if (cases.length > 0 && (!outside || (outside.target as ExprOf<'array'>).elems.length !== cases.length || cases.some((c, i) => c !== i) || leaves.length !== cases.length)) return undefined;
  if (cases.length === 0 && (outside || leaves.length !== 1)) return undefined;
  const literal = (q: ExprOf<'quant'>): { target: Expr; positive: boolean } | undefined => {
    const positive = q.body.kind !== 'not';
    const atom = q.body.kind === 'not' ? q.body.arg : q.body;
    const k = q.binders[0]!.name;
    if (atom.kind !== 'index' || atom.target.kind !== 'name' || atom.target.name === k || atom.index.kind !== 'name' || atom.index.name !== k || atom.index.ref?.kind !== 'binder') return undefined;
    return { target: atom.target, positive };
  };
  const first = literal(leaves[0]!);
  const m = (leaves[0]!.binders[0]!.domain as ExprOf<'array'>).elems.length;
  if (!first || m === 0) return undefined;
  for (const q of leaves) {
    const l = literal(q);
    const row = q.binders[0]!.domain as ExprOf<'array'>;
    if (!l || l.positive !== first.positive || l.target.kind !== 'name' || l.target.name !== (first.target as ExprOf<'name'>).name || row.elems.length !== m) return undefined;
  }
  // entry j of the row the chain selects: column j of the rows indexed by t (out of range where L[t] is)
  const entry = (j: number): Expr => {
    const column = leaves.map((q) => (q.binders[0]!.domain as ExprOf<'array'>).elems[j]!);
    if (!outside) return column[0]!;
    return {
      kind: 'index',
      target: { kind: 'array', elems: column, span: e.span, type: { kind: 'array', elem: { kind: 'int' }, length: column.length } },
      index: outside.index,
      span: e.span,
      type: { kind: 'int' },
    };
  };
  return Array.from({ length: m }, (_, j) => {
    const atom: Expr = { kind: 'index', target: first.target, index: entry(j), span: e.span, type: { kind: 'bool' } };
    return first.positive ? atom : { kind: 'not', arg: atom, span: e.span, type: { kind: 'bool' } };
  });
}

function conjuncts(e: Expr): Expr[] {
  return e.kind === 'logic' && e.op === 'and' ? [...conjuncts(e.left), ...conjuncts(e.right)] : [e];
}

/** Rows of different lengths selected by an outer binder (keyRowChain): the binder's values in
 *  table t are rows[t], t the JS local `at` (outside 0..rows.length-1 the plain code runs), and
 *  `plain` compiles the whole expression as written. */
interface Jagged {
  at: string;
  rows: number[][];
  plain: () => string;
}

/** The code of the quantifier on the key, or undefined when its shape is not the one above (the
 *  caller then compiles it plainly). `delta`: the JS name of a key where this ∃ is known false. */
export function keyQuant(g: InlineGen, view: KeyView, e: ExprOf<'quant'>, delta: string | undefined, jagged?: Jagged): string | undefined {
  if (e.binders.length !== 1) return undefined;
  const b = e.binders[0]!;
  // the binder's values: a constant range, or a row of literals (`∀ f ∈ cr[e]` with e unrolled)
  let lo: number | undefined;
  let hi: number | undefined;
  let list: number[] | undefined;
  if (jagged) {
    [lo, hi] = [0, Math.max(...jagged.rows.map((r) => r.length)) - 1];
    if (hi < 0) return undefined;
  } else if (b.domain.kind === 'range') {
    lo = g.literalOf(b.domain.lo);
    hi = g.literalOf(b.domain.hi);
  } else if (b.domain.kind === 'array') {
    const values = b.domain.elems.map((x) => g.literalOf(x));
    if (values.some((v) => v === undefined)) return undefined;
    list = values as number[];
    [lo, hi] = [0, list.length - 1];
  } else return undefined;
  if (lo === undefined || hi === undefined || hi - lo + 1 > MAX_VALUES) return undefined;
  const negate = e.quantifier === 'forall';
  let body = e.body;
  if (negate) {
    if (body.kind !== 'not') return undefined;
    body = body.arg;
  }
  const literals: Literal[] = [];
  const conditions: Expr[] = [];
  const outer = new Set<string>();
  for (const c of conjuncts(body).flatMap((x) => rowLiterals(x) ?? [x])) {
    const positive = c.kind !== 'not';
    const atom = c.kind === 'not' ? c.arg : c;
    if (atom.kind === 'index') {
      const bits = arrayBits(g, view, atom.target);
      if (bits) {
        if (!stateFree(atom.index, b.name, outer)) return undefined;
        literals.push({ index: atom.index, positive, ...bits });
        continue;
      }
    }
    if (!stateFree(c, b.name, outer)) return undefined;
    conditions.push(c);
  }
  if (literals.length === 0) return undefined;
  // the outer binders: JS locals with a known integer range each, or literals (unrolled)
  const dims: { js: string; lo: number; size: number }[] = [];
  let combos = 1;
  if (jagged) {
    // the row is chosen by the chain's binder alone: a body reading another outer binder is not read here
    if (outer.size > 0) return undefined;
    dims.push({ js: jagged.at, lo: 0, size: jagged.rows.length });
    combos = jagged.rows.length;
    if (combos > MAX_COMBOS) return undefined;
  }
  for (const name of outer) {
    const js = g.locals.get(name);
    if (js === undefined) return undefined;
    if (/^\(?-?\d+\)?$/.test(js)) continue;
    const r = g.range({ kind: 'name', name, ref: { kind: 'binder', name }, span: e.span, type: { kind: 'int' } } as Expr);
    if (!Number.isSafeInteger(r.lo) || !Number.isSafeInteger(r.hi) || r.hi - r.lo + 1 > MAX_COMBOS) return undefined;
    dims.push({ js, lo: r.lo, size: r.hi - r.lo + 1 });
    combos *= r.hi - r.lo + 1;
    if (combos > MAX_COMBOS) return undefined;
  }
  const values = Math.max(0, hi - lo + 1);
  const union = literals.length === 1;
  const nl = literals.length;
  const words = view.words;
  if (combos * (union ? words : values * nl * nl) > MAX_WORDS || combos * values > MAX_WORDS) return undefined;
  const useDelta = delta !== undefined && !negate && dims.length === 0 && !jagged;
  const tables: MaskTables = {
    status: new Uint8Array(combos),
    count: new Int32Array(combos),
    bits: new Int32Array(union ? 0 : combos * values * nl),
    mask: new Int32Array(union ? combos * words : 0),
    start: new Int32Array(useDelta ? words * 32 + 1 : 0),
    byBit: new Int32Array(useDelta ? values * nl : 0),
    rest: new Int32Array(useDelta ? values * nl * (nl - 1) : 0),
    reindex: (entries) => indexByBit(tables, entries, nl),
  };
  const K = g.constant(tables);
  // the tables' arrays as locals of the generated function (declared once, before its loops)
  const [Kb, Km, Ks, Kj, Kr, Kst, Kc] = ['bits', 'mask', 'start', 'byBit', 'rest', 'status', 'count'].map((field) => {
    const name = g.fresh('k_K');
    g.hoisted.push(`const ${name} = ${K}.${field};`);
    return name;
  }) as [string, string, string, string, string, string, string];
  const key = view.key;
  const r = g.mutable(negate ? 'true' : 'false');
  // the table of the outer binders' values (-1 outside their ranges: the plain code runs)
  let ix = '0';
  if (dims.length) {
    const inRange = dims.map((d) => `${d.js} >= ${d.lo} && ${d.js} <= ${d.lo + d.size - 1}`).join(' && ');
    const flat = dims.reduce((acc, d) => (acc === '' ? `(${d.js} - ${d.lo})` : `(${acc}) * ${d.size} + (${d.js} - ${d.lo})`), '');
    ix = g.bind(`(${inRange}) ? ${flat} : -1`);
  }
  const st = g.mutable(dims.length ? `${ix} < 0 ? 2 : ${Kst}[${ix}]` : `${Kst}[0]`);
  g.emit(`if (${st} === 0) {`);
  buildTables(g, { K, ix, st, lo, hi, list, rows: jagged?.rows, values, nl, words, union, useDelta, literals, conditions, binder: b.name });
  g.emit('}');
  g.emit(`if (${st} === 1) {`);
  if (union) {
    const m = g.bind(`${ix} * ${words}`);
    const any = Array.from({ length: words }, (_, w) => (literals[0]!.positive ? `(${key}[${w}] & ${Km}[${m} + ${w}])` : `((${key}[${w}] & ${Km}[${m} + ${w}]) ^ ${Km}[${m} + ${w}])`)).join(' | ');
    g.emit(`if ((${any}) !== 0) ${r} = ${!negate};`);
  } else {
    const bit = (p: string): string => `((${key}[${p} >>> 5] >>> (${p} & 31)) & 1)`;
    const test = (q: string): string => literals.map((l, j) => `${bit(`${Kb}[${q} + ${j}]`)} === ${l.positive ? 1 : 0}`).join(' && ');
    if (useDelta && literals.every((l) => l.positive)) {
      // every literal positive: only a bit that came on can make an entry hold, and the entries
      // holding it need only their other bits tested
      const [w, d, low, p, j, q] = ['w', 'd', 'lb', 'p', 'j', 'q'].map((x) => g.fresh(`k_${x}`));
      const label = g.fresh('L');
      const others = Array.from({ length: nl - 1 }, (_, k) => `${bit(`${Kr}[${q} + ${k}]`)} !== 0`).join(' && ') || 'true';
      g.emit(`${label}: for (let ${w} = 0; ${w} < ${words}; ${w}++) {`);
      g.emit(`let ${d} = (${key}[${w}] ^ ${delta}[${w}]) & ${key}[${w}];`);
      g.emit(`while (${d} !== 0) { const ${low} = ${d} & -${d}; ${d} ^= ${low}; const ${p} = ${w} * 32 + 31 - Math.clz32(${low});`);
      g.emit(`for (let ${j} = ${Ks}[${p}], ${q} = ${j} * ${nl - 1}; ${j} < ${Ks}[${p} + 1]; ${j}++, ${q} += ${nl - 1}) {`);
      g.emit(`if (${others}) { ${r} = true; break ${label}; } } } }`);
    } else if (useDelta) {
      const [w, d, low, p, j, q] = ['w', 'd', 'lb', 'p', 'j', 'q'].map((x) => g.fresh(`k_${x}`));
      const label = g.fresh('L');
      g.emit(`${label}: for (let ${w} = 0; ${w} < ${words}; ${w}++) {`);
      g.emit(`let ${d} = ${key}[${w}] ^ ${delta}[${w}];`);
      g.emit(`while (${d} !== 0) { const ${low} = ${d} & -${d}; ${d} ^= ${low}; const ${p} = ${w} * 32 + 31 - Math.clz32(${low});`);
      g.emit(`for (let ${j} = ${Ks}[${p}]; ${j} < ${Ks}[${p} + 1]; ${j}++) { const ${q} = ${Kj}[${j}] * ${nl};`);
      g.emit(`if (${test(q)}) { ${r} = true; break ${label}; } } } }`);
    } else {
      const q = g.fresh('k_q');
      g.emit(`for (let ${q} = ${ix} * ${values * nl}, k_e = ${q} + ${Kc}[${ix}] * ${nl}; ${q} < k_e; ${q} += ${nl}) {`);
      g.emit(`if (${test(q)}) { ${r} = ${!negate}; break; } }`);
    }
  }
  g.emit('} else {');
  g.emit(`${r} = ${outOfLine(g, jagged ? jagged.plain : () => compileQuant(g, e))};`);
  g.emit('}');
  return r;
}

/** The code as written, for the rare tables marked for it, compiled as a function of its own
 *  (declared once with the tables, called here with the binders' locals): inline, the chains of
 *  rows (`∀ k ∈ tri[t]` over hundreds of rows) make the search's function too large for V8 to
 *  optimise. The function reads the key and the field locals of the function it sits in, which
 *  hold the position's values when it is called. */
function outOfLine(g: InlineGen, plain: () => string): string {
  const params = [...new Set([...g.locals.values()].filter((js) => /^[A-Za-z_$][\w$]*$/.test(js)))];
  const start = g.lines.length;
  const atom = plain();
  const body = g.lines.splice(start);
  if (!selfContained(body, atom, params)) {
    g.lines.push(...body); // it reads a local of the code around it: stays inline
    return atom;
  }
  const name = g.fresh('k_plain');
  g.hoisted.push(`function ${name}(${params.join(', ')}) {\n${body.join('\n')}\nreturn ${atom};\n}`);
  return `${name}(${params.join(', ')})`;
}

/** `∀ f ∈ T[t]: ¬A[f]` (or any quantifier keyQuant reads) over a table T of rows of different
 *  lengths, as the definitions' inlining leaves it: a chain `if t = 0 then Q0 else if t = 1 then Q1
 *  … else L[t] < 0`, Q_i the quantifier over the literal row i (the same binder and body in every
 *  branch), the last branch reached only for t outside the rows (indexing L fails there as indexing
 *  T does). Compiled as one quantifier with a table per value of t, the values of table t being row
 *  t; for t outside the rows, or a row whose code fails, the chain runs as written (`plain`).
 *  Undefined for any other shape. */
export function keyRowChain(g: InlineGen, view: KeyView, e: ExprOf<'ite'>, plain: () => string): string | undefined {
  const chain = rowChain(e);
  if (!chain) return undefined;
  const first = chain.leaves[0]!;
  const body = printExpr(first.body);
  const rows: number[][] = [];
  for (const q of chain.leaves) {
    if (q.quantifier !== first.quantifier || q.binders.length !== 1 || q.binders[0]!.name !== first.binders[0]!.name || printExpr(q.body) !== body) return undefined;
    const row = (q.binders[0]!.domain as ExprOf<'array'>).elems.map((x) => g.literalOf(x));
    if (row.some((v) => v === undefined)) return undefined;
    rows.push(row as number[]);
  }
  const at = g.locals.get(chain.binder);
  if (at === undefined) return undefined;
  return keyQuant(g, view, first, undefined, { at, rows, plain });
}

/** The leaves and binder of a chain `if t = 0 then Q0 else if t = 1 … else L[t] < 0` (t = 0 … R - 1
 *  in order, L an array literal of R entries, every Q_i a quantifier over an array literal). */
function rowChain(e: Expr): { binder: string; leaves: ExprOf<'quant'>[] } | undefined {
  const leaves: ExprOf<'quant'>[] = [];
  let binder: string | undefined;
  let x: Expr = e;
  while (x.kind === 'ite') {
    const c = x.cond;
    if (c.kind !== 'cmp' || c.ops.length !== 1 || c.ops[0] !== '=' || c.args[0]!.kind !== 'name' || c.args[0]!.ref?.kind !== 'binder' || c.args[1]!.kind !== 'int') return undefined;
    if ((binder ??= c.args[0]!.name) !== c.args[0]!.name || c.args[1]!.value !== BigInt(leaves.length)) return undefined;
    const q = x.then;
    if (q.kind !== 'quant' || q.binders.length !== 1 || q.binders[0]!.domain.kind !== 'array') return undefined;
    leaves.push(q);
    x = x.else;
  }
  // the last branch: L[t] < 0, L an array literal of one entry per row, indexed by the chain's binder
  if (binder === undefined || x.kind !== 'cmp' || x.ops.length !== 1 || x.ops[0] !== '<') return undefined;
  const [l, zero] = x.args;
  if (l?.kind !== 'index' || l.target.kind !== 'array' || l.target.elems.length !== leaves.length || l.index.kind !== 'name' || l.index.name !== binder || zero?.kind !== 'int' || zero.value !== 0n)
    return undefined;
  return { binder, leaves };
}

interface BuildInput {
  K: string;
  ix: string;
  st: string;
  lo: number;
  hi: number;
  /** The binder's values when they are a row of literals (then lo..hi are their positions). */
  list: number[] | undefined;
  /** The binder's values per table (rows of different lengths: table ix reads rows[ix]). */
  rows: number[][] | undefined;
  values: number;
  nl: number;
  words: number;
  union: boolean;
  useDelta: boolean;
  literals: Literal[];
  conditions: Expr[];
  binder: string;
}

/** Code filling table `ix`: every b in lo..hi, every condition and index evaluated by the compiled
 *  code; an EvalError or an index out of range marks the table for the plain code. */
function buildTables(g: InlineGen, x: BuildInput): void {
  const { K, ix, st } = x;
  const v = g.fresh('k_b');
  const n = g.fresh('k_n');
  const label = g.fresh('L');
  g.emit(`${label}: try {`);
  g.emit(`let ${n} = 0;`);
  if (x.union) g.emit(`${K}.mask.fill(0, ${ix} * ${x.words}, ${ix} * ${x.words} + ${x.words});`);
  if (x.rows) {
    const rows = g.constant(x.rows);
    const j = g.fresh('k_j');
    g.emit(`for (let ${j} = 0; ${j} < ${rows}[${ix}].length; ${j}++) { const ${v} = ${rows}[${ix}][${j}];`);
    const all = x.rows.flat();
    if (all.length) g.ranges.set(v, interval(Math.min(...all), Math.max(...all)));
  } else if (x.list) {
    const values = g.constant(x.list);
    const j = g.fresh('k_j');
    g.emit(`for (let ${j} = 0; ${j} < ${x.list.length}; ${j}++) { const ${v} = ${values}[${j}];`);
    if (x.list.length) g.ranges.set(v, interval(Math.min(...x.list), Math.max(...x.list)));
  } else {
    g.emit(`for (let ${v} = ${x.lo}; ${v} <= ${x.hi}; ${v}++) {`);
    g.ranges.set(v, interval(x.lo, x.hi));
  }
  g.withLocal(x.binder, v, () => {
    const holds = x.conditions.map((c) => g.expr(c));
    const bits = x.literals.map((l) => {
      const i = g.expr(l.index);
      g.emit(`if (!(Number.isInteger(${i}) && ${i} >= 0 && ${i} < ${l.length})) { ${st} = 2; break ${label}; }`);
      return `${l.bit0} + ${i}`;
    });
    g.emit(`if (!(${holds.length ? holds.join(' && ') : 'true'})) continue;`);
    if (x.union) g.emit(`{ const k_p = ${bits[0]}; ${K}.mask[${ix} * ${x.words} + (k_p >>> 5)] |= 1 << (k_p & 31); }`);
    else {
      g.emit(bits.map((code, j) => `${K}.bits[(${ix} * ${x.values} + ${n}) * ${x.nl} + ${j}] = ${code};`).join(' '));
      g.emit(`${n}++;`);
    }
  });
  g.emit('}');
  if (!x.union) g.emit(`${K}.count[${ix}] = ${n};`);
  if (x.useDelta) g.emit(`${K}.reindex(${n});`);
  g.emit(`${st} = 1;`);
  g.emit(`} catch (k_error) { if (!(k_error instanceof EvalError)) throw k_error; ${st} = 2; }`);
  g.emit(`if (${st} !== 0) ${K}.status[${ix}] = ${st};`);
}

/** The per-bit index of a table's entries (delta tests): the entries holding bit p are
 *  byBit[start[p] .. start[p + 1]), each once, with their other bits in `rest`. */
function indexByBit(t: MaskTables, entries: number, nl: number): void {
  const distinct = (q: number): number[] => [...new Set(Array.from({ length: nl }, (_, j) => t.bits[q * nl + j]!))];
  t.start.fill(0);
  for (let q = 0; q < entries; q++) for (const p of distinct(q)) t.start[p + 1]!++;
  for (let p = 1; p < t.start.length; p++) t.start[p]! += t.start[p - 1]!;
  const next = t.start.slice(0, t.start.length - 1);
  for (let q = 0; q < entries; q++) {
    const bits = Array.from({ length: nl }, (_, j) => t.bits[q * nl + j]!);
    for (const p of distinct(q)) {
      const j = next[p]!++;
      t.byBit[j] = q;
      const rest = [...bits];
      rest.splice(rest.indexOf(p), 1);
      rest.forEach((b, k) => (t.rest[j * (nl - 1) + k] = b));
    }
  }
}

/** Whether code reads no generated local but its own, the parameters and the locals of the whole
 *  function (the tables k_K…, the functions k_plain…). Not the field locals k_v… nor the frame f:
 *  the search unpacks from the key only those its inline code reads (solve/sparseSearch.ts). */
function selfContained(body: readonly string[], atom: string, params: readonly string[]): boolean {
  const code = `${body.join('\n')}\n${atom}`;
  if (/\bk_v\d+\b|\bf\b/.test(code)) return false;
  const known = new Set(params);
  for (const m of code.matchAll(/(?:\b(?:const|let)\s+|,\s*)([\w$]+)\s*=(?!=)/g)) known.add(m[1]!);
  for (const m of code.matchAll(/\b(?:t|b|j|k_[a-z]+)\d+\b/g)) if (!known.has(m[0]) && !/^k_(?:K|plain)\d+$/.test(m[0])) return false;
  return true;
}
