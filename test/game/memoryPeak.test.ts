// The memory estimate (src/game/memoryEstimate.ts) against the peak resident size of a real check:
// the built CLI checks a file in a child process that reports its maxRSS at exit. For a check that
// fails (the counterexamples solve again with generations: the most a forward region needs) the
// estimate is within 1.5× of the peak either way; for one that holds it is an upper bound. From the
// start position, what the reachable-set solver charged is compared with the peak (below).
// A measurement, run on demand (`npm run build && ZERMELO_MEMORY_PEAK=1 npx vitest run
// test/game/memoryPeak.test.ts`), not in `npm test`: the resident size of the same check, 186 MB
// alone, came out at 443 MB and at 1.5× under the charge in fresh-clone CI runs of the whole suite on
// this shared machine (2026-12-07), so it cannot gate a landing; the figures go to
// docs/performance.md ("Memory").

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { estimateRegion } from '../../src/game/memoryEstimate.js';
import { ReachableBudget } from '../../src/solve/reachableBudget.js';
import { solveReachable } from '../../src/solve/solveReachable.js';
import { spec } from '../check/helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const built = existsSync(join(ROOT, 'dist/src/cli/main.js')) && process.env['ZERMELO_MEMORY_PEAK'] === '1';
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

// From the start position the reachable-set solver charges what it allocates as it grows
// (src/solve/reachableBudget.ts): the total it charged for the solve is compared with the peak of
// the same check — the box's tables dominate a sparse reachable set, the list of reached positions
// a dense one, the move graph a loopy one.
const fromStart = (name: string, game: string, bounds: string, claim: string) =>
  `name: ${name}\ngame:\n${game}\nclaims:\n  - holds: ${claim}\ncheck: { bounds: { ${bounds} }, symbolic: off, from: start }\n`;
const sparse = fromStart('sparse', '  subtraction: [1000, 3000]\n  start: { n: 20000000 }', 'n: 0..20000000', 'fragile(start) ∨ safe(start)');
// safe(start) holds (10^7 mod 5 = 0): a claim about the start alone, decided by the search from the
// start (startSearch.ts); the conjecture n mod 5 = 0 is refuted over the reachable set, which is
// then solved again with generations for the counterexamples
const dense = fromStart('dense', '  subtraction: [1, 4]\n  start: { n: 10000000 }', 'n: 0..10000000', 'safe(start)');
const denseRefuted = `name: dense\ngame:\n  subtraction: [1, 4]\n  start: { n: 10000000 }\nconjecture: { S: n mod 5 = 0 }\ncheck: { bounds: { n: 0..10000000 }, symbolic: off, from: start }\n`;
const loopyStart = fromStart(
  'loopy',
  '  state: { n: nat }\n  start: { n: 1000000 }\n  moves:\n    - { name: down, if: n ≥ 1, to: { n: n - 1 } }\n    - { name: up, if: n + 2 ≤ 1000000, to: { n: n + 2 } }',
  'n: 0..1000000',
  'safe(start) ∨ fragile(start) ∨ neutral(start)',
);

describe.skipIf(!built)('the reachable-set solver charges about what it uses', () => {
  it.each([
    ['sparse: 2·10^7 box positions, 2·10^4 reached', sparse, { generations: false }],
    ['dense: 10^7 positions, the claim about the start alone decided by the search', dense, { generations: false, startOnly: true }],
    ['dense: 10^7 reached, refuted (solved again with generations)', denseRefuted, { generations: true }],
    ['loopy: 10^6 reached, the move graph', loopyStart, { generations: false }],
  ])('%s: the charge between the peak / 2 and 2.5 × the peak', (_name, text, options) => {
    const s = spec(text);
    const game = buildGame(s, {}).value!;
    const budget = new ReachableBudget();
    const solved = solveReachable(game, game.region.encode(game.start!), { ...options, budget });
    expect(solved.diagnostics).toEqual([]);
    const peak = peakOf(text);
    // the order of magnitude, in both directions: the resident size of a process counts only the
    // pages it touched, and on a shared machine the kernel's reclaim may take cold pages away, so
    // the measured peak is noisy (fresh-clone CI runs, 2026-12-07: charge/peak 1.86 and 1.68 in
    // one run, peak/charge 1.53 in the next, where a quiet run measures under 1.5 both ways)
    expect(budget.peak / peak).toBeLessThanOrEqual(2.5);
    expect(peak / budget.peak).toBeLessThanOrEqual(2);
  });
});
