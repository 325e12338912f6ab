// Stage: prove. The conjecture's sets S, F, N as predicates on a symbolic position. Omitted sets
// are complements (format.md §2): with one set given, N is empty and the other is its complement;
// with two, the third is what is left. `grundy` is a number-valued function of the position.

import type { ConjectureSpec } from '../model/model.js';
import type { BoolT, NumT } from './backend.js';
import type { SymGame, SymPos } from './symGame.js';
import { Unsupported } from './unsupported.js';

export interface SymSets {
  safe(pos: SymPos): BoolT;
  fragile(pos: SymPos): BoolT;
  neutral(pos: SymPos): BoolT;
  neutralEmpty: boolean; // N is empty by construction (condition III is vacuous)
  given: ('safe' | 'fragile' | 'neutral')[];
}

export function conjectureSets(g: SymGame, c: ConjectureSpec): SymSets | undefined {
  const { ctx } = g;
  const given = (['safe', 'fragile', 'neutral'] as const).filter((k) => c[k] !== undefined);
  if (given.length === 0) return undefined;
  const expr = (k: 'safe' | 'fragile' | 'neutral') => (pos: SymPos) => g.enc.bool(c[k]!, g.scope(pos));
  const no = () => ctx.Bool.val(false);
  if (given.length === 1 && given[0] === 'neutral') {
    throw new Unsupported('the conjecture gives only N: say which of the other positions are safe (S) or fragile (F)', c.span);
  }
  let safe = c.safe ? expr('safe') : undefined;
  let fragile = c.fragile ? expr('fragile') : undefined;
  let neutral = c.neutral ? expr('neutral') : undefined;
  const neutralEmpty = !neutral && given.length === 1;
  if (!neutral) neutral = given.length === 1 ? no : (p) => ctx.And(safe!(p).not(), fragile!(p).not());
  if (!safe) safe = (p) => ctx.And(fragile!(p).not(), neutral!(p).not());
  if (!fragile) fragile = (p) => ctx.And(safe!(p).not(), neutral!(p).not());
  return { safe, fragile, neutral, neutralEmpty, given: [...given] };
}

export function grundyOf(g: SymGame, c: ConjectureSpec): ((pos: SymPos) => NumT) | undefined {
  if (!c.grundy) return undefined;
  return (pos) => g.enc.num(c.grundy!, g.scope(pos)).term;
}
