// Stage: prove. Witnesses zermelo finds itself for the existential obligations (condition I, and a
// Grundy conjecture's mex), when the file gives no proof.strategy. "Some move reaches the set" is an
// existential Z3 must instantiate itself, which it rarely manages through xor (Nim without a
// strategy timed out). When S reads `E = 0`, or the Grundy value is E, with E a nim-sum, Bouton's
// move is the natural witness: a heap x with x ⊕ E < x goes to x ⊕ E (for the value v < E: to
// x ⊕ E ⊕ v). When `E = 0` is only part of S (misère Nim: `if max(h) ≤ 1 then … else xor(h) = 0`),
// Bouton's moves and cutting a heap to 0 or to 1 are offered as alternatives (either play). The guess is only a hint: the obligation checks that a case names a legal move into
// the set, and when it is not proved the plain existential runs as before (runPlan's fallback).
// Input: the spec. Output: strategy cases as typed expressions (the binder `v` free in mex cases).

import type { Span } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import { BOOL, INT } from '../lang/types.js';
import { findNode, visit } from '../lang/walk.js';
import type { Spec, StrategyCase } from '../model/model.js';

/** The name of the value bound in the mex cases (a binder in their scope). */
export const MEX_VALUE = 'v';

const cache = new WeakMap<Spec, Guesses>();

interface Guesses {
  strategy?: StrategyCase[];
  mex?: StrategyCase[];
  partial?: boolean; // `E = 0` is only part of S
  remainder?: boolean; // S = { x mod E = 0 }: the remainder is taken
}

/** Bouton's move into S = { E = 0 }, one case per heap (or, when `E = 0` is part of S, those and
 *  the cuts to 0 and 1); undefined when S has no such part. */
export function guessedStrategy(spec: Spec): StrategyCase[] | undefined {
  return guesses(spec).strategy;
}

/** How the guessed strategy was made, for the obligation's detail. */
export function guessedStrategyDetail(spec: Spec): string {
  const g = guesses(spec);
  if (g.remainder) return 'with a strategy found by zermelo (S reads x mod E = 0: take the remainder, x → x − x mod E): the case names a legal move into S';
  return g.partial
    ? 'with moves found by zermelo (a heap x with x ⊕ E < x goes to x ⊕ E, E a nim-sum in S, or a heap is cut to 0 or 1): some case that applies names a legal move into S'
    : 'with a strategy found by zermelo (Bouton’s move: a heap x with x ⊕ E < x goes to x ⊕ E, E the nim-sum of S): each case names a legal move into S';
}

/** Bouton's move to the value v < E of a Grundy conjecture E (v free, named MEX_VALUE). */
export function guessedMexMoves(spec: Spec): StrategyCase[] | undefined {
  return guesses(spec).mex;
}

function guesses(spec: Spec): Guesses {
  let g = cache.get(spec);
  if (!g) {
    g = {};
    const impartial = spec.game.impartial && !spec.game.end.draw && takesAnyAmount(spec);
    const normal = impartial && spec.game.play === 'normal' && !spec.game.end.win;
    const heaps = impartial ? heapsOf(spec) : undefined;
    const hinted = (spec.proof?.strategy?.length ?? 0) > 0;
    const c = spec.conjecture;
    // The set condition I moves into, as written: S, or (only F given, no N) F, read negated.
    const into = c?.safe ? { set: c.safe, op: '=' as const } : c?.fragile && !c.neutral ? { set: c.fragile, op: '!=' as const } : undefined;
    // S = { E = 0 } (F = { E ≠ 0 }) with E a nim-sum: Bouton's move
    const zeroSum = normal && heaps && into && !hinted ? nimSumOf(spec, into.set, into.op) : undefined;
    if (heaps && zeroSum) g.strategy = heaps.map((h) => bouton(h, zeroSum));
    if (heaps && into && !g.strategy && !hinted) {
      // S mentions `E = 0` with E a nim-sum inside a larger formula (misère Nim: `if max(h) ≤ 1 then
      // sum(h) mod 2 = 1 else xor(h) = 0`): Bouton's moves, and cutting a heap to 0 or to 1, as
      // alternatives (condition I with a strategy holds when any case that applies works).
      // S exactly `E = 0` (F exactly `E ≠ 0`) under misère play or with winning terminals is no case for Bouton's moves
      const whole = (nimSumOf(spec, into.set) ?? nimSumOf(spec, into.set, '!=')) !== undefined;
      const sums = whole ? [] : innerNimSums(spec, into.set);
      if (sums.length > 0 && heaps.length * (sums.length + 2) <= 48) {
        g.partial = true;
        g.strategy = [...sums.flatMap((e) => heaps.map((h) => bouton(h, e))), ...[0, 1].flatMap((v) => heaps.map((h) => cutTo(h, v)))];
      }
    }
    if (into && !g.strategy && !hinted) {
      // S = { x mod E = 0 } (take 1 … m: n mod (m + 1) = 0): take the remainder, x → x − x mod E
      const r = remainderOf(into.set, into.op);
      if (r) {
        g.remainder = true;
        g.strategy = [takeRemainder(r.field, r.mod)];
      }
    }
    const grundy = c?.grundy;
    if (normal && heaps && grundy && isNimSum(spec, grundy, 0)) {
      const v: Expr = { kind: 'name', name: MEX_VALUE, ref: { kind: 'binder', name: MEX_VALUE }, type: INT, span: grundy.span };
      g.mex = heaps.map((h) => bouton(h, xor(grundy, v, grundy.span)));
    }
    cache.set(spec, g);
  }
  return g;
}

interface Heap {
  field: string;
  index?: number;
  read: Expr;
}

/** Bouton's move needs moves that cut a heap to any smaller size: some binder ranges up to a value
 *  that depends on the position (`k ∈ 1..a`, Nim's `k ∈ 1..h[i]`). Games with a fixed set of
 *  amounts (game 17 takes 1 or 2) would only cost the hint's time limit. */
function takesAnyAmount(spec: Spec): boolean {
  const mentionsField = (e: Expr): boolean => {
    let found = false;
    visit(e, (x) => {
      if (x.kind === 'name' && x.ref?.kind === 'field') found = true;
    });
    return found;
  };
  return spec.game.moves.some((m) => m.binders.some((b) => b.domain.kind === 'range' && mentionsField(b.domain.hi)));
}

/** The integer fields and array elements of the state: the heaps a Bouton move may reduce. */
function heapsOf(spec: Spec): Heap[] | undefined {
  const heaps: Heap[] = [];
  const span = spec.game.span;
  for (const f of spec.game.state) {
    const d = f.domain;
    const name: Expr = { kind: 'name', name: f.name, ref: { kind: 'field', name: f.name }, span };
    if (d.kind === 'nat' || d.kind === 'int' || d.kind === 'range') heaps.push({ field: f.name, read: { ...name, type: INT } });
    else if (d.kind === 'array' && d.elem.kind !== 'bool' && d.elem.kind !== 'real') {
      const target: Expr = { ...name, type: { kind: 'array', elem: INT, length: d.length } };
      for (let i = 0; i < d.length; i++) heaps.push({ field: f.name, index: i, read: { kind: 'index', target, index: int(i, span), type: INT, span } });
    } else if (d.kind !== 'player') return undefined; // real or bool fields: not a heap game
  }
  return heaps.length > 0 && heaps.length <= 16 ? heaps : undefined;
}

/** when x ⊕ e < x: move x to x ⊕ e. */
function bouton(h: Heap, e: Expr): StrategyCase {
  const span = e.span;
  const to = xor(h.read, e, span);
  return {
    when: { kind: 'cmp', ops: ['<'], args: [to, h.read], type: BOOL, span },
    move: { assignments: [{ field: h.field, ...(h.index !== undefined ? { index: int(h.index, span) } : {}), value: to, span }], span },
    span,
  };
}

/** x mod E (x a field, E free of binders) when s is `x mod E op 0` or `0 op x mod E`. */
function remainderOf(s: Expr, op: '=' | '!='): { field: Expr & { kind: 'name' }; mod: Expr } | undefined {
  if (s.kind !== 'cmp' || s.ops.length !== 1 || s.ops[0] !== op) return undefined;
  const [a, b] = s.args as [Expr, Expr];
  const zero = (x: Expr): boolean => x.kind === 'int' && x.value === 0n;
  const e = zero(b) ? a : zero(a) ? b : undefined;
  if (!e || e.kind !== 'arith' || e.op !== 'mod' || e.left.kind !== 'name' || e.left.ref?.kind !== 'field' || mentionsBinder(e.right)) return undefined;
  return { field: e.left, mod: e.right };
}

/** when x mod E ≠ 0: move x to x − x mod E. */
function takeRemainder(x: Expr & { kind: 'name' }, mod: Expr): StrategyCase {
  const span = x.span;
  const rem: Expr = { kind: 'arith', op: 'mod', left: x, right: mod, type: INT, span };
  return {
    when: { kind: 'cmp', ops: ['!='], args: [rem, int(0, span)], type: BOOL, span },
    move: { assignments: [{ field: x.name, value: { kind: 'arith', op: '-', left: x, right: rem, type: INT, span }, span }], span },
    span,
  };
}

/** when x > v: move x to v. */
function cutTo(h: Heap, v: number): StrategyCase {
  const span = h.read.span;
  return {
    when: { kind: 'cmp', ops: ['>'], args: [h.read, int(v, span)], type: BOOL, span },
    move: { assignments: [{ field: h.field, ...(h.index !== undefined ? { index: int(h.index, span) } : {}), value: int(v, span), span }], span },
    span,
  };
}

/** The nim-sums E of the subformulas `E = 0` or `E ≠ 0` of s (through definitions without parameters), at most 2. */
function innerNimSums(spec: Spec, s: Expr | undefined): Expr[] {
  const found: Expr[] = [];
  const seen = new Set<string>();
  const walk = (e: Expr, depth: number): void => {
    if (depth > 20 || found.length >= 2) return;
    visit(e, (x) => {
      const sum = nimSumOf(spec, x) ?? nimSumOf(spec, x, '!=');
      if (sum && found.length < 2 && !mentionsBinder(sum)) {
        const key = printKey(sum);
        if (!seen.has(key)) {
          seen.add(key);
          found.push(sum);
        }
      }
      if (x.kind === 'name' && x.ref?.kind === 'define') {
        const d = spec.defines.find((y) => y.name === x.name && y.params.length === 0);
        if (d) walk(d.body, depth + 1);
      }
    });
  };
  if (s) walk(s, 0);
  return found;
}

/** A binder (∀, ∃, count) would be free in a strategy case: such a sum is no heap target. */
const mentionsBinder = (e: Expr): boolean => findNode(e, (x) => x.kind === 'name' && x.ref?.kind === 'binder') !== undefined;

const printKey = (e: Expr): string => JSON.stringify(e, (k, v) => (k === 'span' || k === 'type' || k === 'ref' ? undefined : typeof v === 'bigint' ? String(v) : v));

const int = (i: number, span: Span): Expr => ({ kind: 'int', value: BigInt(i), type: INT, span });
const xor = (a: Expr, b: Expr, span: Span): Expr => ({ kind: 'xor', left: a, right: b, type: INT, span });

/** E when s is `E = 0` or `0 = E` (with op '!=': `E ≠ 0`) and E is a nim-sum. */
function nimSumOf(spec: Spec, s: Expr | undefined, op: '=' | '!=' = '='): Expr | undefined {
  if (!s || s.kind !== 'cmp' || s.ops.length !== 1 || s.ops[0] !== op) return undefined;
  const [a, b] = s.args as [Expr, Expr];
  const zero = (x: Expr): boolean => x.kind === 'int' && x.value === 0n;
  const e = zero(b) ? a : zero(a) ? b : undefined;
  return e && isNimSum(spec, e, 0) ? e : undefined;
}

/** ⊕, xor(…), or a definition without parameters that is one. */
function isNimSum(spec: Spec, e: Expr, depth: number): boolean {
  if (depth > 20) return false;
  if (e.kind === 'xor') return true;
  if (e.kind === 'call' && e.callee === 'xor' && e.ref?.kind === 'builtin') return true;
  if (e.kind === 'name' && e.ref?.kind === 'define') {
    const d = spec.defines.find((x) => x.name === e.name && x.params.length === 0);
    return d !== undefined && isNimSum(spec, d.body, depth + 1);
  }
  return false;
}
