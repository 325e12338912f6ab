// What the result cache stores (src/scale/cache.ts, workers.ts): never a result cut short by a time
// limit or a crash (an obligation Z3 gave up on, the prover child killed, --total-timeout, Ctrl-C);
// --no-cache stores its fresh results so that the next plain run hits; a file with a warning is
// stored with its diagnostics, which a hit prints again with their code frames.

import { describe, expect, it } from 'vitest';
import { CACHE_DIR } from '../../src/scale/cache.js';
import { main } from '../../src/cli/main.js';
import type { Engines, SymbolicRun } from '../../src/run/engines.js';
import { fromProof } from '../../src/run/fromProof.js';
import type { ObligationResult, ProofResult } from '../../src/prove/result.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { TAKE_1_OR_4, TWO_HEAPS_GAME, bounded, engines, symbolic, withExpect } from '../e2e/fixtures.js';
import { fakeHost, type FakeHost } from '../e2e/fakeHost.js';

const entries = (host: FakeHost): string[] => [...host.files.keys()].filter((k) => k.startsWith(`/repo/${CACHE_DIR}/`) && k.endsWith('.json'));

function counting(base: Engines): Engines & { calls: string[] } {
  const calls: string[] = [];
  return { ...base, calls, bounded: async (spec, opts) => (calls.push(spec.file), base.bounded(spec, opts)) };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Two heaps, one move kind: not a one-heap game, so no certificate decides it and the prover runs. */
const TWO_HEAPS = `name: two-heaps
${TWO_HEAPS_GAME}check:
  bounds: { a: 0..6, b: 0..6 }
expect: proved
`;

describe('results cut short are never stored', () => {
  it('a proof with a time-limited obligation (SymbolicRun.timeLimited) is not stored, and is tried again', async () => {
    const limited: SymbolicRun = { ...symbolic(['proved', 'unknown']), timeLimited: 'condition I: Z3 gave up after 10000 ms (timeout)' };
    const eng = counting(engines(bounded('holds'), limited));
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    await main(['check'], host, { engines: eng });
    expect(entries(host)).toHaveLength(0);
    await main(['check'], host, { engines: eng });
    expect(eng.calls).toHaveLength(2);
    // the same unknown without a time limit behind it (a construct not encoded) is stored
    const settled = counting(engines(bounded('holds'), symbolic(['proved', 'unknown'])));
    await main(['check'], host, { engines: settled });
    await main(['check'], host, { engines: settled });
    expect(settled.calls).toHaveLength(1);
  });

  it('which unknowns are time-limited: Z3 out of time or giving up, no measure found, the prover stopped', () => {
    const spec = loadSpec('proofs/a.yaml', withExpect(TAKE_1_OR_4, 'proved')).value!;
    const ob = (over: Partial<ObligationResult>): ObligationResult => ({
      id: 'condition-I',
      kind: 'condition-I',
      title: 'condition I',
      status: 'unknown',
      timeMs: 1,
      assumptions: [],
      refutes: 'conjecture',
      ...over,
    });
    const result = (obligations: ObligationResult[]): ProofResult => ({ file: spec.file, name: spec.name, status: 'unknown', obligations, encoding: 'int', assumptions: [], timeMs: 1 });
    const limited = (o: ObligationResult) => fromProof(spec, result([ob({ status: 'proved' }), o])).timeLimited;
    expect(limited(ob({ code: 'ZM6002', detail: 'Z3 gave up after 10 ms (timeout)' }))).toBe('condition I: Z3 gave up after 10 ms (timeout)');
    expect(limited(ob({ code: 'ZM6003', detail: 'Z3 could not decide it (incomplete quantifiers)' }))).toBeDefined();
    expect(limited(ob({ code: 'ZM6005', detail: 'no termination measure found — tried n (unknown)', timeLimited: true }))).toBeDefined();
    expect(limited(ob({ code: 'ZM6005', detail: 'no termination measure found — tried n (not supported)' }))).toBeUndefined();
    expect(limited(ob({ id: 'prover-stopped', detail: 'the prover process stopped unexpectedly (exit code 134)' }))).toBeDefined();
    expect(limited(ob({ code: 'ZM6004', detail: 'not supported by the symbolic engine' }))).toBeUndefined();
    expect(limited(ob({ code: 'ZM6007', detail: 'it asks the solved game' }))).toBeUndefined();
    expect(limited(ob({ status: 'proved' }))).toBeUndefined();
  });

  it('--total-timeout reached while a file is checked: that result is not stored', async () => {
    const slow: Engines = { ...engines(bounded('holds'), symbolic(['proved'])), symbolic: async () => (await sleep(400), symbolic(['proved'])) };
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/b.yaml': TAKE_1_OR_4.replace('0..100', '0..99') });
    await main(['check', '--total-timeout', '100ms'], host, { engines: slow });
    expect(host.err()).toContain('time limit');
    expect(entries(host)).toHaveLength(0);
    await main(['check'], host, { engines: slow }); // no time limit: stored now
    expect(entries(host)).toHaveLength(2);
  });

  it('Ctrl-C while the prover runs: nothing is stored (exit 130)', async () => {
    let interrupt: (() => void) | undefined;
    const base = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    const host: FakeHost = { ...base, onInterrupt: (h) => ((interrupt = h), () => undefined) };
    const eng: Engines = { ...engines(bounded('holds')), symbolic: async () => (interrupt?.(), symbolic(['proved', 'unknown'])) };
    expect(await main(['check'], host, { engines: eng })).toBe(130);
    expect(entries(base)).toHaveLength(0);
  });

  it('the real prover: a killed prover child, and a per-obligation --timeout, leave nothing stored', async () => {
    const crashed = fakeHost({ 'conjectures/two.yaml': TWO_HEAPS }, { env: { ZERMELO_TEST_PROVER_FAULT: 'exit:two.yaml:1' } });
    await main(['check', '--json'], crashed);
    const report = JSON.parse(crashed.out()).files[0];
    expect(report.symbolic.obligations.at(-1).detail).toContain('the prover process stopped unexpectedly');
    expect(entries(crashed)).toHaveLength(0);

    const timedOut = fakeHost({ 'conjectures/two.yaml': TWO_HEAPS });
    await main(['check', '--json', '--timeout', '1ms'], timedOut);
    const r = JSON.parse(timedOut.out()).files[0];
    expect(r.symbolic.obligations.some((o: { status: string; detail: string | null }) => o.status === 'unknown' && /timeout/.test(o.detail ?? ''))).toBe(true);
    expect(entries(timedOut)).toHaveLength(0);
  }, 120_000);
});

describe('--no-cache and diagnostics', () => {
  it('--no-cache recomputes and stores the fresh results: the next plain run hits', async () => {
    const eng = counting(engines(bounded('holds'), symbolic(['proved'])));
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    await main(['check', '--no-cache'], host, { engines: eng });
    expect(entries(host)).toHaveLength(1);
    await main(['check', '--no-cache'], host, { engines: eng }); // recomputes even with an entry there
    expect(eng.calls).toHaveLength(2);
    await main(['check'], host, { engines: eng });
    expect(eng.calls).toHaveLength(2);
    expect(host.err()).toContain('1 of 1 results reused');
  });

  it('a file with a warning is stored, and a hit prints the warning again with its code frame', async () => {
    const warned: Engines = {
      ...engines(bounded('holds'), symbolic(['proved'])),
      bounded: async (spec) => ({
        ...bounded('holds'),
        diagnostics: [{ code: 'ZM4002', severity: 'warning', file: spec.file, message: 'a made-up warning', span: { start: 0, end: 4 }, hint: 'a hint' }],
      }),
    };
    const eng = counting(warned);
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    await main(['check'], host, { engines: eng });
    const first = host.err();
    expect(first).toMatch(/conjectures\/a\.yaml:1:1: warning ZM4002: a made-up warning/);
    const second = fakeHost({});
    for (const [k, v] of host.files) second.files.set(k, v);
    await main(['check'], second, { engines: eng });
    expect(eng.calls).toHaveLength(1);
    expect(second.out()).toMatch(/a\.yaml .*cached/);
    expect(second.err()).toContain(first.trimEnd());
  });
});
