// The cross-checks of checkFile (issue 8): a file the prover calls proved was also checked
// exhaustively, and a disagreement is an internal error (exit 70) showing both results; where a proof is
// claimed the prover still runs after a bounded refutation; a bounded "holds" that determined no
// position of the region is not a verdict. Engines are faked so that the disagreements can be produced.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { checkFile } from '../../src/run/checkFile.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { TAKE_1_OR_4, bounded, counterexample, engines, symbolic, withExpect } from '../e2e/fixtures.js';
import type { Engines, SymbolicRun } from '../../src/run/engines.js';
import { pipeline } from '../../src/run/pipeline.js';

const now = () => 0;

function counting(b: ReturnType<typeof bounded>, s: ReturnType<typeof symbolic>): { engines: Engines; calls: { symbolic: number } } {
  const calls = { symbolic: 0 };
  const base = engines(b, s);
  return {
    calls,
    engines: {
      ...base,
      symbolic: async (spec, opts) => {
        calls.symbolic++;
        return base.symbolic(spec, opts);
      },
    },
  };
}

describe('proved vs. the bounded check', () => {
  it('bounded refuted but the prover proved everything: internal error, exit 70, both results shown', async () => {
    const host = fakeHost({ 'proofs/take.yaml': withExpect(TAKE_1_OR_4, 'proved') });
    const fake = engines(bounded('refuted', [counterexample()]), symbolic(['proved', 'proved', 'proved', 'proved']));
    expect(await main(['check'], host, { engines: fake })).toBe(70);
    const all = host.out() + host.err();
    expect(all).toContain('the engines disagree');
    expect(all).toContain('n = 2'); // the bounded counterexample
    expect(all).toContain('condition I: proved'); // the prover's side
  });

  it('the same with --json: status internal, no verdict counted as met', async () => {
    const host = fakeHost({ 'conjectures/take.yaml': withExpect(TAKE_1_OR_4, 'proved') });
    const fake = engines(bounded('refuted', [counterexample()]), symbolic(['proved', 'proved', 'proved', 'proved']));
    expect(await main(['check', '--json'], host, { engines: fake })).toBe(70);
    const file = JSON.parse(host.out()).files[0];
    expect(file.status).toBe('internal');
    expect(file.met).toBeNull();
  });

  it('expect: proved, under proofs/, or --symbolic required: the prover runs after a bounded refutation', async () => {
    for (const [path, text, argv] of [
      ['conjectures/a.yaml', withExpect(TAKE_1_OR_4, 'proved'), []],
      ['proofs/b.yaml', TAKE_1_OR_4, []],
      ['conjectures/c.yaml', TAKE_1_OR_4, ['--symbolic', 'required']],
    ] as const) {
      const fake = counting(bounded('refuted', [counterexample()]), symbolic(['proved', 'unknown']));
      const host = fakeHost({ [path]: text });
      await main(['check', ...argv, path], host, { engines: fake.engines });
      expect(fake.calls.symbolic, path).toBe(1);
      expect(host.out(), path).toContain('refuted'); // the refutation stands: the prover did not contradict it
    }
  });

  it('a plain conjecture (expect: holds) skips the prover after a bounded refutation', async () => {
    const fake = counting(bounded('refuted', [counterexample()]), symbolic(['proved']));
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['check'], host, { engines: fake.engines })).toBe(1);
    expect(fake.calls.symbolic).toBe(0);
  });

  it('the prove command also runs the bounded check, so `prove` cannot print proved against it', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': withExpect(TAKE_1_OR_4, 'proved') });
    const fake = engines(bounded('refuted', [counterexample()]), symbolic(['proved', 'proved']));
    expect(await main(['prove', 'conjectures/a.yaml'], host, { engines: fake })).toBe(70);
  });
});

describe('a bounded check that determined nothing', () => {
  const vacuous = (): ReturnType<typeof bounded> => {
    const b = bounded('holds');
    b.summary.undetermined = b.summary.positions;
    return b;
  };

  it('is not "holds": unknown when the prover is inconclusive, unchecked when it is off', async () => {
    const r1 = await checkFile('conjectures/a.yaml', TAKE_1_OR_4, { engines: engines(vacuous(), symbolic(['proved', 'unknown'])), now });
    expect(r1.report.verdict).toBe('unknown');
    const r2 = await checkFile('conjectures/a.yaml', TAKE_1_OR_4, { engines: engines(vacuous(), symbolic(['proved'])), now, symbolic: 'off' });
    expect(r2.report.verdict).toBe('unchecked');
    expect(r2.report.summary).toContain('undetermined');
  });

  it('a proof still proves', async () => {
    const r = await checkFile('conjectures/a.yaml', TAKE_1_OR_4, { engines: engines(vacuous(), symbolic(['proved', 'proved'])), now });
    expect(r.report.verdict).toBe('proved');
  });
});

describe('a file that must be proved cannot switch the prover off itself', () => {
  const off = TAKE_1_OR_4.replace('check:\n', 'check:\n  symbolic: off\n');

  it('under proofs/ with check.symbolic: off → unknown, exit 3; --no-symbolic on the command line → skipped, exit 0', async () => {
    expect(off).toContain('symbolic: off');
    const fake = engines(bounded('holds'), symbolic(['proved', 'proved']));
    const host = fakeHost({ 'proofs/a.yaml': off });
    expect(await main(['check'], host, { engines: fake })).toBe(3);
    expect(host.out()).toContain('check.symbolic: off in a file that must be proved');
    expect(await main(['check', '--no-symbolic'], fakeHost({ 'proofs/a.yaml': off }), { engines: fake })).toBe(0);
  });

  it('expect: proved with check.symbolic: off fails (exit 1); expect: holds is fine', async () => {
    const fake = engines(bounded('holds'), symbolic(['proved']));
    expect(await main(['check'], fakeHost({ 'conjectures/a.yaml': withExpect(off, 'proved') }), { engines: fake })).toBe(1);
    expect(await main(['check'], fakeHost({ 'conjectures/a.yaml': off }), { engines: fake })).toBe(0);
  });
});

describe('an engine that throws', () => {
  it('is an internal error of that file only: the other files are checked, --json is still written, exit 70', async () => {
    const base = engines(bounded('holds'), symbolic(['proved']));
    const fake: Engines = {
      ...base,
      bounded: async (spec, o) => {
        if (spec.name === 'boom') throw new Error('kaboom');
        return base.bounded(spec, o);
      },
    };
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4.replace('name: take-1-or-4', 'name: boom'), 'conjectures/b.yaml': TAKE_1_OR_4 });
    expect(await main(['check', '--json'], host, { engines: fake })).toBe(70);
    const files = JSON.parse(host.out()).files;
    expect(files.map((f: { status: string }) => f.status)).toEqual(['internal', 'pass']);
    expect(files[0].summary).toContain('internal error: kaboom (in the bounded check');
  });
});

// Issue 14, finding 6: the reverse direction. The prover (here a fake one, standing for a wrong
// encoding or a wrong truth) refutes at a position the real bounded check determined and found fine.
describe('a confirmed counterexample inside the bounded region against a bounded "holds"', () => {
  const wrongProver = (positionText: string, condition = 'II'): SymbolicRun => ({
    ...symbolic(['proved', 'refuted']),
    counterexamples: [counterexample({ source: 'symbolic', condition, positionText, position: { n: Number(positionText.slice(4)) }, sentence: `condition ${condition} fails at ${positionText}` })],
  });
  const realBounded = (s: SymbolicRun): Engines => ({ ...engines(undefined, s), bounded: pipeline.bounded });

  it('check: internal error ZM9011, exit 70, both results shown', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'conjectures/a.yaml'], host, { engines: realBounded(wrongProver('n = 7')) })).toBe(70);
    const all = host.out() + host.err();
    expect(all).toContain('ZM9011');
    expect(all).toContain('the prover found a counterexample inside the bounded region (n = 7: condition II fails at n = 7)'); // the prover's side
    expect(all).toContain('determined every position of that region (n ≤ 100) and found the conjecture holds there'); // the bounded side
  });

  it('prove: the bounded check runs after the refutation and raises the same alarm (exit 70)', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['prove', 'conjectures/a.yaml', '--json'], host, { engines: realBounded(wrongProver('n = 7')) })).toBe(70);
    const file = JSON.parse(host.out()).files[0];
    expect(file.status).toBe('internal');
    expect(file.diagnostics.map((d: { code: string }) => d.code)).toContain('ZM9011');
  });

  it('no alarm beyond the bounds, for a non-local condition, or where the region has undetermined positions', async () => {
    const beyond = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'conjectures/a.yaml'], beyond, { engines: realBounded(wrongProver('n = 1000003')) })).toBe(1);
    const finiteness = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'conjectures/a.yaml'], finiteness, { engines: realBounded(wrongProver('n = 7', 'finiteness')) })).toBe(1);
    const partly = bounded('holds');
    partly.summary.undetermined = 1;
    const undetermined = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'conjectures/a.yaml'], undetermined, { engines: engines(partly, wrongProver('n = 7')) })).toBe(1);
  });
});
