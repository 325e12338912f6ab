// The renderers on hand-built reports: text lines per status, JUnit escaping and counts, annotation
// escaping, sorted JSON, and the JSON Schema accepting exactly the model.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FileReport } from '../../src/report/model.js';
import { renderAnnotations } from '../../src/report/renderAnnotations.js';
import { stableStringify } from '../../src/report/renderJson.js';
import { renderJunit } from '../../src/report/renderJunit.js';
import { renderText } from '../../src/report/renderText.js';
import { runReport, runSummary } from '../../src/run/runReport.js';
import { counterexample } from '../e2e/fixtures.js';
import { validate } from './jsonSchema.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));

function report(over: Partial<FileReport> = {}): FileReport {
  return {
    file: 'conjectures/heap/take.yaml',
    sha256: '0'.repeat(64),
    tool: { name: 'zermelo', version: '0.1.0' },
    name: 'take',
    title: null,
    kind: 'conjecture',
    verdict: 'holds',
    expect: 'holds',
    met: true,
    status: 'pass',
    summary: 'no counterexample among 101 positions (n ≤ 100); not proved',
    at: { line: 11, col: 3 },
    diagnostics: [],
    bounded: { status: 'holds', region: 'n ≤ 100', positions: 101, undetermined: 0, cyclic: false, failures: {}, perParam: [], notes: [] },
    symbolic: null,
    counterexamples: [],
    claims: [],
    timings: { loadMs: 1, boundedMs: 50, symbolicMs: 0, totalMs: 123 },
    ...over,
  };
}

const refuted = report({
  verdict: 'refuted',
  met: false,
  status: 'fail',
  counterexamples: [counterexample()],
  claims: [{ name: 'a < b & "c"', status: 'refuted', at: { line: 14, col: 5 }, detail: null }],
});

describe('text', () => {
  it('one line per file in the documented form, then the summary', () => {
    const text = renderText([report()], runSummary([report()]), { color: false, quiet: false });
    expect(text).toBe('✓ conjectures/heap/take.yaml  holds (n ≤ 100, 101 positions, 0.1 s)\n\n1 file: 1 as expected (0.1 s; exit 0)\n');
  });

  it('marks each status', () => {
    const lines = [
      report({ verdict: 'unknown', status: 'unproved', met: false, expect: 'proved' }),
      report({ verdict: 'invalid', status: 'invalid', met: null, diagnostics: [{ code: 'ZM3001', severity: 'error', message: 'x', at: null, hint: null }] }),
      report({ verdict: 'unchecked', status: 'skipped', met: null, summary: 'the bounded checker is not available in this build, so no verdict was computed' }),
      refuted,
    ].map((r) => renderText([r], runSummary([r]), { color: false, quiet: false }).split('\n')[0]);
    expect(lines[0]).toMatch(/^\? .* unknown/);
    expect(lines[1]).toMatch(/^✗ .* invalid: 1 error/);
    expect(lines[2]).toMatch(/^• .* loaded, no verdict computed \(the bounded checker is not available in this build\)$/);
    expect(lines[3]).toMatch(/^✗ .* refuted, expected holds/);
  });
});

describe('JUnit', () => {
  it('escapes XML and counts failures, one case per file and per claim', () => {
    const xml = renderJunit([report(), refuted]);
    expect(xml).toContain('<testsuites name="zermelo" tests="3" failures="2" errors="0" skipped="0"');
    expect(xml).toContain('name="claim: a &lt; b &amp; &quot;c&quot;"');
    expect(xml).not.toMatch(/[<>&"] [^<>]*&(?!amp;|lt;|gt;|quot;|#10;)/);
  });
});

describe('annotations', () => {
  it('point at the counterexample line; GitHub form escapes newlines and commas', () => {
    expect(renderAnnotations([refuted], { githubActions: false })).toMatch(/^conjectures\/heap\/take\.yaml:11:3: error: verdict refuted, expected holds: /);
    const odd = report({ ...refuted, file: 'a,b.yaml', counterexamples: [counterexample({ sentence: 'line 1\nline 2 100%' })] });
    expect(renderAnnotations([odd], { githubActions: true })).toBe('::error file=a%2Cb.yaml,line=11,col=3,title=zermelo::verdict refuted, expected holds: line 1%0Aline 2 100%25\n');
    expect(renderAnnotations([report()], { githubActions: true })).toBe('');
  });
});

describe('JSON', () => {
  it('sorts keys and drops undefined', () => {
    expect(stableStringify({ b: 1, a: { d: undefined, c: [{ z: 1, y: 2 }] } }, 0)).toBe('{"a":{"c":[{"y":2,"z":1}]},"b":1}');
  });

  it('the schema accepts the model and rejects drift', () => {
    const run = runReport([report(), refuted]);
    expect(validate(JSON.parse(stableStringify(run)), schema)).toEqual([]);
    const broken = JSON.parse(stableStringify(run));
    broken.files[0].verdict = 'maybe';
    delete broken.files[1].sha256;
    broken.files[1].extra = 1;
    expect(validate(broken, schema)).toEqual([
      '$.files[0].verdict: "maybe" not in ["proved","holds","refuted","unknown","invalid","unchecked"]',
      '$.files[1]: missing sha256',
      '$.files[1]: unexpected key extra',
    ]);
  });
});

describe('a holds proved below the bitvector width only (issue 14)', () => {
  const text = 'proved for values below 2^53 only — bit-vector obligations';
  const bounded = report({
    expect: 'proved',
    met: false,
    status: 'fail',
    summary: 'every proof obligation was discharged (1 obligation), but with bit-vectors: proved for values below 2^53 only, not for every position',
    symbolic: { status: 'width-bounded', reason: null, width: 53, obligations: [{ name: 'condition I', status: 'proved', timeMs: 5, detail: null }] },
    assumption: { kind: 'bitvector-width', width: 53, text },
  });
  it('says so in the text line, JUnit, annotations and a schema-valid JSON report', () => {
    expect(renderText([bounded], runSummary([bounded]), { color: false, quiet: false }).split('\n')[0]).toBe(
      `✗ conjectures/heap/take.yaml  holds, expected proved (${text}; n ≤ 100, 101 positions, 1 obligation proved, 0.1 s)`,
    );
    expect(renderJunit([bounded])).toContain(`message="verdict holds (${text}), expected proved"`);
    expect(renderAnnotations([bounded], { githubActions: false })).toContain(`error: verdict holds (${text}), expected proved: every proof obligation`);
    const passing = report({ ...bounded, expect: 'holds', met: true, status: 'pass' });
    expect(renderJunit([passing])).toContain(`<system-out>verdict holds (${text})</system-out>`);
    expect(validate(JSON.parse(stableStringify(runReport([bounded, passing]))), schema)).toEqual([]);
  });
});
