// Stage: lang. "Did you mean …" hints: the closest visible names to a misspelt one.
// Input: the unknown name and the candidates. Output: a hint string, or undefined if nothing is close.

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
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
