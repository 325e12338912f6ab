import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exitCodeOf, judge, meets, type VerdictInput } from '../../src/run/verdict.js';

const base: VerdictInput = { loaded: true, kind: 'conjecture', expect: null, bounded: 'holds', symbolic: 'skipped', proofRequired: false };
const j = (over: Partial<VerdictInput>) => judge({ ...base, ...over });

describe('meets (format.md §6)', () => {
  it('holds is met by holds or proved; proved only by proved; refuted only by refuted', () => {
    expect([meets('holds', 'holds'), meets('holds', 'proved'), meets('holds', 'refuted'), meets('holds', 'unknown')]).toEqual([true, true, false, false]);
    expect([meets('proved', 'proved'), meets('proved', 'holds')]).toEqual([true, false]);
    expect([meets('refuted', 'refuted'), meets('refuted', 'holds'), meets('refuted', 'proved')]).toEqual([true, false, false]);
  });
});

describe('judge', () => {
  it('a counterexample from either engine refutes', () => {
    expect(j({ bounded: 'refuted' }).verdict).toBe('refuted');
    expect(j({ bounded: 'holds', symbolic: 'refuted' }).verdict).toBe('refuted');
  });

  it('proved only when the prover proved every obligation', () => {
    expect(j({ symbolic: 'proved', expect: 'proved' })).toEqual({ verdict: 'proved', met: true, status: 'pass' });
    expect(j({ symbolic: 'unknown', expect: 'proved' })).toEqual({ verdict: 'holds', met: false, status: 'fail' });
  });

  it('a file without expect fails only when refuted', () => {
    expect(j({}).status).toBe('pass');
    expect(j({ bounded: 'refuted' }).status).toBe('fail');
    expect(j({ bounded: 'refuted' }).met).toBeNull();
  });

  it('expect: refuted is met only by a refutation', () => {
    expect(j({ expect: 'refuted', bounded: 'refuted' }).status).toBe('pass');
    expect(j({ expect: 'refuted' })).toEqual({ verdict: 'holds', met: false, status: 'fail' });
  });

  it('auto never lets an unknown fail the file; required and proofs/ do (exit 3)', () => {
    expect(j({ symbolic: 'unknown' })).toEqual({ verdict: 'holds', met: null, status: 'pass' });
    expect(j({ symbolic: 'unknown', expect: 'holds' }).status).toBe('pass');
    expect(j({ symbolic: 'unknown', proofRequired: true })).toEqual({ verdict: 'unknown', met: null, status: 'unproved' });
    expect(j({ symbolic: 'unknown', kind: 'proof', expect: 'proved' })).toEqual({ verdict: 'unknown', met: false, status: 'unproved' });
  });

  it('a proof file must be proved, even when it expects a refutation', () => {
    expect(j({ kind: 'proof', symbolic: 'proved', expect: 'proved' }).status).toBe('pass');
    expect(j({ kind: 'proof', bounded: 'refuted', expect: 'refuted' }).status).toBe('fail');
  });

  it('a proof that could not run (switched off, or no prover) is skipped, not failed or invented', () => {
    expect(j({ kind: 'proof', symbolic: 'skipped', expect: 'proved' })).toEqual({ verdict: 'holds', met: null, status: 'skipped' });
    expect(j({ expect: 'proved', symbolic: 'unavailable' }).status).toBe('skipped');
  });

  it('no engine at all: unchecked, never a made-up verdict', () => {
    expect(j({ bounded: null, symbolic: null, expect: 'proved' })).toEqual({ verdict: 'unchecked', met: null, status: 'skipped' });
  });

  it('a proof below the bitvector width only is holds, never proved (issue 14)', () => {
    // expect: proved fails outright (exit 1), even under proofs/: more time would not make it a proof
    expect(j({ symbolic: 'width-bounded', expect: 'proved' })).toEqual({ verdict: 'holds', met: false, status: 'fail' });
    expect(j({ symbolic: 'width-bounded', expect: 'proved', kind: 'proof' })).toEqual({ verdict: 'holds', met: false, status: 'fail' });
    expect(j({ symbolic: 'width-bounded', expect: 'holds' })).toEqual({ verdict: 'holds', met: true, status: 'pass' });
    expect(j({ symbolic: 'width-bounded' })).toEqual({ verdict: 'holds', met: null, status: 'pass' });
    // where a proof is required and none was claimed: not proved (exit 3); proofs/ must be fully proved
    expect(j({ symbolic: 'width-bounded', proofRequired: true })).toEqual({ verdict: 'holds', met: null, status: 'unproved' });
    expect(j({ symbolic: 'width-bounded', kind: 'proof', expect: 'holds' }).status).toBe('unproved');
    // no bounded result: the proof below the width still covers the bounds
    expect(j({ symbolic: 'width-bounded', bounded: null }).verdict).toBe('holds');
    // a counterexample or a certificate for every n still decides
    expect(j({ symbolic: 'width-bounded', bounded: 'refuted' }).verdict).toBe('refuted');
    expect(j({ symbolic: 'width-bounded', certified: 'proved', expect: 'proved' })).toEqual({ verdict: 'proved', met: true, status: 'pass' });
  });

  it('a file that does not load is invalid', () => {
    expect(j({ loaded: false })).toEqual({ verdict: 'invalid', met: null, status: 'invalid' });
  });
});

describe('exitCodeOf', () => {
  it('orders invalid (2) over fail (1) over unproved (3) over pass (0)', () => {
    expect(exitCodeOf([])).toBe(0);
    expect(exitCodeOf(['pass', 'skipped'])).toBe(0);
    expect(exitCodeOf(['pass', 'unproved'])).toBe(3);
    expect(exitCodeOf(['unproved', 'fail'])).toBe(1);
    expect(exitCodeOf(['fail', 'invalid', 'unproved'])).toBe(2);
  });
});

describe('law: a proof below the bitvector width is never a proof (issue 14)', () => {
  it('for every input with symbolic width-bounded and no certificate: never proved, expect: proved never met', () => {
    const input = fc.record({
      loaded: fc.boolean(),
      kind: fc.constantFrom('conjecture' as const, 'proof' as const),
      expect: fc.constantFrom(null, 'proved' as const, 'holds' as const, 'refuted' as const),
      bounded: fc.constantFrom(null, 'holds' as const, 'refuted' as const),
      proofRequired: fc.boolean(),
      certified: fc.constantFrom(undefined, null, 'refuted' as const),
    });
    fc.assert(
      fc.property(input, (i) => {
        const out = judge({ ...i, symbolic: 'width-bounded' });
        expect(out.verdict).not.toBe('proved');
        if (i.expect === 'proved') expect(out.status === 'pass').toBe(false);
        if (out.verdict === 'holds' && i.expect === 'proved') expect(out.status).toBe('fail');
      }),
      { seed: 1402, numRuns: 500 },
    );
  });
});
