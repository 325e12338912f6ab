// The progress bar of `check` (src/report/progress.ts): a bar with done/total and an ETA, on
// stderr only when it is a terminal (not in CI, not with --quiet), erased before results are printed.

import { describe, expect, it } from 'vitest';
import { progressBar } from '../../src/report/progress.js';
import { main } from '../../src/cli/main.js';
import { TAKE_1_OR_4, bounded, engines } from '../e2e/fixtures.js';
import { fakeHost } from '../e2e/fakeHost.js';

describe('progressBar', () => {
  it('fills in proportion and estimates the time left from the mean time per file', () => {
    expect(progressBar(0, 4, 0)).toBe('[····················] 0/4');
    expect(progressBar(1, 4, 10_000)).toBe('[#####···············] 1/4 ETA 30s');
    expect(progressBar(2, 4, 150_000)).toBe('[##########··········] 2/4 ETA 2m30s');
    expect(progressBar(1, 2, 7_200_000)).toBe('[##########··········] 1/2 ETA 2h00m');
    expect(progressBar(4, 4, 9_000)).toBe('[####################] 4/4');
  });
});

describe('check shows progress only on a terminal', () => {
  const files = { 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/b.yaml': TAKE_1_OR_4 };
  const run = async (opts: { tty: boolean; env?: Record<string, string>; columns?: number }, extra: string[] = []) => {
    const host = fakeHost(files, opts);
    let t = 0;
    await main(['check', '--no-cache', ...extra], { ...host, now: () => (t += 1000) }, { engines: engines(bounded('holds')) });
    return host.err();
  };

  it('a TTY gets the bar with the file being checked, erased again', async () => {
    const err = await run({ tty: true });
    expect(err).toContain('\r\x1b[K[··········');
    expect(err).toContain('] 0/2  checking conjectures/a.yaml');
    expect(err).toMatch(/\] 1\/2 ETA \d+s {2}checking conjectures\/b\.yaml/);
    expect(err.endsWith('\r\x1b[K')).toBe(true);
  });

  it('nothing when stderr is not a terminal, in CI, or with --quiet', async () => {
    expect(await run({ tty: false })).not.toContain('\x1b[K');
    expect(await run({ tty: true, env: { CI: 'true' } })).not.toContain('\x1b[K');
    expect(await run({ tty: true }, ['--quiet'])).not.toContain('\x1b[K');
  });

  it('is cut to the width of the stderr terminal, not to $COLUMNS', async () => {
    const lines = (err: string) => err.split('\r\x1b[K').filter((l) => l.length > 0);
    const narrow = lines(await run({ tty: true, columns: 40 }));
    expect(narrow.length).toBeGreaterThan(0);
    for (const line of narrow) expect([...line].length).toBeLessThanOrEqual(39);
    expect(narrow[0]!.endsWith('…')).toBe(true);
    const wide = lines(await run({ tty: true, columns: 200, env: { COLUMNS: '30' } }));
    expect(wide).toContain('[····················] 0/2  checking conjectures/a.yaml');
  });
});
