// Stage: teach (guess). Two coordinates whose pattern starts only after a few first rows and columns
// (the book's game 15 (a) and (b): "a parity pattern after the first rows and columns"): for a prefix
// a < ta, b < tb, each first row and column is fitted on its own (a one-coordinate formula), and the
// rest (a ≥ ta ∧ b ≥ tb) by a relation between the coordinates. Disjuncts that the others already
// cover are dropped. Input: two coordinates and the known positions. Output: candidate Formulas, each
// consistent with every known position.

import { FALSE, and, atom, or, type Formula } from './formula.js';
import { fitSequence } from './fitSequence.js';
import { relationCandidates, type Coord, type Sample } from './relations.js';

/** At most this many first rows and first columns are fitted apart. */
export const MAX_PREFIX = 3;

const line = (c: Coord, v: number): Formula => atom(`${c.name} = ${v}`, 2, (x) => x[c.slot] === v);
const from = (c: Coord, t: number): Formula => (t <= c.lo ? FALSE : atom(`${c.name} ≥ ${t}`, 1, (x) => x[c.slot]! >= t));

/** The row of values along `along` on the line `fixed = v` (every known position of it), or undefined. */
function lineRow(samples: readonly Sample[], fixed: Coord, v: number, along: Coord): Int8Array | undefined {
  const row = new Int8Array(along.hi - along.lo + 1).fill(-1);
  for (const s of samples) {
    if (s.pos[fixed.slot] !== v) continue;
    const k = s.pos[along.slot]! - along.lo;
    if (row[k]! >= 0 && row[k] !== s.v) return undefined;
    row[k] = s.v;
  }
  return row;
}

/** The simplest formula of one first row (or column), on that line only. */
function fitLine(samples: readonly Sample[], fixed: Coord, v: number, along: Coord): Formula | undefined {
  const row = lineRow(samples, fixed, v, along);
  if (!row) return undefined;
  if (row.every((x) => x !== 1)) return FALSE;
  if (row.every((x) => x !== 0)) return line(fixed, v);
  const f = fitSequence(along.name, along.slot, along.lo, row)[0];
  return f ? and(line(fixed, v), f) : undefined;
}

const matches = (f: Formula, samples: readonly Sample[]): boolean => samples.every((s) => f.holds(s.pos) === (s.v === 1));

/** Drops every disjunct the others already cover (the simplest union that still fits). */
function prune(parts: Formula[], samples: readonly Sample[]): Formula {
  let kept = parts.filter((p) => p !== FALSE);
  for (const p of [...kept].sort((x, y) => y.cost - x.cost)) {
    const without = kept.filter((q) => q !== p);
    if (without.length > 0 && matches(or(...without), samples)) kept = without;
  }
  return or(...kept);
}

export function prefixCandidates(a: Coord, b: Coord, samples: readonly Sample[]): Formula[] {
  const out: Formula[] = [];
  for (let ta = a.lo; ta <= a.lo + MAX_PREFIX; ta++) {
    for (let tb = b.lo; tb <= b.lo + MAX_PREFIX; tb++) {
      if (ta === a.lo && tb === b.lo) continue; // no prefix: relations.ts
      // Evidence: the rest must be at least three times as long as the prefix in each direction.
      if (a.hi - ta + 1 < 3 * (ta - a.lo + 1) || b.hi - tb + 1 < 3 * (tb - b.lo + 1)) continue;
      const rest = samples.filter((s) => s.pos[a.slot]! >= ta && s.pos[b.slot]! >= tb);
      const core = relationCandidates([a, b], rest)[0];
      if (!core) continue;
      const lines: Formula[] = [];
      let ok = true;
      for (let v = a.lo; v < ta && ok; v++) {
        const f = fitLine(samples, a, v, b);
        if (f) lines.push(f);
        else ok = false;
      }
      for (let v = b.lo; v < tb && ok; v++) {
        const f = fitLine(samples, b, v, a);
        if (f) lines.push(f);
        else ok = false;
      }
      if (!ok) continue;
      const rested = and(...[from(a, ta), from(b, tb)].filter((f) => f !== FALSE), core);
      const f = prune([rested, ...lines], samples);
      if (matches(f, samples)) out.push(f);
    }
  }
  return out;
}
