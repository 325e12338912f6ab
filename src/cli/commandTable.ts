// Stage: cli. The command-line surface as data: each command's synopsis, description and options.
// Input: nothing. Output: tables read by the parser (args.ts) and by the help printer (help.ts).
// Kept free of heavy imports so that `zermelo --help` answers without loading any engine.

import type { OptionSpec } from './args.js';

export interface CommandInfo {
  name: 'check' | 'merge' | 'explain' | 'prove' | 'table' | 'play' | 'guess' | 'serve' | 'init';
  synopsis: string;
  summary: string;
  description: string[];
  options: readonly OptionSpec[];
}

const help: OptionSpec = { name: 'help', short: 'h', help: 'show this help' };
const deterministic: OptionSpec = { name: 'deterministic', help: 'zero every duration (reproducible reports, for tests and diffs)' };
const noColor: OptionSpec = { name: 'no-color', help: 'no ANSI colours (also when NO_COLOR is set or output is not a TTY)' };
const lang: OptionSpec = { name: 'lang', value: 'LANG', choices: ['en', 'pt'], help: "the language of the text: en (default) or pt, the book's Portuguese words" };
const maxMemory: OptionSpec = { name: 'max-memory', value: 'SIZE', help: 'do not solve a region estimated to need more than SIZE, e.g. 8G (default 4G)' };
const maxFileSize: OptionSpec = { name: 'max-file-size', value: 'SIZE', help: 'refuse a game file larger than SIZE before reading it, e.g. 8M (default 1M)' };
const maxTableEntries: OptionSpec = { name: 'max-table-entries', value: 'COUNT', help: 'allow data tables of up to COUNT entries in one file (default 20000)' };
const maxClaims: OptionSpec = { name: 'max-claims', value: 'COUNT', help: 'allow up to COUNT claims in one file (default 1000)' };
const param: OptionSpec = { name: 'param', value: 'NAME=VALUE', help: 'a value for the game parameters, e.g. size=8 (default: the largest of check.params)' };

/** table, play, guess: the book's method made visible (src/teach). */
function teachCommands(): CommandInfo[] {
  return [
    {
      name: 'table',
      synopsis: 'zermelo table FILE [options]',
      summary: "print the game's table (the book's tabela do jogo): + safe, − fragile, per position",
      description: [
        'Solves the game inside its bounds and draws the table: one coordinate gives one row per player,',
        'two a grid (a board when both are board coordinates), more a slice per value of the others.',
        'Cells where the conjecture disagrees with the truth are marked *. A file checked from the start',
        '(check.from: start) gets the positions reachable from the start only, as check solves them.',
      ],
      options: [
        { name: 'from', value: 'POS', help: 'first value shown: 5 for every coordinate, or n=5 / m=2,n=3' },
        { name: 'to', value: 'POS', help: 'last value shown (widens the bounds when needed), e.g. 60 or n=60' },
        { name: 'letters', help: 'S / F / N instead of + / −' },
        { name: 'grundy', help: 'Grundy values instead of + / − (impartial games)' },
        { name: 'values', help: 'the value of each position (games with score:: the best difference of the points still to come) instead of + / −' },
        { name: 'generations', help: 'add the generation: the step of the backward induction that labelled the position' },
        { name: 'region', help: 'solve and table the whole region (check.bounds), also for a file checked from the start' },
        param,
        maxMemory,
        maxFileSize,
        maxTableEntries,
        maxClaims,
        { name: 'html', value: 'FILE', help: 'also write the table as a self-contained HTML page' },
        { name: 'width', value: 'COLUMNS', help: 'wrap wide tables at this width (default: $COLUMNS, else 80)' },
        lang,
        noColor,
        help,
      ],
    },
    {
      name: 'play',
      synopsis: 'zermelo play FILE [--start POS] [--as first|second] [--hints] [options]',
      summary: 'play against the champion in the terminal (moves from stdin, one per line)',
      description: [
        'The champion plays perfectly: from a fragile position it moves to a safe one; from a safe',
        'position it makes the game last as long as it can, hoping for a mistake. Type a move by its',
        'number, its name, or the position it leads to; q stops. Scriptable: pipe the moves on stdin.',
        'A file checked from the start (check.from: start) is solved from the position played from only.',
      ],
      options: [
        { name: 'start', value: 'POS', help: 'the start position, e.g. "n=20" or "{ n: 20, turn: B }" (default: the file\'s start)' },
        { name: 'as', value: 'WHO', choices: ['first', 'second'], help: 'you move first (default) or second from the start position' },
        { name: 'hints', help: "show each position's class and which moves are good" },
        param,
        maxMemory,
        maxFileSize,
        maxTableEntries,
        maxClaims,
        lang,
        noColor,
        help,
      ],
    },
    {
      name: 'guess',
      synopsis: 'zermelo guess FILE [options]',
      summary: 'guess the simplest conjecture that fits the solved table, check it, print the YAML',
      description: [
        "The book's processo de adivinhação, automated: residues modulo a period with finitely many",
        'exceptions, relations between coordinates (equal, congruent, nim-sum), one row per player, a',
        'threshold; each guess is checked by Theorem 4.1 over the bounds before it is shown.',
      ],
      options: [
        param,
        maxMemory,
        maxFileSize,
        maxTableEntries,
        maxClaims,
        { name: 'prove', help: 'also run the symbolic prover (Z3) on the guess: proved for every position, or why not' },
        lang,
        noColor,
        help,
      ],
    },
    {
      name: 'serve',
      synopsis: 'zermelo serve [FOLDER] [--port PORT] [options]',
      summary: 'a local page: edit a game file, see its diagnostics, table, verdict and moves live, play the champion',
      description: [
        'Serves http://127.0.0.1:PORT/ (this machine only) until Ctrl-C. The page edits the YAML files of',
        'FOLDER (default: conjectures/ and proofs/) and shows, as you type, the diagnostics at their',
        'positions, the verdict of the bounded check with its counterexamples, the table with generations,',
        'the moves of a clicked position, and a game against the champion. Nothing is fetched from',
        'elsewhere and no file is written. A request that computes longer than 10 s is stopped.',
      ],
      options: [{ name: 'port', value: 'PORT', help: 'the port on 127.0.0.1 (default 8765; 0: a free port, printed)' }, lang, help],
    },
  ];
}

const confirm: OptionSpec = {
  name: 'confirm',
  value: 'SOLVER',
  choices: ['cvc5'],
  help: 'also re-check every obligation Z3 proved with cvc5 (a child process; not confirmed is reported, a disagreement is exit 70)',
};

const timeout: OptionSpec = {
  name: 'timeout',
  value: 'DURATION',
  help: 'time limit per proof obligation, e.g. 30s, 500ms, 2m (default: check.timeout, else 30s)',
};

export const commands: readonly CommandInfo[] = [
  {
    name: 'check',
    synopsis: 'zermelo check [PATH…] [options]',
    summary: 'check conjectures and claims (default: conjectures/ and proofs/); compare verdicts with `expect`',
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
      confirm,
      {
        name: 'total-timeout',
        value: 'DURATION',
        help: 'time limit for the whole run, e.g. 10m: the file being checked is finished, the rest are reported as not checked (exit 3)',
      },
      { name: 'quiet', short: 'q', help: 'print only failures and the summary' },
      { name: 'verbose', short: 'v', help: 'also print the details of passing files (certificates, claims, where an expected refutation fails)' },
      deterministic,
      { name: 'html', value: 'FILE', help: 'also write a self-contained HTML report (the table with generations, the counterexamples beside it)' },
      { name: 'from', value: 'POS', help: 'with --html: the first value of each table, e.g. 20 or n=20 (coordinates a file lacks are ignored)' },
      { name: 'to', value: 'POS', help: 'with --html: the last value of each table, e.g. 60 or n=60 (widens the bounds when needed)' },
      {
        name: 'param',
        value: 'NAME=VALUE',
        help: "with --html: the game of each table, e.g. size=8 (default: the first counterexample's; parameters a file lacks are ignored)",
      },
      { name: 'shard', value: 'i/n', help: 'check only shard i of n (files split round-robin in sorted order), for a CI matrix' },
      { name: 'workers', value: 'COUNT', help: 'check COUNT files at a time in worker threads; auto (default): one per core, at most 4, 1 for a single file' },
      { name: 'sample', value: 'COUNT', help: 'also test COUNT positions sampled far beyond the bounds (overrides check.sample; 0: none)' },
      { name: 'seed', value: 'SEED', help: 'the sampling seed (default: derived from the file; always printed)' },
      { name: 'max-memory', value: 'SIZE', help: 'do not solve a region estimated to need more than SIZE, e.g. 8G (default 4G)' },
      maxFileSize,
      maxTableEntries,
      maxClaims,
      { name: 'no-cache', help: 'recompute every file instead of reusing results from .zermelo-cache/ (the fresh results are stored)' },
      lang,
      noColor,
      help,
    ],
  },
  {
    name: 'merge',
    synopsis: 'zermelo merge REPORT.json… [options]',
    summary: 'combine the JSON reports of `check --shard i/n` into the report of the unsharded run',
    description: [
      'Reads the JSON reports of the n shards of one run (check --shard i/n --json) and prints the JSON',
      'report of the whole run on stdout: files checked whole are taken as they are, a file split across',
      'the shards is rebuilt from its slices (failures added, the smallest counterexamples kept, the',
      'verdict recomputed). Exits with the code check would have given for the unsharded run; reports',
      'that do not fit together (another version, another commit, a slice missing or twice) are exit 2.',
    ],
    options: [
      { name: 'json', help: 'print the merged report as JSON on stdout (the default and only format)' },
      { name: 'junit', value: 'FILE', help: 'also write a JUnit XML report of the merged run' },
      { name: 'quiet', short: 'q', help: 'no summary line on stderr' },
      deterministic,
      lang,
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
    options: [maxFileSize, maxTableEntries, maxClaims, lang, noColor, help],
  },
  {
    name: 'prove',
    synopsis: 'zermelo prove FILE [options]',
    summary: 'prove a file: periodicity certificates, then the symbolic prover (Z3), every obligation listed',
    description: [
      'Lists the proof obligations like a verifier: ✓ proved, ✗ refuted (with a counterexample',
      'replayed by the evaluator), ? unknown (with the reason), each with its time and the widths or',
      'assumptions used. The file is proved only when every obligation, finiteness included, is proved.',
      'As in check, a periodicity certificate is tried first: a one-heap game it decides for every n is',
      'proved (or refuted) by it, without Z3 (not with --emit-smt or --confirm, which ask for the obligations).',
    ],
    options: [
      { name: 'emit-smt', value: 'DIR', help: 'write each obligation as a standalone SMT-LIB2 file into DIR' },
      timeout,
      confirm,
      { name: 'json', help: 'print the report as JSON on stdout' },
      { name: 'deterministic', help: 'zero every duration' },
      maxFileSize,
      maxTableEntries,
      maxClaims,
      lang,
      noColor,
      help,
    ],
  },
  ...teachCommands(),
  {
    name: 'init',
    synopsis: 'zermelo init [FILE] [options]',
    summary: 'write a commented starter file (default game.yaml) that checks as it expects',
    description: [
      'Writes a complete game file with a comment on every key: a one-heap game, its conjecture, a',
      'claim, the bounds and the expected verdict (see docs/format-reference.md). Never overwrites',
      'an existing file. With --lang pt the comments, names and claim are in Portuguese.',
    ],
    options: [lang, help],
  },
];

export const globalOptions: readonly OptionSpec[] = [
  { name: 'help', short: 'h', help: 'show help (also: zermelo COMMAND --help, zermelo help COMMAND)' },
  { name: 'version', short: 'V', help: 'print the version' },
];

export function findCommand(name: string): CommandInfo | undefined {
  return commands.find((c) => c.name === name);
}
