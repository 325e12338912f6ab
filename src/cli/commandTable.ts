// Stage: cli. The command-line surface as data: each command's synopsis, description and options.
// Input: nothing. Output: tables read by the parser (args.ts) and by the help printer (help.ts).
// Kept free of heavy imports so that `zermelo --help` answers without loading any engine.

import type { OptionSpec } from './args.js';

export interface CommandInfo {
  name: 'check' | 'explain' | 'prove';
  synopsis: string;
  summary: string;
  description: string[];
  options: readonly OptionSpec[];
}

const help: OptionSpec = { name: 'help', short: 'h', help: 'show this help' };
const noColor: OptionSpec = { name: 'no-color', help: 'no ANSI colours (also when NO_COLOR is set or output is not a TTY)' };
const timeout: OptionSpec = {
  name: 'timeout',
  value: 'DURATION',
  help: 'time limit per proof obligation, e.g. 30s, 500ms, 2m (default: check.timeout, else 30s)',
};

export const commands: readonly CommandInfo[] = [
  {
    name: 'check',
    synopsis: 'zermelo check [PATH…] [options]',
    summary: 'check conjectures and claims; compare each verdict with `expect`',
    description: [
      'Checks every .yaml/.yml file under the given files and folders (default: conjectures/ and',
      'proofs/), in sorted order: the bounded check inside check.bounds, then, unless it refuted the',
      'file, the symbolic proof (check.symbolic: auto | off | required). Files under proofs/ must be proved.',
    ],
    options: [
      { name: 'json', help: 'print the report as JSON on stdout (schema: docs/report.schema.json)' },
      { name: 'junit', value: 'FILE', help: 'also write a JUnit XML report (one test case per file and per claim)' },
      { name: 'no-symbolic', help: 'skip the symbolic prover (proofs are then reported as skipped)' },
      {
        name: 'symbolic',
        value: 'MODE',
        choices: ['auto', 'off', 'required'],
        help: 'override check.symbolic of every file: auto, off, or required (an unknown fails with exit 3)',
      },
      timeout,
      { name: 'quiet', short: 'q', help: 'print only failures and the summary' },
      { name: 'deterministic', help: 'zero every duration (reproducible reports, for tests and diffs)' },
      noColor,
      help,
    ],
  },
  {
    name: 'explain',
    synopsis: 'zermelo explain FILE [options]',
    summary: 'show the game after desugaring, its state space, and Theorem 4.1 for the conjecture',
    description: [
      'Prints the move schemas as formulas, the state space (fields, domains, parameters, the bounded',
      'region and its size), the conjecture in both vocabularies (S = safe = P-positions, F = fragile =',
      'N-positions, N = neutral = draw), and conditions I, II, III of Theorem 4.1 for this game.',
    ],
    options: [noColor, help],
  },
  {
    name: 'prove',
    synopsis: 'zermelo prove FILE [options]',
    summary: 'run the symbolic prover (Z3) and list every proof obligation',
    description: [
      'Lists the proof obligations like a verifier: ✓ proved, ✗ refuted (with a counterexample',
      'replayed by the evaluator), ? unknown (with the reason), each with its time and the widths or',
      'assumptions used. The file is proved only when every obligation, finiteness included, is proved.',
    ],
    options: [
      { name: 'emit-smt', value: 'DIR', help: 'write each obligation as a standalone SMT-LIB2 file into DIR' },
      timeout,
      { name: 'json', help: 'print the report as JSON on stdout' },
      { name: 'deterministic', help: 'zero every duration' },
      noColor,
      help,
    ],
  },
];

export const globalOptions: readonly OptionSpec[] = [
  { name: 'help', short: 'h', help: 'show help (also: zermelo COMMAND --help, zermelo help COMMAND)' },
  { name: 'version', short: 'V', help: 'print the version' },
];

export function findCommand(name: string): CommandInfo | undefined {
  return commands.find((c) => c.name === name);
}
