// wantsColor (src/host/color.ts): --no-color, FORCE_COLOR, NO_COLOR, TERM=dumb and the terminal, in
// that order of precedence; and `check` really paints its output when FORCE_COLOR is set on a pipe.

import { describe, expect, it } from 'vitest';
import { wantsColor } from '../../src/host/color.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { TAKE_1_OR_4, bounded, engines } from '../e2e/fixtures.js';

const decide = (env: Record<string, string>, tty: boolean, flag = false): boolean => {
  const host = fakeHost({}, { env, tty });
  return wantsColor(host, host.stdout, flag);
};

describe('wantsColor', () => {
  it('colours a terminal, not a pipe, by default', () => {
    expect(decide({}, true)).toBe(true);
    expect(decide({}, false)).toBe(false);
  });

  it('NO_COLOR (non-empty) and TERM=dumb turn colour off on a terminal', () => {
    expect(decide({ NO_COLOR: '1' }, true)).toBe(false);
    expect(decide({ NO_COLOR: '' }, true)).toBe(true);
    expect(decide({ TERM: 'dumb' }, true)).toBe(false);
  });

  it('FORCE_COLOR colours a pipe and wins over NO_COLOR; FORCE_COLOR=0 or false turns colour off', () => {
    expect(decide({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(decide({ FORCE_COLOR: '' }, false)).toBe(true);
    expect(decide({ FORCE_COLOR: '3', NO_COLOR: '1' }, false)).toBe(true);
    expect(decide({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(decide({ FORCE_COLOR: 'false' }, true)).toBe(false);
  });

  it('--no-color wins over everything', () => {
    expect(decide({ FORCE_COLOR: '1' }, true, true)).toBe(false);
  });

  it('check paints its result lines into a pipe under FORCE_COLOR', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { env: { FORCE_COLOR: '1' }, tty: false });
    await main(['check'], host, { engines: engines(bounded('holds')) });
    expect(host.out()).toContain('\x1b[');
  });
});
