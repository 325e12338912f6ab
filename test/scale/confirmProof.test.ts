// `--confirm cvc5` (scale/confirmProof.ts, scale/cvc5Process.ts): how cvc5's answers are read, how
// an obligation's scripts become confirmed / not confirmed / a disagreement, and — with the real cvc5
// when it is installed — a deliberately wrong obligation handed to the comparison as one Z3 "proved",
// which must end as an internal error (ZM9013, exit 70), never as a verdict.

import { describe, expect, it } from 'vitest';
import { confirmProof, confirmWithCvc5 } from '../../src/scale/confirmProof.js';
import { cvc5Runner, cvc5Version, readCvc5Answer, type RunSolver } from '../../src/scale/cvc5Process.js';
import type { ObligationResult, ProofResult } from '../../src/prove/result.js';
import { createPipeline, type ProverRunner } from '../../src/run/pipeline.js';
import { checkFile } from '../../src/run/checkFile.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { TWO_HEAPS_GAME } from '../e2e/fixtures.js';
import { renderProof } from '../../src/report/renderProof.js';
import { renderFileBlock } from '../../src/report/renderText.js';
import { renderJson } from '../../src/report/renderJson.js';
import { runReport } from '../../src/run/runReport.js';
import { validate } from '../report/jsonSchema.js';
import { readFileSync } from 'node:fs';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;

const CVC5 = await cvc5Version('cvc5');
if (!CVC5) console.log('cvc5 is not installed (apt-get install --no-install-recommends cvc5): the tests that run it are skipped');

const UNSAT = '(declare-fun x () Int)\n(assert (and (> x 2) (< x 1)))\n(check-sat)\n';
/** Satisfiable, under the status line Z3's printer writes: cvc5 aborts on it ("Expected result unsat but got sat"). */
const WRONG = '(set-option :produce-models true)\n(set-info :status unsat)\n(declare-fun x () Int)\n(assert (> x 2))\n(check-sat)\n';

const FILE = `name: t\n${TWO_HEAPS_GAME}check: { bounds: { a: 0..5, b: 0..5 } }\nexpect: proved\n`;
const request = { solver: 'cvc5' as const, command: 'cvc5' };

function proved(id: string, parts: string[], settled?: { text: string; count: number }): ObligationResult {
  return { id, kind: 'condition-II', title: `${id} title`, status: 'proved', timeMs: 1, assumptions: [], refutes: 'conjecture', smt: { parts, ...(settled ? { settled } : {}) } };
}

function result(obligations: ObligationResult[]): ProofResult {
  return { file: 'proofs/t.yaml', name: 't', status: 'proved', obligations, encoding: 'int', assumptions: [], timeMs: 1 };
}

/** A solver that answers from a table keyed by the script. */
function fakeSolver(answers: Record<string, 'sat' | 'unsat' | 'unknown'>): RunSolver {
  return async (script) => ({ status: answers[script] ?? 'unknown', ...(answers[script] === 'unknown' ? { reason: 'timeout' } : {}), timeMs: 2 });
}

describe("reading cvc5's answer", () => {
  it('unsat and sat on stdout; the status-mismatch abort is sat; the rest is unknown with the reason', () => {
    expect(readCvc5Answer('unsat\n', '', 0, false)).toEqual({ status: 'unsat' });
    expect(readCvc5Answer('sat\n', '', 0, false)).toEqual({ status: 'sat' });
    expect(readCvc5Answer('', 'Fatal failure within …\nExpected result unsat but got sat\n', 134, false)).toEqual({ status: 'sat' });
    expect(readCvc5Answer('', 'cvc5 interrupted by timeout.\n', 134, false)).toEqual({ status: 'unknown', reason: 'timeout' });
    expect(readCvc5Answer('', '', null, true).reason).toMatch(/killed/);
    expect(readCvc5Answer('unknown\n', '', 0, false)).toEqual({ status: 'unknown', reason: 'cvc5 answered unknown' });
    expect(readCvc5Answer('(error "Parse Error: <stdin>:2.10: Unexpected token")\n', '', 1, false)).toEqual({
      status: 'unknown',
      reason: 'cvc5 failed (exit 1): Parse Error: <stdin>:2.10: Unexpected token',
    });
  });
});

describe('confirming the obligations Z3 proved', () => {
  it('confirmed when every script is unsat, the settled side conditions counted; refuted obligations untouched', async () => {
    const refuted: ObligationResult = { id: 'r', kind: 'claim', title: 'r', status: 'refuted', timeMs: 1, assumptions: [], refutes: 'claim' };
    const out = await confirmProof(result([proved('a', ['A1', 'A2'], { text: 'S', count: 3 }), refuted]), request, 1000, fakeSolver({ A1: 'unsat', A2: 'unsat', S: 'unsat' }));
    expect(out.obligations[0]!.confirmations).toEqual([{ solver: 'cvc5', status: 'confirmed', timeMs: 6, settled: 3 }]);
    expect(out.obligations[1]!.confirmations).toBeUndefined();
  });

  it('one unknown part: not confirmed, saying which part and why', async () => {
    const out = await confirmProof(result([proved('a', ['A1', 'A2'])]), request, 1000, fakeSolver({ A1: 'unsat', A2: 'unknown' }));
    expect(out.obligations[0]!.confirmations![0]).toMatchObject({ status: 'not-confirmed', detail: 'part 2 of 2: timeout' });
  });

  it('a sat part is a disagreement with Z3, a sat settled script one with interval reasoning', async () => {
    const z3 = await confirmProof(result([proved('a', ['A1', 'A2'])]), request, 1000, fakeSolver({ A1: 'unsat', A2: 'sat' }));
    expect(z3.obligations[0]!.confirmations![0]).toMatchObject({ status: 'disagrees', detail: expect.stringMatching(/part 2 of 2 satisfiable \(sat\), where Z3 proved it/) });
    const settled = await confirmProof(result([proved('a', ['A1'], { text: 'S', count: 1 })]), request, 1000, fakeSolver({ A1: 'unsat', S: 'sat' }));
    expect(settled.obligations[0]!.confirmations![0]).toMatchObject({ status: 'disagrees', detail: expect.stringMatching(/1 side condition settled by interval reasoning .*without a solver/) });
  });

  it('a proved obligation without scripts is not confirmed (never confirmed by default)', async () => {
    const bare: ObligationResult = { ...proved('a', []), smt: undefined };
    const out = await confirmProof(result([bare]), request, 1000, fakeSolver({}));
    expect(out.obligations[0]!.confirmations![0]!.status).toBe('not-confirmed');
  });
});

describe("not confirmed: the verdict stays Z3's, and every surface says who proved what", () => {
  const twoProved: ProverRunner = async (spec) => ({ ...result([proved('partition', ['P']), proved('condition-II', ['C'])]), file: spec.file, name: spec.name });
  const timesOut = fakeSolver({ P: 'unsat', C: 'unknown' });
  const engines = createPipeline(twoProved, (r, req, t) => confirmProof(r, req, t, timesOut));

  it('prove and check -v text, in English and Portuguese; the JSON report valid for the schema', async () => {
    const checked = await checkFile('proofs/t.yaml', FILE, { engines, now: () => 0, symbolic: 'required', boundedAsCrossCheck: true, confirm: request });
    const report = checked.report;
    expect([report.verdict, report.status]).toEqual(['proved', 'pass']);
    expect(report.symbolic!.confirmation).toEqual({ solver: 'cvc5', confirmed: 1, proved: 2 });
    const en = renderProof(report, { color: false });
    expect(en).toMatch(/✓ partition title +\S+ ms {2}proved by z3 and cvc5\n/);
    expect(en).toMatch(/✓ condition-II title +\S+ ms {2}proved by z3; cvc5 did not confirm it \(timeout\)\n/);
    expect(en).toMatch(/; cvc5 confirmed 1 of 2 proved obligations\n$/);
    expect(renderProof(report, { color: false, lang: 'pt' })).toMatch(/provada por z3; o cvc5 não a confirmou \(timeout\)[\s\S]*o cvc5 confirmou 1 de 2 obrigações provadas\n$/);
    const verbose = renderFileBlock(report, { color: false, quiet: false, verbose: true }, { vocabularyShown: false });
    expect(verbose).toContain('cvc5 confirmed 1 of 2 proved obligations');
    expect(verbose).toContain('    ✓ condition-II title: proved by z3; cvc5 did not confirm it (timeout)\n');
    expect(renderFileBlock(report, { color: false, quiet: false }, { vocabularyShown: false })).not.toContain('proved by z3');
    expect(validate(JSON.parse(renderJson(runReport([report]))), schema)).toEqual([]);
  });
});

describe.skipIf(!CVC5)('with the real cvc5', () => {
  it('answers unsat, sat (through the status abort) and unknown for a missing binary', async () => {
    const run = cvc5Runner('cvc5');
    expect((await run(UNSAT, 10_000)).status).toBe('unsat');
    expect((await run(WRONG, 10_000)).status).toBe('sat');
    expect(await cvc5Runner('/nonexistent/cvc5')(UNSAT, 1000)).toMatchObject({ status: 'unknown', reason: '/nonexistent/cvc5 not found' });
  });

  // A prover that "proved" a satisfiable obligation: cvc5's sat must make the file an internal error.
  const wrongProver: ProverRunner = async (spec, opts) => {
    expect(opts.keepSmt).toBe(true);
    return { ...result([proved('condition-II', [WRONG]), proved('partition', [UNSAT])]), file: spec.file, name: spec.name };
  };

  it('a wrong obligation fed to the comparison is an internal error (ZM9013), never a verdict', async () => {
    const engines = createPipeline(wrongProver, confirmWithCvc5);
    const spec = (await engines.load('proofs/t.yaml', FILE)).value!;
    const run = (await engines.symbolic(spec, { timeoutMs: 10_000, confirm: request }))!;
    expect(run.summary.obligations[0]).toMatchObject({ status: 'error', solvers: ['z3'], confirmations: [{ solver: 'cvc5', status: 'disagrees' }] });
    expect(run.summary.obligations[1]).toMatchObject({ status: 'proved', solvers: ['z3', 'cvc5'], confirmations: [{ solver: 'cvc5', status: 'confirmed' }] });
    expect(run.summary.confirmation).toEqual({ solver: 'cvc5', confirmed: 1, proved: 2 });
    const checked = await checkFile('proofs/t.yaml', FILE, { engines, now: () => 0, symbolic: 'required', confirm: request });
    expect(checked.report.status).toBe('internal');
    const [error] = checked.diagnostics.filter((d) => d.code === 'ZM9013');
    expect(error?.message).toMatch(/condition-II title.*cvc5 finds the negation of the obligation satisfiable/);
  });

  it('through the CLI: exit 70 and ZM9013 on stderr', async () => {
    const host = fakeHost({ 'proofs/t.yaml': FILE });
    const code = await main(['prove', 'proofs/t.yaml', '--confirm', 'cvc5'], host, { engines: createPipeline(wrongProver, confirmWithCvc5) });
    expect(host.err()).toContain('ZM9013');
    expect(code).toBe(70);
  });
});
