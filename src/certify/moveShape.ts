// Stage: certify. The syntactic half of the one-heap hypothesis, independent of parameter values:
// one unbounded `nat` field n, every other field finite, every move `n ↦ n − t` with t and the other
// updates free of n, n in guards only inside comparisons (atoms). Input: the Spec; output: per move
// the take t and the guard's atoms, or the reason the rules do not fit (then nothing is certified).

import type { CmpOp, Expr } from '../lang/ast.js';
import { printExpr } from '../lang/print.js';
import type { Definition, MoveSpec, Spec } from '../model/model.js';
import { ExprFacts, usesBinders, type AffineForm } from './exprFacts.js';

/** A comparison that mentions n: `left op right`, or `elem ∈ set` (set: its members or a..b). */
export type Atom =
  { kind: 'cmp'; op: CmpOp; left: AffineForm; right: AffineForm; text: string } | { kind: 'in'; elem: AffineForm; members?: Expr[]; range?: [Expr, Expr]; negated: boolean; text: string };

export interface MoveShape {
  move: MoveSpec;
  /** n ↦ n − take. */
  take: Expr;
  atoms: Atom[];
}

export interface RulesShape {
  heap: string;
  moves: MoveShape[];
}

export type ShapeResult = { ok: true; shape: RulesShape } | { ok: false; reason: string };

export function rulesShape(spec: Spec): ShapeResult {
  const g = spec.game;
  const unbounded = g.state.filter((f) => f.domain.kind === 'nat');
  for (const f of g.state) {
    if (f.domain.kind === 'array') return no(`the field \`${f.name}\` is an array (only one heap and finitely many other values are supported)`);
    if (f.domain.kind === 'int' || f.domain.kind === 'real') return no(`the field \`${f.name}\` is ${f.domain.kind}: only one unbounded nat field is supported`);
  }
  if (unbounded.length === 0) return no('no field is unbounded (the game is finite: the bounded check covers it)');
  if (unbounded.length > 1) return no(`${unbounded.length} fields are unbounded (${unbounded.map((f) => f.name).join(', ')}): a certificate needs exactly one heap`);
  const heap = unbounded[0]!.name;
  const defines = new Map<string, Definition>(spec.defines.map((d) => [d.name, d]));
  const facts = new ExprFacts(heap, defines);
  for (const [kind, rule] of Object.entries(g.end)) {
    if (rule && facts.mentions(rule)) return no(`the \`end: ${kind}\` rule mentions \`${heap}\`: the terminal positions may change with ${heap}`);
  }
  const moves: MoveShape[] = [];
  for (const move of g.moves) {
    const shaped = moveShape(move, facts);
    if (typeof shaped === 'string') return no(`${moveName(move)}: ${shaped}`);
    moves.push(shaped);
  }
  return { ok: true, shape: { heap, moves } };
}

function no(reason: string): ShapeResult {
  return { ok: false, reason };
}

export function moveName(m: MoveSpec): string {
  return m.name ? `the move "${m.name}"` : 'a move';
}

function moveShape(move: MoveSpec, facts: ExprFacts): MoveShape | string {
  const heap = facts.heap;
  if (move.targets.length !== 1) return 'it leads to a sum of positions (the heap is split): the rows do not follow from the last k rows';
  for (const b of move.binders) {
    if (facts.mentions(b.domain)) return `the range of \`${b.name}\` (${printExpr(b.domain)}) depends on ${heap}`;
  }
  let take: Expr | undefined;
  for (const a of move.targets[0]!.assignments) {
    if (a.index) return `it assigns an element of \`${a.field}\``;
    if (a.field !== heap) {
      if (facts.mentions(a.value)) return `the new \`${a.field}\` (${printExpr(a.value)}) depends on ${heap}`;
      continue;
    }
    const v = a.value;
    const isHeap = (x: Expr) => x.kind === 'name' && x.ref?.kind === 'field' && x.ref.name === heap;
    if (v.kind !== 'arith' || v.op !== '-' || !isHeap(v.left) || facts.mentions(v.right)) {
      return `it sets ${heap} to \`${printExpr(v)}\`, not to \`${heap} − t\` with t independent of ${heap}`;
    }
    take = v.right;
  }
  if (!take) return `it leaves ${heap} unchanged`;
  const atoms: Atom[] = [];
  if (move.guard) {
    const why = collectAtoms(move.guard, facts, new Set(), atoms);
    if (why) return `its condition ${why}`;
  }
  return { move, take, atoms };
}

/** Walks a boolean guard; returns why n is used outside a comparison, or undefined (atoms collected). */
function collectAtoms(e: Expr, facts: ExprFacts, inner: Set<string>, out: Atom[]): string | undefined {
  if (!facts.mentions(e)) return undefined;
  const heap = facts.heap;
  const clean = (x: AffineForm) => x.terms.every((t) => !usesBinders(t.expr, inner));
  switch (e.kind) {
    case 'not':
      return collectAtoms(e.arg, facts, inner, out);
    case 'logic':
      return collectAtoms(e.left, facts, inner, out) ?? collectAtoms(e.right, facts, inner, out);
    case 'ite':
      return collectAtoms(e.cond, facts, inner, out) ?? collectAtoms(e.then, facts, inner, out) ?? collectAtoms(e.else, facts, inner, out);
    case 'quant': {
      const names = new Set(inner);
      for (const b of e.binders) {
        if (facts.mentions(b.domain)) return `quantifies over a range that depends on ${heap} (${printExpr(b.domain)})`;
        names.add(b.name);
      }
      return collectAtoms(e.body, facts, names, out);
    }
    case 'cmp': {
      for (let i = 0; i < e.ops.length; i++) {
        const [l, r] = [e.args[i]!, e.args[i + 1]!];
        if (!facts.mentions(l) && !facts.mentions(r)) continue;
        const [left, right] = [facts.affine(l), facts.affine(r)];
        if (!left || !right || !clean(left) || !clean(right)) return `compares \`${printExpr(e)}\`, which is not of the form ${heap} + t ≥ s`;
        out.push({ kind: 'cmp', op: e.ops[i]!, left, right, text: `${printExpr(l)} ${e.ops[i]} ${printExpr(r)}` });
      }
      return undefined;
    }
    case 'in': {
      const elem = facts.affine(e.elem);
      const set = e.set;
      const text = printExpr(e);
      if (!elem || !clean(elem) || facts.mentions(set)) return `tests \`${text}\`, which is not of the form ${heap} + t ∈ {constants}`;
      if (set.kind === 'set' && !set.elems.some((x) => usesBinders(x, inner))) {
        out.push({ kind: 'in', elem, members: set.elems, negated: e.negated, text });
        return undefined;
      }
      if (set.kind === 'range' && !usesBinders(set, inner)) {
        out.push({ kind: 'in', elem, range: [set.lo, set.hi], negated: e.negated, text });
        return undefined;
      }
      return `tests \`${text}\` against a set it cannot evaluate in advance`;
    }
    default:
      return `uses ${heap} in \`${printExpr(e)}\` (only comparisons such as \`k ≤ ${heap}\` are allowed)`;
  }
}
