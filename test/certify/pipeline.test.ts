// The certificate stage inside `zermelo check`: a certified file is "proved" (the prover is not
// needed), a counterexample found through a certificate refutes, Grundy's game (no period known) is
// never proved; the text line and the JSON report (validated against the schema) carry the certificate.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { decideVerdict, judge } from '../../src/run/verdict.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { validate } from '../report/jsonSchema.js';
import { GAMES } from './games.js';
import { check } from './helpers.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));

describe('zermelo check with certificates', () => {
  it('game 20: proved by the certificate, the certificate printed under the line with --verbose, the prover not run', async () => {
    const host = fakeHost({ 'conjectures/heap/game20.yaml': `${GAMES['game20']}expect: proved\n` });
    expect(await main(['check', 'conjectures/heap/game20.yaml', '--deterministic', '--verbose'], host)).toBe(0);
    const out = host.out();
    expect(out).toContain('✓ conjectures/heap/game20.yaml  proved (periodic from n = 9 with period 13, certified over [9, 14), n ≤ 3000, r ≤ 5, 18006 positions');
    expect(out).toContain('certificate: rows of outcomes (6 per n: r = 0; r = 1; …; r = 5) periodic from n = 9 with period 13 (k = 5, the same moves from n = 5)');
    expect(out).toContain('theorem: row(n) depends only on rows n−1…n−5 (same rule for n ≥ 5); row(n+13) = row(n) for 9 ≤ n < 14 implies it for all n ≥ 9');
    expect(out).not.toContain('obligations');
    const plain = fakeHost({ 'conjectures/heap/game20.yaml': `${GAMES['game20']}expect: proved\n` });
    expect(await main(['check', 'conjectures/heap/game20.yaml', '--deterministic'], plain)).toBe(0);
    expect(
      plain
        .out()
        .split('\n')
        .filter((l) => l.startsWith(' ')),
    ).toEqual([]); // a pass is one line
  });

  it('the JSON report holds the certificate and validates against the schema', async () => {
    const host = fakeHost({ 'proofs/kayles.yaml': `${GAMES['kayles']}expect: proved\n`, 'conjectures/grundy.yaml': GAMES['grundys-game']! });
    expect(await main(['check', '--json', '--deterministic', '--no-symbolic'], host)).toBe(0);
    const report = JSON.parse(host.out());
    expect(validate(report, schema)).toEqual([]);
    const [grundy, kayles] = report.files;
    expect(kayles.verdict).toBe('proved');
    expect(kayles.certificate.runs[0]).toMatchObject({ theorem: 'octal', preperiod: 71, period: 12, maxTake: 2, window: [71, 156], checkedThrough: 167, values: 'grundy' });
    expect(kayles.certificate.runs[0].conjecture).toEqual({ status: 'proved', from: 71, period: 12, checkedBelow: 83, detail: null });
    // Grundy's game: no period is known, nothing is certified, the verdict stays "holds"
    expect(grundy.verdict).toBe('holds');
    expect(grundy.certificate).toMatchObject({ status: 'not-certified', reason: expect.stringMatching(/sum of positions/) });
  });

  it('a counterexample beyond the bounds, found through the certificate, refutes (exit 1 for expect: holds)', async () => {
    const text = 'name: t\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ {0, 2} ∨ n = 20003 }\ncheck: { bounds: { n: 0..1000 } }\nexpect: holds\n';
    const host = fakeHost({ 'conjectures/t.yaml': text });
    expect(await main(['check', '--no-symbolic'], host)).toBe(1);
    expect(host.out()).toContain('✗ conjectures/t.yaml  refuted, expected holds');
    expect(host.out()).toContain(
      'certificate counterexample (line 3): n = 20003 is conjectured safe, but it is fragile (confirmed by solving the game up to n = 20003; periodic from n = 0 with period 5)',
    );
    const json = fakeHost({ 'conjectures/t.yaml': text });
    expect(await main(['check', '--no-symbolic', '--json', '--deterministic'], json)).toBe(1);
    expect(validate(JSON.parse(json.out()), schema)).toEqual([]);
    const report = await check(text);
    expect(report.summary).toBe('agreement with the solved game fails at n = 20003 (found for all n by a periodicity certificate)');
    expect(report.counterexamples[0]).toMatchObject({ source: 'certificate', condition: 'truth', position: { n: 20003 } });
  });

  it('a claim beyond the bounds decided by the certificate is no longer an error of the file', async () => {
    const text =
      'name: c\ngame: { subtraction: [1, 4] }\nclaims:\n  - name: up to 10^12\n    holds: ∀ m ∈ 0..1000000000000: safe(m) ⇔ m mod 5 ∈ {0, 2}\ncheck: { bounds: { n: 0..100 } }\nexpect: proved\n';
    const report = await check(text);
    expect(report.verdict).toBe('proved');
    expect(report.diagnostics).toEqual([]); // the ZM4203 "outside the region" error is settled by the certificate
    expect(report.claims).toMatchObject([{ name: 'up to 10^12', status: 'proved' }]);
  });

  it('a certificate proof counts as proved; a certificate refutation as refuted', () => {
    const base = { loaded: true, kind: 'proof' as const, expect: 'proved' as const, bounded: 'holds' as const, symbolic: 'skipped' as const, proofRequired: false };
    expect(decideVerdict({ ...base, certified: 'proved' })).toBe('proved');
    expect(judge({ ...base, certified: 'proved' })).toEqual({ verdict: 'proved', met: true, status: 'pass' });
    expect(decideVerdict({ ...base, certified: 'refuted' })).toBe('refuted');
    expect(decideVerdict({ ...base, certified: null })).toBe('holds');
    expect(judge({ ...base, certified: null }).status).toBe('skipped');
  });
});
