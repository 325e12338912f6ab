// One regression case of misereSums/ (misereSumFindings.test.ts, misereSumFindings.long.test.ts): the
// file must be refused before the sum search (ZM4013), with the bound to lower in its hint.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

export const MISERE_SUMS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'misereSums');

/** The five cases `npm test` leaves to `npm run test:long`: each took 1.2–1.5 s in npm test's report
 *  (2026-12-07); the other five are refused by the same estimate in 0.2–0.8 s. */
export const LONG_CASES = ['case-20265262-36.yaml', 'case-20265275-84.yaml', 'case-20265341-217.yaml', 'case-20265344-31.yaml', 'case-20265350-344.yaml'];

export async function expectRefusedBeforeSearch(file: string): Promise<void> {
  const host = fakeHost({ 'case.yaml': readFileSync(join(MISERE_SUMS_DIR, file), 'utf8') });
  const code = await main(['check', 'case.yaml', '--json', '--deterministic', '--no-symbolic'], host);
  expect(code, host.err()).toBe(2);
  const diagnostics = (JSON.parse(host.out()) as { files: { diagnostics: { code: string; message: string; hint: string | null }[] }[] }).files[0]!.diagnostics;
  const refusal = diagnostics.find((d) => d.code === 'ZM4013');
  expect(refusal, JSON.stringify(diagnostics)).toBeDefined();
  expect(refusal!.message).toMatch(/an upper bound counted before the search|would need about/);
  expect(refusal!.hint).toMatch(/lower/);
}
