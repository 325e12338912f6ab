// Stage: solve. Whether, from some index on, every position of a one-field region has the same moves
// up to translation: targets p − d for fixed offsets d, no guard left, no end rule, nothing kept or
// summed. Read off the code the kernel generates for the forward pass's steady part (the positions
// where the field is at least the split value, forwardPlan.ts), with marker hooks: it must be
// straight-line declarations of integer arithmetic on p and the field, and the markers, and each
// target index must be `p - d`. Anything else (a loop over a binder, a guard the ranges did not prove,
// a call, a target that may leave the region) is not recognised. Subtraction games such as game 9
// are. Such a game's outcomes repeat once a stretch as long as the largest offset repeats
// (periodicForward.ts).

import type { Game } from '../game/game.js';
import { codeTokens } from '../lang/codeTokens.js';
import { planForward } from './forwardPlan.js';

export interface SteadyTranslations {
  /** From this index on, the targets of p are exactly p − d for d in `offsets` (one move each). */
  from: number;
  offsets: number[];
}

const TOKEN = /\s+|[A-Za-z_$][\w$]*|\d+|[-+=;(){}]/y;

export function steadyTranslations(game: Game): SteadyTranslations | undefined {
  const { lo, hi, stride } = game.region;
  if (lo.length !== 1 || stride[0] !== 1 || game.hasSums || game.keepsTurn || game.players) return undefined;
  const session = game.kernel.begin();
  const plan = planForward(game, session);
  if (!plan.twoValued) return undefined;
  const undo = plan.split && session.assumeSlot ? session.assumeSlot(0, plan.split.value, hi[0]!) : () => {};
  try {
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
    if (!plain || targets.length === 0) return undefined;
    const declared = straightLine(code, session.slot(0));
    if (!declared) return undefined;
    const offsets: number[] = [];
    for (const index of targets) {
      const d = offsetOf(index.trim(), declared);
      if (d === undefined) return undefined;
      offsets.push(d);
    }
    return { from: plan.split?.index ?? 0, offsets };
  } finally {
    undo();
  }
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
