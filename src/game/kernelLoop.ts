// Stage: game. The frame of a generated loop over the positions p of [from, to): the kernel's
// locals entered at `from` (only when the range is not empty), then the positions in chunks, the
// run's deadline ticked once per chunk through K_ticks (KERNEL_UNITS per position, lang/deadline.ts),
// and at each p the caller's body followed by the kernel's advance. The chunk sizes serve the forward
// pass too (solve/forward.ts): a short chunk when a position's moves are a loop, so that the deadline
// stays near.

import { kernelTicks } from '../lang/deadline.js';

/** Positions per deadline tick. */
export const CHUNK_POSITIONS = 4096;
/** Positions per deadline tick when the body contains a loop (a binder over 1..n). */
export const CHUNK_POSITIONS_LOOPING = 64;

/** The bindings the loop's code reads (spread into compileKernelFunction's). */
export const LOOP_BINDINGS: Readonly<Record<string, unknown>> = { K_ticks: kernelTicks };

/** Declares `p` = from and enters the kernel's locals there when from < to. */
export function enterRange(from: string, to: string, enter: string): string {
  return `let p = ${from};
  if (p < ${to}) {
  ${enter}
  }`;
}

/** Runs `body` then `advance` at every p from its current value up to `to` (an expression without
 *  side effects, read once per chunk). `advance` must be generated after every other code of the
 *  session (KernelSession.advance). */
export function chunkedLoop(to: string, body: string, advance: string): string {
  const chunk = /\bfor\s*\(/.test(body) ? CHUNK_POSITIONS_LOOPING : CHUNK_POSITIONS;
  return `while (p < ${to}) {
    const k_chunkEnd = ${to} - p > ${chunk} ? p + ${chunk} : ${to};
    K_ticks(k_chunkEnd - p);
    for (; p < k_chunkEnd; p++) {
      ${body}
      ${advance}
    }
  }`;
}
