// Stage: cli. `--confirm cvc5` (check, prove): which second solver re-checks the obligations Z3
// proved, and whether it runs. Input: the parsed options and the Host's environment (ZERMELO_CVC5
// names another binary). Output: the request for checkFile, undefined without the option, or the
// exit code after a clear error (ZM7010, exit 2) when the solver is not installed.

import type { ParsedArgs } from '../args.js';
import type { Host } from '../../host/host.js';
import type { ConfirmRequest } from '../../run/engines.js';
import { EXIT } from '../../report/exitCodes.js';
import type { Code } from '../../diag/codes.js';

const NOT_INSTALLED = 'ZM7010' satisfies Code;

export async function confirmRequest(args: ParsedArgs, host: Host): Promise<ConfirmRequest | number | undefined> {
  if (args.options.confirm === undefined) return undefined;
  const command = host.env.ZERMELO_CVC5 ?? 'cvc5';
  const { cvc5Version } = await import('../../scale/cvc5Process.js');
  if ((await cvc5Version(command)) === undefined) {
    host.stderr.write(
      `zermelo: error ${NOT_INSTALLED}: --confirm cvc5 needs the cvc5 solver, and '${command}' does not run\n` +
        "  hint: install Debian's cvc5 (apt-get install --no-install-recommends cvc5), or name the binary in ZERMELO_CVC5\n",
    );
    return EXIT.usage;
  }
  return { solver: 'cvc5', command };
}
