// Test helpers for prove/: load a YAML spec (surface syntax) and prove it with a modest timeout.

import { loadSpec } from '../../src/spec/loadSpec.js';
import type { Spec } from '../../src/spec/model.js';
import { proveSpec, type ProveOptions } from '../../src/prove/index.js';
import type { ProofResult } from '../../src/prove/result.js';

export function spec(yaml: string, file = 'proofs/test.yaml'): Spec {
  const r = loadSpec(file, yaml);
  if (!r.value || r.diagnostics.some((d) => d.severity === 'error')) {
    throw new Error(`spec does not load:\n${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`);
  }
  return r.value;
}

export async function prove(yaml: string, opts: Partial<ProveOptions> = {}): Promise<ProofResult> {
  return proveSpec(spec(yaml), { timeoutMs: 20_000, ...opts });
}

export function summary(r: ProofResult): string {
  return r.obligations.map((o) => `${o.status === 'proved' ? '✓' : o.status === 'refuted' ? '✗' : '?'} ${o.id} ${o.timeMs}ms${o.detail ? ` — ${o.detail}` : ''}`).join('\n');
}
