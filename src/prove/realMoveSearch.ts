// Stage: prove. Re-checking "no move exists" at a concrete position when a move ranges over the reals
// (`for: x ∈ real`), where the moves cannot be listed. The real line is cut into cells (open
// intervals and their end points); on each cell the move's guard and the target's membership are
// evaluated over exact rational intervals (exact/intervalEval.ts): false everywhere — the cell holds
// no such move; true everywhere — a move exists; otherwise the cell is split, within a budget. The
// answer is 'some', 'none', or 'unknown' (budget spent, or something the intervals cannot bound).

import type { Spec } from '../model/model.js';
import { isRealLine } from '../lang/builtins.js';
import type { ConcreteGame } from './concrete.js';
import { add, cmpExt, fromNumber, isFinite, mul, neg, q, sub, type Ext, type Q } from './exact/rational.js';
import * as I from './exact/interval.js';
import { F, T, U, tvAnd, tvNot, type TV } from './exact/interval.js';
import { evalInterval, num, bool, orUnknown, Undecided, type IEnv, type IValue } from './exact/intervalEval.js';

export type MoveSearch = 'some' | 'none' | 'unknown';

/** Cells examined per schema and binder assignment before giving up. */
const CELL_BUDGET = 4000;

/** The conjecture's sets at a position given as intervals (the complement rules of concreteSets.ts). */
export function setsOver(spec: Spec, env: IEnv): { safe: TV; fragile: TV; neutral: TV } {
  const c = spec.conjecture;
  const test = (e: NonNullable<typeof c>['safe']): TV => {
    const v = evalInterval(e!, env);
    if (v.k !== 'bool') throw new Undecided('a set that is not a condition');
    return v.v;
  };
  if (c && !c.safe && !c.fragile && !c.neutral && c.grundy) {
    const g = evalInterval(c.grundy, env);
    if (g.k !== 'num') throw new Undecided('a Grundy value that is not a number');
    const zero = I.eq(g.v, I.point(q(0n), true));
    return { safe: zero, fragile: tvNot(zero), neutral: F };
  }
  const given = (['safe', 'fragile', 'neutral'] as const).filter((k) => c?.[k] !== undefined);
  const v = (k: 'safe' | 'fragile' | 'neutral'): TV | undefined => (c?.[k] ? test(c[k]) : undefined);
  const safe0 = v('safe');
  const fragile0 = v('fragile');
  let neutral = v('neutral');
  if (neutral === undefined) neutral = given.length === 1 ? F : tvAnd(tvNot(safe0 ?? F), tvNot(fragile0 ?? F));
  const safe = safe0 ?? tvAnd(tvNot(fragile0 ?? F), tvNot(neutral));
  const fragile = fragile0 ?? tvAnd(tvNot(safe), tvNot(neutral));
  return { safe, fragile, neutral };
}

/** The evaluation environment of a concrete position. */
export function envAt(game: ConcreteGame, spec: Spec, pos: readonly number[], params: Map<string, number>): IEnv {
  const fields = new Map<string, IValue>();
  for (const f of game.scope.state) {
    const at = (k: number): IValue => (f.type.kind === 'bool' ? bool(pos[f.offset + k] ? T : F) : num(I.point(fromNumber(pos[f.offset + k]!), f.type.kind !== 'real')));
    fields.set(f.name, f.type.kind === 'array' ? { k: 'arr', v: Array.from({ length: f.type.length }, (_, k) => at(k)) } : at(0));
  }
  const paramValues = new Map<string, IValue>();
  for (const p of spec.game.params) paramValues.set(p.name, num(I.point(fromNumber(params.get(p.name) ?? 0), true)));
  return { fields, params: paramValues, defines: new Map(spec.defines.map((d) => [d.name, d])), ...(spec.game.players ? { players: spec.game.players } : {}) };
}

/** Is there a legal move from the position whose target satisfies `into`? */
export function searchMoves(spec: Spec, env: IEnv, into: (target: IEnv) => TV): MoveSearch {
  const end = spec.game.end;
  const ended = [end.lose, end.draw, end.win].map((e) => (e ? orUnknown(() => truth(evalInterval(e, env))) : F));
  if (ended.includes(T)) return 'none';
  if (ended.includes(U)) return 'unknown';
  let unknown = false;
  for (const m of spec.game.moves) {
    if (m.targets.length !== 1) return 'unknown';
    if (m.by) {
      const turn = env.fields.get('turn');
      const mine = spec.game.players!.indexOf(m.by);
      if (turn?.k !== 'num' || !I.isPoint(turn.v)) return 'unknown';
      if (cmpExt(turn.v.lo, q(BigInt(mine))) !== 0) continue;
    }
    const at = (locals: Map<string, IValue>): TV =>
      orUnknown(() => {
        const legal = m.guard ? truth(evalInterval(m.guard, env, locals)) : T;
        if (legal === F) return F;
        const target = new Map(env.fields);
        for (const a of m.targets[0]!.assignments) {
          const v = evalInterval(a.value, env, locals);
          if (!a.index) target.set(a.field, v);
          else {
            const arr = target.get(a.field);
            const i = evalInterval(a.index, env, locals);
            if (arr?.k !== 'arr' || i.k !== 'num' || !I.isPoint(i.v) || !isFinite(i.v.lo)) throw new Undecided('an index assignment over a range');
            const k = Number(i.v.lo.n);
            if (i.v.lo.d !== 1n || k < 0 || k >= arr.v.length) throw new Undecided('an index out of range');
            target.set(a.field, { k: 'arr', v: arr.v.map((x, j) => (j === k ? v : x)) });
          }
        }
        if (spec.game.players && !m.targets[0]!.assignments.some((a) => a.field === 'turn')) {
          const turn = target.get('turn')!;
          if (turn.k === 'num') target.set('turn', num(I.sub(I.point(q(1n), true), turn.v)));
        }
        return tvAnd(legal, into({ ...env, fields: target }));
      });
    // binders in order: listed values, and a real binder (last only) searched cell by cell
    const walk = (k: number, locals: Map<string, IValue>): MoveSearch => {
      if (k === m.binders.length) {
        const t = at(locals);
        return t === T ? 'some' : t === F ? 'none' : 'unknown';
      }
      const b = m.binders[k]!;
      if (isRealLine(b.domain)) return k === m.binders.length - 1 ? searchLine((x) => at(new Map(locals).set(b.name, num(x)))) : 'unknown';
      let values: IValue[];
      try {
        values = listed(b.domain, env, locals);
      } catch (err) {
        if (err instanceof Undecided) return 'unknown';
        throw err;
      }
      let any: MoveSearch = 'none';
      for (const v of values) {
        const r = walk(k + 1, new Map(locals).set(b.name, v));
        if (r === 'some') return 'some';
        if (r === 'unknown') any = 'unknown';
      }
      return any;
    };
    const r = walk(0, new Map());
    if (r === 'some') return 'some';
    if (r === 'unknown') unknown = true;
  }
  return unknown ? 'unknown' : 'none';
}

function truth(v: IValue): TV {
  if (v.k !== 'bool') throw new Undecided('a guard that is not a condition');
  return v.v;
}

/** The values of an integer binder's domain, each known exactly. */
function listed(d: import('../lang/ast.js').Expr, env: IEnv, locals: Map<string, IValue>): IValue[] {
  if (d.kind === 'range') {
    const [lo, hi] = [evalInterval(d.lo, env, locals), evalInterval(d.hi, env, locals)];
    if (lo.k !== 'num' || hi.k !== 'num' || !I.isPoint(lo.v) || !I.isPoint(hi.v) || !isFinite(lo.v.lo) || !isFinite(hi.v.lo)) throw new Undecided('a binder range over a range');
    const out: IValue[] = [];
    if (hi.v.lo.n - lo.v.lo.n > 100_000n) throw new Undecided('a binder range too large');
    for (let v = lo.v.lo.n; v <= hi.v.lo.n; v++) out.push(num(I.point(q(v), true)));
    return out;
  }
  const values = d.kind === 'set' ? d.elems.map((x) => evalInterval(x, env, locals)) : evalInterval(d, env, locals);
  const list = Array.isArray(values) ? values : values.k === 'arr' ? values.v : [];
  if (list.some((v) => v.k === 'num' && !I.isPoint(v.v))) throw new Undecided('a binder value known only as a range');
  return list;
}

/** Splits the real line into cells until each is decided: 'some' at the first true cell. Breadth
 *  first, so that a boundary the halving never reaches (an irrational one) cannot use up the budget
 *  before the cells beside it are looked at. */
export function searchLine(at: (x: I.Iv) => TV): MoveSearch {
  const queue: I.Iv[] = [I.open('-inf', 'inf')];
  for (let next = 0; next < queue.length; next++) {
    if (next >= CELL_BUDGET) return 'unknown';
    const cell = queue[next]!;
    const t = at(cell);
    if (t === T) return 'some';
    if (t === F) continue;
    if (I.isPoint(cell)) return 'unknown';
    const m = splitPoint(cell.lo, cell.hi);
    queue.push(I.open(cell.lo, m), I.point(m, false), I.open(m, cell.hi));
  }
  return 'none';
}

function splitPoint(lo: Ext, hi: Ext): Q {
  const one = q(1n);
  const mag = (x: Q): Q => (cmpExt(x, one) > 0 ? x : cmpExt(neg(x), one) > 0 ? neg(x) : one);
  if (!isFinite(lo) && !isFinite(hi)) return q(0n);
  if (!isFinite(lo)) return sub(hi as Q, mag(hi as Q)); // toward −∞, doubling
  if (!isFinite(hi)) return add(lo, mag(lo));
  return mul(add(lo, hi), q(1n, 2n));
}
