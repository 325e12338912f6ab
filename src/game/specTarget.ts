// Stage: game. Code for one move target of a schema: every right-hand side and index first, read in
// the position before the move, the writes then in the order written (the later wins); the region
// test — only a target outside the region can leave a field's domain, so the domain checks (errors
// of the game) sit on that rare path — then the region index as p + Σ (new − old)·stride, folded to
// p + constant when the changes are literals (`n - 1`).

import type { Expr } from '../lang/ast.js';
import type { Update } from '../model/model.js';
import { add, hull, interval, isSafe, mul, neg, point, sub, type Interval } from '../lang/interval.js';
import type { InlineGen } from './inlineGen.js';
import type { TargetCode } from './kernel.js';
import type { SpecKernelInput } from './specKernelInput.js';
import { emitSetElement, setWriteOf } from './setWrite.js';

export interface TargetContext {
  g: InlineGen;
  input: SpecKernelInput;
  /** The player to move inside the current schema's `by:` block. */
  mover: number | undefined;
  /** The move keeps the turn: `turn` stays as it is. */
  keeps: boolean;
  fresh(prefix: string): string;
  extra: Record<string, unknown>;
}

export function num(v: number): string {
  return v < 0 ? `(${v})` : String(v);
}

type Entry = { value: string; delta?: string; range: Interval; change?: Interval };
/** One write of a target, its value (and index) already computed: to a slot known at generation
 *  time, or to an element of `field` whose index is computed (`slot`: the absolute state slot). */
type Write = { field: string } & ({ kind: 'slot'; slot: number; entry: Entry } | { kind: 'computed'; base: number; length: number; slot: string; value: string; range: Interval });

/** Emits the target's computation: every right-hand side and index first, read in the position
 *  before the move (simultaneous assignment); the writes then take effect in the order written. */
export function emitTarget(ctx: TargetContext, u: Update, schema: number, outsideCode?: string): TargetCode & { close?: boolean } {
  const { g } = ctx;
  const { layout } = ctx.input;
  const so = layout.stateOffset;
  const writes = computeWrites(ctx, u);
  // Only a computed index can meet another write to its field without the generator knowing; there
  // the final value of each element is chosen in the order written (ordered). Otherwise no slot
  // changes twice (a slot written twice is known here, and the later entry replaces the earlier),
  // and the index is p plus the changes, the computed update's change read from the frame.
  const collides = writes.some((w) => w.kind === 'computed' && writes.some((o) => o !== w && o.field === w.field));
  const assigned = new Map<number, Entry>(); // static slot → value
  const dynamic: { base: number; length: number; slot: string; value: string; range: Interval }[] = [];
  if (collides) for (const [s, e] of orderedCells(ctx, writes)) assigned.set(s, e);
  else {
    for (const w of writes) {
      if (w.kind === 'slot') assigned.set(w.slot, w.entry);
      else dynamic.push({ base: w.base, length: w.length, slot: w.slot, value: w.value, range: w.range });
    }
  }
  // Region test first; only a target outside the region can leave a field's domain (the region
  // lies inside the domains), so the domain checks (errors of the game) sit on that rare path.
  const { domainLo, domainHi, region } = ctx.input;
  const outside: string[] = [];
  const domain: string[] = [];
  const delta: string[] = [];
  // the index two ways: p − Σ old + Σ new over the slots given a value (p − old is then the same in
  // every move that sets the same slots, and V8 computes it once) or, every slot being assigned, Σ new
  const terms = { old: [] as string[], new: [] as string[], constant: 0, direct: [] as string[], directConstant: 0 };
  for (const [s, { value: v, delta: d, range: r }] of assigned) {
    // each side of the domain and region tests is left out when the value's range proves it
    const checks: string[] = [];
    if (domainLo[s]! > -Infinity && !(r.lo >= domainLo[s]!)) checks.push(`${v} < ${num(domainLo[s]!)}`);
    if (domainHi[s]! < Infinity && !(r.hi <= domainHi[s]!)) checks.push(`${v} > ${num(domainHi[s]!)}`);
    if (checks.length) domain.push(`if (${checks.join(' || ')}) K_domain(${schema}, ${s}, ${v});`);
    const leaves: string[] = [];
    if (!(r.lo >= region.lo[s]!)) leaves.push(`${v} < ${num(region.lo[s]!)}`);
    if (!(r.hi <= region.hi[s]!)) leaves.push(`${v} > ${num(region.hi[s]!)}`);
    if (leaves.length) outside.push(leaves.join(' || '));
    delta.push(d !== undefined ? scaled(d, region.stride[s]!) : `(${v} - k_v${s}) * ${region.stride[s]}`);
    const [stride, l, lit] = [region.stride[s]!, region.lo[s]!, literalValue(v)];
    if (lit === undefined) terms.direct.push(relative(v, l, stride));
    else terms.directConstant += (lit - l) * stride;
    if (d !== undefined) {
      const change = scaled(d, stride);
      const c = literalValue(change);
      if (c === undefined) terms.new.push(change);
      else terms.constant += c;
    } else {
      terms.old.push(relative(`k_v${s}`, l, stride));
      if (lit === undefined) terms.new.push(relative(v, l, stride));
      else terms.constant += (lit - l) * stride;
    }
  }
  for (const d of dynamic) {
    // a value whose range lies in every element's region (a bool into a set) never leaves it
    const cells = Array.from({ length: d.length }, (_, k) => d.base + k);
    const within = cells.every((s) => d.range.lo >= region.lo[s]! && d.range.hi <= region.hi[s]!);
    if (!within) {
      domain.push(`if (${d.value} < K_dlo[${d.slot}] || ${d.value} > K_dhi[${d.slot}]) K_domain(${schema}, ${d.slot}, ${d.value});`);
      outside.push(`${d.value} < K_rlo[${d.slot}] || ${d.value} > K_rhi[${d.slot}]`);
    }
    delta.push(`(${d.value} - f[${so} + ${d.slot}]) * K_stride[${d.slot}]`);
    terms.new.push(delta[delta.length - 1]!);
  }
  // a kept move leaves `turn` as it is: no change of index, and the target's turn slot is the mover's
  const turn = ctx.keeps ? undefined : layout.turnSlot;
  if (turn !== undefined) {
    // inside a `by:` block the turn is known: A (0) → B (1) adds the stride, B → A subtracts it
    const stride = region.stride[turn]!;
    delta.push(ctx.mover === undefined ? `(1 - 2 * k_v${turn}) * ${stride}` : num(ctx.mover === 0 ? stride : -stride));
    if (ctx.mover === undefined) terms.new.push(delta[delta.length - 1]!);
    else terms.constant += ctx.mover === 0 ? stride : -stride;
  }
  const slotCode = (s: number): string => {
    if (s === turn) return ctx.mover === undefined ? `(1 - k_v${s})` : String(1 - ctx.mover);
    let code = assigned.get(s)?.value ?? `k_v${s}`;
    for (const d of dynamic) if (s >= d.base && s < d.base + d.length) code = `(${d.slot} === ${s} ? ${d.value} : ${code})`;
    return code;
  };
  const index = ctx.fresh('k_t');
  if (region.sparse) return sparseTarget(ctx, { index, outside, domain, outsideCode, slotCode, assigned, dynamic, turn });
  // all changes literal and their sum negative: the target precedes p (no check needed)
  const literal = delta.map((d) => (/^\(?-?\d+\)?$/.test(d) ? Number(d.replace(/[()]/g, '')) : NaN));
  const backward = dynamic.length === 0 && ((literal.every((x) => !Number.isNaN(x)) && literal.reduce((a, b) => a + b, 0) < 0) || changeRange(ctx, assigned).hi < 0);
  // every slot assigned and fewer terms that way: the index from the values alone; otherwise p
  // plus the changes
  const changes = `p${terms.old.map((x) => ` - ${x}`).join('')}${terms.new.map((x) => ` + ${x}`).join('')}${plus(terms.constant)}`;
  const direct = terms.direct.length ? `${terms.direct.join(' + ')}${plus(terms.directConstant)}` : num(terms.directConstant);
  const all = assigned.size === layout.stateSize && turn === undefined;
  const sum = all && terms.direct.length < terms.old.length + terms.new.length ? direct : changes;
  if (outsideCode !== undefined && outside.length) {
    // the caller handles targets outside the region apart: open the in-region branch (closed by moves())
    g.emit(`if (${outside.join(' || ')}) { ${domain.join(' ')} ${outsideCode} } else {`);
    g.emit(`const ${index} = ${sum};`);
    return { index, slot: slotCode, backward, inside: true, close: true };
  }
  g.emit(`let ${index} = ${sum};`);
  if (outside.length) g.emit(`if (${outside.join(' || ')}) { ${domain.join(' ')} ${index} = -1; }`);
  else return { index, slot: slotCode, backward, inside: true };
  return { index, slot: slotCode, backward };
}

/** The target's writes in the order written, each value (and computed index) emitted now, so all
 *  of them read the position before the move. A whole array field gives one write per element. */
function computeWrites(ctx: TargetContext, u: Update): Write[] {
  const { g } = ctx;
  const { layout } = ctx.input;
  const writes: Write[] = [];
  for (const a of u.assignments) {
    const field = layout.fields.get(a.field)!;
    const isBool = field.spec.domain.kind === 'bool' || (field.spec.domain.kind === 'array' && field.spec.domain.elem.kind === 'bool');
    const wrap = (v: string): string => (isBool ? g.bind(`${v} ? 1 : 0`) : v);
    const valueAt = (e: Expr, s: number): Entry => (isBool ? { value: wrap(g.expr(e)), range: interval(0, 1) } : step(ctx, e, s));
    // `S: S ∪ {x}` / `S: S ∖ {x}`: the one element x (setWrite.ts), not the k elements of the lowered array
    const set = !a.index && isBool && field.spec.domain.kind === 'array' ? setWriteOf(a.value, a.field, field.length) : undefined;
    if (set) {
      const slot = g.bind(`${field.offset} + ${emitSetElement(g, set, field.offset, field.length)}`);
      writes.push({ field: a.field, kind: 'computed', base: field.offset, length: field.length, slot, value: String(set.value), range: interval(set.value, set.value) });
      continue;
    }
    if (!a.index && field.spec.domain.kind === 'array') {
      // the whole array (`h: [h[0], h[1] - k]`, or another array): element k of the value goes to
      // slot offset + k
      const elemType = field.spec.domain.elem.kind === 'bool' ? ({ kind: 'bool' } as const) : ({ kind: 'int' } as const);
      const elems = a.value.kind === 'array' && a.value.elems.length === field.length ? a.value.elems : undefined;
      for (let k = 0; k < field.length; k++) {
        const e: Expr = elems ? elems[k]! : { kind: 'index', target: a.value, index: { kind: 'int', value: BigInt(k), span: a.value.span, type: { kind: 'int' } }, span: a.value.span, type: elemType };
        writes.push({ field: a.field, kind: 'slot', slot: field.offset + k, entry: valueAt(e, field.offset + k) });
      }
      continue;
    }
    const known = a.index ? g.literalOf(a.index) : 0;
    if (known !== undefined && known >= 0 && known < field.length) {
      writes.push({ field: a.field, kind: 'slot', slot: field.offset + known, entry: valueAt(a.value, field.offset + known) });
      continue;
    }
    const idx = g.expr(a.index!);
    const slot = g.bind(`${field.offset} + ${idx}`);
    g.emit(`if (!(${idx} >= 0 && ${idx} < ${field.length})) H.indexOutOfRange(${g.span(a.index!)}, ${idx}, ${field.length});`);
    const value = wrap(g.expr(a.value));
    writes.push({ field: a.field, kind: 'computed', base: field.offset, length: field.length, slot, value, range: isBool ? interval(0, 1) : g.range(a.value) });
  }
  return writes;
}

/** The final value of every slot the writes touch, applied in order: a known slot takes its value,
 *  a computed index makes each element of its field `slot === s ? value : (the value so far)`. Only
 *  these final values are the target (an overwritten value is never checked against the domain). */
function orderedCells(ctx: TargetContext, writes: readonly Write[]): Map<number, Entry> {
  const { g } = ctx;
  const cells = new Map<number, Entry>();
  for (const w of writes) {
    if (w.kind === 'slot') {
      cells.set(w.slot, w.entry);
      continue;
    }
    for (let s = w.base; s < w.base + w.length; s++) {
      const before = cells.get(s) ?? { value: `k_v${s}`, range: g.ranges.of(`k_v${s}`) };
      const value = g.bind(`${w.slot} === ${s} ? ${w.value} : ${before.value}`);
      const range = hull(w.range, before.range);
      g.ranges.set(value, range);
      cells.set(s, { value, range });
    }
  }
  return cells;
}

/** A field's new value and its range (the local holding it is known to lie there); for `x ± e`
 *  (x the same field) also the change ±e, so the target index is p ± e·stride without recomputing
 *  from x (same overflow check as lang's code generator). */
function step(ctx: TargetContext, e: Expr, s: number): Entry {
  const { g } = ctx;
  const range = g.range(e);
  // when x ± e may leave ±(2^53 − 1), the value goes through g.expr's exact fallback instead
  if (e.kind === 'arith' && (e.op === '+' || e.op === '-') && e.type?.kind === 'int' && isSafe(range) && isSlot(ctx, e.left, s)) {
    const left = g.expr(e.left);
    const d = g.expr(e.right);
    const v = g.bind(`${left} ${e.op} ${d}`);
    g.checkSafe(v, e);
    g.ranges.set(v, range);
    const lit = /^\(?-?\d+\)?$/.test(d) ? Number(d.replace(/[()]/g, '')) : undefined;
    const delta = lit !== undefined ? num(e.op === '-' ? -lit : lit) : e.op === '-' ? `(0 - ${d})` : d;
    const rd = g.range(e.right);
    return { value: v, delta, range, change: e.op === '-' ? neg(rd) : rd };
  }
  const value = g.expr(e);
  if (/^t\d+$/.test(value)) g.ranges.set(value, range); // a fresh temporary holding e
  return { value, range };
}

/** The range of index − p for a target inside the region: Σ (new − old)·stride over the assigned
 *  slots, ± the turn's stride. */
function changeRange(ctx: TargetContext, assigned: ReadonlyMap<number, { range: Interval; change?: Interval }>): Interval {
  const { region, layout } = ctx.input;
  let total: Interval = point(0);
  for (const [s, a] of assigned) {
    const change = a.change ?? sub(a.range, ctx.g.ranges.of(`k_v${s}`));
    total = add(total, mul(change, point(region.stride[s]!)));
  }
  // a kept move leaves `turn` as it is: no change of index, and the target's turn slot is the mover's
  const turn = ctx.keeps ? undefined : layout.turnSlot;
  if (turn !== undefined) {
    const stride = region.stride[turn]!;
    total = add(total, ctx.mover === undefined ? interval(-stride, stride) : point(ctx.mover === 0 ? stride : -stride));
  }
  return total;
}

/** e reads state slot s of the current position (a scalar field, or h[k] with k known). */
function isSlot(ctx: TargetContext, e: Expr, s: number): boolean {
  const f = e.kind === 'name' ? ctx.input.layout.fields.get(e.name) : e.kind === 'index' && e.target.kind === 'name' ? ctx.input.layout.fields.get(e.target.name) : undefined;
  if (!f) return false;
  if (e.kind === 'name') return e.ref?.kind === 'field' && f.spec.domain.kind !== 'array' && f.offset === s && !ctx.g.locals.has(e.name);
  if (e.kind !== 'index' || e.target.kind !== 'name' || e.target.ref?.kind !== 'field' || ctx.g.locals.has(e.target.name)) return false;
  const k = ctx.g.literalOf(e.index);
  return k !== undefined && f.offset + k === s;
}

/** The value of a literal code ("4", "(-3)"), or undefined. */
function literalValue(code: string): number | undefined {
  return /^\(?-?\d+\)?$/.test(code) ? Number(code.replace(/[()]/g, '')) : undefined;
}

/** (x − lo)·stride as code. */
function relative(x: string, lo: number, stride: number): string {
  const shifted = lo === 0 ? x : `(${x} - ${num(lo)})`;
  return stride === 1 ? shifted : `${shifted} * ${stride}`;
}

/** ` + c`, ` - c` or nothing. */
function plus(c: number): string {
  return c === 0 ? '' : c > 0 ? ` + ${c}` : ` - ${-c}`;
}

/** d · stride as code (folded when d is a literal). */
function scaled(d: string, stride: number): string {
  const lit = /^\(?-?\d+\)?$/.test(d) ? Number(d.replace(/[()]/g, '')) : undefined;
  if (lit !== undefined) return num(lit * stride);
  return stride === 1 ? d : `${d} * ${stride}`;
}

/** A target in a sparse region: no index arithmetic (the box is too large to index), only whether
 *  it lies in the box (0, or -1 outside), and the changed slots with their new values. */
function sparseTarget(
  ctx: TargetContext,
  t: {
    index: string;
    outside: string[];
    domain: string[];
    outsideCode: string | undefined;
    slotCode: (s: number) => string;
    assigned: ReadonlyMap<number, Entry>;
    dynamic: readonly { slot: string; value: string }[];
    turn: number | undefined;
  },
): TargetCode & { close?: boolean } {
  const { g } = ctx;
  const changes: { slot: number | string; value: string }[] = [...t.assigned].map(([s, e]) => ({ slot: s, value: e.value }));
  for (const d of t.dynamic) changes.push({ slot: d.slot, value: d.value });
  if (t.turn !== undefined) changes.push({ slot: t.turn, value: t.slotCode(t.turn) });
  if (t.outsideCode !== undefined && t.outside.length) {
    g.emit(`if (${t.outside.join(' || ')}) { ${t.domain.join(' ')} ${t.outsideCode} } else {`);
    g.emit(`const ${t.index} = 0;`);
    return { index: t.index, slot: t.slotCode, inside: true, close: true, changes };
  }
  g.emit(`let ${t.index} = 0;`);
  if (!t.outside.length) return { index: t.index, slot: t.slotCode, inside: true, changes };
  g.emit(`if (${t.outside.join(' || ')}) { ${t.domain.join(' ')} ${t.index} = -1; }`);
  return { index: t.index, slot: t.slotCode, changes };
}
