// Stage: prove. Witnesses zermelo finds itself for the existential obligations (condition I, and a
// Grundy conjecture's mex), when the file gives no proof.strategy. "Some move reaches the set" is an
// existential Z3 must instantiate itself, which it rarely manages through xor (Nim without a
// strategy timed out). When S reads `E = 0`, or the Grundy value is E, with E a nim-sum, Bouton's
// move is the natural witness: a heap x with x ⊕ E < x goes to x ⊕ E (for the value v < E: to
// x ⊕ E ⊕ v). The guess is only a hint: the obligation checks that a case names a legal move into
// the set, and when it is not proved the plain existential runs as before (runPlan's fallback).
// Input: the spec. Output: strategy cases as typed expressions (the binder `v` free in mex cases).

import type { Span } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import { BOOL, INT } from '../lang/types.js';
import { visit } from '../lang/walk.js';
import type { Spec, StrategyCase } from '../spec/model.js';

/** The name of the value bound in the mex cases (a binder in their scope). */
export const MEX_VALUE = 'v';

const cache = new WeakMap<Spec, { strategy?: StrategyCase[]; mex?: StrategyCase[] }>();

/** Bouton's move into S = { E = 0 }, one case per heap; undefined when S is not of that form. */
export function guessedStrategy(spec: Spec): StrategyCase[] | undefined {
  return guesses(spec).strategy;
}

/** Bouton's move to the value v < E of a Grundy conjecture E (v free, named MEX_VALUE). */
export function guessedMexMoves(spec: Spec): StrategyCase[] | undefined {
  return guesses(spec).mex;
}

function guesses(spec: Spec): { strategy?: StrategyCase[]; mex?: StrategyCase[] } {
  let g = cache.get(spec);
  if (!g) {
    g = {};
    if (spec.game.impartial && spec.game.play === 'normal' && !spec.game.end.draw && !spec.game.end.win && takesAnyAmount(spec)) {
      const heaps = heapsOf(spec);
      const zeroSum = nimSumOf(spec, spec.conjecture?.safe);
      if (heaps && zeroSum && !spec.proof?.strategy?.length) g.strategy = heaps.map((h) => bouton(h, zeroSum));
      const grundy = spec.conjecture?.grundy;
      if (heaps && grundy && isNimSum(spec, grundy, 0)) {
        const v: Expr = { kind: 'name', name: MEX_VALUE, ref: { kind: 'binder', name: MEX_VALUE }, type: INT, span: grundy.span };
        g.mex = heaps.map((h) => bouton(h, xor(grundy, v, grundy.span)));
      }
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

const int = (i: number, span: Span): Expr => ({ kind: 'int', value: BigInt(i), type: INT, span });
const xor = (a: Expr, b: Expr, span: Span): Expr => ({ kind: 'xor', left: a, right: b, type: INT, span });

/** E when S is `E = 0` or `0 = E` and E is a nim-sum. */
function nimSumOf(spec: Spec, s: Expr | undefined): Expr | undefined {
  if (!s || s.kind !== 'cmp' || s.ops.length !== 1 || s.ops[0] !== '=') return undefined;
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
