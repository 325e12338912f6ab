// A generated function is compiled only after V8's limit on the functions it optimizes is raised
// (host/v8Limits.ts): the default (61 440 bytes of bytecode) left a large game's move lister in the
// baseline tier, 5–8 times slower (docs/performance.md). The flag is read through a mock of node:v8,
// since V8 gives no way to read a flag back.

import { expect, test, vi } from 'vitest';

const flags = vi.hoisted(() => [] as string[]);
vi.mock('node:v8', async (original) => ({ ...(await original<typeof import('node:v8')>()), setFlagsFromString: (f: string) => flags.push(f) }));

test('the first generated function raises the optimization limit once, before it is compiled', async () => {
  const { compileKernelFunction } = await import('../../src/game/kernel.js');
  const { MAX_OPTIMIZED_BYTECODE } = await import('../../src/host/v8Limits.js');
  expect(MAX_OPTIMIZED_BYTECODE).toBeGreaterThan(151_550); // the lister by keys of the triangulation game at n = 11
  const seen: number[] = [];
  const f = compileKernelFunction<(x: number) => number>({ K_seen: seen, K_flags: flags }, 'return function twice(x) { K_seen.push(K_flags.length); return 2 * x; };');
  expect(f(21)).toBe(42);
  compileKernelFunction<() => number>({}, 'return () => 1;');
  expect(flags).toEqual([`--max-optimized-bytecode-size=${MAX_OPTIMIZED_BYTECODE}`]);
  expect(seen).toEqual([1]);
});
