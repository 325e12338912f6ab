// Stage: solve. Misère outcomes of sums: a position of the sum game is a multiset of components
// (a sorted array of component indices, components without moves dropped); a move replaces one
// component by the parts of one of its moves. The player to move with no move in any component WINS.
// Depth-first minimax with memoisation over the canonical multisets and a cut-off at the first move
// to a safe position; moves to sums that misère Nim's rule predicts safe are tried first (a hint
// computed from normal-play Grundy values; it orders the moves and decides nothing).

import { KERNEL_UNITS, tick } from '../../lang/deadline.js';
import { FRAGILE, SAFE, UNDETERMINED } from '../solution.js';
import type { ComponentMoves } from './componentMoves.js';

/** The memo would grow beyond its cap: the caller reports the bound to lower. */
export class TooManySums extends Error {
  constructor(readonly cap: number) {
    super(`the misère sum game has more than ${cap} positions`);
  }
}

export class SumSearch {
  readonly memo = new Map<string, number>();
  constructor(
    private readonly table: ComponentMoves,
    /** Most multisets memoised; raised by the caller after a probe (solveMisereSums.ts). */
    public maxStates: number,
  ) {}

  /** Outcome (SAFE, FRAGILE, UNDETERMINED) of the sum of these region components, any order,
   *  components without moves allowed; -1 in the list is a component outside the region. */
  outcomeOfParts(components: readonly number[]): number {
    if (components.some((c) => c < 0 || c >= this.table.size)) return UNDETERMINED;
    return this.outcome(components.filter((c) => this.table.hasMove[c] === 1).sort((a, b) => a - b));
  }

  /** Outcome of a canonical position (sorted, every component has a move). */
  outcome(pos: number[]): number {
    if (pos.length === 0) return FRAGILE;
    const key = keyOf(pos);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (this.memo.size >= this.maxStates) throw new TooManySums(this.maxStates);
    tick(KERNEL_UNITS); // the run's deadline (lang/deadline.ts): one new multiset, like a position
    const { moveStart, partStart, parts, outside, grundy } = this.table;
    let nimSum = 0;
    let big = 0;
    let hinted = true;
    for (const c of pos) {
      const g = grundy[c]!;
      if (g < 0) hinted = false;
      if (g > 1) big++;
      nimSum ^= g;
    }
    let unknown = false;
    for (let pass = hinted ? 0 : 1; pass < 2; pass++) {
      for (let i = 0; i < pos.length; i++) {
        const c = pos[i]!;
        if (i > 0 && pos[i - 1] === c) continue;
        for (let m = moveStart[c]!; m < moveStart[c + 1]!; m++) {
          if (outside[m]) {
            if (pass === 1) unknown = true;
            continue;
          }
          if (hinted) {
            // the tame (misère Nim) prediction: with no component of value ≥ 2 the safe sums have
            // nim-sum 1, else 0 — exact for misère Nim, a guess elsewhere, used only to order moves
            const gc = grundy[c]!;
            let x = nimSum ^ gc;
            let b = big - (gc > 1 ? 1 : 0);
            for (let k = partStart[m]!; k < partStart[m + 1]!; k++) {
              const g = grundy[parts[k]!]!;
              x ^= g;
              if (g > 1) b++;
            }
            if ((x === (b === 0 ? 1 : 0)) !== (pass === 0)) continue;
          }
          const r = this.outcome(replace(pos, i, parts, partStart[m]!, partStart[m + 1]!));
          if (r === SAFE) {
            this.memo.set(key, FRAGILE);
            return FRAGILE;
          }
          if (r === UNDETERMINED) unknown = true;
        }
      }
    }
    const result = unknown ? UNDETERMINED : SAFE;
    this.memo.set(key, result);
    return result;
  }
}

/** pos without its element i, merged with parts[from..to) (sorted). */
function replace(pos: readonly number[], i: number, parts: Int32Array, from: number, to: number): number[] {
  const out: number[] = [];
  let k = from;
  for (let j = 0; j < pos.length; j++) {
    if (j === i) continue;
    const v = pos[j]!;
    while (k < to && parts[k]! < v) out.push(parts[k++]!);
    out.push(v);
  }
  while (k < to) out.push(parts[k++]!);
  return out;
}

function keyOf(pos: readonly number[]): string {
  // component indices are < 65536 (the solver refuses larger regions), one UTF-16 unit each
  return String.fromCharCode.apply(null, pos as number[]);
}
