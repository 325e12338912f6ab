// Stage: prove (exact re-check of real-valued moves). Intervals of exact rationals with open or
// closed ends, and three-valued comparisons on them. Soundness rule: every real value an expression
// can take lies in its interval; an end is marked open only when it is certainly not attained (when
// unsure, closed — a larger set). Integer intervals are shrunk to integer ends.

import { ceil, cmpExt, floor, isFinite, isInteger, mul as qmul, add as qadd, neg as qneg, q, type Ext, type Q } from './rational.js';

export interface Iv {
  lo: Ext; // never 'inf'
  hi: Ext; // never '-inf'
  loOpen: boolean;
  hiOpen: boolean;
  int: boolean; // every value is an integer
}

/** Three-valued truth: false, true, or unknown (both happen within the interval, or undecided). */
export type TV = 0 | 1 | 2;
export const F: TV = 0;
export const T: TV = 1;
export const U: TV = 2;

export const tvNot = (a: TV): TV => (a === U ? U : a === T ? F : T);
export const tvAnd = (a: TV, b: TV): TV => (a === F || b === F ? F : a === T && b === T ? T : U);
export const tvOr = (a: TV, b: TV): TV => (a === T || b === T ? T : a === F && b === F ? F : U);
export const tvIff = (a: TV, b: TV): TV => (a === U || b === U ? U : a === b ? T : F);

export function point(v: Q, int = v.d === 1n): Iv {
  return { lo: v, hi: v, loOpen: false, hiOpen: false, int };
}
export const isPoint = (a: Iv): boolean => isFinite(a.lo) && !a.loOpen && !a.hiOpen && cmpExt(a.lo, a.hi) === 0;

export function open(lo: Ext, hi: Ext): Iv {
  return { lo, hi, loOpen: true, hiOpen: true, int: false };
}

/** Integer ends: [ceil(lo), floor(hi)], an open integer end moved inward (kept as is if that empties it). */
export function asInt(a: Iv): Iv {
  const lo = isFinite(a.lo) ? q(a.loOpen && isInteger(a.lo) ? a.lo.n + 1n : ceil(a.lo)) : a.lo;
  const hi = isFinite(a.hi) ? q(a.hiOpen && isInteger(a.hi) ? a.hi.n - 1n : floor(a.hi)) : a.hi;
  if (cmpExt(lo, hi) > 0) return { ...a, int: true };
  return { lo, hi, loOpen: !isFinite(lo), hiOpen: !isFinite(hi), int: true };
}

const extAdd = (a: Ext, b: Ext): Ext => (isFinite(a) && isFinite(b) ? qadd(a, b) : !isFinite(a) ? a : b);

export function add(a: Iv, b: Iv): Iv {
  return { lo: extAdd(a.lo, b.lo), hi: extAdd(a.hi, b.hi), loOpen: a.loOpen || b.loOpen, hiOpen: a.hiOpen || b.hiOpen, int: a.int && b.int };
}

const extNeg = (a: Ext): Ext => (isFinite(a) ? qneg(a) : a === 'inf' ? '-inf' : 'inf');

export function neg(a: Iv): Iv {
  return { lo: extNeg(a.hi), hi: extNeg(a.lo), loOpen: a.hiOpen, hiOpen: a.loOpen, int: a.int };
}

export function sub(a: Iv, b: Iv): Iv {
  return add(a, neg(b));
}

const sign = (a: Ext): number => (isFinite(a) ? (a.n < 0n ? -1 : a.n > 0n ? 1 : 0) : a === 'inf' ? 1 : -1);

/** Product of two ends; 0 · ±∞ = 0 (the convention under which corner products bound a product). */
function extMul(a: Ext, b: Ext): Ext {
  if (sign(a) === 0 || sign(b) === 0) return q(0n);
  if (isFinite(a) && isFinite(b)) return qmul(a, b);
  return sign(a) * sign(b) > 0 ? 'inf' : '-inf';
}

type End = { v: Ext; open: boolean };

/** The smallest (largest) end; among equal ones, open only if all of them are. */
function pick(ends: End[], dir: 1 | -1): End {
  let best = ends[0]!;
  for (const e of ends.slice(1)) {
    const c = cmpExt(e.v, best.v) * dir;
    if (c < 0) best = e;
    else if (c === 0 && !e.open) best = { v: best.v, open: false };
  }
  return best;
}

export function mul(a: Iv, b: Iv): Iv {
  const corner = (x: Ext, xo: boolean, y: Ext, yo: boolean): End => {
    const v = extMul(x, y);
    // a closed zero factor makes the product exactly 0, attained; otherwise attained iff both are
    const closedZero = (sign(x) === 0 && !xo) || (sign(y) === 0 && !yo);
    return { v, open: closedZero ? false : xo || yo || !isFinite(x) || !isFinite(y) };
  };
  const ends = [corner(a.lo, a.loOpen, b.lo, b.loOpen), corner(a.lo, a.loOpen, b.hi, b.hiOpen), corner(a.hi, a.hiOpen, b.lo, b.loOpen), corner(a.hi, a.hiOpen, b.hi, b.hiOpen)];
  const lo = pick(ends, 1);
  const hi = pick(ends, -1);
  return { lo: lo.v, hi: hi.v, loOpen: lo.open, hiOpen: hi.open, int: a.int && b.int };
}

/** The union's hull. */
export function hull(a: Iv, b: Iv): Iv {
  const lo = pick(
    [
      { v: a.lo, open: a.loOpen },
      { v: b.lo, open: b.loOpen },
    ],
    1,
  );
  const hi = pick(
    [
      { v: a.hi, open: a.hiOpen },
      { v: b.hi, open: b.hiOpen },
    ],
    -1,
  );
  return { lo: lo.v, hi: hi.v, loOpen: lo.open, hiOpen: hi.open, int: a.int && b.int };
}

/** min(a, b) (dir 1) or max(a, b) (dir -1), end by end. */
export function minMax(a: Iv, b: Iv, dir: 1 | -1): Iv {
  const low = (x: Iv): End => (dir === 1 ? { v: x.lo, open: x.loOpen } : { v: x.hi, open: x.hiOpen });
  const high = (x: Iv): End => (dir === 1 ? { v: x.hi, open: x.hiOpen } : { v: x.lo, open: x.loOpen });
  // min's upper end is the least upper end (max's lower end the greatest lower end); on a tie it is
  // closed if either is, which may include a value not attained — a larger set, so sound
  const l = pick([low(a), low(b)], dir);
  const h = pick([high(a), high(b)], dir);
  const [lo, hi] = dir === 1 ? [l, h] : [h, l];
  return { lo: lo.v, hi: hi.v, loOpen: lo.open, hiOpen: hi.open, int: a.int && b.int };
}

export function abs(a: Iv): Iv {
  if (sign(a.lo) >= 0) return a;
  if (sign(a.hi) <= 0) return neg(a);
  const n = neg(a);
  const hi = pick(
    [
      { v: a.hi, open: a.hiOpen },
      { v: n.hi, open: n.hiOpen },
    ],
    -1,
  );
  return { lo: q(0n), hi: hi.v, loOpen: false, hiOpen: hi.open, int: a.int };
}

export function floorIv(a: Iv): Iv {
  const lo = isFinite(a.lo) ? q(floor(a.lo)) : a.lo;
  const hi = isFinite(a.hi) ? q(a.hiOpen && isInteger(a.hi) ? a.hi.n - 1n : floor(a.hi)) : a.hi;
  return asInt({ lo, hi, loOpen: false, hiOpen: false, int: true });
}

export function ceilIv(a: Iv): Iv {
  return neg(floorIv(neg(a)));
}

/** a · (1 / c) for a non-zero rational c. */
export function divPoint(a: Iv, c: Q): Iv {
  return mul(a, point(q(c.d, c.n), false));
}

// three-valued comparisons

export function lt(a: Iv, b: Iv): TV {
  const c = cmpExt(a.hi, b.lo);
  if (c < 0 || (c === 0 && isFinite(a.hi) && (a.hiOpen || b.loOpen))) return T;
  if (cmpExt(a.lo, b.hi) >= 0) return F;
  return U;
}

export function le(a: Iv, b: Iv): TV {
  if (cmpExt(a.hi, b.lo) <= 0) return T;
  const c = cmpExt(a.lo, b.hi);
  if (c > 0 || (c === 0 && isFinite(a.lo) && (a.loOpen || b.hiOpen))) return F;
  return U;
}

export function eq(a: Iv, b: Iv): TV {
  if (isPoint(a) && isPoint(b)) return cmpExt(a.lo, b.lo) === 0 ? T : F;
  if (lt(a, b) === T || lt(b, a) === T) return F;
  return U;
}
