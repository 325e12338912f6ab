// Resource limits (issue 8): --total-timeout stops a run at once (Z3 is interrupted, so the current
// file's open obligations end as unknown) and reports the rest as not checked (exit 3); Ctrl-C does
// the same with exit 130 and writes no report file; Z3 out of time on a nonlinear obligation becomes unknown, never a crash or a hang.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Engines } from '../../src/run/engines.js';
import { validate } from '../report/jsonSchema.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { TAKE_1_OR_4, bounded, engines, symbolic } from '../e2e/fixtures.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const three = { 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/b.yaml': TAKE_1_OR_4, 'conjectures/c.yaml': TAKE_1_OR_4 };

function slow(ms: number, before?: () => void): Engines {
  const base = engines(bounded('holds'), symbolic(['proved', 'unknown']));
  return {
    ...base,
    symbolic: async (spec, opts) => {
      before?.();
      await sleep(ms);
      return base.symbolic(spec, opts);
    },
  };
}

describe('--total-timeout', () => {
  it('finishes the current file, reports the others as not checked, exit 3, a valid JSON report', async () => {
    const host = fakeHost(three);
    const code = await main(['check', '--json', '--total-timeout', '50ms'], host, { engines: slow(150) });
    expect(code).toBe(3);
    const report = JSON.parse(host.out());
    expect(validate(report, schema)).toEqual([]);
    expect(report.files.map((f: { verdict: string }) => f.verdict)).toEqual(['holds', 'unchecked', 'unchecked']);
    expect(report.files[1].summary).toContain('--total-timeout 50ms');
    expect(host.err()).toContain('time limit (--total-timeout 50ms) was reached');
    // the file under way is stopped too (Z3 interrupted), not finished
    expect(host.err()).toContain('stopping now: the file under way ends with its open proof obligations unknown');
    expect(host.err()).not.toContain('after the current file');
  });

  it('the text output names the files not checked; a generous limit changes nothing', async () => {
    const host = fakeHost(three);
    expect(await main(['check', '--total-timeout', '30ms'], host, { engines: slow(100) })).toBe(3);
    expect(host.out()).toContain('? conjectures/c.yaml  not checked');
    const relaxed = fakeHost(three);
    expect(await main(['check', '--total-timeout', '10m'], relaxed, { engines: slow(1) })).toBe(0);
  });

  it('rejects a malformed duration (usage error, exit 2)', async () => {
    const host = fakeHost(three);
    expect(await main(['check', '--total-timeout', 'soon'], host)).toBe(2);
    expect(host.err()).toContain('--total-timeout needs a duration');
  });
});

describe('Ctrl-C (SIGINT)', () => {
  function interruptible(files: Record<string, string>) {
    const host = fakeHost(files);
    let handler: (() => void) | undefined;
    let removed = false;
    Object.assign(host, {
      onInterrupt: (h: () => void) => {
        handler = h;
        return () => void (removed = true);
      },
    });
    return { host, press: () => handler?.(), removed: () => removed };
  }

  it('stops the current file and the run: exit 130, a message, no JUnit file, the handler removed', async () => {
    const t = interruptible(three);
    const code = await main(['check', '--junit', 'out/junit.xml'], t.host, { engines: slow(20, t.press) });
    expect(code).toBe(130);
    expect(t.host.err()).toContain('interrupted after 1 of 3 files');
    expect(t.host.err()).toContain('interrupted — stopping now: the open proof obligations of the file under way become unknown and no further file is checked');
    expect(t.host.err()).not.toContain('after the current file');
    expect([...t.host.files.keys()].some((k) => k.endsWith('junit.xml'))).toBe(false);
    expect(t.host.out()).toContain('conjectures/a.yaml');
    expect(t.host.out()).not.toContain('conjectures/b.yaml');
    expect(t.removed()).toBe(true);
  });

  it('prove: exit 130 after the interrupted obligation', async () => {
    const t = interruptible({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['prove', 'conjectures/a.yaml'], t.host, { engines: slow(20, t.press) })).toBe(130);
    expect(t.host.err()).toContain('interrupted');
  });
});

// Fermat for cubes: every position is a losing terminal, so "losing terminals are in S" is
// ∀ a, b, c > 0: a³ + b³ ≠ c³, which Z3 cannot decide. It must become unknown (exit 3), quickly.
const FERMAT = `name: fermat-3
game:
  state: { a: nat, b: nat, c: nat }
  moves:
    - { if: a > 1000000 ∧ a < 0, to: { a: 0 } }
conjecture:
  S: a = 0 ∨ b = 0 ∨ c = 0 ∨ a * a * a + b * b * b ≠ c * c * c
check:
  bounds: { a: 0..6, b: 0..6, c: 0..6 }
expect: proved
`;

describe('Z3 out of time', () => {
  it('a nonlinear obligation with a 0.5 s timeout is unknown, never a crash or a hang', async () => {
    const host = fakeHost({ 'proofs/fermat.yaml': FERMAT });
    const started = Date.now();
    const code = await main(['prove', 'proofs/fermat.yaml', '--timeout', '500ms', '--json'], host);
    expect(code, host.err()).toBe(3);
    const file = JSON.parse(host.out()).files[0];
    expect(file.verdict).toBe('unknown');
    expect(file.symbolic.obligations.some((o: { status: string; detail: string | null }) => o.status === 'unknown' && /timeout|gave up/.test(o.detail ?? ''))).toBe(true);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 90_000);
});

/** CPU seconds a process has used (Linux /proc; undefined elsewhere or once it is gone). */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/** Child processes of `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** Waits until the CLI's prover child (proverProcess.ts) has used 1 s of CPU: its first obligations
 *  take it about 0.6 s (measured 2026-12-07: at 1 s the undecidable check had run 0.9 s), so Z3 is
 *  then busy with the undecidable one. Without /proc, or after 6 s, as before: a fixed 6 s. */
async function proverBusy(cliPid: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 6000) {
    const prover = childrenOf(cliPid)[0];
    if (prover !== undefined && (cpuSeconds(prover) ?? 0) >= 1) return;
    await sleep(50);
  }
}

describe('Ctrl-C on the real process (bin/zermelo.js, from dist/)', () => {
  const built = existsSync(new URL('../../dist/src/cli/commands/runLimit.js', import.meta.url));

  it.skipIf(!built)(
    'SIGINT during a Z3 check: exit 130 within seconds, no report file, no temporary file',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'zermelo-sigint-'));
      writeFileSync(join(dir, 'fermat.yaml'), FERMAT.replace('0..6', '0..3'));
      const bin = fileURLToPath(new URL('../../bin/zermelo.js', import.meta.url));
      const child = spawn(process.execPath, [bin, 'check', 'fermat.yaml', '--timeout', '60s', '--junit', 'junit.xml', '--no-cache'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d) => (err += String(d)));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      await proverBusy(child.pid!);
      const sent = Date.now();
      child.kill('SIGINT');
      const code = await Promise.race([exited, sleep(30_000).then(() => 'hang' as const)]);
      if (code === 'hang') child.kill('SIGKILL');
      expect(code, err).toBe(130);
      expect(Date.now() - sent).toBeLessThan(15_000);
      expect(err).toContain('interrupted');
      expect(readdirSync(dir).sort()).toEqual(['fermat.yaml']);
    },
    60_000,
  );
  it.skipIf(!built)(
    'SIGINT while a synchronous bounded check runs: the process ends at once',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'zermelo-sigint-'));
      // A binder over 10^12 values: the bounded check loops for a very long time (a known bug of game/,
      // reported); once that is fixed the file fails fast, which this test also accepts.
      writeFileSync(
        join(dir, 'slow.yaml'),
        'name: slow\ngame:\n  state: { n: nat }\n  moves:\n    - { for: t ∈ 1..1000000000000, if: t ≤ n, to: { n: n - t } }\nconjecture: { S: n = 0 }\ncheck: { bounds: { n: 0..10 } }\n',
      );
      const bin = fileURLToPath(new URL('../../bin/zermelo.js', import.meta.url));
      const child = spawn(process.execPath, [bin, 'check', 'slow.yaml', '--no-cache'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
      const early = await Promise.race([exited, sleep(3000).then(() => undefined)]);
      if (early) {
        expect([0, 1, 2, 3]).toContain(early.code); // fixed: the file is rejected or checked quickly
        return;
      }
      const sent = Date.now();
      child.kill('SIGINT');
      const end = await Promise.race([exited, sleep(10_000).then(() => 'hang' as const)]);
      if (end === 'hang') child.kill('SIGKILL');
      expect(end).not.toBe('hang');
      expect(end === 'hang' ? null : (end.signal ?? end.code)).toSatisfy((x: unknown) => x === 'SIGINT' || x === 130);
      expect(Date.now() - sent).toBeLessThan(5000);
    },
    30_000,
  );
});
