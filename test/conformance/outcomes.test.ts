// Conformance of outcome semantics with format.md: S/F/N conjectures (omission rules, one-line
// form), draws, `end:` rules, misère, partizan games, params, and `expect` with exit codes. Each
// case was found by comparing zermelo with an independent brute-force solver (retrograde analysis
// in Python, written from format.md); the truth stated in each test comes from that solver.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

interface FileRecord {
  verdict: string;
  status: string;
  met: boolean | null;
}

async function run(text: string, args: string[] = []): Promise<{ code: number; file: FileRecord }> {
  const host = fakeHost({ 'conjectures/probe.yaml': text });
  const code = await main(['check', '--json', '--deterministic', '--no-cache', ...args, 'conjectures/probe.yaml'], host);
  return { code, file: JSON.parse(host.out()).files[0] as FileRecord };
}

// Take 1 or 2, or add a stone (nat, no upper limit): every position of n ≤ 30 can reach n = 31,
// outside the bounds, so nothing is determined there; the game is loopy, so nothing is proved.
const addStone = (expect: string) => `game:
  state: { n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
    - { to: { n: n + 1 } }
conjecture:
  S: false
  F: false
check:
  bounds: { n: 0..30 }
${expect}`;

describe('expect and exit codes (format.md §6)', () => {
  it('an unknown verdict does not meet expect: holds, proved or refuted — the file fails (exit 1)', async () => {
    for (const e of ['holds', 'proved', 'refuted']) {
      const { code, file } = await run(addStone(`expect: ${e}\n`));
      expect([e, file.verdict, file.met, file.status, code]).toEqual([e, 'unknown', false, 'fail', 1]);
    }
  });

  it('an unknown verdict without expect does not fail (only a refutation does)', async () => {
    const { code, file } = await run(addStone(''));
    expect([file.verdict, file.status, code]).toEqual(['unknown', 'skipped', 0]);
  });
});
