// A generated function is compiled only after V8's limit on the functions it optimizes is raised
// (host/v8Limits.ts): the default (61 440 bytes of bytecode) left a large game's move lister in the
// baseline tier, 5–8 times slower (docs/performance.md). V8 gives no way to read a flag back, so the
// flags set are read from v8Limits.ts; the limit itself is measured in bench, not in a timed test.

import { expect, test } from 'vitest';
import { compileKernelFunction } from '../../src/game/kernel.js';
import { MAX_OPTIMIZED_BYTECODE, v8FlagsSet } from '../../src/host/v8Limits.js';

test('compiling a generated function raises the optimization limit, once', () => {
  expect(MAX_OPTIMIZED_BYTECODE).toBeGreaterThan(151_550); // the lister by keys of the triangulation game at n = 11
  const f = compileKernelFunction<(x: number) => number>({}, 'return function twice(x) { return 2 * x; };');
  expect(f(21)).toBe(42);
  compileKernelFunction<() => number>({}, 'return () => 1;');
  expect(v8FlagsSet()).toEqual([`--max-optimized-bytecode-size=${MAX_OPTIMIZED_BYTECODE}`]);
});
