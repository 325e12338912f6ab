// A full disk (ENOSPC) or an exceeded quota (EDQUOT) while check writes its reports and cache: the
// run says so clearly — which file, why, and that nothing half-written was left — in English and
// Portuguese, and exits 2 for a report it could not write. The host's writes fail as the real host's
// do on a full disk (nothing reaches the file: test/host/fullDisk.test.ts checks the real writers).
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from './fakeHost.js';
import { TAKE_1_OR_4 } from './fixtures.js';

describe('check on a full disk', () => {
  it('the JUnit report: ZM7002 says the disk is full and that the earlier report is unchanged; exit 2', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4, 'out.xml': '<earlier/>\n' }, { failWrites: 'ENOSPC' });
    expect(await main(['check', '--no-symbolic', '--junit', 'out.xml'], host)).toBe(2);
    expect(host.err()).toContain(
      'zermelo: error ZM7002: cannot write the JUnit report out.xml: no space left on the device (ENOSPC); nothing half-written was left, an earlier file of that name is unchanged\n',
    );
    expect(host.files.get('/repo/out.xml')).toBe('<earlier/>\n');
    expect(host.out()).toContain('exit 2');
  });

  it('the cache: one warning naming the folder and the cause; the run itself is unchanged', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { failWrites: 'ENOSPC' });
    expect(await main(['check', '--no-symbolic'], host)).toBe(0);
    const warnings = host
      .err()
      .split('\n')
      .filter((l) => l.includes('could not write'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^zermelo: warning: the result cache could not write \d+ files? in \.zermelo-cache: no space left on the device \(ENOSPC\); nothing half-written was left there \(an earlier entry stays whole\), and a result not stored is computed again by the next run$/,
    );
    expect([...host.files.keys()].filter((k) => k.includes('.zermelo-cache/'))).toEqual([]);
  });

  it('a quota, and the Portuguese of the report error', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { failWrites: 'EDQUOT' });
    expect(await main(['check', '--no-symbolic', '--lang', 'pt', '--html', 'r.html'], host)).toBe(2);
    expect(host.err()).toContain(
      'ZM7002: não consigo escrever o relatório HTML r.html: a quota do disco foi excedida (EDQUOT); não ficou nada escrito a meio, um ficheiro anterior com esse nome está intacto',
    );
    expect(host.err()).toContain('the disk quota is exceeded (EDQUOT)');
  });

  it('a read-only checkout (permission denied) still leaves the cache silent', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { failWrites: true });
    expect(await main(['check', '--no-symbolic'], host)).toBe(0);
    expect(host.err()).toBe('');
  });
});
