// The one place a verdict is decided (src/run/verdict.ts), as tables: stage results → verdict, met,
// status, internal; what the prover stage is told by the stages before it; and the disagreements.

import { describe, expect, it } from 'vitest';
import { certificateRuns, decideFile, proverStep, refutationDisagreements, type FileFacts, type FileOutcome, type ProverFacts } from '../../src/run/verdict.js';
import type { CounterexampleReport, SymbolicSummary } from '../../src/report/model.js';

const holds = { status: 'holds', positions: 100, undetermined: 0 } as const;
const refuted = { status: 'refuted', positions: 100, undetermined: 0 } as const;
const vacuousHolds = { status: 'holds', positions: 100, undetermined: 100 } as const;
const notSolved = { status: 'skipped', positions: 0, undetermined: 0 } as const;
const error = (code: string) => ({ code, severity: 'error' as const, message: `${code} message` });
const warning = { code: 'ZM7003', severity: 'warning' as const, message: 'big region' };

const base: FileFacts = { loaded: true, kind: 'conjecture', expect: null, proofRequired: false, conjecture: true, diagnostics: [], bounded: holds, symbolic: 'skipped', certificate: null };

// [what, facts, expected outcome]
const TABLE: [string, Partial<FileFacts>, FileOutcome][] = [
  ['the file did not load', { loaded: false, bounded: null, symbolic: null }, { verdict: 'invalid', met: null, status: 'invalid', internal: null }],
  ['an error diagnostic makes the file invalid', { diagnostics: [error('ZM4001')] }, { verdict: 'invalid', met: null, status: 'invalid', internal: null }],
  ['a warning does not', { diagnostics: [warning] }, { verdict: 'holds', met: null, status: 'pass', internal: null }],
  ['an internal error is never a verdict', { diagnostics: [error('ZM9001')], expect: 'holds' }, { verdict: 'invalid', met: null, status: 'internal', internal: 'ZM9001 message' }],
  ['an internal error overrides a refutation', { diagnostics: [error('ZM9011')], bounded: refuted }, { verdict: 'invalid', met: null, status: 'internal', internal: 'ZM9011 message' }],
  ['bounded holds', { expect: 'holds' }, { verdict: 'holds', met: true, status: 'pass', internal: null }],
  ['bounded refutes, expected', { bounded: refuted, expect: 'refuted' }, { verdict: 'refuted', met: true, status: 'pass', internal: null }],
  ['bounded refutes, unexpected', { bounded: refuted, expect: 'holds' }, { verdict: 'refuted', met: false, status: 'fail', internal: null }],
  ['a vacuous holds (nothing determined) is no holds', { bounded: vacuousHolds, expect: 'holds' }, { verdict: 'unchecked', met: null, status: 'skipped', internal: null }],
  ['vacuity needs a conjecture (claims only)', { bounded: vacuousHolds, conjecture: false }, { verdict: 'holds', met: null, status: 'pass', internal: null }],
  ['a region not solved counts as no bounded result', { bounded: notSolved }, { verdict: 'unchecked', met: null, status: 'skipped', internal: null }],
  ['the certificate proves for every n', { certificate: 'proved', expect: 'proved' }, { verdict: 'proved', met: true, status: 'pass', internal: null }],
  ['the certificate refutes beyond the bounds', { certificate: 'refuted', expect: 'holds' }, { verdict: 'refuted', met: false, status: 'fail', internal: null }],
  ['not certified changes nothing', { certificate: 'not-certified' }, { verdict: 'holds', met: null, status: 'pass', internal: null }],
  ['the prover proves', { symbolic: 'proved', expect: 'proved' }, { verdict: 'proved', met: true, status: 'pass', internal: null }],
  ['width-bounded is holds, and fails expect: proved', { symbolic: 'width-bounded', expect: 'proved' }, { verdict: 'holds', met: false, status: 'fail', internal: null }],
  ['unknown where a proof is required: exit 3', { symbolic: 'unknown', proofRequired: true }, { verdict: 'unknown', met: null, status: 'unproved', internal: null }],
  ['unknown under proofs/', { kind: 'proof', symbolic: 'unknown', expect: 'proved' }, { verdict: 'unknown', met: false, status: 'unproved', internal: null }],
  ['unknown with nothing bounded', { bounded: null, symbolic: 'unknown' }, { verdict: 'unknown', met: null, status: 'skipped', internal: null }],
  ['a proof switched off is skipped, not failed', { kind: 'proof', expect: 'proved', symbolic: 'skipped' }, { verdict: 'holds', met: null, status: 'skipped', internal: null }],
  ['no engine at all', { bounded: null, symbolic: null }, { verdict: 'unchecked', met: null, status: 'skipped', internal: null }],
  ['an error hides every engine result', { diagnostics: [error('ZM5001')], symbolic: 'proved', certificate: 'proved' }, { verdict: 'invalid', met: null, status: 'invalid', internal: null }],
];

describe('decideFile: stage results → verdict', () => {
  it.each(TABLE)('%s', (_, over, outcome) => {
    expect(decideFile({ ...base, ...over })).toEqual(outcome);
  });
});

const facts: ProverFacts = { errors: false, boundedRefuted: false, proofClaimed: false, certificate: null, hintsUnchecked: false, mode: 'auto', modeFromCommandLine: false };

// [what, facts, runs, status and reason when it does not run]
const PROVER_TABLE: [string, Partial<ProverFacts>, boolean, string | null, string | null][] = [
  ['runs by default', {}, true, null, null],
  ['not on a file with errors', { errors: true }, false, null, null],
  ['not after a bounded refutation', { boundedRefuted: true }, false, 'skipped', 'the bounded check found a counterexample'],
  ['after a bounded refutation where a proof is claimed (issue 8)', { boundedRefuted: true, proofClaimed: true }, true, null, null],
  ['not needed after a certificate proof', { certificate: 'proved' }, false, 'skipped', 'not needed: proved for every n by a periodicity certificate'],
  [
    'a certificate refutation, with unchecked hints',
    { certificate: 'refuted', hintsUnchecked: true },
    false,
    'skipped',
    'not needed: a periodicity certificate found a counterexample (the hints under proof: were not checked)',
  ],
  ['not certified: runs', { certificate: 'not-certified' }, true, null, null],
  [
    'off in a file that must be proved: unknown',
    { mode: 'off', proofClaimed: true },
    false,
    'unknown',
    'check.symbolic: off in a file that must be proved (under proofs/ or expect: proved), so nothing was proved',
  ],
  ['--no-symbolic where a proof is claimed: skipped', { mode: 'off', proofClaimed: true, modeFromCommandLine: true, offReason: '--no-symbolic' }, false, 'skipped', '--no-symbolic'],
  ['off', { mode: 'off' }, false, 'skipped', 'check.symbolic is off'],
  [
    'data tables computed per value of n: skipped',
    { tablesPerValue: ['n'] },
    false,
    'skipped',
    'the data tables are computed for each value of n: the prover, which reasons about every value at once, does not apply',
  ],
  [
    'data tables computed per value of n, a proof claimed: unknown',
    { tablesPerValue: ['n'], proofClaimed: true },
    false,
    'unknown',
    'the data tables are computed for each value of n: the prover, which reasons about every value at once, does not apply',
  ],
];

describe('proverStep: whether the prover runs', () => {
  it.each(PROVER_TABLE)('%s', (_, over, runs, status, reason) => {
    const step = proverStep({ ...facts, ...over });
    expect(step.run).toBe(runs);
    if (!step.run) {
      expect(step.summary?.status ?? null).toBe(status);
      expect(step.summary?.reason ?? null).toBe(reason);
    }
  });
});

describe('certificateRuns', () => {
  it('not on a file whose data tables are computed per parameter value', () => {
    expect(certificateRuns(false, false, false)).toBe(true);
    expect(certificateRuns(false, false, true, true)).toBe(false);
  });
});

describe('refutationDisagreements', () => {
  const proof = (status: SymbolicSummary['status'], width?: number): SymbolicSummary => ({ status, reason: null, obligations: [], ...(width !== undefined ? { width } : {}) });
  const cx = (n: number) => ({ params: {}, position: { n } }) as unknown as CounterexampleReport;
  it.each([
    ['a proof contradicts a refutation', proof('proved'), null, { prover: true, certificate: false }],
    ['a certificate proof contradicts it', null, 'proved', { prover: false, certificate: true }],
    ['a width-bounded proof only below its width (n = 5 < 2^8)', proof('width-bounded', 8), null, { prover: true, certificate: false }],
    ['a width-bounded proof, counterexample above the width (n = 300 ≥ 2^8)', proof('width-bounded', 8), null, { prover: false, certificate: false }],
    ['an unknown contradicts nothing', proof('unknown'), 'not-certified', { prover: false, certificate: false }],
  ] as const)('%s', (what, symbolic, certificate, expected) => {
    expect(refutationDisagreements(symbolic, certificate, cx(what.includes('300') ? 300 : 5))).toEqual(expected);
  });
});
