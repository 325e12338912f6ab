// Stage: solve. What a value sweep gives (valueSweep.ts, maskSweep.ts): every value of the region,
// or why the sweep gave up (the depth-first solve then runs).

/** Why a sweep gave up. */
export type SweepFailure = 'order' | 'points' | 'range' | 'error';

export const FAILURES: readonly SweepFailure[] = ['order', 'points', 'range', 'error'];

export interface Swept {
  values: Int8Array;
  /** 'down': every move leads to a larger index (swept from the top); 'up': to a smaller one. */
  direction: 'down' | 'up';
}
