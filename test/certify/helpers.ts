// Test helpers for the certificate stage: load a spec from the surface syntax, certify it, and run
// one file through the real pipeline (bounded check + certificate; the prover off unless asked).

import { readFileSync } from 'node:fs';
import { certifySpec, type CertifySpecOptions, type CertifySpecResult } from '../../src/certify/index.js';
import type { FileReport } from '../../src/report/model.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import type { Spec } from '../../src/model/model.js';

export function spec(text: string, file = 'conjectures/test.yaml'): Spec {
  const r = loadSpec(file, text);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length || !r.value) throw new Error(`spec does not load: ${errors.map((d) => `${d.code} ${d.message}`).join('; ')}`);
  return r.value;
}

export function libraryFile(path: string): string {
  return readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
}

export function certify(text: string, opts: CertifySpecOptions = {}): CertifySpecResult {
  return certifySpec(spec(text), opts);
}

/** The certificate of the (last) run, or a failure that prints why there is none. */
export function certificateOf(r: CertifySpecResult) {
  const cert = r.runs.at(-1)?.certificate;
  if (!cert) throw new Error(`no certificate: ${r.reason}`);
  return cert;
}

/** The report pipeline is imported on demand: the other tests need only the certify stage. */
export async function check(text: string, file = 'conjectures/test.yaml'): Promise<FileReport> {
  const { checkFile } = await import('../../src/run/checkFile.js');
  const { pipeline } = await import('../../src/run/pipeline.js');
  const checked = await checkFile(file, text, { engines: pipeline, now: () => 0, symbolic: 'off', symbolicOffReason: 'off in tests' });
  return checked.report;
}
