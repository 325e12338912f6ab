// The independent re-check path (issue 8): `zermelo prove --emit-smt DIR`, then every certificate of
// a PROVED obligation is re-checked by a fresh Z3 — a separate Node process with its own z3-solver
// instance, which shares nothing with the prover — and must be `unsat`. A negative control (a
// certificate with its assertions removed must be `sat`) shows the re-check can fail.
//
// Which files: by default a fixed sample of proofs/ chosen so that every kind of obligation the prover
// emits is re-checked at least once (the test asserts that coverage): Theorem 4.1 for an impartial
// game with a strategy and a bitvector (xor) encoding (Bouton: two heaps in npm test, a fixture; three
// heaps, proofs/nim/, in npm run test:long), a partizan game with a claim (13-I),
// a misère game (winning terminals), and the Grundy (mex) obligations (subtraction {1,2,3}). Every
// .smt2 file of a multi-part obligation is re-checked, not only the first. Each sample file is re-checked
// while the next one is being proved (the two Z3s use the two cores).
//   ZERMELO_SMT_ALL=1      every file of proofs/ instead of the sample (the old, 3-minute run)
//   ZERMELO_SMT_TIMEOUT    per obligation while proving (default 20s; obligations over it stay unknown
//                          and have nothing to re-check — the coverage assertion then says which kind)
//   ZERMELO_SMT_VERBOSE=1  print the time of each file's proof and of each certificate's re-check

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { fullCampaign } from '../setup/campaignSize.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const TIMEOUT = process.env.ZERMELO_SMT_TIMEOUT ?? '20s';
const ALL = process.env.ZERMELO_SMT_ALL === '1';

/** The sample: together these emit every kind of obligation in KINDS (asserted below). The xor file
 *  is two-heap Nim (a fixture written as bouton-3-heaps.yaml is) in npm test, Bouton's three heaps in
 *  `npm run test:long` (CAMPAIGN_FILES): the same obligations, about twice the Z3 time. */
const SAMPLE = [
  fullCampaign() ? 'proofs/nim/bouton-3-heaps.yaml' : 'test/prove/fixtures/nim-2-heaps-xor.yaml', // bitvector (xor) encoding, well-defined, strategy, finiteness
  'proofs/partizan/game13-I.yaml', // partizan, claim
  'proofs/periodic/misere-take-1-3-4.yaml', // misère: losing and winning terminals
  'proofs/octal/subtraction-1-2-3.yaml', // Grundy: nonneg, terminal, no move keeps the value, mex
];

/** Every kind of obligation (the part of the certificate's name after the file's), plus the encodings. */
const KINDS = [
  'well-defined',
  'domain',
  'partition',
  'terminal-lose',
  'terminal-win',
  'condition-I',
  'condition-II',
  'finiteness',
  'claim',
  'grundy-nonneg',
  'grundy-terminal',
  'grundy-no-equal',
  'grundy-mex',
  'encoding:bitvector',
  'encoding:int',
];

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

type Rechecked = Record<string, { status: string; message?: string; ms: number }>;

function freshZ3(files: string[]): Promise<Rechecked> {
  if (files.length === 0) return Promise.resolve({});
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

interface Certificate {
  file: string;
  obligation: string;
  path: string;
}

/** The kinds a certificate covers: its obligation (from its file name) and its encoding. */
function kindsOf(c: Certificate): string[] {
  const stem = basename(c.path, '.smt2')
    .slice(basename(c.file, '.yaml').length + 1)
    .replace(/\.\d+$/, '');
  const kind = stem.replace(/-\d+$/, '');
  const bits = /\(_ BitVec \d+\)/.test(readFileSync(c.path, 'utf8'));
  return [kind, bits ? 'encoding:bitvector' : 'encoding:int'];
}

/** A certificate emitted by the first test, for the negative control (proved again if missing). */
let someCertificate: string | undefined;

describe('proof certificates re-checked by a fresh Z3', () => {
  const files = ALL ? proofFiles() : SAMPLE;

  it(`every proved obligation of ${ALL ? 'proofs/' : 'a sample of proofs/ covering every obligation kind'} emits certificates that a fresh Z3 finds unsat`, async () => {
    for (const f of SAMPLE) expect(existsSync(join(ROOT, f)), `the sample names existing files: ${f}`).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'zermelo-smt-'));
    const started = Date.now();
    const certificates: Certificate[] = [];
    const rechecks: Promise<Rechecked>[] = [];
    for (const rel of files) {
      const t0 = Date.now();
      const host = fakeHost({ [rel]: readFileSync(join(ROOT, rel), 'utf8') }, { cwd: ROOT });
      const code = await main(['prove', rel, '--emit-smt', dir, '--json', '--deterministic', '--timeout', TIMEOUT], host);
      expect([0, 1, 3], `${rel}: exit ${code}\n${host.err()}`).toContain(code);
      const report = JSON.parse(host.out()).files[0];
      expect(report.verdict, rel).not.toBe('refuted'); // a file of the sample or of proofs/ is never refuted
      const mine: Certificate[] = [];
      for (const o of (report.symbolic?.obligations ?? []) as Obligation[]) {
        if (o.status !== 'proved') continue;
        const paths = /SMT-LIB: (.+\.smt2)$/.exec(o.detail ?? '')?.[1]?.split(', ') ?? [];
        expect(paths.length, `${rel}: "${o.name}" is proved but emitted no certificate`).toBeGreaterThan(0);
        for (const path of paths) mine.push({ file: rel, obligation: o.name, path });
      }
      certificates.push(...mine);
      if (process.env.ZERMELO_SMT_VERBOSE === '1') console.log(`emitSmtRecheck: ${rel} proved in ${Date.now() - t0} ms, ${mine.length} certificates`);
      // re-checked in a fresh process while the next file is proved
      // (a failed process is reported as an error for each of its certificates, never left unhandled)
      const failed = (e: unknown): Rechecked => Object.fromEntries(mine.map((c) => [c.path, { status: 'error', message: String(e), ms: 0 }]));
      rechecks.push(freshZ3(mine.map((c) => c.path)).catch(failed));
    }
    const results: Rechecked = Object.assign({}, ...(await Promise.all(rechecks)));
    const wrong = certificates.filter((c) => results[c.path]?.status !== 'unsat').map((c) => `${c.file}: ${c.obligation} → ${JSON.stringify(results[c.path])}`);
    if (process.env.ZERMELO_SMT_VERBOSE === '1') for (const c of certificates) console.log(`  re-checked ${basename(c.path)}: ${results[c.path]?.status} in ${results[c.path]?.ms} ms`);
    console.log(
      `emitSmtRecheck: ${certificates.length} certificates from ${new Set(certificates.map((c) => c.file)).size} files re-checked by a fresh Z3 in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(wrong).toEqual([]);
    const covered = new Set(certificates.flatMap(kindsOf));
    expect(
      KINDS.filter((k) => !covered.has(k)),
      'obligation kinds without a re-checked certificate',
    ).toEqual([]);
    expect(
      [...covered].filter((k) => !KINDS.includes(k)),
      'a new obligation kind: add it to KINDS (and to the sample)',
    ).toEqual([]);
    someCertificate = certificates.find((c) => c.file === 'proofs/partizan/game13-I.yaml' && kindsOf(c)[0] === 'condition-II')?.path;
  }, 1_800_000);

  it('negative control: a certificate without its assertions is sat (the re-check can fail)', async () => {
    let original = someCertificate;
    if (original === undefined) {
      const dir = mkdtempSync(join(tmpdir(), 'zermelo-smt-'));
      const rel = 'proofs/heap/game09-take-1-or-4.yaml';
      const host = fakeHost({ [rel]: readFileSync(join(ROOT, rel), 'utf8') }, { cwd: ROOT });
      await main(['prove', rel, '--emit-smt', dir, '--json', '--timeout', '30s'], host);
      const emitted = readdirSync(dir).filter((f) => f.endsWith('.smt2'));
      expect(emitted.length).toBeGreaterThan(0);
      original = join(dir, emitted[0]!);
    }
    const stripped = join(mkdtempSync(join(tmpdir(), 'zermelo-smt-')), 'stripped.smt2');
    writeFileSync(stripped, readFileSync(original, 'utf8').replace(/\(assert[\s\S]*?(?=\n\(assert|\n\(check-sat|$)/g, ''));
    const results = await freshZ3([original, stripped]);
    expect(results[original]?.status).toBe('unsat');
    expect(results[stripped]?.status).toBe('sat');
  }, 300_000);
});
