import { test } from 'vitest';
import { world } from './helpers.js';
import { generateSource } from '../../src/lang/compile.js';
test('smoke', () => {
  const w = world({ fields: { n: 'int', h: 'int[3]' }, params: { size: 'int' }, defines: ['fib(k): if k < 2 then k else fib(k - 1) + fib(k - 2)', 'nimsum: xor(h)', 'big(x): x > 1', 'loop(k): loop(k + 1) + 1', 'deep(k): if k = 0 then 0 else deep(k - 1) + 1'] , recursionLimit: 100000});
  console.log(w.defineDiagnostics);
  for (const [s, v] of [['-7 mod 5', {}], ['-7 div 2', {}], ['7 div -2', {}], ['7 mod -2', {}], ['n mod 5 ∈ <0,2>', { n: 7 }], ['1 ≤ n + 1 ≤ size', { n: 3, size: 4 }], ['xor(h) = nimsum', { h: [1, 2, 3] }], ['fib(70)', {}], ['[4, 1, 2][n mod 3]', { n: 5 }], ['count(i ∈ 0..2: h[i] = 1)', { h: [1, 0, 1] }], ['∀ i ∈ 0..2: h[i] ≥ 1', { h: [1, 2, 3] }], ['2^53', {}], ['(2 ⊕ 3) + (4294967296 ⊕ 1)', {}], ['h[n]', { n: 3 }], ['9007199254740991 + 1', {}], ['n ≥ 3 ⇒ h[n] > 0', { n: 2 }], ['loop(0)', {}], ['deep(9000)', {}], ['deep(50000)', {}]] as const) {
    try {
      const fn = w.compile(s);
      console.log(s, '=>', fn(v as never));
    } catch (e) { console.log(s, 'THROWS', (e as Error).name, (e as Error).message); }
  }
  console.log(generateSource(w.check('∀ i ∈ 0..2, j ∈ {1, 2}: h[i] + j ≥ 1 ∧ n mod 5 ∈ <0,2>').expr, w.scope, w.program));
});
