// Stage: spec. "Did you mean …" suggestions for unknown keys and values.
// Input: a misspelt word and the words allowed there. Output: the closest allowed word, when it is
// close enough (Damerau–Levenshtein distance, case-insensitive, at most a third of its length, ≥ 1).

export function editDistance(a: string, b: string): number {
  const x = [...a.toLowerCase()];
  const y = [...b.toLowerCase()];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => {
    const row = new Array<number>(y.length + 1).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j <= y.length; j++) d[0]![j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[x.length]![y.length]!;
}

export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const dist = editDistance(word, c);
    if (dist < bestDistance) {
      best = c;
      bestDistance = dist;
    }
  }
  const limit = Math.max(1, Math.floor(Math.max(word.length, 3) / 3));
  return best !== undefined && bestDistance <= limit ? best : undefined;
}
