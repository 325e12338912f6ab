// Stage: certify. Hand-written rules recognised as an octal game, so that the Guy–Smith theorem
// decides them for every n like the `octal:` family: one heap n, and every move schema is exactly
// one of the octal move kinds for a constant c ≥ 1 —
//   for: a ∈ 0..n - c,       to: [{ n: a }, { n: n - c - a }]    remove c, leave 0, 1 or 2 heaps (7)
//   for: a ∈ 1..n - c - 1,   to: [{ n: a }, { n: n - c - a }]    remove c, leave 2 non-empty heaps (4)
//   if: n ≥ c | n > c | n = c, to: { n: n - c }                  remove c, leave 0 or 1 heap (3), 1 (2), 0 (1)
// Nothing else is accepted (no other guard, binder, definition or field), so the move set of every
// n is that of the octal code built here. Input: the Spec. Output: the code and its last digit k.

import type { Expr, ExprOf } from '../lang/ast.js';
import type { MoveSpec, Spec, Update } from '../model/model.js';

export type OctalRules = { ok: true; code: string; maxRemove: number; digits: number[] } | { ok: false; reason: string };

const MAX_REMOVE = 64;

export function octalRules(spec: Spec): OctalRules {
  const g = spec.game;
  if (g.family) return no('a family');
  if (!g.impartial || g.params.length > 0 || g.state.length !== 1 || g.state[0]!.domain.kind !== 'nat') return no('the rules are not those of one nat heap without parameters');
  if (g.play !== 'normal' || Object.values(g.end).some((r) => r !== undefined)) return no('the game is not played under normal play without `end:` rules');
  const heap = g.state[0]!.name;
  const digits: number[] = [0];
  for (const m of g.moves) {
    const kind = moveKind(m, heap);
    if (!kind) return no(`the move ${m.name ? `\`${m.name}\`` : 'schema'} is not one of the octal forms (remove c and split the rest into 0, 1 or 2 heaps in every way)`);
    const [c, bits] = kind;
    while (digits.length <= c) digits.push(0);
    digits[c] = digits[c]! | bits;
  }
  const k = digits.length - 1;
  if (k < 1) return no('no move');
  return { ok: true, code: `0.${digits.slice(1).join('')}`, maxRemove: k, digits };
}

function no(why: string): OctalRules {
  return { ok: false, reason: `not an octal game: ${why}` };
}

/** [c, digit bits] of one schema, or undefined when it is not exactly an octal form. */
function moveKind(m: MoveSpec, heap: string): [number, number] | undefined {
  if (m.targets.length === 2 && m.binders.length === 1 && !m.guard) {
    const b = m.binders[0]!;
    const d = b.domain;
    if (d.kind !== 'range') return undefined;
    const [first, second] = m.targets as [Update, Update];
    const a = single(first, heap);
    const rest = single(second, heap);
    if (!a || !rest || !isName(a, b.name)) return undefined;
    const c = heapMinus(rest, heap, b.name); // n - c - a
    if (c === undefined) return undefined;
    const lo = literal(d.lo);
    const hi = heapMinus(d.hi, heap);
    if (lo === 0 && hi === c) return [c, 7];
    if (lo === 1 && hi === c + 1) return [c, 4];
    return undefined;
  }
  if (m.targets.length === 1 && m.binders.length === 0 && m.guard) {
    const v = single(m.targets[0]!, heap);
    const c = v ? heapMinus(v, heap) : undefined;
    if (c === undefined) return undefined;
    const bits = guardBits(m.guard, heap, c);
    return bits ? [c, bits] : undefined;
  }
  return undefined;
}

/** The value of the one assignment of `heap` in a target, when it is the only assignment. */
function single(u: Update, heap: string): Expr | undefined {
  if (u.assignments.length !== 1) return undefined;
  const a = u.assignments[0]!;
  return a.field === heap && !a.index ? a.value : undefined;
}

function isName(e: Expr, name: string, kind?: 'field' | 'binder'): boolean {
  return e.kind === 'name' && e.name === name && (kind === undefined || e.ref?.kind === kind);
}

function literal(e: Expr): number | undefined {
  return e.kind === 'int' && e.value >= 0n && e.value <= BigInt(MAX_REMOVE) ? Number(e.value) : undefined;
}

/** c ≥ 1 when e is `n - c` (or `n - c - a` when a binder name is given). */
function heapMinus(e: Expr, heap: string, binder?: string): number | undefined {
  if (e.kind !== 'arith' || e.op !== '-') return undefined;
  if (binder !== undefined) return isName(e.right, binder, 'binder') ? heapMinus(e.left, heap) : undefined;
  if (!isName(e.left, heap, 'field')) return undefined;
  const c = literal(e.right);
  return c !== undefined && c >= 1 ? c : undefined;
}

/** `n ≥ c` (0 or 1 heap left: 3), `n > c` (1 heap: 2), `n = c` (nothing: 1); either side order. */
function guardBits(guard: Expr, heap: string, c: number): number | undefined {
  if (guard.kind !== 'cmp' || guard.ops.length !== 1) return undefined;
  const [l, r] = guard.args as [Expr, Expr];
  const flip: Record<string, ExprOf<'cmp'>['ops'][number]> = { '>=': '<=', '<=': '>=', '>': '<', '<': '>', '=': '=', '!=': '!=' };
  const op = isName(l, heap, 'field') && literal(r) === c ? guard.ops[0]! : isName(r, heap, 'field') && literal(l) === c ? flip[guard.ops[0]!]! : undefined;
  return op === '>=' ? 3 : op === '>' ? 2 : op === '=' ? 1 : undefined;
}
