// The result cache (src/scale/cache.ts): an unchanged file is not re-checked and says "cached"; a change
// of the file or of a verdict-changing option recomputes; --no-cache recomputes; corrupt or foreign
// entries are ignored (never trusted), internal errors never stored, and a cache that cannot be
// written does not fail the run. Forgeries and unstorable results: cache.trust.test.ts.

import { describe, expect, it } from 'vitest';
import { CACHE_DIR, ResultCache } from '../../src/scale/cache.js';
import { isFileReport } from '../../src/scale/cacheShape.js';
import { main } from '../../src/cli/main.js';
import type { Engines } from '../../src/run/engines.js';
import { TAKE_1_OR_4, bounded, counterexample, engines, symbolic, withExpect } from '../e2e/fixtures.js';
import { fakeHost, type FakeHost } from '../e2e/fakeHost.js';

/** Engines that count how often each file is checked. */
function counting(base: Engines): Engines & { calls: string[] } {
  const calls: string[] = [];
  return { ...base, calls, bounded: async (spec, opts) => (calls.push(spec.file), base.bounded(spec, opts)) };
}

const files = { 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/b.yaml': withExpect(TAKE_1_OR_4, 'refuted') };
const entries = (host: FakeHost): string[] => [...host.files.keys()].filter((k) => k.startsWith(`/repo/${CACHE_DIR}/`) && k.endsWith('.json'));

describe('check with the cache', () => {
  it('the second run reuses every result, says "cached", and reports the same', async () => {
    const host = fakeHost(files);
    const eng = counting(engines(bounded('refuted', [counterexample()]), symbolic(['proved'])));
    expect(await main(['check', '--json', '--deterministic'], host, { engines: eng })).toBe(1);
    const first = JSON.parse(host.out());
    expect(eng.calls).toEqual(['conjectures/a.yaml', 'conjectures/b.yaml']);
    expect(entries(host)).toHaveLength(2);
    expect(host.files.get(`/repo/${CACHE_DIR}/.gitignore`)).toContain('*');

    const second = fakeHost({});
    for (const [k, v] of host.files) second.files.set(k, v);
    expect(await main(['check', '--json', '--deterministic'], second, { engines: eng })).toBe(1);
    expect(eng.calls).toHaveLength(2); // nothing re-checked
    const report = JSON.parse(second.out());
    expect(report.files.every((f: { cached?: boolean }) => f.cached === true)).toBe(true);
    expect(report.files.map(({ cached: _c, ...f }: { cached?: boolean }) => f)).toEqual(first.files);
    expect(second.err()).toContain('2 of 2 results reused from .zermelo-cache/');

    const text = fakeHost({});
    for (const [k, v] of host.files) text.files.set(k, v);
    await main(['check'], text, { engines: eng });
    expect(text.out()).toMatch(/✗ conjectures\/a\.yaml {2}refuted, expected holds \(.*, cached\)/);
  });

  it('a changed file, a changed option and --no-cache each recompute', async () => {
    const eng = counting(engines(bounded('holds'), symbolic(['proved'])));
    const host = fakeHost(files);
    await main(['check'], host, { engines: eng });
    expect(eng.calls).toHaveLength(2);
    host.files.set('/repo/conjectures/a.yaml', TAKE_1_OR_4.replace('0..100', '0..101'));
    await main(['check'], host, { engines: eng });
    expect(eng.calls.slice(2)).toEqual(['conjectures/a.yaml']);
    await main(['check', '--timeout', '5s'], host, { engines: eng });
    expect(eng.calls.slice(3)).toEqual(['conjectures/a.yaml', 'conjectures/b.yaml']);
    await main(['check', '--sample', '10'], host, { engines: eng });
    expect(eng.calls).toHaveLength(7);
    await main(['check', '--no-cache'], host, { engines: eng });
    expect(eng.calls).toHaveLength(9);
    await main(['check'], host, { engines: eng });
    expect(eng.calls).toHaveLength(9);
  });

  it('a corrupt or foreign entry is ignored and replaced, never trusted', async () => {
    const eng = counting(engines(bounded('holds'), symbolic(['proved'])));
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    await main(['check', '--json'], host, { engines: eng });
    const [entry] = entries(host);
    const stored = JSON.parse(host.files.get(entry!)!);
    const tamper = async (text: string): Promise<void> => {
      host.files.set(entry!, text);
      await main(['check', '--json'], host, { engines: eng });
    };
    await tamper('{"format":1,"key":'); // truncated JSON
    expect(eng.calls).toHaveLength(2);
    await tamper(JSON.stringify({ ...stored, report: { ...stored.report, verdict: 'proved-ish' } })); // bad shape
    expect(eng.calls).toHaveLength(3);
    await tamper(JSON.stringify({ ...stored, report: { ...stored.report, sha256: '0'.repeat(64) } })); // other bytes
    expect(eng.calls).toHaveLength(4);
    await tamper(JSON.stringify({ ...stored, key: { ...stored.key, options: { timeoutMs: 1 } } })); // another key
    expect(eng.calls).toHaveLength(5);
    await tamper(JSON.stringify({ ...stored, report: { ...stored.report, tool: { name: 'zermelo', version: '0.0.0' } } }));
    expect(eng.calls).toHaveLength(6);
    const rewritten = JSON.parse(host.files.get(entry!)!);
    expect({ ...rewritten, written: 0, mac: '' }).toEqual({ ...stored, written: 0, mac: '' }); // rewritten with the recomputed report
    await main(['check', '--json'], host, { engines: eng });
    expect(eng.calls).toHaveLength(6);
  });

  it('a cache that cannot be written does not change the run', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { failWrites: true });
    expect(await main(['check'], host, { engines: engines(bounded('holds'), symbolic(['proved'])) })).toBe(0);
    expect(host.err()).toBe('');
  });

  it('internal errors are never stored', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    const broken: Engines = {
      ...engines(bounded('holds')),
      bounded: async () => ({ ...bounded('holds'), diagnostics: [{ code: 'ZM9001', severity: 'error', file: 'conjectures/a.yaml', message: 'internal error: x' }] }),
    };
    expect(await main(['check'], host, { engines: broken })).toBe(70);
    expect(entries(host)).toHaveLength(0);
  });
});

describe('what is not cached', () => {
  it('a file with an error is checked again, so its error is printed on every run', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/bad.yaml': 'name: bad\ngame:\n  state: { n: nat }\n  moves:\n    - for: k ∈ {1, 4\n      to: { n: n - k }\n' });
    expect(await main(['check'], host)).toBe(2);
    expect(host.err()).toMatch(/conjectures\/bad\.yaml:5:\d+: error ZM2005/);
    const second = fakeHost(Object.fromEntries([...host.files].map(([k, v]) => [k.replace(/^\/repo\//, ''), v])));
    expect(await main(['check'], second)).toBe(2);
    expect(second.err()).toMatch(/conjectures\/bad\.yaml:5:\d+: error ZM2005/);
    expect(second.out()).toMatch(/a\.yaml .*cached/);
  });
});

describe('the shape check of cached reports', () => {
  it('accepts real reports and rejects damaged ones', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    await main(['check', '--json'], host, { engines: engines(bounded('refuted', [counterexample()])) });
    const report = JSON.parse(host.out()).files[0];
    expect(isFileReport(report)).toBe(true);
    for (const damage of [{ status: 'maybe' }, { timings: {} }, { counterexamples: [{}] }, { sha256: 'abc' }, { claims: null }]) {
      expect(isFileReport({ ...report, ...damage }), JSON.stringify(damage)).toBe(false);
    }
    const { summary: _s, ...missing } = report;
    expect(isFileReport(missing)).toBe(false);
    expect(new ResultCache(host, '/repo').dir).toBe('/repo/.zermelo-cache');
  });
});
