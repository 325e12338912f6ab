// Ctrl-C and the report files (issue 31): pressed while the JUnit and HTML reports are rendered,
// neither is written (exit 130); pressed while they are written, both are written, so a new JUnit never
// sits beside an old HTML. `prove --json` interrupted says exitCode 130 in its summary, as it exits.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Engines } from '../../src/run/engines.js';
import { TAKE_1_OR_4, bounded, engines, symbolic } from '../e2e/fixtures.js';
import { fakeHost } from '../e2e/fakeHost.js';

const files = { 'conjectures/a.yaml': TAKE_1_OR_4, 'out/junit.xml': 'old junit', 'out/report.html': 'old html' };
const ARGS = ['check', '--no-symbolic', '--no-cache', '--junit', 'out/junit.xml', '--html', 'out/report.html'];

/** A host whose Ctrl-C is pressed once the file is reported: as the report writer installs its handler
 *  (while it renders), or between the two writes. */
function pressing(whileWriting: boolean) {
  const host = fakeHost(files);
  let writer: (() => void) | undefined;
  Object.assign(host, {
    onInterrupt: (h: () => void) => {
      if (host.out().includes('conjectures/a.yaml')) {
        writer = h;
        if (!whileWriting) h();
      }
      return () => undefined;
    },
  });
  const write = host.writeFile;
  host.writeFile = async (path, text) => {
    if (whileWriting && path.endsWith('junit.xml')) writer?.();
    return write(path, text);
  };
  return host;
}

describe('Ctrl-C and the report files', () => {
  it('pressed while the reports are rendered: neither is written, exit 130', async () => {
    const host = pressing(false);
    expect(await main(ARGS, host)).toBe(130);
    expect(host.files.get('/repo/out/junit.xml')).toBe('old junit');
    expect(host.files.get('/repo/out/report.html')).toBe('old html');
    expect(host.err()).toContain('interrupted before the report files were written; none written (exit 130)');
  });

  it('pressed between the two writes: both are new', async () => {
    const host = pressing(true);
    await main(ARGS, host);
    expect(host.files.get('/repo/out/junit.xml')).toContain('<testsuite');
    expect(host.files.get('/repo/out/report.html')).toContain('<html');
  });

  it('prove --json interrupted: the summary says exitCode 130, the exit code the process ends with', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    let handler: (() => void) | undefined;
    Object.assign(host, { onInterrupt: (h: () => void) => ((handler = h), () => undefined) });
    const base = engines(bounded('holds'), symbolic(['proved']));
    const pressed: Engines = { ...base, symbolic: async (spec, o) => (handler?.(), base.symbolic(spec, o)) };
    expect(await main(['prove', '--json', 'conjectures/a.yaml'], host, { engines: pressed })).toBe(130);
    expect(JSON.parse(host.out()).summary.exitCode).toBe(130);
  });
});
