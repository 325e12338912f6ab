// Stage: teach (guess). A guessed conjecture as text in zermelo's expression language together with
// the same predicate in JavaScript (to test it against the table quickly) and a cost (how simple it
// is: atoms plus listed numbers). Input: pieces. Output: Formulas combined with minimal parentheses.

export interface Formula {
  text: string;
  /** 3 = a disjunction, 4 = a conjunction, 6 = an atom (the printer's levels in lang/print.ts). */
  level: number;
  cost: number;
  holds(position: ArrayLike<number>): boolean;
}

export const TRUE: Formula = { text: 'true', level: 13, cost: 0, holds: () => true };
export const FALSE: Formula = { text: 'false', level: 13, cost: 0, holds: () => false };

export function atom(text: string, cost: number, holds: Formula['holds']): Formula {
  return { text, level: 6, cost, holds };
}

function wrap(f: Formula, min: number): string {
  return f.level < min ? `(${f.text})` : f.text;
}

export function and(...parts: Formula[]): Formula {
  if (parts.some((p) => p === FALSE)) return FALSE;
  const ps = parts.filter((p) => p !== TRUE);
  if (ps.length === 0) return TRUE;
  if (ps.length === 1) return ps[0]!;
  return {
    text: ps.map((p) => wrap(p, 4)).join(' ∧ '),
    level: 4,
    cost: ps.reduce((c, p) => c + p.cost, 0),
    holds: (x) => ps.every((p) => p.holds(x)),
  };
}

export function or(...parts: Formula[]): Formula {
  if (parts.some((p) => p === TRUE)) return TRUE;
  const ps = parts.filter((p) => p !== FALSE);
  if (ps.length === 0) return FALSE;
  if (ps.length === 1) return ps[0]!;
  return {
    text: ps.map((p) => wrap(p, 3)).join(' ∨ '),
    level: 3,
    cost: ps.reduce((c, p) => c + p.cost, 0),
    holds: (x) => ps.some((p) => p.holds(x)),
  };
}

/** `{0, 2, 5}`, or `a..b` when the numbers are consecutive (and more than two). */
export function setText(values: readonly number[]): string {
  const v = [...values].sort((a, b) => a - b);
  if (v.length > 2 && v[v.length - 1]! - v[0]! === v.length - 1) return `${v[0]}..${v[v.length - 1]}`;
  return `{${v.join(', ')}}`;
}

/** `x ∈ {…}` (or `x = v` for one value); FALSE for none. */
export function member(name: string, slot: number, values: readonly number[], negate = false): Formula {
  if (values.length === 0) return negate ? TRUE : FALSE;
  const set = new Set(values);
  const test = negate ? (x: ArrayLike<number>) => !set.has(x[slot]!) : (x: ArrayLike<number>) => set.has(x[slot]!);
  const text = values.length === 1 ? `${name} ${negate ? '≠' : '='} ${values[0]}` : `${name} ${negate ? '∉' : '∈'} ${setText(values)}`;
  return atom(text, 1 + listCost(values) + (negate && values.length > 1 ? 1 : 0), test);
}

/** What listing numbers costs: one each, or two for a range `a..b`. */
export function listCost(values: readonly number[]): number {
  return setText(values).includes('..') ? 2 : values.length;
}
