// Stage: lang. "Did you mean …" hints: the closest visible names to a misspelt one.
// Input: the unknown name and the candidates. Output: a hint string, or undefined if nothing is close.

import { editDistance as osaDistance } from '../diag/editDistance.js';

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), over UTF-16 code
 *  units, case-sensitive. */
export function editDistance(a: string, b: string): number {
  return osaDistance(a.split(''), b.split(''), true);
}

/** The closest candidates (distance ≤ max(1, ⌊len/3⌋), or differing only in case), best first. */
export function closestNames(name: string, candidates: Iterable<string>): string[] {
  const limit = Math.max(1, Math.floor(name.length / 3));
  const scored: [string, number][] = [];
  for (const c of new Set(candidates)) {
    if (c === name) continue;
    const dist = c.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, c);
    if (dist <= limit) scored.push([c, dist]);
  }
  return scored.sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0])).map(([c]) => c);
}

export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const best = closestNames(name, candidates).slice(0, 2);
  if (best.length === 0) return undefined;
  return `did you mean ${best.map((c) => `'${c}'`).join(' or ')}?`;
}
