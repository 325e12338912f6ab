// Stage: diag. The Portuguese of the command line's own diagnostics that are written as diagnostics
// (cli/commands/io.ts: a file over --max-file-size, ZM7011; cli/workersOptions.ts: --confirm without
// its solver, ZM7010), one row per message shape.

import type { HintRow, MessageRow } from './ptRow.js';

export const CLI_MESSAGES: readonly MessageRow[] = [
  [
    'ZM7011',
    /^the file is (more than )?(.+), larger than the limit of (.+) \(--max-file-size; e\.g\. --max-file-size (\S+) reads it\)$/,
    (m) => `o ficheiro tem ${m[1] ? 'mais de ' : ''}${m[2]}, mais do que o limite de ${m[3]} (--max-file-size; por exemplo --max-file-size ${m[4]} lê-o)`,
  ],
  ['ZM7010', /^--confirm cvc5 needs the cvc5 solver, and '(.+)' does not run$/, (m) => `--confirm cvc5 precisa do resolvedor cvc5, e '${m[1]}' não corre`],
];

export const CLI_HINTS: readonly HintRow[] = [
  [
    /^install Debian's cvc5 \(apt-get install --no-install-recommends cvc5\), or name the binary in ZERMELO_CVC5$/,
    () => 'instale o cvc5 do Debian (apt-get install --no-install-recommends cvc5), ou indique o executável em ZERMELO_CVC5',
  ],
];
