// Stage: solve. Whether, from some index on, every position of the region has the same moves up to
// translation: targets p − d for fixed offsets d, no guard left, no end rule, nothing kept or summed.
// The region is one field, or one field and a narrow last slot (a partizan game's turn: a group of W
// consecutive indices, one per value of that slot, each with its own offsets). Read off the code the
// kernel generates for the forward pass's steady part (the positions where the field is at least the
// split value, forwardPlan.ts; with the last slot assumed, one body per value, as forward.ts
// generates them), with marker hooks: it must be straight-line declarations of integer arithmetic on
// p and the field, and the markers, and each target index must be `p - d`. Anything else (a loop over
// a binder, a guard the ranges did not prove, a call, a target that may leave the region, code that
// still reads the last slot) is not recognised. Subtraction games such as game 9 and partizan
// subtraction games such as game 13-I are. Such a game's outcomes repeat once a stretch as long as the
// largest offset repeats, with a period that is a multiple of W (periodicForward.ts).

import type { Game } from '../game/game.js';
import type { KernelSession } from '../game/kernel.js';
import { codeTokens } from '../lang/codeTokens.js';
import { planForward } from './forwardPlan.js';

export interface SteadyTranslations {
  /** From this index on (a multiple of `width`), the targets of p are exactly p − d for d in
   *  `offsets` when `width` is 1, else in `byResidue[(p − from) mod width]` (one move each). */
  from: number;
  /** Every offset (the union over the residues). */
  offsets: number[];
  /** Consecutive indices of one value of the field: 1 for a one-field region, else the last slot's width. */
  width: number;
  /** The offsets of each value of the last slot, in index order (length `width`). */
  byResidue: number[][];
}

/** Widest last slot read (forward.ts generates one body per value up to this width). */
const MAX_WIDTH = 8;

const TOKEN = /\s+|[A-Za-z_$][\w$]*|\d+|[-+=;(){}]/y;

export function steadyTranslations(game: Game): SteadyTranslations | undefined {
  const { lo, hi, stride } = game.region;
  if (game.hasSums || game.keepsTurn || lo.length < 1 || lo.length > 2) return undefined;
  const width = lo.length === 2 ? hi[1]! - lo[1]! + 1 : 1;
  if (stride[0] !== width || (lo.length === 2 && (stride[1] !== 1 || width < 2 || width > MAX_WIDTH))) return undefined;
  // a one-field region of a partizan game has no turn slot to split on: left to the plain pass
  if (game.players && lo.length !== 2) return undefined;
  const session = game.kernel.begin();
  if (width > 1 && !session.assumeSlot) return undefined;
  const plan = planForward(game, session);
  if (!plan.twoValued) return undefined;
  const undo = plan.split && session.assumeSlot ? session.assumeSlot(0, plan.split.value, hi[0]!) : () => {};
  try {
    const byResidue: number[][] = [];
    for (let r = 0; r < width; r++) {
      const undoSlot = width > 1 ? session.assumeSlot!(1, lo[1]! + r, lo[1]! + r) : () => {};
      try {
        const offsets = bodyOffsets(session);
        if (!offsets) return undefined;
        byResidue.push(offsets);
      } finally {
        undoSlot();
      }
    }
    if (byResidue.every((o) => o.length === 0)) return undefined;
    const offsets = [...new Set(byResidue.flat())].sort((a, b) => a - b);
    return { from: plan.split?.index ?? 0, offsets: width === 1 ? byResidue[0]! : offsets, width, byResidue };
  } finally {
    undo();
  }
}

/** The offsets d of the targets p − d of one body, or undefined when the body is not read as such. */
function bodyOffsets(session: KernelSession): number[] | undefined {
  if (session.terminal().trim() !== '') return undefined;
  const targets: string[] = [];
  let plain = true;
  const code = session.moves({
    target: (t, site) => {
      if (!t.inside || site.keeps) plain = false;
      targets.push(t.index);
      return `T(${targets.length - 1});`;
    },
    // the kernel asks for this code whether or not a move can leave the region: the straight-line
    // test below rejects it where it is used
    outside: () => 'k_outside();',
    sum: () => {
      plain = false;
      return '';
    },
  });
  if (!plain) return undefined;
  const declared = straightLine(code, session.slot(0));
  if (!declared) return undefined;
  const offsets: number[] = [];
  for (const index of targets) {
    const d = offsetOf(index.trim(), declared);
    if (d === undefined) return undefined;
    offsets.push(d);
  }
  return offsets;
}

/** The initialisers of the code's declarations by name, when the code is only `{`, `}`, markers
 *  `T(i);` and declarations `let|const x = e;` with e built of p, the field, declared names, integer
 *  literals, + and −; otherwise undefined. */
function straightLine(code: string, field: string): Map<string, string[]> | undefined {
  const toks = codeTokens(code, TOKEN);
  if (!toks) return undefined;
  const declared = new Map<string, string[]>();
  let i = 0;
  while (i < toks.length) {
    const t = toks[i]!;
    if (t === '{' || t === '}') {
      i++;
    } else if (t === 'T' && toks[i + 1] === '(' && /^\d+$/.test(toks[i + 2] ?? '') && toks[i + 3] === ')' && toks[i + 4] === ';') {
      i += 5;
    } else if ((t === 'let' || t === 'const') && /^[A-Za-z_$][\w$]*$/.test(toks[i + 1] ?? '') && toks[i + 2] === '=') {
      const name = toks[i + 1]!;
      if (name === field || name === 'p' || declared.has(name)) return undefined;
      const end = toks.indexOf(';', i + 3);
      if (end < 0) return undefined;
      const expr = toks.slice(i + 3, end);
      for (const e of expr) if (!(e === 'p' || e === field || declared.has(e) || /^\d+$/.test(e) || e === '+' || e === '-' || e === '(' || e === ')')) return undefined;
      declared.set(name, expr);
      i = end + 1;
    } else return undefined;
  }
  return declared;
}

/** d when the index expression is `p - d` (directly or through one declared name), else undefined. */
function offsetOf(index: string, declared: Map<string, string[]>): number | undefined {
  const expr = declared.get(index) ?? index.split(/\s+/);
  if (expr.length !== 3 || expr[0] !== 'p' || expr[1] !== '-' || !/^\d+$/.test(expr[2]!)) return undefined;
  const d = Number(expr[2]);
  return d >= 1 ? d : undefined;
}
