// Stage: prove. Condition I with `proof.strategy`: instead of "∃ a move into S" (a quantifier Z3
// must instantiate), each case names the target; we check "when ⇒ the target is the target of a
// legal move and lies in S". The binders of that move are found by unrolling small domains and by
// solving an assignment `x: e - k` / `e + k` / `k` for k; only otherwise ∃ remains.

import type { Binder, Expr } from '../lang/ast.js';
import type { MoveSpec, Spec, StrategyCase } from '../model/model.js';
import type { BoolT } from './backend.js';
import { binderDomain, quantify } from './encodeBinders.js';
import { asNum, num, symEq, unify, type NumSym, type Sym } from './sym.js';
import type { SymGame, SymPos } from './symGame.js';
import type { Scope } from './encoder.js';
import { visit } from '../lang/walk.js';

/** `strategy`: the file's proof.strategy unless given (one zermelo guessed, guessStrategy.ts);
 *  `binders`: values its cases mention besides the position (the mex value v). */
export function strategyMoves(g: SymGame, spec: Spec, p: SymPos, safe: (t: SymPos) => BoolT, strategy: readonly StrategyCase[] = spec.proof?.strategy ?? [], binders?: Map<string, Sym>): BoolT {
  return g.any(strategyCases(g, spec, p, safe, strategy, binders).map((c) => g.ctx.And(c.applies, c.works)));
}

/** Per case: `applies` (the game is not over and `when` holds) and `works` (under applies: the
 *  target is that of a legal move and lies in S). */
export function strategyCases(
  g: SymGame,
  spec: Spec,
  p: SymPos,
  safe: (t: SymPos) => BoolT,
  strategy: readonly StrategyCase[] = spec.proof?.strategy ?? [],
  binders?: Map<string, Sym>,
): { applies: BoolT; works: BoolT }[] {
  const { ctx, enc } = g;
  const notOver = g.ends(p).over.not();
  const scope = (): Scope => g.scope(p, binders ? new Map(binders) : undefined);
  return strategy.map((c) => {
    const when = enc.under(notOver, () => enc.bool(c.when, scope()));
    const applies = ctx.And(notOver, when);
    const works = enc.under(applies, () => {
      const t = g.applyUpdate(c.move, p, scope(), true);
      const legal = g.any(spec.game.moves.map((m) => reaches(g, m, p, t)));
      return ctx.And(
        legal,
        enc.under(legal, () => safe(t)),
      );
    });
    return { applies, works };
  });
}

/** Some binder values make schema m legal at p with target t. */
function reaches(g: SymGame, m: MoveSpec, p: SymPos, t: SymPos): BoolT {
  const { ctx, be, enc } = g;
  const go = (binders: Binder[], scope: Scope): BoolT => {
    if (binders.length === 0) {
      const inst = g.instanceOf(m, p, scope);
      return ctx.And(
        inst.legal,
        g.enc.under(inst.legal, () => samePosition(g, inst.target, t)),
      );
    }
    const [b, ...rest] = binders as [Binder, ...Binder[]];
    const dom = binderDomain(enc, b.domain, scope);
    const bind = (v: Sym): Scope => ({ ...scope, binders: new Map(scope.binders).set(b.name, v) });
    if (dom.kind === 'values') return g.any(dom.values.map((v) => go(rest, bind(v))));
    const solved = solveBinder(g, m, b.name, scope, t, dom.kind === 'real');
    if (!solved) return quantify(enc, 'exists', binders, scope, (s) => go([], s));
    if (dom.kind === 'real') return go(rest, bind(solved)); // the guard alone bounds a real binder
    const k = asNum(solved).term;
    return ctx.And(be.le(dom.lo, k), be.le(k, dom.hi), go(rest, bind(solved)));
  };
  return go(m.binders, g.scope(p));
}

function samePosition(g: SymGame, a: SymPos, b: SymPos): BoolT {
  return g.all([...a].map(([f, v]) => symEq(g.ctx, g.be, v, b.get(f)!)));
}

const mentions = (e: Expr, name: string): boolean => {
  let found = false;
  visit(e, (x) => {
    if (x.kind === 'name' && x.name === name && x.ref?.kind === 'binder') found = true;
  });
  return found;
};
const isBinder = (e: Expr, name: string): boolean => e.kind === 'name' && e.name === name && e.ref?.kind === 'binder';

/** How an assignment's value depends on binder k, when it can be solved for k from the target t:
 *  `k` (k = t), `e - k` (k = e − t), `e + k` or `k + e` (k = t − e), with e free of k. */
export type BinderShape = { kind: 'itself' } | { kind: 'subtracted' | 'added'; other: Expr };

export function binderShape(v: Expr, k: string): BinderShape | undefined {
  if (isBinder(v, k)) return { kind: 'itself' };
  if (v.kind !== 'arith' || (v.op !== '+' && v.op !== '-')) return undefined;
  if (v.op === '-' && isBinder(v.right, k) && !mentions(v.left, k)) return { kind: 'subtracted', other: v.left };
  if (v.op === '+' && isBinder(v.right, k) && !mentions(v.left, k)) return { kind: 'added', other: v.left };
  if (v.op === '+' && isBinder(v.left, k) && !mentions(v.right, k)) return { kind: 'added', other: v.right };
  return undefined;
}

/** k from an assignment binderShape solves: a candidate only. The field must have k's sort (a real
 *  binder is solved from a real field). */
function solveBinder(g: SymGame, m: MoveSpec, k: string, scope: Scope, t: SymPos, real: boolean): Sym | undefined {
  const { be, enc } = g;
  const minus = (a: NumSym, b: NumSym): Sym => {
    const [x, y, r] = unify(be, a, b);
    return num(be.sub(x, y), r);
  };
  const assignments = m.targets[0]?.assignments ?? [];
  // binders after k are not bound yet: an assignment that reads one cannot solve k here
  const unbound = m.binders.map((b) => b.name).filter((name) => name !== k && !scope.binders.has(name));
  const readsUnbound = (e: Expr | undefined): boolean => e !== undefined && unbound.some((name) => mentions(e, name));
  for (const [n, a] of assignments.entries()) {
    if (a.index && mentions(a.index, k)) continue;
    if (readsUnbound(a.index) || readsUnbound(a.value)) continue;
    // a later write to the same field may replace this value (writes apply in the order written)
    if (assignments.slice(n + 1).some((b) => b.field === a.field)) continue;
    let tv = t.get(a.field)!;
    if (a.index) tv = enc.index(tv, enc.num(a.index, scope).term, a.span);
    if (tv.kind !== 'num' || tv.real !== real) continue;
    const shape = binderShape(a.value, k);
    if (!shape) continue;
    if (shape.kind === 'itself') return tv;
    return shape.kind === 'subtracted' ? minus(enc.num(shape.other, scope), tv) : minus(tv, enc.num(shape.other, scope));
  }
  return undefined;
}
