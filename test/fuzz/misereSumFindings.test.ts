// Regression tests for the ten slow cases of the campaign of seed 20265202 (docs/soundness.md): misère
// games whose moves lead to sums, with no check.bounds, which searched the sum game to its cap for
// 16–35 s of CPU (five gave no answer within 60 s) before ZM4013. Each must now be refused by the
// estimate or the pace of the search (src/solve/misere/sumEstimate.ts, sumRefusal.ts), before the work.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'misereSums');

describe('misère sum games found slow by the campaign of seed 20265202', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml'));
  it('has the ten cases', () => expect(files).toHaveLength(10));
  for (const f of files) {
    it(`${f}: refused before the search, with the bound to lower`, async () => {
      const host = fakeHost({ 'case.yaml': readFileSync(join(DIR, f), 'utf8') });
      const code = await main(['check', 'case.yaml', '--json', '--deterministic', '--no-symbolic'], host);
      expect(code, host.err()).toBe(2);
      const diagnostics = (JSON.parse(host.out()) as { files: { diagnostics: { code: string; message: string; hint: string | null }[] }[] }).files[0]!.diagnostics;
      const refusal = diagnostics.find((d) => d.code === 'ZM4013');
      expect(refusal, JSON.stringify(diagnostics)).toBeDefined();
      expect(refusal!.message).toMatch(/an upper bound counted before the search|would need about/);
      expect(refusal!.hint).toMatch(/lower/);
    });
  }
});
