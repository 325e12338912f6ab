// Stage: cli. `zermelo guess FILE`: solve the game, guess the simplest conjecture that fits the table,
// check it (teach/guess), print it with the YAML to paste; with --prove, run the prover on it too. Exit 0 when a guess holds; 1 when nothing
// simple fits (the table is shown instead); 2 on bad input.

import type { Engines } from '../../run/engines.js';
import { buildTable } from '../../teach/buildTable.js';
import { renderGuess } from '../../teach/guess/renderGuess.js';
import { runGuess as guessConjecture } from '../../teach/guess/runGuess.js';
import { specWithConjecture } from '../../teach/guess/guessYaml.js';
import { proofLine } from '../../teach/guess/renderGuess.js';
import { renderTableText } from '../../teach/renderTableText.js';
import type { ParsedArgs } from '../args.js';
import { wantsColor } from '../../host/color.js';
import type { Host } from '../../host/host.js';
import { solve, teachSetup } from './table.js';
import { EXIT } from '../../report/exitCodes.js';

export async function runGuess(args: ParsedArgs, host: Host, engines: Engines): Promise<number> {
  const setup = await teachSetup(args, host, engines, 'guess');
  if (typeof setup === 'number') return setup;
  const solved = solve(setup, host, args);
  if (typeof solved === 'number') return solved;
  const outcome = guessConjecture(setup.spec, solved);
  host.stdout.write(renderGuess(outcome, solved, setup.lang));
  if (outcome.found && args.options.prove === true) {
    // The symbolic prover (Z3) on the file with the guess: proved for every position, or why not.
    const withGuess = specWithConjecture(setup.spec, outcome.found.conjecture).value!;
    const proof = await engines.symbolic(withGuess, { timeoutMs: setup.spec.check.timeoutMs });
    host.stdout.write(proofLine(proof?.summary ?? null, setup.lang) + '\n');
  }
  if (outcome.found) return EXIT.ok;
  const color = wantsColor(host, host.stdout, args.options['no-color'] === true);
  const width = Number(host.env.COLUMNS) || 80;
  host.stdout.write('\n' + renderTableText(buildTable(solved), { mode: 'symbols', generations: false, color, width, lang: setup.lang }));
  return EXIT.failed;
}
