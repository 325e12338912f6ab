// Definitions (define:): signature inference (params are ints; results inferred, recursive ones by
// trying candidate types), errors, and the field-use analysis that decides memoisation.
import { describe, expect, it } from 'vitest';
import { showType } from '../../src/lang/types.js';
import { world } from './helpers.js';

const fields = { n: 'int', h: 'int[3]' };

function sigs(defines: string[]) {
  const w = world({ fields, params: { size: 'int' }, defines });
  return {
    w,
    types: Object.fromEntries([...w.env.defines].map(([k, s]) => [k, `(${s.params.map((p) => showType(p.type)).join(', ')}) → ${showType(s.result)}`])),
    codes: w.defineDiagnostics.map((d) => d.code),
  };
}

describe('typecheckDefinitions', () => {
  it('infers result types, in dependency order', () => {
    const { types, codes } = sigs(['twice(x): half(x) * 4', 'half(x): x div 2', 'nimsum: xor(h)', 'big(x): x > 1', 'ratio(x): x / size']);
    expect(codes).toEqual([]);
    expect(types).toEqual({ twice: '(int) → int', half: '(int) → int', nimsum: '() → int', big: '(int) → bool', ratio: '(int) → real' });
  });
  it('infers recursive and mutually recursive definitions from their base cases', () => {
    const { types, codes } = sigs([
      'fib(k): if k < 2 then k else fib(k - 1) + fib(k - 2)',
      'even(k): if k = 0 then true else odd(k - 1)',
      'odd(k): if k = 0 then false else even(k - 1)',
      'zeck(x): if x ≤ 2 then x else if ∃ k ∈ 0..x: fib(k) = x then x else zeck(x - maxfib(x))',
      'maxfib(x): maxfibFrom(x, 1)',
      'maxfibFrom(x, k): if fib(k + 1) > x then fib(k) else maxfibFrom(x, k + 1)',
    ]);
    expect(codes).toEqual([]);
    expect(types).toMatchObject({ fib: '(int) → int', even: '(int) → bool', odd: '(int) → bool', zeck: '(int) → int', maxfibFrom: '(int, int) → int' });
  });
  it('reports the real error inside a recursive definition', () => {
    const { w } = sigs(['f(k): if k = 0 then 0 else f(k - 1) + nn']);
    expect(w.defineDiagnostics.map((d) => [d.code, d.message])).toEqual([['ZM3001', "unknown name 'nn'"]]);
  });
  it('reports duplicates, clashes and reserved names', () => {
    expect(sigs(['a: 1', 'a: 2']).codes).toEqual(['ZM3014']);
    expect(sigs(['min(x): x']).codes).toEqual(['ZM3014']);
    expect(sigs(['n: 1']).codes).toEqual(['ZM3014']);
    expect(sigs(['safe: 1']).codes).toEqual(['ZM3014']);
    expect(sigs(['f(x, x): x']).codes).toEqual(['ZM3014']);
  });
  it('types parameters as integers', () => {
    const { w } = sigs(['neg(b): ¬b']);
    expect(w.defineDiagnostics[0]).toMatchObject({ code: 'ZM3002', message: "'¬' needs a bool, found int" });
  });
  it('marks definitions that read the position (transitively)', () => {
    const { w } = sigs(['nimsum: xor(h)', 'zero: nimsum = 0', 'big(x): x > size', 'fib(k): if k < 2 then k else fib(k - 1) + fib(k - 2)']);
    const uses = Object.fromEntries([...w.env.defines].map(([k, s]) => [k, s.usesFields]));
    expect(uses).toEqual({ nimsum: true, zero: true, big: false, fib: false });
    expect([...w.program.memoised].sort()).toEqual(['big', 'fib']);
  });
  it('checks calls against the signatures', () => {
    const { w } = sigs(['big(x): x > 1']);
    expect(w.check('big(true)').diagnostics[0]).toMatchObject({ code: 'ZM3002', message: "argument 1 of 'big': expected int, found bool" });
    expect(w.check('big(1) + 1').diagnostics[0]?.code).toBe('ZM3011');
  });
});
