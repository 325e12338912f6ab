// The memory estimate (src/game/memoryEstimate.ts) against the peak resident size of a real check:
// the built CLI checks a file in a child process that reports its maxRSS at exit. For a check that
// fails (the counterexamples solve again with generations: the most a forward region needs) the
// estimate is within 1.5× of the peak either way; for one that holds it is an upper bound.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { estimateRegion } from '../../src/game/memoryEstimate.js';
import { spec } from '../check/helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const built = existsSync(join(ROOT, 'dist/src/cli/main.js'));
const dir = mkdtempSync(join(tmpdir(), 'zermelo-peak-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const REPORT = 'data:text/javascript,' + encodeURIComponent(`process.on('exit', () => process.stderr.write('MAXRSS ' + process.resourceUsage().maxRSS + '\\n'));`);

/** Peak resident bytes of `zermelo check` on the file (maxRSS is in KiB). */
function peakOf(text: string): number {
  const file = join(dir, 'region.yaml');
  writeFileSync(file, text);
  const r = spawnSync(process.execPath, ['--import', REPORT, join(ROOT, 'bin/zermelo.js'), 'check', '--no-cache', '--no-symbolic', file], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const m = /MAXRSS (\d+)/.exec(r.stderr);
  if (!m) throw new Error(`no peak reported: ${r.stderr}`);
  return Number(m[1]) * 1024;
}

const take14 = (top: number, residues: string) => `name: take-1-or-4\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ <${residues}> }\ncheck: { bounds: { n: 0..${top} }, symbolic: off }\n`;
const loopy = (top: number) =>
  `name: loopy\ngame:\n  state: { n: nat }\n  moves:\n    - { name: down, if: n ≥ 1, to: { n: n - 1 } }\n    - { name: up, if: n + 2 ≤ ${top}, to: { n: n + 2 } }\nconjecture: { S: n = 0 }\ncheck: { bounds: { n: 0..${top} }, symbolic: off }\n`;
const kayles = (top: number) =>
  `name: kayles\ngame: { octal: "0.77" }\ndefine: { cycle: "[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]" }\nconjecture: { grundy: cycle[n mod 12] }\ncheck: { bounds: { n: 0..${top} }, symbolic: off }\n`;

describe.skipIf(!built)('memory estimate against the measured peak', () => {
  it.each([
    ['forward pass, refuted: 2·10^7 positions', take14(20_000_000, '0,3')],
    ['retrograde analysis, refuted: 2·10^6 positions', loopy(2_000_000)],
    ['octal Grundy check, refuted: 10^7 positions', kayles(10_000_000)],
  ])('%s: within 1.5× of the peak', (_name, text) => {
    const estimate = estimateRegion(spec(text), {})!.bytes;
    const peak = peakOf(text);
    expect(estimate / peak).toBeLessThanOrEqual(1.5);
    expect(peak / estimate).toBeLessThanOrEqual(1.5);
  });

  it('forward pass, holds: 2·10^7 positions, the estimate bounds the peak', () => {
    const text = take14(20_000_000, '0,2');
    expect(peakOf(text)).toBeLessThanOrEqual(estimateRegion(spec(text), {})!.bytes);
  });
});
