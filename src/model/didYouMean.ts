// Stage: model. "Did you mean …" suggestions for unknown keys and values.
// Input: a misspelt word and the words allowed there. Output: the closest allowed word, when it is
// close enough (Damerau–Levenshtein distance, case-insensitive, at most a third of its length, ≥ 1).

import { editDistance as osaDistance } from '../diag/editDistance.js';

/** Optimal string alignment distance over code points, ignoring case. */
export function editDistance(a: string, b: string): number {
  return osaDistance([...a.toLowerCase()], [...b.toLowerCase()], true);
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
