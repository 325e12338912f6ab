// Definitions at run time: memoisation (keyed by arguments and the params they read), recursion
// (fib, Zeckendorf, mutual), the recursion limit with the definition's span, and JS stack safety.
import { describe, expect, it } from 'vitest';
import { EvalError } from '../../src/lang/runtime.js';
import { world } from './helpers.js';

const defines = [
  'fib(k): if k < 2 then k else fib(k - 1) + fib(k - 2)',
  // the smallest term of the Zeckendorf representation of x (game 24)
  'zeck(x): if isfib(x) then x else zeck(x - maxfib(x, 1))',
  'isfib(x): maxfib(x, 1) = x',
  'maxfib(x, k): if fib(k + 1) > x then fib(k) else maxfib(x, k + 1)',
  'even(k): if k = 0 then true else odd(k - 1)',
  'odd(k): if k = 0 then false else even(k - 1)',
  'deep(k): if k = 0 then 0 else deep(k - 1) + 1',
  'loop(k): loop(k + 1) + 1',
  'scaled(x): x * size',
  'nimsum: xor(h)',
];
const w = world({ fields: { n: 'int', h: 'int[3]' }, params: { size: 'int' }, defines });

function caught(f: () => unknown): EvalError {
  try {
    f();
  } catch (err) {
    if (err instanceof EvalError) return err;
    throw err;
  }
  throw new Error('did not throw');
}

describe('definitions at run time', () => {
  it('are typechecked without errors', () => {
    expect(w.defineDiagnostics).toEqual([]);
  });
  it('memoise pure recursion (fib(78) is instant) and go exact beyond 2^53 (fib(300) in linear time)', () => {
    expect(w.compile('fib(78)')()).toBe(8944394323791464);
    expect(w.program.memoSize('fib')).toBeGreaterThan(70);
    expect(w.compile('fib(79)')()).toBe(14472334024676221n);
    const started = performance.now();
    expect(w.compile('fib(300)')()).toBe(222232244629420445529739893461909967206666939096499764990979600n);
    expect(w.compile('fib(300) mod 1000 = 600')()).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
  it('stop only at a genuine resource limit (an integer of more than 100 000 digits), saying so', () => {
    const sq = world({ defines: ['sq(k): if k = 0 then 2 else sq(k - 1) * sq(k - 1)'] });
    expect(sq.compile('sq(16) mod 1000')()).toBe(Number(2n ** 65536n % 1000n));
    const err = caught(() => sq.compile('sq(20) > 0')());
    expect(err.kind).toBe('overflow');
    expect(err.message).toMatch(/resource limit: an integer of more than 100 000 digits/);
  });
  it('compute the smallest Zeckendorf term', () => {
    const fibs = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
    const smallest = (x: number): number => {
      let rest = x;
      for (;;) {
        if (fibs.includes(rest)) return rest;
        rest -= [...fibs].reverse().find((f) => f <= rest)!;
      }
    };
    const zeck = w.compile<number>('zeck(n)');
    for (let n = 1; n <= 100; n++) expect(zeck({ n }), `n = ${n}`).toBe(smallest(n));
  });
  it('handle mutual and deep recursion', () => {
    expect(w.compile('even(5001)')()).toBe(false);
    expect(w.compile('deep(9000)')()).toBe(9000);
  });
  it('report runaway recursion at the definition, without a RangeError', () => {
    const err = caught(() => w.compile('loop(0) > 0')());
    expect(err.kind).toBe('recursion-limit');
    expect(err.message).toContain("'loop'");
    const loopDef = w.defines.find((d) => d.name === 'loop')!;
    expect(err.span).toEqual(loopDef.span);
    expect(w.compile('deep(3)')()).toBe(3); // the depth counter recovered
  });
  it('honour a smaller recursion limit', () => {
    const small = world({ defines: ['deep(k): if k = 0 then 0 else deep(k - 1) + 1'], recursionLimit: 50 });
    expect(caught(() => small.compile('deep(60)')()).message).toContain('more than 50 nested calls');
    expect(small.compile('deep(40)')()).toBe(40);
    expect(small.compile('deep(60)')()).toBe(60); // now only 20 calls deep: memoised below 40
  });
  it('key memos by the params a definition reads', () => {
    const scaled = w.compile<number>('scaled(n)');
    expect(scaled({ n: 3, size: 2 })).toBe(6);
    expect(scaled({ n: 3, size: 5 })).toBe(15);
  });
  it('never memoise definitions that read the position', () => {
    const nimsum = w.compile<number>('nimsum');
    expect(nimsum({ h: [1, 2, 3] })).toBe(0);
    expect(nimsum({ h: [1, 2, 4] })).toBe(7);
    expect(w.program.memoised.has('nimsum')).toBe(false);
  });
  it('forget memos on request', () => {
    w.compile('fib(20)')();
    w.program.clearMemo();
    expect(w.program.memoSize('fib')).toBe(0);
  });
});
