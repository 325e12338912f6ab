import { test } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadSpec } from '../../src/spec/loadSpec.js';
import { proveSpec } from '../../src/prove/index.js';
import { summary } from './helpers.js';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : f.endsWith('.yaml') ? [join(dir, f)] : []));
}
const only = process.env.ZFILES;
for (const file of walk('proofs').filter((f) => !only || f.includes(only))) {
  test(file, async () => {
    const r0 = loadSpec(file, readFileSync(file, 'utf8'));
    if (!r0.value) { console.log(file, 'LOAD FAIL', r0.diagnostics.map((d) => d.message)); return; }
    const r = await proveSpec(r0.value, { timeoutMs: 20000, ...(process.env.ZW ? { width: Number(process.env.ZW) } : {}) });
    console.log(file, r.status, r.timeMs, r.detail ?? '', '\n' + summary(r));
    for (const o of r.obligations) if (o.counterexample) console.log(o.id, JSON.stringify(o.counterexample));
  });
}
