// Stage: solve. Whether generated move code can fail to evaluate: a call (lang's helpers, the
// domain check K_domain, definitions), `new` or `throw`. Operators on numbers and typed-array reads
// never throw, nor do Math's functions on numbers. Conservative: a false "may fail" only costs time.
// The forward pass stops generating a fragile position's moves at its first winning one only when
// they cannot fail (forward.ts); otherwise a later move that leaves its domain, divides by zero or
// indexes outside an array would go unreported, where the move lister and the prover report it.
// Two kinds of call are known not to be errors of a rule and are left out first: the deadline's
// tick (H.tickRange: it stops the whole run, never reports a rule), and an index check that cannot
// fire — the index is a loop variable `for (let b = lo; b <= hi; b++)` with literal bounds inside
// the array, or an entry of a constant table (C[k], given in `constants`) at such a variable, every
// entry the loop reads lying inside the array.

export function mayFail(code: string, constants?: readonly unknown[]): boolean {
  const rest = withoutImpossibleChecks(code, constants).replace(/\b(if|for|while|switch|catch)\s*\(|\bMath\.\w+\(/g, '');
  return /\b(throw|new)\b/.test(rest) || /[\w$\])]\s*\(/.test(rest);
}

/** The code without the deadline's ticks and the index checks that cannot fire. */
function withoutImpossibleChecks(code: string, constants: readonly unknown[] | undefined): string {
  // the generator names each loop variable once per function (b1, b2, …): a name has one range
  const loops = new Map<string, [number, number]>();
  for (const m of code.matchAll(/for \(let (b\d+) = (\d+); \1 <= (\d+); \1\+\+\)/g)) {
    const range: [number, number] = [Number(m[2]), Number(m[3])];
    const known = loops.get(m[1]!);
    loops.set(m[1]!, known && (known[0] !== range[0] || known[1] !== range[1]) ? [NaN, NaN] : range);
  }
  const inside = (index: string, length: number): boolean => {
    const direct = loops.get(index);
    if (direct) return direct[0] >= 0 && direct[1] < length;
    const entry = /^C\[(\d+)\]\[(b\d+)\]$/.exec(index);
    const range = entry ? loops.get(entry[2]!) : undefined;
    const table = entry ? constants?.[Number(entry[1])] : undefined;
    if (!range || !(range[0] >= 0) || !Array.isArray(table) || range[1] >= table.length) return false;
    for (let k = range[0]; k <= range[1]; k++) {
      const v: unknown = table[k];
      if (!(typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < length)) return false;
    }
    return true;
  };
  return code
    .replace(/H\.tickRange\([^()]*\);/g, '')
    .replace(/if \(!\(([\w[\]]+) >= 0 && \1 < (\d+)\)\) H\.indexOutOfRange\(S\[\d+\], \1, \2\);/g, (all: string, index: string, length: string) => (inside(index, Number(length)) ? '' : all));
}
