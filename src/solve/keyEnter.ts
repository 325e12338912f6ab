// Stage: solve. The opening of a move lister generated over a position's packed key k_ck (the value
// search's value/keyMoves.ts, the symmetry check's symmetryCheck.ts): the slots the generated code
// reads, unpacked from the key — all of them into the frame (and the kernel's locals) when some code
// reads the frame `f` (a definition evaluated by its compiled closure), else only the locals k_vS it
// names.

import type { KernelSession } from '../game/kernel.js';
import type { KeyLayout } from './sparseKey.js';

export function keyEnter(layout: KeyLayout, stateOffset: number, session: KernelSession, code: string): string {
  const slot = (s: number): string => `${layout.lo[s]} + ((k_ck[${layout.word[s]}] >>> ${layout.shift[s]}) & ${layout.mask[s]})`;
  if (/\bf\b/.test(code)) {
    const frame = Array.from(layout.word, (_, s) => `f[${stateOffset + s}] = ${slot(s)};`).join('\n');
    return `${frame}\n${session.enter('0')}`;
  }
  const read = new Set(Array.from(code.matchAll(/\bk_v(\d+)\b/g), (m) => Number(m[1])));
  return [...read].map((s) => `k_v${s} = ${slot(s)};`).join(' ');
}
