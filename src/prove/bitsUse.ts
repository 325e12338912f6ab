// Stage: prove. Which parts of a spec use xor/⊕/bit (following definitions), so that each obligation
// gets the bitvector encoding only when it touches them: bitvector arithmetic makes Z3 slow on sums
// and differences, while integer arithmetic cannot express xor.

import type { Expr } from '../lang/ast.js';
import { visit } from '../lang/walk.js';
import type { FieldDomain, Spec } from '../model/model.js';
import { needsBits } from './smallValues.js';

export interface BitsUse {
  game: boolean; // moves, end rules, field domains
  conjecture: boolean; // S, F, N
  strategy: boolean;
  grundy: boolean;
  measure: boolean;
  claims: boolean[];
  any: boolean;
}

export function bitsUse(spec: Spec): BitsUse {
  const defines = new Map(spec.defines.map((d) => [d.name, d]));
  const memo = new Map<string, boolean>();
  const uses = (e: Expr | undefined, seen = new Set<string>()): boolean => {
    if (!e) return false;
    let found = false;
    visit(e, (x) => {
      if (needsBits(x, defines)) found = true;
      const name = x.kind === 'call' && x.ref?.kind === 'define' ? x.callee : x.kind === 'name' && x.ref?.kind === 'define' ? x.name : undefined;
      if (name && !seen.has(name)) {
        if (!memo.has(name)) {
          seen.add(name);
          memo.set(name, uses(defines.get(name)?.body, seen));
        }
        found ||= memo.get(name)!;
      }
    });
    return found;
  };
  const all = (es: (Expr | undefined)[]): boolean => es.some((e) => uses(e));
  const domainExprs = (d: FieldDomain): Expr[] => (d.kind === 'range' ? [d.lo, d.hi] : d.kind === 'array' ? domainExprs(d.elem) : []);
  const g = spec.game;
  const game = all([
    g.end.lose,
    g.end.draw,
    g.end.win,
    ...g.moves.flatMap((m) => [m.guard, m.again, m.score, ...m.binders.map((b) => b.domain), ...m.targets.flatMap((t) => t.assignments.flatMap((a) => [a.value, a.index]))]),
    ...[...g.params, ...g.state].flatMap((f) => domainExprs(f.domain)),
  ]);
  const c = spec.conjecture;
  const conjecture = all([c?.safe, c?.fragile, c?.neutral, c?.value]);
  const strategy = all((spec.proof?.strategy ?? []).flatMap((s) => [s.when, ...s.move.assignments.flatMap((a) => [a.value, a.index])]));
  const grundy = uses(c?.grundy);
  const measure = all(spec.proof?.termination ?? []);
  const start = all((g.start?.assignments ?? []).map((a) => a.value));
  const claims = spec.claims.map((cl) => uses(cl.holds) || start || game || conjecture || grundy);
  const any = game || conjecture || strategy || grundy || measure || claims.some(Boolean);
  return { game, conjecture, strategy, grundy, measure, claims, any };
}

/** Whether the obligation `id` (see obligations.ts and friends) needs the bitvector encoding. */
export function planNeedsBits(use: BitsUse, id: string): boolean {
  if (id === 'well-defined' || id === 'count-closure') return use.any;
  if (id === 'domain') return use.game;
  if (id === 'finiteness') return use.game || use.measure;
  if (id.startsWith('grundy-')) return use.game || use.grundy;
  if (id === 'condition-I') return use.game || use.conjecture || use.strategy;
  if (id.startsWith('lemma-')) return false; // lemmas live in the integer encoding (lemmas.ts)
  if (id.startsWith('claim-')) return use.claims[Number(id.slice('claim-'.length)) - 1] ?? true;
  return use.game || use.conjecture;
}
