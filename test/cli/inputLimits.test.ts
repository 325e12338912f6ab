// Every input is bounded before it is parsed (issue 31): a file over --max-file-size is refused from
// its size (ZM7011, naming the limit and the option), never read whole nor handed to the YAML parser,
// by check (one thread or pooled), explain and prove; a device or pipe is cut at the limit; more
// claims than MAX_CLAIMS is a positioned ZM1042; a memory estimate past 2^70 bytes prints as words.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { formatBytes } from '../../src/game/memoryEstimate.js';
import { DEFAULT_MAX_FILE_BYTES, FileTooLarge } from '../../src/host/fileHost.js';
import { nodeHost } from '../../src/host/nodeHost.js';
import { createPipeline } from '../../src/run/pipeline.js';
import type { Engines } from '../../src/run/engines.js';
import { MAX_CLAIMS } from '../../src/model/loadClaims.js';
import { MAX_TABLE_ENTRIES } from '../../src/model/dataTables.js';
import { fakeHost } from '../e2e/fakeHost.js';

const GAME = 'game: { subtraction: [1, 2] }\nconjecture: S = n mod 3 = 0\ncheck: { bounds: { n: 0..20 } }\n';
const padded = (bytes: number): string => GAME + '#'.repeat(bytes - GAME.length - 1) + '\n'; // a comment: valid YAML

function loadCounting(): Engines & { loads: string[] } {
  const base = createPipeline();
  const loads: string[] = [];
  return { ...base, loads, load: (file, text) => (loads.push(file), base.load(file, text)) };
}

const temp = mkdtempSync(join(tmpdir(), 'zermelo-limits-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('--max-file-size', () => {
  it('check refuses a file one byte over the default before parsing it, and reads it with the option raised', async () => {
    const eng = loadCounting();
    const host = fakeHost({ 'g/big.yaml': padded(DEFAULT_MAX_FILE_BYTES + 1), 'g/ok.yaml': GAME });
    expect(await main(['check', '--no-symbolic', '--no-cache', 'g'], host, { engines: eng })).toBe(2);
    expect(host.err()).toContain('g/big.yaml: error ZM7011: the file is 1.0 MiB, larger than the limit of 1 MiB (--max-file-size; e.g. --max-file-size 2M reads it)');
    expect(eng.loads).toEqual(['g/ok.yaml']);
    const raised = fakeHost({ 'g/big.yaml': padded(DEFAULT_MAX_FILE_BYTES + 1) });
    expect(await main(['check', '--no-symbolic', '--no-cache', '--max-file-size', '2M', 'g'], raised, { engines: eng })).toBe(0);
    const lowered = fakeHost({ 'g/ok.yaml': GAME });
    expect(await main(['check', '--no-symbolic', '--no-cache', '--json', '--max-file-size', '10', 'g'], lowered)).toBe(2);
    expect(JSON.parse(lowered.out()).files[0].diagnostics[0].code).toBe('ZM7011');
  });

  it('explain and prove refuse it too; a bad size is a usage error', async () => {
    for (const command of ['explain', 'prove']) {
      const host = fakeHost({ 'big.yaml': padded(DEFAULT_MAX_FILE_BYTES + 100) });
      expect(await main([command, 'big.yaml'], host)).toBe(2);
      expect(host.err()).toContain('big.yaml: error ZM7011:');
    }
    const host = fakeHost({ 'a.yaml': GAME });
    expect(await main(['explain', '--max-file-size', 'lots', 'a.yaml'], host)).toBe(2);
    expect(host.err()).toContain("--max-file-size needs a size such as 8M, 512K or 1GiB, not 'lots'");
  });

  it('the Node host refuses from the size alone, and cuts a device or a FIFO at the limit', async () => {
    const host = nodeHost();
    writeFileSync(join(temp, 'big.yaml'), padded(3 * 1024 * 1024));
    await expect(host.readFile(join(temp, 'big.yaml'), 1024 * 1024)).rejects.toMatchObject({ code: 'EFBIG', size: 3 * 1024 * 1024, limit: 1024 * 1024 });
    expect(await host.readFile(join(temp, 'big.yaml'), 4 * 1024 * 1024)).toHaveLength(3 * 1024 * 1024);
    symlinkSync('/dev/zero', join(temp, 'zero.yaml'));
    await expect(host.readFile(join(temp, 'zero.yaml'), 1024 * 1024)).rejects.toBeInstanceOf(FileTooLarge);
    const fifo = join(temp, 'fifo.yaml');
    execFileSync('mkfifo', [fifo]);
    // a writer that never stops: the read ends at the limit, not at the writer's end
    const end = openSync(fifo, constants.O_RDWR); // Linux opens a FIFO read-write without waiting
    const writer = spawn('yes', { stdio: ['ignore', end, 'ignore'] });
    try {
      await expect(host.readFile(fifo, 64 * 1024)).rejects.toMatchObject({ code: 'EFBIG', size: undefined });
    } finally {
      writer.kill();
      closeSync(end);
    }
  });

  it('a check run with worker threads refuses the file the same way', async () => {
    const root = join(temp, 'pool');
    execFileSync('mkdir', ['-p', join(root, 'g')]);
    writeFileSync(join(root, 'g', 'big.yaml'), padded(DEFAULT_MAX_FILE_BYTES + 1));
    writeFileSync(join(root, 'g', 'ok.yaml'), GAME);
    let err = '';
    const host = { ...nodeHost(), cwd: root, done: () => undefined, stdout: { write: () => undefined, isTTY: false }, stderr: { write: (t: string) => void (err += t), isTTY: false } };
    expect(await main(['check', '--no-symbolic', '--no-cache', '--workers', '2', 'g'], host)).toBe(2);
    expect(err).toContain('g/big.yaml: error ZM7011:');
  }, 60_000);
});

describe('other limits', () => {
  it(`more than ${MAX_CLAIMS} claims: ZM1042 at the first claim past the limit`, async () => {
    const claims = Array.from({ length: MAX_CLAIMS + 1 }, () => '  - 0 ∈ S\n').join('');
    const host = fakeHost({ 'a.yaml': `${GAME}claims:\n${claims}` });
    expect(await main(['check', '--no-symbolic', '--no-cache', 'a.yaml'], host)).toBe(2);
    expect(host.err()).toContain(`a.yaml:${5 + MAX_CLAIMS}:5: error ZM1042: this file has ${MAX_CLAIMS + 1} claims; at most ${MAX_CLAIMS} are checked in one file`);
  });

  it(`--max-claims raises the limit of ${MAX_CLAIMS} claims, and keys the cache`, async () => {
    const claims = Array.from({ length: MAX_CLAIMS + 1 }, () => '  - holds: safe(0)\n').join('');
    const host = fakeHost({ 'a.yaml': `${GAME}claims:\n${claims}` });
    expect(await main(['check', '--no-symbolic', '--max-claims', String(MAX_CLAIMS + 1), 'a.yaml'], host), host.err()).toBe(0);
    expect(host.err()).not.toContain('ZM1042');
    // the result of the raised run is cached under its own settings: the default still refuses
    const again = fakeHost(Object.fromEntries(host.files));
    expect([...host.files.keys()].some((k) => k.includes('.zermelo-cache/'))).toBe(true);
    expect(await main(['check', '--no-symbolic', 'a.yaml'], again)).toBe(2);
    expect(again.err()).toContain(`hint: split the claims over several files of the same game, or raise the limit with --max-claims ${MAX_CLAIMS + 1}`);
    for (const bad of ['0', 'x', '1.5']) {
      const h = fakeHost({ 'a.yaml': GAME });
      expect(await main(['check', '--max-claims', bad, 'a.yaml'], h)).toBe(2);
      expect(h.err()).toContain(`--max-claims needs a whole number ≥ 1, such as 2000, not '${bad}'`);
    }
  });

  it(`more than ${MAX_TABLE_ENTRIES} data-table entries: ZM3016 naming --max-table-entries, which raises it (check, explain)`, async () => {
    const row = Array.from({ length: MAX_TABLE_ENTRIES }, (_, k) => k % 7).join(', ');
    const file = `define:\n  big: [[${row}]]\ngame:\n  state: { n: nat }\n  moves:\n    - { if: n ≥ 1 ∧ big[0][n] ≥ 0, to: { n: n - 1 } }\nconjecture: S = n mod 2 = 0\ncheck: { symbolic: off, bounds: { n: 0..5 } }\n`;
    const refused = fakeHost({ 't.yaml': file });
    expect(await main(['check', '--no-cache', 't.yaml'], refused)).toBe(2);
    expect(refused.err()).toContain(`t.yaml:2:3: error ZM3016: the data tables of this file hold ${MAX_TABLE_ENTRIES + 1} entries; at most ${MAX_TABLE_ENTRIES} are supported (--max-table-entries)`);
    expect(refused.err()).toContain(`raise the limit with --max-table-entries ${MAX_TABLE_ENTRIES + 1}`);
    const raised = fakeHost({ 't.yaml': file });
    expect(await main(['check', '--no-cache', '--max-table-entries', String(MAX_TABLE_ENTRIES + 1), 't.yaml'], raised), raised.err()).toBe(0);
    expect(raised.err()).not.toContain('ZM3016');
    const explained = fakeHost({ 't.yaml': file });
    expect(await main(['explain', '--max-table-entries', '30000', 't.yaml'], explained), explained.err()).toBe(0);
  }, 60_000);

  it('ZM7003 for a region no single bound can fix is positioned (at its first bound)', async () => {
    const file = 'game:\n  state: { a: nat, b: nat }\n  moves:\n    - { for: k ∈ 1..2, if: k ≤ a, to: { a: a - k, b: b } }\nconjecture: S = a mod 3 = 0\ncheck:\n  bounds: { a: 0..100, b: 0..100 }\n';
    const host = fakeHost({ 'r.yaml': file });
    expect(await main(['check', '--no-symbolic', '--no-cache', '--max-memory', '100K', 'r.yaml'], host)).toBe(2);
    expect(host.err()).toMatch(/^r\.yaml:7:16: error ZM7003: the bounded region needs about .* more than the limit of 100 KiB; lower the bounds/m);
  });

  it('ZM7003 for a region without check.bounds is positioned at the widest state field, and says to bound it', async () => {
    const file = 'game:\n  state: { a: 0..9, b: 0..100000 }\n  moves:\n    - { if: a ≥ 1, to: { a: a - 1 } }\nconjecture: S = a mod 3 = 0\ncheck: { symbolic: off }\n';
    const host = fakeHost({ 'r.yaml': file });
    expect(await main(['check', '--no-cache', '--max-memory', '100K', 'r.yaml'], host)).toBe(2);
    expect(host.err()).toMatch(/^r\.yaml:2:21: error ZM7003: the bounded region needs about .* more than the limit of 100 KiB; give the state fields smaller bounds in check\.bounds/m);
  });

  it('a size past 2^70 bytes prints as "more than 1024 EiB", not 6.5e+283 EiB', () => {
    expect(formatBytes(1e300)).toBe('more than 1024 EiB');
    expect(formatBytes(Infinity)).toBe('more than 1024 EiB');
    expect(formatBytes(2 ** 69)).toBe('512 EiB');
  });
});
