// `--lang pt` on every surface: each command (check, its HTML report and CI annotations, explain,
// prove, table and its HTML page, play, guess) runs in-process on library files — passing, refuted
// as expected, refuted against `expect`, and files that do not load — and no line of its output may
// hold an English word of the list below. What is not the program's prose is removed first: the
// file's own words (name, title, move labels, claim names, the YAML it shows), code frames, codes,
// paths, options, formulas in backquotes. The list is checked against the English output of the same
// runs (each word must occur there, so that it keeps testing something).

import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { ROOT, repoHost } from '../docs/repoHost.js';
import { COMMON_ENGLISH, hasWord } from './englishWords.js';

/** English words and phrases that must not appear in Portuguese output. */
const ENGLISH = [
  ...COMMON_ENGLISH,
  'are',
  'but',
  'and',
  'only',
  'must',
  'neutral',
  'draw',
  'expected',
  'holds',
  'proved',
  'player',
  'wins',
  'loses',
  'files',
  'failed',
  'line',
  'winning',
  'conjectured',
  'exit',
  'obligations',
  'showing',
  'claim',
  'certificate',
  'periodic',
  'period',
  'verdict',
  'vocabulary',
  'theorem',
  'requirements',
  'finiteness',
  'state',
  'space',
  'size',
  'hint',
  'did you mean',
  'unknown',
  'name',
  'found',
  'paste',
  'then',
  'guess',
  'stop',
  'type',
  // the words around a message, help and usage (main.ts, render.ts, help.ts)
  'error',
  'warning',
  'note',
  'usage',
  'options',
  'commands',
  'default',
  'show',
  'print',
  'write',
  'such',
  'bound',
  'given',
  'reals',
  'cannot',
  'exists',
];

type Run = { argv: string[]; stdin?: string[]; files?: Record<string, string> };

/** A file without check.bounds (note ZM1015) and one the prover alone decides (warning ZM4002). */
const UNBOUNDED = 'games/unbounded.yaml';
const REAL = 'games/real.yaml';
const MEMORY: Record<string, string> = {
  [UNBOUNDED]: 'name: unbounded\ngame: { subtraction: [1, 2] }\nconjecture:\n  S: n mod 3 = 0\n',
  [REAL]: 'name: pedal-any-distance\ngame:\n  state: { d: nat }\n  moves:\n    - { for: x ∈ real, if: 1 ≤ x ∧ x ≤ d, to: { d: floor(d - x) } }\nconjecture:\n  S: d = 0\ncheck: { symbolic: off }\n',
};

const EXAMPLES = ['examples/take-1-or-4.yaml', 'examples/take-1-or-4-wrong.yaml'];
const LIBRARY = ['conjectures/student/take-1-to-3-grundy-mod-3.yaml', 'conjectures/student/game13-I-from-12.yaml', 'proofs/heap/game08-take-1-or-2.yaml'];
// Dawson's Kayles: an octal game, whose moves lead to sums (the empty sum among them)
const SUMS = 'conjectures/octal/dawson-kayles-period-for-all-n.yaml';
const BROKEN = ['test/golden/unknown-variable.yaml', 'test/golden/type-error-guard.yaml', 'test/golden/unknown-top-key.yaml'];

const RUNS: Run[] = [
  { argv: ['check', ...EXAMPLES, '--html', 'out.html'] },
  { argv: ['check', ...LIBRARY, '--verbose', '--html', 'out.html'] },
  { argv: ['check', ...BROKEN, '--html', 'out.html'] },
  // claims decided by a certificate over a range cut to one period (-v details)
  { argv: ['check', 'conjectures/partizan/game13-I.yaml', '--verbose', '--no-symbolic'] },
  ...[...EXAMPLES, LIBRARY[0]!, LIBRARY[1]!].map((f) => ({ argv: ['explain', f] })),
  { argv: ['prove', 'examples/take-1-or-4.yaml'] },
  { argv: ['table', 'examples/take-1-or-4-wrong.yaml', '--to', '20', '--generations', '--html', 'out.html'] },
  { argv: ['table', LIBRARY[1]!, '--to', '8'] },
  { argv: ['guess', 'examples/take-1-or-4.yaml'] },
  { argv: ['guess', LIBRARY[0]!] },
  { argv: ['play', 'examples/take-1-or-4.yaml', '--start', 'n=7', '--hints'], stdin: ['1', 'x', '1', 'q'] },
  { argv: ['play', 'examples/take-1-or-4.yaml', '--start', 'n=6', '--as', 'second'], stdin: ['1', '1', '1'] },
  // hints at a fragile position ("a good move"): the HTML pages show "good move" only in a cell's title attribute
  { argv: ['play', 'examples/take-1-or-4.yaml', '--start', 'n=8', '--hints'], stdin: ['1', 'q'] },
  { argv: ['explain', BROKEN[0]!] },
  // moves that keep the turn, sums, sets, Grundy values, and the teaching commands' refusals
  { argv: ['play', 'conjectures/turns/bonus-take.yaml', '--start', 'n=6', '--hints'], stdin: ['2', '1', 'q'] },
  { argv: ['check', 'test/traps/kept-move-into-terminal.yaml', '--html', 'out.html'] },
  { argv: ['table', 'conjectures/turns/bonus-take.yaml', '--to', '12', '--html', 'out.html'] },
  { argv: ['play', SUMS] },
  { argv: ['play', 'examples/take-1-or-4.yaml'] },
  { argv: ['table', SUMS, '--to', '12', '--grundy', '--html', 'out.html'] },
  { argv: ['guess', SUMS] },
  { argv: ['table', 'examples/node-kayles-wrong.yaml', '--letters'] },
  { argv: ['guess', 'examples/node-kayles-wrong.yaml'] },
  // the help of every command, usage errors, the commands' own lines, notes and warnings
  { argv: ['--help'] },
  ...['check', 'merge', 'explain', 'prove', 'table', 'play', 'guess', 'serve', 'init'].map((c) => ({ argv: [c, '--help'] })),
  { argv: ['help', 'table'] },
  { argv: ['check', 'nowhere/missing.yaml'] },
  { argv: ['check', 'examples/take-1-or-4.yaml', '--workers', 'x'] },
  { argv: ['table', 'examples/take-1-or-4.yaml', '--width', '3'] },
  { argv: ['table', 'examples/take-1-or-4.yaml', '--bogus'] },
  { argv: ['play', 'examples/take-1-or-4.yaml', '--start', 'm=3'] },
  { argv: ['explain'] },
  { argv: ['explain', 'nowhere/missing.yaml'] },
  { argv: ['merge'] },
  { argv: ['init', 'my-game.yaml'] },
  { argv: ['init', 'examples/take-1-or-4.yaml'] },
  { argv: ['check', UNBOUNDED, REAL], files: MEMORY },
  { argv: ['table', REAL], files: MEMORY },
];

/** The words of the files themselves: they are the author's, in whatever language the author chose. */
function authorsWords(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of argv.filter((x) => x.endsWith('.yaml') && (x in MEMORY || existsSync(join(ROOT, x))))) {
    const text = MEMORY[a] ?? readFileSync(join(ROOT, a), 'utf8');
    const spec = loadSpec(a, text).value;
    out.push(
      ...text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 3),
    ); // YAML shown (guess, HTML source)
    if (!spec) continue;
    out.push(spec.name);
    if (spec.title) out.push(spec.title);
    for (const m of spec.game.moves) if (m.name && !m.generated) out.push(m.name); // a family's names are zermelo's: translated
    for (const c of spec.claims) if (c.name) out.push(c.name);
  }
  return out.sort((a, b) => b.length - a.length);
}

/** The output without what is not prose: the author's words, code frames, codes, paths, options, formulas. */
function prose(text: string, argv: readonly string[]): string[] {
  const own = authorsWords(argv);
  return text
    .replace(/<style[\s\S]*?<\/style>|<pre>[\s\S]*?<\/pre>|<[^>]+>/g, ' ') // HTML tags, its stylesheet, the file shown
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&') // the HTML pages' escapes, so that the author's words are found there too
    .split('\n')
    .filter((l) => !/^\s*\d+ \|/.test(l) && !/^\s*\|\s*[\^~ ]+$/.test(l)) // code frames
    .map((l) => l.replace(/^\S+:\d+:\d+: (error|warning|notice): /, ' ')) // CI annotations: a machine format, its severity word kept
    .map((l) => l.replace(/^\s+(check|merge|explain|prove|table|play|guess|serve|init)\s{2,}/, ' ')) // the commands' names in the help
    .map((l) => {
      for (const w of own) l = l.split(w).join(' ');
      return l
        .replace(/\bZM\d{4}\b/g, ' ') // a diagnostic's code
        .replace(/`[^`]*`|«[^»]*»|'[^']*'/g, ' ') // quoted names and formulas
        .replace(/(?:\S+\/)+\S+|\S+\.ya?ml\b|--[\w-]+|\bzermelo \w+|\S+=\S+/g, ' ') // paths, file names, options, commands, typed assignments
        .replace(/\b(expect|check\.\w+|proof\.\w+|end: \w+|conjecture:|S:|F:|N:|grundy:)/g, ' '); // YAML keys
    });
}

async function run(r: Run, lang: 'en' | 'pt'): Promise<string> {
  const host = repoHost();
  const written: string[] = [];
  const lines = [...(r.stdin ?? [])];
  const memory = new Map(Object.entries(r.files ?? {}).map(([path, text]) => [join(ROOT, path), text]));
  const h = {
    ...host,
    readFile: async (path: string) => memory.get(path) ?? host.readFile(path),
    stat: async (path: string) => (memory.has(path) ? ('file' as const) : host.stat(path)),
    // a YAML file written (init) is a file's contents: only its comments are zermelo's prose
    writeFile: async (path: string, text: string) => void written.push(/\.ya?ml$/.test(path) ? text.replace(/^[^#\n]*#?/gm, '') : text),
    readLines: () => ({
      next: async () => (lines.length ? { done: false as const, value: lines.shift()! } : { done: true as const, value: undefined }),
      return: async () => ({ done: true as const, value: undefined }),
    }),
  };
  await main([...r.argv, '--lang', lang, ...(r.argv[0] === 'check' ? ['--no-cache', '--workers', '1'] : [])], h as typeof host);
  return [host.transcript(), ...written].join('\n');
}

describe('no English sentence leaks into --lang pt output', () => {
  const seenInEnglish = new Set<string>();

  it.each(RUNS.map((r) => [r.argv.join(' '), r] as const))(
    'zermelo %s --lang pt',
    async (_, r) => {
      const pt = await run(r, 'pt');
      const leaks = prose(pt, r.argv).flatMap((line) => ENGLISH.filter((w) => hasWord(line, w)).map((w) => `${w}: ${line.trim()}`));
      expect(leaks).toEqual([]);
      const en = prose(await run(r, 'en'), r.argv);
      for (const w of ENGLISH) if (en.some((l) => hasWord(l, w))) seenInEnglish.add(w);
    },
    60_000,
  );

  it('every word of the list occurs in the English output of the same runs', () => {
    expect(ENGLISH.filter((w) => !seenInEnglish.has(w))).toEqual([]);
  });
});
