// Stage: teach (guess). The book's guess for one coordinate: the + / − row becomes periodic from some
// point on ("a sequência de 5 símbolos + − + − − repete-se periodicamente"), with finitely many
// exceptions before it (game 13: "após um começo irregular nas 12 primeiras colunas"). Input: a row of
// 1 / 0 / -1 (unknown) for x = lo, lo+1, …. Output: candidate Formulas, simplest first.

import { FALSE, TRUE, and, atom, listCost, member, or, setText, type Formula } from './formula.js';

export const MAX_PERIOD = 64;

/** `x mod p ∈ R` (or `= r`, `≠ r`, `∉ …` when shorter); TRUE/FALSE when R is everything/nothing. */
export function modFormula(name: string, slot: number, p: number, residues: readonly number[]): Formula {
  if (residues.length === 0) return FALSE;
  if (residues.length === p) return TRUE;
  const inR = new Set(residues);
  const others = [...Array(p).keys()].filter((r) => !inR.has(r));
  const negate = others.length < residues.length;
  const shown = negate ? others : residues;
  const op = shown.length === 1 ? (negate ? '≠' : '=') : negate ? '∉' : '∈';
  const rhs = shown.length === 1 ? String(shown[0]) : setText(shown);
  const holds = (x: ArrayLike<number>): boolean => inR.has(((x[slot]! % p) + p) % p);
  return atom(`${name} mod ${p} ${op} ${rhs}`, 2 + listCost(shown), holds);
}

/** The smallest k such that row[j] = row[j + p] for every known pair with j ≥ k. */
function periodStart(row: Int8Array, p: number): number {
  for (let k = row.length - 1 - p; k >= 0; k--) {
    const a = row[k]!;
    const b = row[k + p]!;
    if (a >= 0 && b >= 0 && a !== b) return k + 1;
  }
  return 0;
}

export function fitSequence(name: string, slot: number, lo: number, row: Int8Array, maxPeriod = MAX_PERIOD): Formula[] {
  const len = row.length;
  const found = new Map<string, { f: Formula; p: number }>();
  const add = (f: Formula, p: number): void => {
    if (!found.has(f.text) || found.get(f.text)!.f.cost > f.cost) found.set(f.text, { f, p });
  };
  for (let p = 1; p <= Math.min(maxPeriod, Math.floor(len / 3)); p++) {
    const t = periodStart(row, p);
    // Evidence: the periodic part must show its pattern at least three times (and six values).
    if (len - t < Math.max(3 * p, 6)) continue;
    const value = new Int8Array(p).fill(-1);
    for (let k = t; k < len; k++) {
      const r = (((lo + k) % p) + p) % p;
      if (value[r]! < 0 && row[k]! >= 0) value[r] = row[k]!;
    }
    const residues = [...Array(p).keys()].filter((r) => value[r] === 1);
    const periodic = modFormula(name, slot, p, residues);
    const above: number[] = [];
    const below: number[] = [];
    const early: number[] = [];
    for (let k = 0; k < t; k++) {
      if (row[k]! < 0) continue;
      const x = lo + k;
      const says = value[((x % p) + p) % p] === 1;
      if (row[k] === 1) early.push(x);
      if (says && row[k] === 0) above.push(x);
      if (!says && row[k] === 1) below.push(x);
    }
    // The threshold form first: on equal cost it reads like the book ("from 12 stones on, …").
    if (t > 0) {
      const threshold = atom(`${name} ≥ ${lo + t}`, 1, (x) => x[slot]! >= lo + t);
      add(or(and(threshold, periodic), member(name, slot, early)), p);
    }
    add(or(and(periodic, member(name, slot, above, true)), member(name, slot, below)), p);
  }
  return [...found.values()].sort((a, b) => a.f.cost - b.f.cost || a.p - b.p).map((e) => e.f);
}
