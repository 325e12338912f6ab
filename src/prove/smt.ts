// Stage: prove. Proof certificates: each obligation's negation as a standalone SMT-LIB2 benchmark
// (declarations, assertions, `(check-sat)`, expected status unsat) that the z3 binary alone re-checks,
// and recheckSmt, which re-checks such a text in a fresh Z3 context.

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getZ3 } from './z3.js';
import { runCheck, type SatStatus } from './runCheck.js';

export function smtFileName(specName: string, id: string): string {
  const safe = (s: string): string => s.replace(/[^A-Za-z0-9_.-]+/g, '-');
  return `${safe(specName)}.${safe(id)}.smt2`;
}

export function smtCertificate(title: string, file: string, body: string): string {
  return `; zermelo proof obligation — ${title}\n; from ${file}; the obligation holds iff this is unsat\n(set-option :produce-models true)\n${body.trimEnd()}\n`;
}

/** Writes one certificate to dir (created if needed); returns the path. */
export async function writeSmt(dir: string, specName: string, id: string, text: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, smtFileName(specName, id));
  await writeFile(path, text, 'utf8');
  return path;
}

/** Re-checks an SMT-LIB2 benchmark in a fresh context (not the one that produced it). */
export async function recheckSmt(text: string, timeoutMs = 60_000): Promise<SatStatus> {
  const { api } = await getZ3();
  const ctx = new api.Context('main');
  const s = new ctx.Solver();
  try {
    s.fromString(text);
    const out = await runCheck(s, timeoutMs, () => ctx.interrupt());
    return out.status;
  } finally {
    s.release();
  }
}
