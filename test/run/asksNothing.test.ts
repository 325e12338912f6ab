// A file that asks nothing — no conjecture, no claims, no check.from — used to be solved whole (for
// minutes on a large region) and reported "holds" (issue 31): now it gets warning ZM1043 and no stage
// runs. A file that asks only for the start position (check.from: start) is still solved.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Engines } from '../../src/run/engines.js';
import { createPipeline } from '../../src/run/pipeline.js';
import { fakeHost } from '../e2e/fakeHost.js';

function counting(): Engines & { calls: string[] } {
  const base = createPipeline();
  const calls: string[] = [];
  return {
    ...base,
    calls,
    bounded: (spec, o) => (calls.push(`bounded ${spec.file}`), base.bounded(spec, o)),
    symbolic: (spec, o) => (calls.push(`symbolic ${spec.file}`), base.symbolic(spec, o)),
    ...(base.certify ? { certify: (spec: Parameters<NonNullable<Engines['certify']>>[0]) => (calls.push(`certify ${spec.file}`), base.certify!(spec)) } : {}),
  };
}

const GAME = 'game: { subtraction: [1, 2] }\ncheck: { bounds: { n: 0..20 } }\n';
const FROM_START = `game:
  state: { n: nat }
  start: { n: 20 }
  moves:
    - { name: take k, for: 'k ∈ {1, 2}', if: k ≤ n, to: { n: n - k } }
check: { bounds: { n: 0..20 }, from: start }
`;

describe('a file that asks nothing', () => {
  it('gets warning ZM1043, is not solved, and says so on its line and in the JSON', async () => {
    const eng = counting();
    const host = fakeHost({ 'g/nothing.yaml': GAME });
    expect(await main(['check', '--no-cache', 'g'], host, { engines: eng })).toBe(0);
    expect(eng.calls).toEqual([]);
    expect(host.err()).toContain('g/nothing.yaml: warning ZM1043: this file asks nothing (no conjecture, no claims, no check.from), so its game is not solved');
    expect(host.out()).toContain('g/nothing.yaml  loaded, no verdict computed (the file asks nothing: no conjecture, claims or check.from, so its game was not solved)');
    const json = fakeHost({ 'g/nothing.yaml': GAME });
    await main(['check', '--no-cache', '--json', 'g'], json, { engines: eng });
    const [file] = JSON.parse(json.out()).files;
    expect([file.verdict, file.status, file.diagnostics.map((d: { code: string }) => d.code)]).toEqual(['unchecked', 'skipped', ['ZM1043']]);
    expect(eng.calls).toEqual([]);
  });

  it('a conjecture, a claim, or check.from: start each asks something: the game is solved', async () => {
    for (const extra of ['conjecture: S = n mod 3 = 0\n', 'claims: ["safe({ n: 0 })"]\n', FROM_START]) {
      const eng = counting();
      const text = extra === FROM_START ? extra : GAME + extra;
      const host = fakeHost({ 'g/a.yaml': text });
      await main(['check', '--no-cache', '--no-symbolic', 'g'], host, { engines: eng });
      expect(eng.calls, `${extra}${host.err()}`).toContain('bounded g/a.yaml');
      expect(host.err()).not.toContain('ZM1043');
    }
  });
});
