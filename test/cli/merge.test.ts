// `zermelo merge` (src/scale/mergeReports.ts, mergeSliceRecords.ts, src/cli/commands/merge.ts): the
// union law — the shards of `check --shard i/3` with large files split into slices, merged, give
// byte for byte the JSON of the unsharded run, and the same exit code — plus the input errors, each
// with its code and exit 2, and the JUnit output.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { TAKE_1_OR_4 } from '../e2e/fixtures.js';
import { fakeHost, type FakeHost } from '../e2e/fakeHost.js';
import { validate } from '../report/jsonSchema.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseXml, type XmlElement } from './xml.js';
import { takeOneOrFour } from '../check/sliceFixtures.js';

/** Game 9 (take 1 or 4) up to 20 000: split across the shards when ZERMELO_SHARD_SPLIT ≤ 40 000. */
const big = (name: string, conjecture: string, expect: string): string => takeOneOrFour(`S: ${conjecture}`, 20000, { name, claim: true, expect });

/** A swept parameter (take 1..m), a claim that fails for m = 4, and an exception late in the region. */
const SWEPT = `name: take-up-to-m
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }
conjecture: { S: n mod (m + 1) = 0 ∨ n = 2500 }
claims:
  - name: twelve is safe
    holds: safe(12)
check:
  bounds: { n: 0..3000 }
  params: { m: 1..5 }
expect: refuted
`;

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** Two heaps of game 9 with two wrong exceptions, one at each end of the region's index order: the
 *  slices' counterexamples must be re-sorted (by Σ|field|), not concatenated. */
const TWO_HEAPS = `name: two-heaps
game:
  state: { m: nat, n: nat }
  moves:
    - { name: take k from m, for: k ∈ {1, 4}, if: k ≤ m, to: { m: m - k } }
    - { name: take k from n, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: '[0, 1, 0, 1, 2][m mod 5] = [0, 1, 0, 1, 2][n mod 5] ∨ (m = 0 ∧ n = 291) ∨ (m = 251 ∧ n = 0)'
check:
  bounds: { m: 0..300, n: 0..300 }
expect: refuted
`;

const FILES: Record<string, string> = {
  'conjectures/a.yaml': TAKE_1_OR_4,
  // holds (a certificate proves it, in slice 1)
  'conjectures/big-holds.yaml': big('big-holds', 'n mod 5 ∈ <0,2>', 'holds'),
  // refuted with counterexamples in every slice
  'conjectures/big-refuted.yaml': big('big-refuted', 'n mod 5 ∈ {0, 3}', 'refuted'),
  // refuted only in slice 3: slice 1 holds, so it runs the certificate, which the unsharded run skips
  'conjectures/big-late.yaml': big('big-late', 'n mod 5 ∈ <0,2> ∧ n ≠ 15000', 'holds'),
  // the same with a proof claimed: the certificate runs in the unsharded run too
  'conjectures/big-late-proved.yaml': big('big-late-proved', 'n mod 5 ∈ <0,2> ∧ n ≠ 15000', 'proved'),
  'conjectures/c.yaml': TAKE_1_OR_4.replace('n mod 5 ∈ <0,2>', 'n mod 5 = 0'),
  'conjectures/swept.yaml': SWEPT,
  'conjectures/two-heaps.yaml': TWO_HEAPS,
  // holds (no certificate for two heaps): the summary names the region, without its slice
  'conjectures/two-heaps-holds.yaml': TWO_HEAPS.replace(' ∨ (m = 0 ∧ n = 291) ∨ (m = 251 ∧ n = 0)', '').replace('expect: refuted', 'expect: holds'),
  // a Grundy conjecture, wrong: the mex conditions and the true values fail in every slice
  'conjectures/grundy.yaml': `name: grundy
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
conjecture: { grundy: 'n mod 3' }
check:
  bounds: { n: 0..20000 }
expect: refuted
`,
};

const ENV = { ZERMELO_SHARD_SPLIT: '20000' };

async function check(extra: string[]): Promise<{ code: number; json: string }> {
  const host = fakeHost(FILES, { env: ENV });
  const code = await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', ...extra], host);
  return { code, json: host.out() };
}

async function merge(reports: Record<string, string>, args: string[]): Promise<{ code: number; out: string; err: string; host: FakeHost }> {
  const host = fakeHost(reports);
  const code = await main(['merge', ...args], host);
  return { code, out: host.out(), err: host.err(), host };
}

interface FileJson {
  file: string;
  verdict: string;
  bounded: { status: string };
  certificate?: { status: string } | null;
  slice?: { index: number; count: number };
}

describe('zermelo merge: the union law', () => {
  it('the merged shards equal the unsharded run, byte for byte, with the same exit code', async () => {
    const whole = await check([]);
    const shards = [];
    for (const i of [1, 2, 3]) shards.push(await check(['--shard', `${i}/3`]));
    // the large files are split: each shard has each of them with its slice
    const files = shards.map((s) => (JSON.parse(s.json) as { files: FileJson[] }).files);
    for (const [i, list] of files.entries()) {
      expect(list.filter((f) => f.slice).map((f) => [f.file, f.slice!.index, f.slice!.count])).toEqual(
        ['big-holds', 'big-late-proved', 'big-late', 'big-refuted', 'grundy', 'swept', 'two-heaps-holds', 'two-heaps'].map((n) => [`conjectures/${n}.yaml`, i + 1, 3]),
      );
    }
    for (const s of shards) expect(validate(JSON.parse(s.json), schema)).toEqual([]);
    // refutations in several slices, and in slice 3 only
    const late = files.map((l) => l.find((f) => f.file === 'conjectures/big-late.yaml')!);
    expect(late.map((f) => f.bounded.status)).toEqual(['holds', 'holds', 'refuted']);
    expect(late[0]!.certificate?.status).toBe('refuted'); // slice 1 ran the certificate; the unsharded run does not
    const reports = Object.fromEntries(shards.map((s, i) => [`reports/${i + 1}/zermelo.json`, s.json]));
    const merged = await merge(reports, ['reports/1/zermelo.json', 'reports/2/zermelo.json', 'reports/3/zermelo.json', '--deterministic', '--junit', 'junit.xml']);
    expect(merged.err).toContain('zermelo: merged 3 reports: 10 files');
    expect(merged.out).toBe(whole.json);
    expect(merged.code).toBe(whole.code);
    expect(whole.code).toBe(1); // big-late and c are refuted against `expect: holds`
    // in any order of the arguments
    const reversed = await merge(reports, ['reports/3/zermelo.json', 'reports/1/zermelo.json', 'reports/2/zermelo.json', '--deterministic', '-q']);
    expect(reversed.out).toBe(whole.json);
    expect(reversed.err).toBe('');
    // the JUnit report parses: one test case per file and per claim, failures where check has them
    const junit = parseXml(merged.host.files.get('/repo/junit.xml')!);
    const cases = collect(junit, 'testcase');
    expect(cases.length).toBeGreaterThanOrEqual(10);
    expect(cases.filter((c) => c.children.some((x) => x.name === 'failure')).length).toBeGreaterThan(0);
  }, 300_000);
});

function collect(e: XmlElement, name: string): XmlElement[] {
  return [...(e.name === name ? [e] : []), ...e.children.flatMap((c) => collect(c, name))];
}

describe('zermelo merge: sampling and the engines over the whole region', () => {
  const files = { 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/big-late.yaml': FILES['conjectures/big-late.yaml']!, 'conjectures/big-holds.yaml': FILES['conjectures/big-holds.yaml']! };

  it('with --sample: slice 1 samples where the unsharded run does not (another slice refuted): merged as unsharded', async () => {
    const run = async (extra: string[]) => {
      const host = fakeHost(files, { env: ENV });
      const code = await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', '--sample', '300', ...extra], host);
      return { code, json: host.out() };
    };
    const whole = await run([]);
    const shards = [await run(['--shard', '1/3']), await run(['--shard', '2/3']), await run(['--shard', '3/3'])];
    const first = (JSON.parse(shards[0]!.json) as { files: { file: string; bounded: { sample?: { reason: string | null } } }[] }).files;
    expect(first.find((f) => f.file === 'conjectures/big-late.yaml')!.bounded.sample!.reason).not.toBe('the bounded check already found a counterexample');
    const merged = await merge(Object.fromEntries(shards.map((s, i) => [`r${i}.json`, s.json])), ['r0.json', 'r1.json', 'r2.json']);
    expect(merged.out).toBe(whole.json);
    expect(merged.code).toBe(whole.code);
  }, 300_000);

  it('a split file whose region is not solved (--max-memory), with and without sampling: as unsharded', async () => {
    for (const sample of ['0', '200']) {
      const run = async (extra: string[]) => {
        const host = fakeHost(files, { env: ENV });
        const code = await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', '--max-memory', '100K', '--sample', sample, ...extra], host);
        return { code, json: host.out() };
      };
      const whole = await run([]);
      const shards = [await run(['--shard', '1/3']), await run(['--shard', '2/3']), await run(['--shard', '3/3'])];
      expect(shards[1]!.json).toContain('ZM7003');
      expect(shards[1]!.json).toMatch(/"slice": \{\s*"bounded": null/); // split, but no slice of it was checked
      const merged = await merge(Object.fromEntries(shards.map((s, i) => [`r${i}.json`, s.json])), ['r0.json', 'r1.json', 'r2.json']);
      expect(merged.out).toBe(whole.json);
      expect(merged.code).toBe(whole.code);
    }
  }, 300_000);

  it('a conjecture that fails to evaluate in slices 2 and 3: the invalid record of the unsharded run (the first failure only)', async () => {
    const broken = { ...files, 'conjectures/big-broken.yaml': big('big-broken', '1 div ((n - 10000) * (n - 15000)) = 7 ∨ n mod 5 ∈ <0,2>', 'holds') };
    const run = async (extra: string[]) => {
      const host = fakeHost(broken, { env: ENV });
      const code = await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', ...extra], host);
      return { code, json: host.out() };
    };
    const whole = await run([]);
    expect(whole.code).toBe(2);
    const shards = [await run(['--shard', '1/3']), await run(['--shard', '2/3']), await run(['--shard', '3/3'])];
    const merged = await merge(Object.fromEntries(shards.map((s, i) => [`r${i}.json`, s.json])), ['r0.json', 'r1.json', 'r2.json']);
    expect(merged.out).toBe(whole.json);
    expect(merged.code).toBe(2);
  }, 300_000);

  it('a loopy game: the loopy-game note of slice 1 is dropped when another slice fails a condition', async () => {
    const loopy = `name: loopy
game:
  state: { n: nat }
  moves:
    - { name: swap, if: n ≤ 1, to: { n: 1 - n } }
    - { name: down, if: n ≥ 3, to: { n: n - 1 } }
conjecture:
  S: n = 1 ∨ (n ≥ 2 ∧ n mod 2 = 0 ∧ n ≠ 8)
check:
  bounds: { n: 0..8 }
expect: refuted
`;
    const run = async (extra: string[]) => {
      const host = fakeHost({ 'conjectures/loopy.yaml': loopy }, { env: { ZERMELO_SHARD_SPLIT: '5' } });
      const code = await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', ...extra], host);
      return { code, json: host.out() };
    };
    const whole = await run([]);
    const shards = [await run(['--shard', '1/3']), await run(['--shard', '2/3']), await run(['--shard', '3/3'])];
    expect(shards[0]!.json).toContain('infinite play is a draw');
    expect(whole.json).not.toContain('infinite play is a draw');
    const merged = await merge(Object.fromEntries(shards.map((s, i) => [`r${i}.json`, s.json])), ['r0.json', 'r1.json', 'r2.json']);
    expect(merged.out).toBe(whole.json);
    expect(merged.code).toBe(whole.code);
  }, 300_000);

  it('a prover that proves what another slice refutes: the internal error of the unsharded run (exit 70)', async () => {
    const { pipeline } = await import('../../src/run/pipeline.js');
    const engines = {
      ...pipeline,
      symbolic: async () => ({
        summary: { status: 'proved' as const, reason: null, obligations: [{ name: 'condition II', status: 'proved' as const, timeMs: 0, detail: null }] },
        counterexamples: [],
        claims: [],
        diagnostics: [],
      }),
    };
    // Two heaps (no certificate), a proof claimed, one wrong exception late in the index order.
    const late = TWO_HEAPS.replace('(m = 0 ∧ n = 291) ∨ (m = 251 ∧ n = 0)', 'm = 251 ∧ n = 290').replace('expect: refuted', 'expect: proved');
    const twoFiles = { 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/late.yaml': late };
    const run = async (extra: string[]) => {
      const host = fakeHost(twoFiles, { env: ENV });
      const code = await main(['check', '--json', '--deterministic', '--no-cache', ...extra], host, { engines });
      return { code, json: host.out() };
    };
    const whole = await run([]);
    expect(whole.code).toBe(70);
    const shards = [await run(['--shard', '1/3']), await run(['--shard', '2/3']), await run(['--shard', '3/3'])];
    expect(shards.map((s) => s.code)).toContain(0); // slice 1 alone sees no contradiction
    const merged = await merge(Object.fromEntries(shards.map((s, i) => [`r${i}.json`, s.json])), ['r0.json', 'r1.json', 'r2.json']);
    expect(merged.out).toBe(whole.json);
    expect(merged.code).toBe(70);
  }, 300_000);
});

describe('zermelo merge: bad input is exit 2 with a stable code', () => {
  const small = { 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/big.yaml': FILES['conjectures/big-refuted.yaml']!, 'conjectures/c.yaml': TAKE_1_OR_4 };
  let shards: string[] = [];
  const shard = async (i: number, files: Record<string, string> = small): Promise<string> => {
    const host = fakeHost(files, { env: ENV });
    await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', '--shard', `${i}/2`], host);
    return host.out();
  };
  const expectError = async (reports: Record<string, string>, code: string, message: RegExp): Promise<void> => {
    const r = await merge(reports, Object.keys(reports));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(new RegExp(`^zermelo: error ${code}: `));
    expect(r.err).toMatch(message);
    expect(r.err).toMatch(/\nhint: /);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
    // the same in Portuguese: the code kept, no English word left outside names and commands
    const pt = await merge(reports, [...Object.keys(reports), '--lang', 'pt']);
    expect(pt.code).toBe(2);
    expect(pt.err).toMatch(new RegExp(`^zermelo: erro ${code}: .*\nsugestão: `, 's'));
    const prose = pt.err.replace(/`[^`]*`/g, '').replace(/\S+\.(json|yaml)\b/g, '');
    expect(prose, pt.err).not.toMatch(/\b(is|was|the|and|of|has|not|missing|appears|twice|shard|slice|split|found|every|each|must|different|contents|written|whole|than|fit)\b/);
  };

  it('the two shards merge (exit 0: big is refuted as expected, the others proved by a certificate)', async () => {
    shards = [await shard(1), await shard(2)];
    const r = await merge({ 's1.json': shards[0]!, 's2.json': shards[1]! }, ['s1.json', 's2.json', '--deterministic']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { files: FileJson[] }).files.map((f) => [f.file, f.verdict, f.slice])).toEqual([
      ['conjectures/a.yaml', 'proved', undefined],
      ['conjectures/big.yaml', 'refuted', undefined],
      ['conjectures/c.yaml', 'proved', undefined],
    ]);
  }, 120_000);

  it('--lang pt: the summary on stderr and an unreadable report in Portuguese; the JSON is the same', async () => {
    const both = { 's1.json': shards[0]!, 's2.json': shards[1]! };
    const en = await merge(both, ['s1.json', 's2.json', '--deterministic']);
    const pt = await merge(both, ['s1.json', 's2.json', '--deterministic', '--lang', 'pt']);
    expect([pt.code, pt.out]).toEqual([en.code, en.out]);
    expect(pt.err).toMatch(/^zermelo: juntos 2 relatórios: 3 ficheiros: 3 como esperado/);
    const missing = await merge({}, ['missing.json', '--lang', 'pt']);
    expect(missing.err).toMatch(/^zermelo: erro ZM7001: não consigo ler o relatório missing\.json: o ficheiro não existe\nsugestão: /);
  });

  it('not a zermelo JSON report: ZM7005', async () => {
    await expectError({ 'x.json': 'not json' }, 'ZM7005', /x\.json is not a zermelo JSON report: not JSON/);
    await expectError({ 'x.json': '{"files": []}' }, 'ZM7005', /x\.json is not a zermelo JSON report: no "tool"/);
    await expectError({ 'x.json': JSON.stringify({ ...JSON.parse(shards[0]!), files: [{ file: 'a' }] }) }, 'ZM7005', /files\[0\] has no string "sha256"/);
  });

  it('a report that cannot be read: ZM7001; no report at all: a usage error', async () => {
    const r = await merge({}, ['missing.json']);
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(/^zermelo: error ZM7001: cannot read the report missing\.json: no such file/)]);
    const none = await merge({}, []);
    expect([none.code, none.err]).toEqual([2, expect.stringContaining('usage: zermelo merge REPORT.json…')]);
  });

  it('reports of different zermelo versions: ZM7006', async () => {
    const other = JSON.parse(shards[1]!) as { tool: { version: string }; files: { tool: { version: string } }[] };
    other.tool.version = '9.9.9';
    for (const f of other.files) f.tool.version = '9.9.9';
    await expectError({ 's1.json': shards[0]!, 's2.json': JSON.stringify(other) }, 'ZM7006', /s2\.json was written by zermelo 9\.9\.9, s1\.json by zermelo /);
    const schema2 = { ...JSON.parse(shards[1]!), schemaVersion: 2 };
    await expectError({ 's1.json': shards[0]!, 's2.json': JSON.stringify(schema2) }, 'ZM7006', /report schema version 2/);
  });

  it('the same file with different contents: ZM7007', async () => {
    const changed = await shard(2, { ...small, 'conjectures/big.yaml': small['conjectures/big.yaml'].replace('expect: refuted', 'expect: holds') });
    await expectError({ 's1.json': shards[0]!, 's2.json': changed }, 'ZM7007', /conjectures\/big\.yaml has different contents in s1\.json and s2\.json/);
  }, 120_000);

  it('a shard missing, twice, or of another split: ZM7008 (reports say which shard they are)', async () => {
    expect(JSON.parse(shards[0]!).shard).toEqual({ index: 1, count: 2 });
    await expectError({ 's1.json': shards[0]! }, 'ZM7008', /shard 2\/2 is missing \(found 1\/2\)/);
    await expectError({ 's1.json': shards[0]!, 's2.json': shards[1]!, 'again.json': shards[0]! }, 'ZM7008', /shard 1\/2 appears twice: s1\.json and again\.json/);
    const third = JSON.stringify({ ...JSON.parse(shards[1]!), shard: { index: 2, count: 3 } });
    await expectError({ 's1.json': shards[0]!, 's2.json': third }, 'ZM7008', /s1\.json is shard 1\/2 but s2\.json is shard 2\/3/);
  });

  // Below, reports without the run-level shard tag (as written by hand or by other tools): the
  // per-file checks still catch what is missing or doubled.
  const untag = (text: string): string => {
    const { shard: _shard, ...rest } = JSON.parse(text) as Record<string, unknown>;
    return JSON.stringify(rest);
  };

  it('a slice missing or twice: ZM7008', async () => {
    await expectError({ 's1.json': untag(shards[0]!) }, 'ZM7008', /conjectures\/big\.yaml is split across 2 shards but slice 2\/2 is missing/);
    // s1 twice: a.yaml appears twice too, but the slice is reported (files are taken in sorted order)
    const onlyBig = (text: string) => JSON.stringify({ ...JSON.parse(untag(text)), files: (JSON.parse(text) as { files: FileJson[] }).files.filter((f) => f.slice) });
    await expectError(
      { 's1.json': onlyBig(shards[0]!), 'copy.json': onlyBig(shards[0]!), 's2.json': onlyBig(shards[1]!) },
      'ZM7008',
      /slice 1\/2 of conjectures\/big\.yaml appears twice: in s1\.json and copy\.json/,
    );
  });

  it('a file checked whole in two reports: ZM7009', async () => {
    await expectError(
      { 's1.json': untag(shards[0]!), 's2.json': untag(shards[1]!), 'again.json': untag(shards[0]!) },
      'ZM7009',
      /conjectures\/a\.yaml was checked whole and appears in more than one report: s1\.json, again\.json/,
    );
  });

  it('a slice not reached (--total-timeout in its shard) leaves the file not checked: exit 3', async () => {
    const second = JSON.parse(shards[1]!) as { files: Record<string, unknown>[] };
    const big = second.files.find((f) => f.file === 'conjectures/big.yaml')!;
    const { slice: _slice, ...rest } = big;
    const notReached = {
      ...rest,
      sha256: createHash('sha256').update('').digest('hex'),
      verdict: 'unchecked',
      status: 'unproved',
      met: null,
      summary: 'not checked: --total-timeout 1s was reached',
      bounded: null,
      symbolic: null,
      counterexamples: [],
      claims: [],
      diagnostics: [],
    };
    second.files = second.files.map((f) => (f === big ? notReached : f));
    const r = await merge({ 's1.json': shards[0]!, 's2.json': JSON.stringify(second) }, ['s1.json', 's2.json']);
    expect(r.code).toBe(3);
    expect((JSON.parse(r.out) as { files: FileJson[] }).files.find((f) => f.file === 'conjectures/big.yaml')!.verdict).toBe('unchecked');
  });

  it('merge --help and the main help list it', async () => {
    const help = await merge({}, ['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: zermelo merge REPORT.json… [options]');
    expect(help.out).toContain('--junit FILE');
    const host = fakeHost();
    expect(await main(['--help'], host)).toBe(0);
    expect(host.out()).toMatch(/\n {2}merge +combine the JSON reports/);
  });
});
