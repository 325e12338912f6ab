// Known bugs in other stages, found by the fuzzers and reported to the integrator with these
// reproducers. Cases that hit one are skipped (and counted) so that a campaign keeps looking for new
// ones; when a bug is fixed, delete its entry and turn its test.todo into a regression test.

export interface KnownBug {
  name: string;
  matches: (text: string) => boolean;
  reproducer: string;
}

export const KNOWN_BUGS: readonly KnownBug[] = [
  {
    name: 'game/layout: an array of 10^6+ slots (nat[k], nim.heaps: k) is laid out slot by slot before any limit: minutes and GBs, V8 OOM crash at 2^31',
    matches: (text) => /heaps\s*:\s*["']?\d{6,}|nat\s*\[\s*\d{6,}\s*\]|\{\s*nim\s*:\s*\d{6,}/.test(text),
    reproducer: 'name: x / game: { nim: { heaps: 2147483648 } } / conjecture: { S: xor(h) = 0 } → zermelo check: "FATAL ERROR: Reached heap limit" (the process dies)',
  },
  {
    name: 'lang: deep nesting overflows the JS stack (parser: 500 parentheses, 1000 array brackets, 3000 if-then-else; typecheck: 3000 prefix ¬/−, 3000–10000-term sums): ZM9001, exit 70',
    matches: (text) => longestRun(text, '([') >= 200 || longestRun(text, '¬!-') >= 500 || count(text, 'then') >= 200 || count(text, '+') >= 500,
    reproducer: 'name: x / game: { subtraction: [1, 2] } / conjecture: { S: "((((…500 × (…n…))))… = 0" } → "internal error while loading: Maximum call stack size exceeded", exit 70',
  },
  {
    name: 'game/check: a binder or quantifier over a huge literal range (t ∈ 1..10^12, ∀ m ∈ 0..10^12) is enumerated value by value: a synchronous loop that never ends',
    matches: (text) => text.split(/\r\n|\r|\n/).some((line) => line.includes('..') && /\d{7,}/.test(line) && (line.includes('∈') || line.includes(' in ') || line.includes('for'))),
    reproducer: 'name: slow / game: { state: { n: nat }, moves: [ { for: t ∈ 1..1000000000000, if: t ≤ n, to: { n: n - t } } ] } / conjecture: { S: n = 0 } / check: { bounds: { n: 0..10 } } → zermelo check never ends',
  },
  {
    name: 'check: a parameter sweep (check.params) of billions of values is checked game by game, with no limit on its size: a run that never ends',
    matches: (text) => text.split(/\r\n|\r|\n/).some((line) => /params/.test(line) && /\.\.\s*["']?-?\d{7,}|\d{7,}\s*["']?\s*\.\./.test(line)),
    reproducer: 'name: q / game: { params: { q: 1..25 }, state: { n: nat }, moves: [ { for: x ∈ q..q, if: x ≤ n, to: { n: n - x } } ] } / conjecture: { S: n mod (q + 1) = 0 } / check: { symbolic: off, params: { q: 1..4294967296 }, bounds: { n: 0..5 } } → zermelo check never ends (found by the 20 000-case campaign, seed 8082026, from conjectures/heap/game23-bicycle-grid.yaml)',
  },
];

/** The longest run of consecutive characters from `chars` (spaces inside the run are skipped). */
function longestRun(text: string, chars: string): number {
  let best = 0;
  let run = 0;
  for (const ch of text) {
    if (chars.includes(ch)) best = Math.max(best, ++run);
    else if (ch !== ' ') run = 0;
  }
  return best;
}

function count(text: string, word: string): number {
  let n = 0;
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + word.length)) n++;
  return n;
}

export function knownBug(text: string): string | undefined {
  return KNOWN_BUGS.find((b) => b.matches(text))?.name;
}
