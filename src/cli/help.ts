// Stage: cli. Help texts, built from the command table. Input: a command (or none). Output: text.
// Pure string building: `zermelo --help` imports nothing else, so it answers in milliseconds.

import type { OptionSpec } from './args.js';
import { commands, globalOptions, type CommandInfo } from './commandTable.js';
import { VERSION } from '../report/version.js';

export const EXIT_CODES_HELP = [
  'Exit codes:',
  '  0   every verdict as expected',
  '  1   a verdict differs from `expect` (a file without `expect` fails when refuted)',
  '  2   bad input or usage (a file that does not load, an unknown option)',
  '  3   unknown where a proof was required (check.symbolic: required, or a file under proofs/)',
  '  70  internal error (a bug in zermelo; please report it)',
  '  130 interrupted by Ctrl-C (SIGINT)',
];

export function mainHelp(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `zermelo ${VERSION} — a proof checker and conjecture tester for two-player combinatorial games`,
    '',
    'Usage:',
    ...commands.map((c) => `  ${c.synopsis}`),
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    ...optionLines(globalOptions),
    '',
    ...EXIT_CODES_HELP,
    '',
    'Run `zermelo COMMAND --help` for the options of a command.',
    '',
  ].join('\n');
}

export function commandHelp(command: CommandInfo): string {
  return [`Usage: ${command.synopsis}`, '', ...command.description, '', 'Options:', ...optionLines(command.options), '', ...EXIT_CODES_HELP, ''].join('\n');
}

function optionLines(options: readonly OptionSpec[]): string[] {
  const left = options.map((o) => `${o.short ? `-${o.short}, ` : '    '}--${o.name}${o.value ? ` ${o.value}` : ''}`);
  const width = Math.max(...left.map((l) => l.length));
  return options.map((o, i) => `  ${left[i]!.padEnd(width)}  ${o.help}`);
}
