// Stage: check. A conjecture whose class of a position depends on its one field n only through
// remainders n mod d (d literal), such as `n mod 5 ∈ <0, 2>`, is periodic: its mask at n + L equals
// its mask at n for every n ≥ 0, L the least common multiple of the divisors. That is read off the
// very code the kernel generates for the mask, so it is exact: the code must be straight-line
// arithmetic on its own temporaries and the field's local, with no call, no member or element
// access, no loop, and the field's local only as the left operand of `% d` (JavaScript's remainder is
// periodic in a non-negative dividend). Anything else is not recognised, and the passes evaluate the
// conjecture at every position as before. The mask is then computed for the first period only, and
// the rest of a window is copied (periodicWindow).

import type { Game } from '../game/game.js';
import { codeTokens } from '../lang/codeTokens.js';
import { compileKernelFunction } from '../game/kernel.js';
import { chunkedLoop, enterRange, LOOP_BINDINGS } from '../game/kernelLoop.js';
import type { Classifier } from './classifier.js';

/** Periods above this are not used (the first period is computed position by position). */
const MAX_PERIOD = 1 << 16;

export interface MaskPeriod {
  /** Masks at indices ≥ start repeat with this period. */
  period: number;
  /** The first index whose field value is ≥ 0. */
  start: number;
  /** The masks of indices 0..count-1, computed by the generated code. */
  masks(count: number): Uint8Array;
}

const KEYWORDS = new Set(['let', 'const', 'if', 'else', 'true', 'false']);
const TOKEN = /\s+|[A-Za-z_$][\w$]*|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|===|!==|==|!=|<=|>=|&&|\|\||\*\*|>>>|>>|<<|[-+*/%<>=!&|^~?:;,(){}]/y;
/** Tokens after which `x % d` is an operand of its own (not `2 * x % d`, `!x % d`, …). */
const BEFORE = new Set(['(', '=', '===', '!==', '==', '!=', '<', '>', '<=', '>=', '+', '-', '&&', '||', '?', ':', ',', ';', '{', '}', '&', '|', '^', '<<', '>>', '>>>']);

/** The period of code whose only free variable is `field` used as `field % d`, or undefined. */
export function periodOfCode(code: string, field: string): number | undefined {
  const toks = codeTokens(code, TOKEN);
  if (!toks) return undefined;
  const declared = new Set<string>();
  for (let i = 0; i + 1 < toks.length; i++) if (toks[i] === 'let' || toks[i] === 'const') declared.add(toks[i + 1]!);
  if (declared.has(field)) return undefined;
  let period = 1;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!/^[A-Za-z_$]/.test(t)) continue;
    if (t === field) {
      const divisor = toks[i + 2];
      if (!BEFORE.has(toks[i - 1] ?? ';') || toks[i + 1] !== '%' || divisor === undefined || !/^\d+$/.test(divisor) || toks[i + 3] === '**') return undefined;
      const d = Number(divisor);
      if (d < 1) return undefined;
      period = lcm(period, d);
      if (period > MAX_PERIOD) return undefined;
      continue;
    }
    if (!KEYWORDS.has(t) && !declared.has(t)) return undefined;
    // a declared local or a keyword called like a function: not straight-line arithmetic
    if (t !== 'if' && toks[i + 1] === '(') return undefined;
  }
  return period;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** The conjecture's period over a one-field region, or undefined (see the file's comment). */
export function maskPeriod(game: Game, classifier: Classifier): MaskPeriod | undefined {
  if (game.region.lo.length !== 1 || game.hasSums) return undefined;
  const session = game.kernel.begin();
  const here = classifier.mask(session);
  const field = session.slot(0);
  if (!/^[A-Za-z_$][\w$]*$/.test(field)) return undefined;
  const period = periodOfCode(`${here.code}\nconst c_value = ${here.value};`, field);
  if (period === undefined) return undefined;
  const lo = game.region.lo[0]!;
  const start = Math.max(0, -lo);
  // the masks are computed by exactly the code analysed above
  const enter = session.enter('0');
  const advance = session.advance();
  const body = `return function masks(c_win, c_to) {
  ${session.declarations()}
  ${enterRange('0', 'c_to', enter)}
  ${chunkedLoop('c_to', `${here.code}\n    c_win[p] = ${here.value};`, advance)}
};`;
  const fill = compileKernelFunction<(window: Uint8Array, to: number) => void>({ ...session.bindings(), ...classifier.bindings, ...LOOP_BINDINGS }, body, `masks_${game.name}`);
  return {
    period,
    start,
    masks(count) {
      const out = new Uint8Array(count);
      if (count > 0) fill(out, count);
      return out;
    },
  };
}

/** The masks of every index of a region of `size` positions into `window`: the first
 *  start + period computed, the rest copied one period back (doubling the copied stretch). */
export function periodicWindow(mp: MaskPeriod, window: Uint8Array, size: number): void {
  const head = Math.min(size, mp.start + mp.period);
  window.set(mp.masks(head));
  let filled = head;
  while (filled < size) {
    const n = Math.min(filled - mp.start, size - filled);
    window.copyWithin(filled, mp.start, mp.start + n);
    filled += n;
  }
}
