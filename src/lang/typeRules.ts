// Stage: lang. Small rules about types shared by the checker, the compiler and the interpreter:
// which types are numbers, how int and real join, what may be used where another is expected.

import { INT, REAL, type Type } from './types.js';

export function isNumeric(t: Type): boolean {
  return t.kind === 'int' || t.kind === 'real';
}

/** A value stored in one frame slot: int, real, bool, player, outcome. */
export function isScalar(t: Type): boolean {
  return isNumeric(t) || t.kind === 'bool' || t.kind === 'player' || t.kind === 'outcome';
}

/** `actual` may be used where `expected` is required (an int is usable where a real is expected). */
export function assignable(actual: Type, expected: Type): boolean {
  if (actual.kind === 'int' && expected.kind === 'real') return true;
  if (actual.kind === 'array' && expected.kind === 'array') {
    return actual.length === expected.length && assignable(actual.elem, expected.elem);
  }
  if (actual.kind === 'set' && expected.kind === 'set') return assignable(actual.elem, expected.elem);
  return actual.kind === expected.kind;
}

/** The common type of two branches / elements (int ⊔ real = real), or undefined if none. */
export function join(a: Type, b: Type): Type | undefined {
  if (assignable(a, b)) return b;
  if (assignable(b, a)) return a;
  return undefined;
}

export function numericJoin(a: Type, b: Type): Type {
  return a.kind === 'int' && b.kind === 'int' ? INT : REAL;
}

/** Values that `=` and `≠` can compare. */
export function comparable(a: Type, b: Type): boolean {
  if (isNumeric(a) && isNumeric(b)) return true;
  if (a.kind === 'set' || b.kind === 'set') return false;
  return join(a, b) !== undefined;
}
