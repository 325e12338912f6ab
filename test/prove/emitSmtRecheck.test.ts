// The independent re-check path (issue 8): `zermelo prove --emit-smt DIR` on every file of proofs/,
// then every certificate of a PROVED obligation is re-checked by a fresh Z3 — a separate Node process
// with its own z3-solver instance, which shares nothing with the prover — and must be `unsat`.
// A negative control (a certificate with its assertions removed must be `sat`) shows the re-check can fail.
//   ZERMELO_SMT_TIMEOUT    per obligation while proving (default 10s; obligations over it stay unknown
//                          and have nothing to re-check)
//   ZERMELO_SMT_BUDGET_S   stop proving new files after this many seconds (default 300); files not
//                          reached are listed, and at least MIN_CERTIFICATES must have been re-checked

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const TIMEOUT = process.env.ZERMELO_SMT_TIMEOUT ?? '10s';
const BUDGET_MS = Number(process.env.ZERMELO_SMT_BUDGET_S ?? 300) * 1000;
const MIN_CERTIFICATES = 40;

/** Runs in a fresh `node` process: one new z3-solver instance, each file in a new Context and Solver. */
const RECHECK_SCRIPT = `
import { readFileSync } from 'node:fs';
const { init } = await import('z3-solver');
const { Context } = await init();
const out = {};
for (const path of JSON.parse(process.env.ZERMELO_SMT_FILES)) {
  const ctx = new Context('recheck');
  const s = new ctx.Solver();
  const started = Date.now();
  try {
    s.set('timeout', 120000);
    s.fromString(readFileSync(path, 'utf8'));
    out[path] = { status: await s.check(), ms: Date.now() - started };
  } catch (e) {
    out[path] = { status: 'error', message: String((e && e.message) || e), ms: Date.now() - started };
  } finally {
    s.release();
  }
}
process.stdout.write(JSON.stringify(out));
`;

function freshZ3(files: string[]): Promise<Record<string, { status: string; message?: string; ms: number }>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', RECHECK_SCRIPT], {
      cwd: ROOT,
      env: { ...process.env, ZERMELO_SMT_FILES: JSON.stringify(files) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`the re-check process exited with ${code}: ${err.slice(0, 2000)}`));
      }
    });
  });
}

function proofFiles(dir = 'proofs'): string[] {
  return readdirSync(join(ROOT, dir))
    .sort()
    .flatMap((name) => {
      const rel = `${dir}/${name}`;
      if (statSync(join(ROOT, rel)).isDirectory()) return proofFiles(rel);
      return name.endsWith('.yaml') ? [rel] : [];
    });
}

interface Obligation {
  name: string;
  status: string;
  detail: string | null;
}

describe('proof certificates re-checked by a fresh Z3', () => {
  it('every proved obligation of proofs/ emits a certificate that a fresh Z3 finds unsat', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zermelo-smt-'));
    const started = Date.now();
    const certificates: { file: string; obligation: string; path: string }[] = [];
    const notReached: string[] = [];
    for (const rel of proofFiles()) {
      if (Date.now() - started > BUDGET_MS) {
        notReached.push(rel);
        continue;
      }
      const host = fakeHost({ [rel]: readFileSync(join(ROOT, rel), 'utf8') }, { cwd: ROOT });
      const code = await main(['prove', rel, '--emit-smt', dir, '--json', '--deterministic', '--timeout', TIMEOUT], host);
      expect([0, 1, 3], `${rel}: exit ${code}\n${host.err()}`).toContain(code);
      const report = JSON.parse(host.out()).files[0];
      expect(report.verdict, rel).not.toBe('refuted'); // a file under proofs/ is never refuted
      for (const o of (report.symbolic?.obligations ?? []) as Obligation[]) {
        if (o.status !== 'proved') continue;
        const path = /SMT-LIB: (\S+\.smt2)/.exec(o.detail ?? '')?.[1];
        expect(path, `${rel}: "${o.name}" is proved but emitted no certificate`).toBeDefined();
        certificates.push({ file: rel, obligation: o.name, path: path! });
      }
    }
    if (notReached.length > 0) console.warn(`emitSmtRecheck: budget spent; not proved in this run: ${notReached.join(', ')}`);
    expect(certificates.length).toBeGreaterThanOrEqual(MIN_CERTIFICATES);

    const results = await freshZ3(certificates.map((c) => c.path));
    const wrong = certificates.filter((c) => results[c.path]?.status !== 'unsat').map((c) => `${c.file}: ${c.obligation} → ${JSON.stringify(results[c.path])}`);
    console.log(`emitSmtRecheck: ${certificates.length} certificates from ${new Set(certificates.map((c) => c.file)).size} files re-checked by a fresh Z3 in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(wrong).toEqual([]);
  }, 1_800_000);

  it('negative control: a certificate without its assertions is sat (the re-check can fail)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zermelo-smt-'));
    const rel = 'proofs/heap/game09-take-1-or-4.yaml';
    const host = fakeHost({ [rel]: readFileSync(join(ROOT, rel), 'utf8') }, { cwd: ROOT });
    await main(['prove', rel, '--emit-smt', dir, '--json', '--timeout', '30s'], host);
    const emitted = readdirSync(dir).filter((f) => f.endsWith('.smt2'));
    expect(emitted.length).toBeGreaterThan(0);
    const original = join(dir, emitted[0]!);
    const stripped = join(dir, 'stripped.smt2');
    writeFileSync(stripped, readFileSync(original, 'utf8').replace(/\(assert[\s\S]*?(?=\n\(assert|\n\(check-sat|$)/g, ''));
    const results = await freshZ3([original, stripped]);
    expect(results[original]?.status).toBe('unsat');
    expect(results[stripped]?.status).toBe('sat');
  }, 300_000);
});
