// Stage: solve. Two more checks mayFail.ts may leave out of generated code, because they cannot
// fire. A `catch` block runs only when its `try` body throws, and that body is judged itself: the
// block (which reports a rule's error with the values it read, a call) adds no way to fail. And a
// sum's overflow check (`|red| + |blue|`) cannot fire when each operand is a count bounded by its
// loop — a local set to 0 just before a single loop with literal bounds, only ever incremented (`t++`)
// inside that loop, so at most the loop's number of iterations — or a literal.

const LIMIT = Number.MAX_SAFE_INTEGER;

/** The code with every `catch (x) { … }` block cut out (unchanged when its braces do not balance). */
export function withoutCatchBlocks(code: string): string {
  let out = code;
  for (;;) {
    const m = /\bcatch \(\w+\) \{/.exec(out);
    if (!m) return out;
    const end = closingBrace(out, m.index + m[0].length - 1);
    if (end < 0) return code;
    out = out.slice(0, m.index) + out.slice(end + 1);
  }
}

/** The code without the overflow checks of sums whose operands are bounded counts or literals.
 *  `bound` gives the value of a literal or a local bound once to one (NaN otherwise). */
export function withoutImpossibleOverflows(code: string, bound: (js: string) => number): string {
  const counts = boundedCounts(code, bound);
  const largest = (js: string): number => (/^\d+$/.test(js) ? Number(js) : (counts.get(js) ?? Math.abs(bound(js))));
  return code.replace(
    /const (t\d+) = (t\d+|\d+) ([+-]) (t\d+|\d+);\nif \(\1 > 9007199254740991 \|\| \1 < -9007199254740991\) H\.overflow\(S\[\d+\]\);/g,
    (all: string, _sum: string, a: string, _op: string, b: string) => {
      const most = largest(a) + largest(b);
      return Number.isFinite(most) && most <= LIMIT ? all.slice(0, all.indexOf('\n')) : all;
    },
  );
}

/** The counts: per local, the most it can reach. */
function boundedCounts(code: string, bound: (js: string) => number): Map<string, number> {
  const counts = new Map<string, number>();
  const declared = new Map<string, number>();
  for (const m of code.matchAll(/\blet (t\d+) = /g)) declared.set(m[1]!, (declared.get(m[1]!) ?? 0) + 1);
  const loop = /let (t\d+) = 0;\n(?:H\.tickRange\([^()\n]*\);\n)?for \(let (b\d+) = (\d+|t\d+); \2 <= (\d+|t\d+); \2\+\+\) \{/g;
  for (const m of code.matchAll(loop)) {
    const name = m[1]!;
    const open = m.index + m[0].length - 1;
    const close = closingBrace(code, open);
    const [lo, hi] = [bound(m[3]!), bound(m[4]!)];
    if (close < 0 || declared.get(name) !== 1 || !Number.isSafeInteger(lo) || !Number.isSafeInteger(hi)) continue;
    const body = code.slice(open + 1, close);
    // one loop, no other: the count is at most its iterations
    if (/\b(for|while|do)\b/.test(body)) continue;
    // written only by `name++` inside the loop (besides its declaration)
    const writes = [...code.matchAll(new RegExp(`\\b${name}\\s*(\\+\\+|--|(?:<<|>>>|>>|\\*\\*|&&|\\|\\||\\?\\?|[-+*/%&|^])?=(?!=))|(\\+\\+|--)\\s*${name}\\b`, 'g'))];
    const inside = writes.filter((w) => w.index > open && w.index < close);
    const declaration = writes.filter((w) => w.index === m.index + 4);
    if (writes.length !== inside.length + declaration.length || inside.some((w) => w[1] !== '++')) continue;
    counts.set(name, Math.max(0, hi - lo + 1));
  }
  return counts;
}

/** The index of the brace closing the one at `open`, or -1. */
function closingBrace(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}
