// Stage: teach (guess). Finds the simplest formulas describing a set of positions (the safe ones, say)
// from the solved table: constant, one coordinate periodic with exceptions, a relation between the
// coordinates, or a split on a small coordinate (the player to move: "turn = A ∧ … ∨ turn = B ∧ …",
// or game 20's last move r) with one of those forms per value, and (two coordinates, when nothing
// else fits) a relation after a few first rows and columns fitted apart (prefixPattern.ts). Input: known positions with 1/0.
// Output: candidate Formulas, simplest first, each consistent with every known position.

import { FALSE, TRUE, and, atom, or, setText, type Formula } from './formula.js';
import { fitSequence } from './fitSequence.js';
import { relationCandidates, type Coord, type Sample } from './relations.js';
import { prefixCandidates } from './prefixPattern.js';

const KEEP = 6; // candidates kept per subproblem

/** The row of values along one coordinate when nothing else matters, else undefined. */
function project(samples: readonly Sample[], c: Coord): Int8Array | undefined {
  const row = new Int8Array(c.hi - c.lo + 1).fill(-1);
  for (const s of samples) {
    const k = s.pos[c.slot]! - c.lo;
    if (row[k]! < 0) row[k] = s.v;
    else if (row[k] !== s.v) return undefined;
  }
  return row;
}

function valueText(c: Coord, v: number): string {
  return c.valueNames?.[v] ?? String(v);
}

/** `turn = A`, `r ∈ {1, 2}` for a group of values of a selector. */
function selectorAtom(c: Coord, values: number[]): Formula {
  const set = new Set(values);
  const text = values.length === 1 ? `${c.name} = ${valueText(c, values[0]!)}` : `${c.name} ∈ ${c.valueNames ? `{${values.map((v) => valueText(c, v)).join(', ')}}` : setText(values)}`;
  return atom(text, 1 + (values.length === 1 ? 1 : values.length), (x) => set.has(x[c.slot]!));
}

/** One branch per value of the selector, equal branches grouped. */
function split(samples: readonly Sample[], s: Coord, coords: readonly Coord[], selectors: readonly Coord[]): Formula | undefined {
  const groups = new Map<string, { f: Formula; values: number[] }>();
  for (let v = s.lo; v <= s.hi; v++) {
    const part = samples.filter((x) => x.pos[s.slot] === v);
    const best = part.length === 0 ? FALSE : fitSet(part, coords, selectors)[0];
    if (!best) return undefined;
    const g = groups.get(best.text);
    if (g) g.values.push(v);
    else groups.set(best.text, { f: best, values: [v] });
  }
  if (groups.size === 1) return [...groups.values()][0]!.f;
  return or(...[...groups.values()].filter((g) => g.f !== FALSE).map((g) => and(selectorAtom(s, g.values), g.f)));
}

export function fitSet(samples: readonly Sample[], coords: readonly Coord[], selectors: readonly Coord[]): Formula[] {
  if (samples.every((s) => s.v === 1)) return [TRUE];
  if (samples.every((s) => s.v === 0)) return [FALSE];
  const found: Formula[] = [];
  for (const c of coords) {
    const row = project(samples, c);
    if (row) found.push(...fitSequence(c.name, c.slot, c.lo, row));
  }
  found.push(...relationCandidates(coords, samples));
  if (coords.length === 2 && found.every((f) => !samples.every((s) => f.holds(s.pos) === (s.v === 1)))) found.push(...prefixCandidates(coords[0]!, coords[1]!, samples));
  if (selectors.length > 0) {
    const f = split(samples, selectors[0]!, coords, selectors.slice(1));
    if (f) found.push(f);
  }
  const unique = new Map<string, Formula>();
  for (const f of found.sort((a, b) => a.cost - b.cost)) if (!unique.has(f.text)) unique.set(f.text, f);
  return [...unique.values()].filter((f) => samples.every((s) => f.holds(s.pos) === (s.v === 1))).slice(0, KEEP);
}
