// Stage: solve. The shape of the generated forward pass, decided from the kernel's code before the
// pass is generated: whether outcomes are two-valued (no `end: draw` rule and every move target
// provably inside the region, so no position is neutral or undetermined), and where to split the
// loop: from the smallest value v of the first slot (lo + 1, lo + 2, lo + 4, … ≤ hi) at which the code
// the kernel generates when it may assume `first slot ≥ v` is as simple as it gets (guards such as
// `k ≤ n` proved true, region tests left out), positions run that code instead of the general one.

import type { Game } from '../game/game.js';
import type { KernelSession } from '../game/kernel.js';

export interface ForwardPlan {
  twoValued: boolean;
  /** Positions from `index` on have first slot ≥ `value` and run the code generated under that assumption. */
  split?: { value: number; index: number };
}

/** How far the split may lie above the first slot's lower bound: lo + 2^MAX_STEP. */
const MAX_STEP = 10;

export function planForward(game: Game, session: KernelSession): ForwardPlan {
  let inside = true;
  const probe = (): string => {
    const moves = session.moves({
      target: (t) => {
        if (!t.inside) inside = false;
        return `T(${t.index}, ${t.inside === true}, ${t.backward === true});`;
      },
      // the kernel asks for this code whether or not the move can leave the region: look for it
      outside: () => 'k_outside();',
    });
    if (moves.includes('k_outside();')) inside = false;
    return normalize(`${session.terminal()}\n${moves}`);
  };
  const general = probe();
  const twoValued = inside && !game.mayDraw;
  const { lo, hi, stride } = game.region;
  if (!session.assumeSlot || lo.length === 0) return { twoValued };
  const candidates: number[] = [];
  for (let step = 0; step <= MAX_STEP && lo[0]! + 2 ** step <= hi[0]!; step++) candidates.push(lo[0]! + 2 ** step);
  if (candidates.length === 0) return { twoValued };
  const at = (value: number): string => {
    const undo = session.assumeSlot!(0, value, hi[0]!);
    try {
      return probe();
    } finally {
      undo();
    }
  };
  const simplest = at(candidates[candidates.length - 1]!);
  if (simplest === general) return { twoValued };
  const value = candidates.find((v) => v === candidates[candidates.length - 1] || at(v) === simplest)!;
  return { twoValued, split: { value, index: (value - lo[0]!) * stride[0]! } };
}

/** Generated code up to the names of fresh locals and the indices of spans and constants. */
function normalize(code: string): string {
  return code.replace(/\b([SC])\[\d+\]/g, '$1[#]').replace(/([A-Za-z_])\d+\b/g, '$1#');
}
