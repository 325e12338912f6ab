// Process hygiene: every check is bounded (Z3's timeout plus the watchdog), a timed-out check
// reports unknown with the reason, nothing is left running, and Z3 stays usable afterwards.
import { describe, expect, it } from 'vitest';
import { getZ3 } from '../../src/prove/z3.js';
import { runCheck, z3Failure } from '../../src/prove/runCheck.js';

describe('runCheck', () => {
  it('turns a hard check into unknown(timeout) within the limit, and Z3 is usable afterwards', async () => {
    const { ctx } = await getZ3();
    const [a, b, c] = ['a', 'b', 'c'].map((n) => ctx.Int.const(n)) as [ReturnType<typeof ctx.Int.const>, ReturnType<typeof ctx.Int.const>, ReturnType<typeof ctx.Int.const>];
    const s = new ctx.Solver();
    try {
      // Fermat for cubes: Z3 cannot decide it (z3.md §4)
      s.add(a.gt(0), b.gt(0), c.gt(0), a.mul(a).mul(a).add(b.mul(b).mul(b)).eq(c.mul(c).mul(c)));
      const started = Date.now();
      const out = await runCheck(s, 400);
      expect(out.status).toBe('unknown');
      expect(out.reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      s.release();
    }
    const t = new ctx.Solver();
    try {
      t.add(a.gt(2), a.lt(4));
      expect((await runCheck(t, 5000)).status).toBe('sat');
      t.add(a.neq(3));
      expect((await runCheck(t, 5000)).status).toBe('unsat');
    } finally {
      t.release();
    }
  });

  it('loads Z3 once per process', async () => {
    const [x, y] = await Promise.all([getZ3(), getZ3()]);
    expect(x).toBe(y);
    expect(x.ctx).toBe((await getZ3()).ctx);
  });

  it('names fatal Z3 errors (an emscripten abort, a wasm trap) and leaves ordinary errors alone', () => {
    const oom = 'RuntimeError: Aborted(Cannot enlarge memory arrays to size 2911477760 bytes (OOM). Either (1) compile with -sINITIAL_MEMORY=X with X higher than the current value 2147483648)';
    expect(z3Failure(oom)).toBe('Z3 ran out of memory (2 GiB wasm heap)');
    expect(z3Failure('RuntimeError: memory access out of bounds')).toBe('Z3 crashed (RuntimeError: memory access out of bounds)');
    expect(z3Failure('Error: Sort mismatch')).toBeUndefined();
    expect(z3Failure('Error: this code is unreachable')).toBeUndefined();
  });
});
