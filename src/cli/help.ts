// Stage: cli. Help texts, built from the command table, in English or in the book's Portuguese
// (helpPt.ts). Input: a command (or none) and a language. Output: text.
// Pure string building: `zermelo --help` imports nothing else, so it answers in milliseconds.

import type { OptionSpec } from './args.js';
import { commands, globalOptions, type CommandInfo } from './commandTable.js';
import { COMMANDS_PT, optionHelpPt, placeholdersPt } from './helpPt.js';
import { VERSION } from '../report/version.js';

type Lang = 'en' | 'pt';

export const EXIT_CODES_HELP = [
  'Exit codes:',
  '  0   every verdict as expected',
  '  1   a verdict differs from `expect` (a file without `expect` fails when refuted)',
  '  2   bad input or usage (a file that does not load, an unknown option)',
  '  3   unknown where a proof was required (check.symbolic: required, or a file under proofs/)',
  '  70  internal error (a bug in zermelo; please report it)',
  '  130 interrupted by Ctrl-C (SIGINT)',
];

const EXIT_CODES_HELP_PT = [
  'Códigos de saída:',
  '  0   todos os veredictos como esperado',
  '  1   um veredicto difere de `expect` (um ficheiro sem `expect` falha quando é refutado)',
  '  2   entrada ou uso errados (um ficheiro que não carrega, uma opção desconhecida)',
  '  3   desconhecido onde se exigia uma prova (check.symbolic: required, ou um ficheiro de proofs/)',
  '  70  erro interno (um defeito do zermelo; por favor comunique-o)',
  '  130 interrompido com Ctrl-C (SIGINT)',
];

const WORDS = {
  en: {
    tagline: 'a proof checker and conjecture tester for two-player combinatorial games',
    usage: 'Usage:',
    commands: 'Commands:',
    options: 'Options:',
    more: 'Run `zermelo COMMAND --help` for the options of a command.',
    exits: EXIT_CODES_HELP,
  },
  pt: {
    tagline: 'verificador de provas e de conjecturas para jogos combinatórios de dois jogadores',
    usage: 'Uso:',
    commands: 'Comandos:',
    options: 'Opções:',
    more: 'Corra `zermelo COMANDO --help` para ver as opções de um comando.',
    exits: EXIT_CODES_HELP_PT,
  },
};

/** A command's synopsis in the language: the placeholders translated, the words typed kept. */
export function synopsisIn(command: CommandInfo, lang: Lang): string {
  return lang === 'pt' ? placeholdersPt(command.synopsis) : command.synopsis;
}

export function mainHelp(lang: Lang = 'en'): string {
  const w = WORDS[lang];
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `zermelo ${VERSION} — ${w.tagline}`,
    '',
    w.usage,
    ...commands.map((c) => `  ${synopsisIn(c, lang)}`),
    '',
    w.commands,
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${lang === 'pt' ? COMMANDS_PT[c.name].summary : c.summary}`),
    '',
    w.options,
    ...optionLines(globalOptions, lang, 'main'),
    '',
    ...w.exits,
    '',
    w.more,
    '',
  ].join('\n');
}

export function commandHelp(command: CommandInfo, lang: Lang = 'en'): string {
  const w = WORDS[lang];
  const description = lang === 'pt' ? COMMANDS_PT[command.name].description : command.description;
  return [`${w.usage} ${synopsisIn(command, lang)}`, '', ...description, '', w.options, ...optionLines(command.options, lang, command.name), '', ...w.exits, ''].join('\n');
}

function optionLines(options: readonly OptionSpec[], lang: Lang, command: string): string[] {
  const value = (o: OptionSpec): string => (o.value ? ` ${lang === 'pt' ? placeholdersPt(o.value) : o.value}` : '');
  const left = options.map((o) => `${o.short ? `-${o.short}, ` : '    '}--${o.name}${value(o)}`);
  const width = Math.max(...left.map((l) => l.length));
  return options.map((o, i) => `  ${left[i]!.padEnd(width)}  ${lang === 'pt' ? (optionHelpPt(command, o.name) ?? o.help) : o.help}`);
}
