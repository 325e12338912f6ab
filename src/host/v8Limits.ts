// Host: V8's limits on the functions it optimizes. V8 (Node 20) never optimizes a function whose
// bytecode exceeds --max-optimized-bytecode-size (61 440 bytes): such a function runs in the
// baseline tier only. The move listers zermelo generates for large games pass that size (the
// complete triangulation game's lister by keys: 74 860 bytes at n = 8, 151 550 at n = 11), and then
// ran 5–8 times slower (docs/performance.md). The limit is raised once, before the first generated
// function is compiled; V8 reads it when it decides to optimize a function, so it applies to every
// function compiled after the call. Optimizing a large function happens on a background thread
// (2.9 s for the 151 550-byte lister, measured with --trace-opt).

import { setFlagsFromString } from 'node:v8';

/** The largest bytecode V8 may optimize after raiseOptimizationLimit(): 512 KiB. */
export const MAX_OPTIMIZED_BYTECODE = 1 << 19;

const set: string[] = [];

/** Lets V8 optimize functions of up to MAX_OPTIMIZED_BYTECODE bytes of bytecode (once per process). */
export function raiseOptimizationLimit(): void {
  if (set.length > 0) return;
  const flag = `--max-optimized-bytecode-size=${MAX_OPTIMIZED_BYTECODE}`;
  setFlagsFromString(flag);
  set.push(flag);
}

/** The V8 flags set so far (V8 gives no way to read a flag back). */
export function v8FlagsSet(): readonly string[] {
  return set;
}
