// Stage: report. Which counterexamples a person reads first: Theorem 4.1's conditions before plain
// disagreement with the solved game, and a "truth" counterexample only at a position that no
// condition already explains. Among the conditions the list's order stands (the bounded check's is
// smallest position first, so the first one shown is the smallest counterexample). Input: a FileReport's counterexamples. Output: the reading order.
// (The JSON report keeps every counterexample; this only orders and thins the text and annotations.)

import type { CounterexampleReport } from './model.js';

export function primaryCounterexamples(list: readonly CounterexampleReport[]): CounterexampleReport[] {
  const rank = (c: CounterexampleReport): number => (c.condition === 'truth' ? 1 : 0);
  const sorted = list
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map((x) => x.c);
  const explained = new Set(sorted.filter((c) => c.condition !== 'truth').map(key));
  return sorted.filter((c) => c.condition !== 'truth' || !explained.has(key(c)));
}

function key(c: CounterexampleReport): string {
  return `${JSON.stringify(c.params)}|${c.positionText}`;
}
