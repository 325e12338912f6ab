// Stage: cli. Hand-written argument parsing (no dependency): `--flag`, `--opt value`, `--opt=value`,
// `-h`, bundled short flags (`-qh` = `-q -h`), `--` to end options. Input: argv after the command and the command's option table.
// Output: the options and operands, or a usage error with a "did you mean" hint.

import { editDistance as levenshtein } from '../diag/editDistance.js';

export interface OptionSpec {
  name: string; // long name without dashes, e.g. 'junit'
  short?: string; // one letter, e.g. 'h'
  value?: string; // the value's placeholder (e.g. 'FILE'); absent for a flag
  choices?: readonly string[]; // allowed values
  help: string;
}

export interface ParsedArgs {
  options: Record<string, string | true>;
  operands: string[];
}

/** A usage error's words in the book's Portuguese, shown under `--lang pt` (the English otherwise). */
export interface UsagePt {
  message: string;
  hint?: string;
}

export class UsageError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    readonly pt?: UsagePt,
  ) {
    super(message);
  }
}

export function parseArgs(argv: readonly string[], table: readonly OptionSpec[]): ParsedArgs {
  const options: Record<string, string | true> = {};
  const operands: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      operands.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      operands.push(arg);
      continue;
    }
    if (/^-[A-Za-z]{2,}$/.test(arg)) {
      for (const letter of arg.slice(1)) {
        const spec = findOption(`-${letter}`, table);
        if (!spec) throw unknownOption(`-${letter}`, table);
        if (spec.value !== undefined)
          throw new UsageError(`option -${letter} (--${spec.name}) takes a value and cannot be bundled in '${arg}'`, `write it on its own: -${letter} ${spec.value}`, {
            message: `a opção -${letter} (--${spec.name}) leva um valor e não pode ser agrupada em '${arg}'`,
            hint: `escreva-a à parte: -${letter} ${spec.value}`,
          });
        options[spec.name] = true;
      }
      continue;
    }
    const eq = arg.indexOf('=');
    const written = eq >= 0 ? arg.slice(0, eq) : arg;
    const spec = findOption(written, table);
    if (!spec) throw unknownOption(written, table);
    if (spec.value === undefined) {
      if (eq >= 0) throw new UsageError(`option --${spec.name} takes no value`, undefined, { message: `a opção --${spec.name} não leva valor` });
      options[spec.name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else if (i + 1 < argv.length) value = argv[++i];
    if (value === undefined || value === '') {
      throw new UsageError(`option --${spec.name} needs a value (${spec.value})`, undefined, { message: `a opção --${spec.name} precisa de um valor (${spec.value})` });
    }
    if (spec.choices && !spec.choices.includes(value)) {
      throw new UsageError(`option --${spec.name} does not accept '${value}'`, `choose one of: ${spec.choices.join(', ')}`, {
        message: `a opção --${spec.name} não aceita '${value}'`,
        hint: `escolha um de: ${spec.choices.join(', ')}`,
      });
    }
    options[spec.name] = value;
  }
  return { options, operands };
}

function findOption(written: string, table: readonly OptionSpec[]): OptionSpec | undefined {
  if (written.startsWith('--')) return table.find((o) => o.name === written.slice(2));
  if (written.length === 2) return table.find((o) => o.short === written[1]);
  return undefined;
}

function unknownOption(written: string, table: readonly OptionSpec[]): UsageError {
  const names = table.map((o) => `--${o.name}`);
  const guess = closest(written.startsWith('--') ? written : `-${written}`, names);
  return new UsageError(`unknown option '${written}'`, guess ? `did you mean '${guess}'? (see --help)` : `run with --help to see the options`, {
    message: `opção desconhecida '${written}'`,
    hint: guess ? `queria dizer '${guess}'? (veja --help)` : 'corra com --help para ver as opções',
  });
}

/** The candidate nearest to `word` by edit distance, if it is plausibly a typo of it. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** Plain Levenshtein distance (no transpositions) over UTF-16 code units, case-sensitive. */
export function editDistance(a: string, b: string): number {
  return levenshtein(a.split(''), b.split(''), false);
}

/** Parses durations such as `30s`, `500ms`, `2m`, or a bare number of seconds, to milliseconds. */
export function parseDuration(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min)?$/.exec(text.trim());
  if (!m) return undefined;
  const amount = Number(m[1]);
  const unit = m[2] ?? 's';
  const ms = unit === 'ms' ? amount : unit === 's' ? amount * 1000 : amount * 60_000;
  return ms > 0 && Number.isFinite(ms) ? Math.round(ms) : undefined;
}
