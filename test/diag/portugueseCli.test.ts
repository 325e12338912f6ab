// The command line's own diagnostics under --lang pt, raised for real through main: a file over
// --max-file-size (ZM7011) and --confirm cvc5 without the solver (ZM7010).

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { DEFAULT_MAX_FILE_BYTES } from '../../src/host/fileHost.js';
import { fakeHost } from '../e2e/fakeHost.js';

const GAME = 'game: { subtraction: [1, 2] }\nconjecture: S = n mod 3 = 0\ncheck: { bounds: { n: 0..20 } }\n';

describe('Portuguese rows of the command line (ZM70xx)', () => {
  it('ZM7011, a file over --max-file-size (check, explain)', async () => {
    const host = fakeHost({ 'big.yaml': GAME + '#'.repeat(DEFAULT_MAX_FILE_BYTES) + '\n' });
    expect(await main(['check', '--no-symbolic', '--no-cache', '--lang', 'pt', 'big.yaml'], host)).toBe(2);
    expect(host.err()).toContain('big.yaml: erro ZM7011: o ficheiro tem 1.0 MiB, mais do que o limite de 1 MiB (--max-file-size; por exemplo --max-file-size 2M lê-o)');
    const explain = fakeHost({ 'big.yaml': GAME + '#'.repeat(DEFAULT_MAX_FILE_BYTES) + '\n' });
    expect(await main(['explain', '--lang', 'pt', 'big.yaml'], explain)).toBe(2);
    expect(explain.err()).toBe('big.yaml: erro ZM7011: o ficheiro tem 1.0 MiB, mais do que o limite de 1 MiB (--max-file-size; por exemplo --max-file-size 2M lê-o)\n');
  });

  it('ZM7010, --confirm cvc5 without cvc5', async () => {
    const host = fakeHost({ 'g.yaml': GAME }, { env: { ZERMELO_CVC5: '/nonexistent/cvc5' } });
    expect(await main(['prove', 'g.yaml', '--confirm', 'cvc5', '--lang', 'pt'], host)).toBe(2);
    expect(host.err()).toBe(
      "zermelo: erro ZM7010: --confirm cvc5 precisa do resolvedor cvc5, e '/nonexistent/cvc5' não corre\n" +
        '  sugestão: instale o cvc5 do Debian (apt-get install --no-install-recommends cvc5), ou indique o executável em ZERMELO_CVC5\n',
    );
    const english = fakeHost({ 'g.yaml': GAME }, { env: { ZERMELO_CVC5: '/nonexistent/cvc5' } });
    expect(await main(['prove', 'g.yaml', '--confirm', 'cvc5'], english)).toBe(2);
    expect(english.err()).toBe(
      "zermelo: error ZM7010: --confirm cvc5 needs the cvc5 solver, and '/nonexistent/cvc5' does not run\n" +
        "  hint: install Debian's cvc5 (apt-get install --no-install-recommends cvc5), or name the binary in ZERMELO_CVC5\n",
    );
  });
});
