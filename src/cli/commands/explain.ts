// Stage: cli. `zermelo explain FILE`: load the file and print report/explain's account of it (the
// desugared game, the state space, the conjecture in both vocabularies, Theorem 4.1 instantiated).
// Exit 0, or 2 when the file does not load (its diagnostics on stderr).

import type { Engines } from '../../run/engines.js';
import { renderExplain } from '../../report/explain/renderExplain.js';
import type { ParsedArgs } from '../args.js';
import type { Host } from '../../host/host.js';
import { loadOne } from './io.js';
import { EXIT } from '../../report/exitCodes.js';

export async function runExplain(args: ParsedArgs, host: Host, engines: Engines): Promise<number> {
  const loaded = await loadOne(args, host, engines, 'explain');
  if (typeof loaded === 'number') return loaded;
  host.stdout.write(renderExplain(loaded.spec, args.options.lang === 'pt' ? 'pt' : 'en'));
  return EXIT.ok;
}
