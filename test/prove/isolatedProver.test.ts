// The isolated prover (src/scale/proverProcess.ts): proveSpec in a child process. A Z3 abort (out of
// memory in its 2 GiB wasm heap), a dying child or a check that ignores its timeout becomes unknown
// for the obligation in progress, with the reason; the next file is proved by a fresh child. Faults
// are injected with the test-only ZERMELO_TEST_PROVER_FAULT=kind:file:n (at the child's n-th check):
// oom (a real emscripten abort), abort (one simulated), exit, hang. The simulated abort and the exit
// run in isolatedProver.long.test.ts (`npm run test:long`): here the genuine OOM abort (through
// `zermelo prove`) and the kill -9 cover the same laws with fewer children.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { ProverProcess } from '../../src/scale/proverProcess.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { TAKE_1_OR_4, withExpect } from '../e2e/fixtures.js';

const PROVED = withExpect(TAKE_1_OR_4, 'proved');
// `zermelo prove` decides one-heap games by a periodicity certificate, without Z3: two heaps need it
const TWO_HEAPS = `name: two-heaps
game:
  state: { m: nat, n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ m, to: { m: m - k } }
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
conjecture: { S: m mod 3 = n mod 3 }
proof:
  termination: m + n
  strategy:
    - { when: (m - n) mod 3 ≤ m, move: { m: m - ((m - n) mod 3) } }
    - { when: true, move: { n: n - ((n - m) mod 3) } }
check: { bounds: { m: 0..10, n: 0..10 } }
expect: proved
`;
const spec = (file: string) => loadSpec(file, PROVED).value!;

describe('isolated prover', () => {
  it('kill -9 of the child: the obligations already proved stay, the rest are listed as not decided', async () => {
    const prover = new ProverProcess();
    try {
      const child = (): { pid?: number } | undefined => (prover as unknown as { child?: { pid?: number } }).child;
      // the whole list, from a run that is not killed
      let wholePid: number | undefined;
      const whole = await prover.run(spec('proofs/a.yaml'), { timeoutMs: 10_000, onObligation: () => (wholePid ??= child()?.pid) });
      expect(whole.status).toBe('proved');
      const seen: string[] = [];
      let killedPid: number | undefined;
      const killed = await prover.run(spec('proofs/b.yaml'), {
        timeoutMs: 10_000,
        onObligation: (o) => {
          seen.push(o.id);
          if (seen.length === 2) {
            killedPid = child()!.pid!;
            process.kill(killedPid, 'SIGKILL');
          }
        },
      });
      // with the default limit (640 MiB), two small proofs share one child
      expect(wholePid).toBeDefined();
      expect(killedPid).toBe(wholePid);
      expect(killed.status).toBe('unknown');
      const ids = killed.obligations.map((o) => o.id);
      expect(ids).toEqual(whole.obligations.map((o) => o.id)); // every obligation, in order
      expect(killed.obligations.slice(0, 2).map((o) => o.status)).toEqual(['proved', 'proved']);
      const rest = killed.obligations.slice(2);
      expect(rest.length).toBeGreaterThan(0);
      expect(rest.every((o) => o.status === 'unknown')).toBe(true);
      expect(rest[0]!.detail).toBe('the prover process stopped unexpectedly (signal SIGKILL)');
      expect(rest.slice(1).every((o) => o.detail === 'not attempted: the prover process stopped before it (the prover process stopped unexpectedly (signal SIGKILL))')).toBe(true);
      expect((await prover.run(spec('proofs/c.yaml'), { timeoutMs: 10_000 })).status).toBe('proved'); // a fresh child
    } finally {
      prover.dispose();
    }
  }, 120_000);

  it('a child whose Z3 heap passed the limit is retired after its file; the next proof gets a fresh one', async () => {
    const pidOf = (p: ProverProcess): number | undefined => (p as unknown as { child?: { pid?: number } }).child?.pid;
    /** The pid of the child that proved each file (read while it reports its obligations). */
    const provers = async (p: ProverProcess): Promise<(number | undefined)[]> => {
      const pids: (number | undefined)[] = [];
      for (const file of ['proofs/a.yaml', 'proofs/b.yaml']) {
        let pid: number | undefined;
        const r = await p.run(spec(file), { timeoutMs: 10_000, onObligation: () => (pid ??= pidOf(p)) });
        expect(r.status, JSON.stringify(r.obligations.map((o) => o.detail))).toBe('proved');
        pids.push(pid);
      }
      return pids;
    };
    // a limit every proof passes: each file gets its own child, and both are still proved (that two
    // small proofs share one child under the default limit is checked by the kill -9 test above)
    const retiring = new ProverProcess(undefined, 1);
    try {
      const fresh = await provers(retiring);
      expect(fresh[0]).toBeDefined();
      expect(fresh[1]).toBeDefined();
      expect(fresh[1]).not.toBe(fresh[0]);
    } finally {
      retiring.dispose();
    }
  }, 120_000);

  it('a child that hangs (the watchdog kills it) is unknown too; the next proof gets a fresh child', async () => {
    const hanging = new ProverProcess('hang:a.yaml:1');
    try {
      const started = Date.now();
      const a = await hanging.run(spec('proofs/a.yaml'), { timeoutMs: 500 });
      expect(a.obligations.find((o) => o.status === 'unknown')!.detail).toMatch(/^Z3 ignored its \d+ ms timeout and did not stop when interrupted; the prover process was restarted$/);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect((await hanging.run(spec('proofs/b.yaml'), { timeoutMs: 10_000 })).status).toBe('proved');
    } finally {
      hanging.dispose();
    }
  }, 120_000);

  it('zermelo prove: a genuine emscripten OOM abort in Z3 is unknown with the reason (exit 3), never a crash', async () => {
    // 'oom' asks Z3's allocator for 2.5 GB during the third check: "Aborted(Cannot enlarge memory arrays …)"
    const host = fakeHost({ 'proofs/a.yaml': TWO_HEAPS }, { env: { ZERMELO_TEST_PROVER_FAULT: 'oom:a.yaml:3' } });
    const code = await main(['prove', 'proofs/a.yaml', '--json'], host);
    expect(code, host.err()).toBe(3);
    const file = JSON.parse(host.out()).files[0];
    expect(file.verdict).toBe('unknown');
    const list = file.symbolic.obligations as { status: string; detail?: string }[];
    const cut = list.findIndex((o) => o.status !== 'proved');
    expect([list[cut]!.status, list[cut]!.detail]).toEqual(['unknown', 'Z3 ran out of memory (2 GiB wasm heap)']);
    expect(cut).toBeGreaterThanOrEqual(0);
    expect(list.slice(0, cut).every((o) => o.status === 'proved')).toBe(true); // proved before the crash
    expect(list.slice(cut + 1).every((o) => o.status === 'unknown' && o.detail?.startsWith('not attempted: '))).toBe(true);
  }, 90_000);

  it('without a fault, the isolated prover reports exactly what the in-process one does', async () => {
    const reportOf = async (env: Record<string, string>) => {
      const host = fakeHost({ 'proofs/a.yaml': TWO_HEAPS }, { env });
      expect(await main(['prove', 'proofs/a.yaml', '--json', '--deterministic'], host), host.err()).toBe(0);
      return JSON.parse(host.out());
    };
    const isolated = await reportOf({});
    expect(isolated.files[0].verdict).toBe('proved');
    expect(isolated.files[0].symbolic.status).toBe('proved'); // by Z3, not by a certificate
    expect(isolated).toEqual(await reportOf({ ZERMELO_PROVER: 'in-process' }));
  }, 90_000);
});
