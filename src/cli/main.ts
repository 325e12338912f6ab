// Stage: cli. The entry point: main(argv, host) → exit code. Parses the command line, answers
// --help / --version without importing any engine, then imports the command lazily. Never calls
// process.exit; an uncaught exception becomes "internal error" (exit 70) on stderr, never a stack on stdout.

import { EXIT } from '../report/exitCodes.js';
import { UsageError, closest, parseArgs } from './args.js';
import { commands, findCommand, globalOptions, type CommandInfo } from './commandTable.js';
import { commandHelp, mainHelp, synopsisIn } from './help.js';
import { usagePt } from './helpPt.js';
import { cliWords } from './cliWords.js';
import type { Host } from '../host/host.js';
import type { Engines } from '../run/engines.js';
import { VERSION } from '../report/version.js';

/** Test seams: replace the stages (load, bounded check, prover) with fakes. */
export interface MainOverrides {
  engines?: Engines;
}

export async function main(argv: readonly string[], host: Host, overrides: MainOverrides = {}): Promise<number> {
  const code = await guarded(argv, host, overrides);
  host.done?.(code);
  return code;
}

async function guarded(argv: readonly string[], host: Host, overrides: MainOverrides): Promise<number> {
  try {
    return await run(argv, host, overrides);
  } catch (error) {
    if (error instanceof UsageError) return usageError(host, error, langOf(argv));
    const message = error instanceof Error ? error.message : String(error);
    host.stderr.write(`zermelo: ${cliWords(langOf(argv)).internal(message)}\n`);
    if (host.env.ZERMELO_DEBUG && error instanceof Error && error.stack) host.stderr.write(error.stack + '\n');
    return EXIT.internal;
  }
}

async function run(argv: readonly string[], host: Host, overrides: MainOverrides): Promise<number> {
  const [first, ...rest] = argv;
  const lang = langOf(argv);
  if (first === undefined) {
    host.stderr.write(mainHelp(lang));
    return EXIT.usage;
  }
  if (first === '--help' || first === '-h') {
    host.stdout.write(mainHelp(lang));
    return EXIT.ok;
  }
  if (first === '--version' || first === '-V') {
    host.stdout.write(`zermelo ${VERSION}\n`);
    return EXIT.ok;
  }
  if (first === 'help') return helpCommand(rest, host, lang);
  if (first.startsWith('-')) {
    parseArgs([first], globalOptions); // throws the "unknown option … did you mean" usage error
    throw new UsageError(`'${first}' must come after a command`, 'usage: zermelo COMMAND [options]; see zermelo --help');
  }
  const command = findCommand(first);
  if (!command) {
    const guess = closest(
      first,
      commands.map((c) => c.name),
    );
    throw new UsageError(
      `unknown command '${first}'`,
      guess ? `did you mean 'zermelo ${guess}'?` : 'the commands are check, merge, explain, prove, table, play, guess, serve, init; see zermelo --help',
      {
        message: `comando desconhecido '${first}'`,
        hint: guess ? `queria dizer 'zermelo ${guess}'?` : 'os comandos são check, merge, explain, prove, table, play, guess, serve, init; veja zermelo --help',
      },
    );
  }
  let args;
  try {
    args = parseArgs(rest, command.options);
  } catch (error) {
    if (error instanceof UsageError) throw new CommandUsageError(command, error);
    throw error;
  }
  if (args.options.help) {
    host.stdout.write(commandHelp(command, lang));
    return EXIT.ok;
  }
  // merge reads reports only, init writes a file: no engine runs, and none is loaded.
  if (command.name === 'merge' || command.name === 'init') {
    try {
      if (command.name === 'init') return await (await import('./commands/init.js')).runInit(args, host);
      return await (await import('./commands/merge.js')).runMerge(args, host);
    } catch (error) {
      if (error instanceof UsageError && !(error instanceof CommandUsageError)) throw new CommandUsageError(command, error);
      throw error;
    }
  }
  // The real prover runs in a child process (proverProcess.ts), so that a Z3 crash or hang becomes
  // "unknown" instead of taking the run down; ZERMELO_PROVER=in-process keeps it in this process.
  const isolate = !overrides.engines && (command.name === 'check' || command.name === 'prove') && host.env.ZERMELO_PROVER !== 'in-process';
  const prover = isolate ? (await import('../scale/proverProcess.js')).isolateProver(host.env) : undefined;
  // --confirm cvc5: the second solver runs as a child process from scale/ (confirmProof.ts)
  const confirmer = command.name === 'check' || command.name === 'prove' ? (await import('../scale/confirmProof.js')).confirmWithCvc5 : undefined;
  const engines = overrides.engines ?? (await import('../run/pipeline.js')).createPipeline(prover?.run, confirmer);
  try {
    switch (command.name) {
      case 'check':
        return await (await import('./commands/check.js')).runCheck(args, host, engines);
      case 'explain':
        return await (await import('./commands/explain.js')).runExplain(args, host, engines);
      case 'prove':
        return await (await import('./commands/prove.js')).runProve(args, host, engines);
      case 'table':
        return await (await import('./commands/table.js')).runTable(args, host, engines);
      case 'play':
        return await (await import('./commands/play.js')).runPlay(args, host, engines);
      case 'guess':
        return await (await import('./commands/guess.js')).runGuess(args, host, engines);
      case 'serve':
        return await (await import('./commands/serve.js')).runServe(args, host, engines);
    }
  } catch (error) {
    if (error instanceof UsageError && !(error instanceof CommandUsageError)) throw new CommandUsageError(command, error);
    throw error;
  } finally {
    prover?.dispose();
  }
  return EXIT.internal; // not reached: every command returns above
}

class CommandUsageError extends UsageError {
  constructor(
    readonly command: CommandInfo,
    cause: UsageError,
  ) {
    super(cause.message, cause.hint, cause.pt);
  }
}

function helpCommand(rest: readonly string[], host: Host, lang: 'en' | 'pt'): number {
  const name = rest.find((a, k) => !a.startsWith('-') && rest[k - 1] !== '--lang');
  if (name === undefined) {
    host.stdout.write(mainHelp(lang));
    return EXIT.ok;
  }
  const command = findCommand(name);
  if (!command) throw new UsageError(`unknown command '${name}'`, 'the commands are check, merge, explain, prove, table, play, guess, serve, init');
  host.stdout.write(commandHelp(command, lang));
  return EXIT.ok;
}

/** `--lang pt` anywhere on the command line (read apart: a usage error may come before the options are). */
function langOf(argv: readonly string[]): 'en' | 'pt' {
  return argv.some((a, k) => a === '--lang=pt' || (a === '--lang' && argv[k + 1] === 'pt')) ? 'pt' : 'en';
}

/** A usage error in Portuguese under --lang pt: its own Portuguese words (UsageError.pt), else the
 *  rows of usagePt (helpPt.ts). */
function usageError(host: Host, error: UsageError, lang: 'en' | 'pt'): number {
  const pt = lang === 'pt' ? (error.pt ?? usagePt(error.message, error.hint)) : undefined;
  const lines = [`zermelo: ${pt ? pt.message : error.message}`];
  const hint = pt ? pt.hint : error.hint;
  if (hint) lines.push(`${pt ? 'sugestão' : 'hint'}: ${hint}`);
  if (error instanceof CommandUsageError) lines.push(`${pt ? 'uso' : 'usage'}: ${synopsisIn(error.command, lang)}`);
  host.stderr.write(lines.join('\n') + '\n');
  return EXIT.usage;
}
