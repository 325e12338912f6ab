// The fuzz campaign's hostile file-system layouts and names (issue 31): a random project — game files
// with hostile names (newlines, CR, escape, `::` workflow commands, Unicode separators) — around a
// random .zermelo-cache (absent, a real folder, a link to "." or out of the project, a dangling link,
// a regular file, a FIFO, a link to /dev/zero, a read-only folder) whose own names (an entry,
// .gitignore, durations.tsv) are each absent, a regular file, a link out, a link to /dev/zero, a FIFO,
// a folder or a dangling link. `zermelo check` (one thread, or two worker threads) must end within its
// time, exit 0–3, leave every file outside the cache as it was (type, mode, SHA-256, link target),
// and print no line that a CI log reads as a workflow command and no raw control character.
//   npx vitest run test/fuzz/hostileLayouts.test.ts          ZERMELO_HOSTILE_RUNS cases (default 8; 2 in
//                                                            npm test, test/setup/campaignSize.ts)
//   ZERMELO_HOSTILE_RUNS=300 ZERMELO_HOSTILE_SEED=20261207 npx vitest run test/fuzz/hostileLayouts.test.ts
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { nodeHost } from '../../src/host/nodeHost.js';
import { campaignRuns } from '../setup/campaignSize.js';

const RUNS = Number(process.env.ZERMELO_HOSTILE_RUNS ?? campaignRuns(8));
const SEED = Number(process.env.ZERMELO_HOSTILE_SEED ?? 20261207);
const scratch = mkdtempSync(join(tmpdir(), 'zermelo-hostile-'));
afterAll(() => {
  execFileSync('chmod', ['-R', 'u+rwx', scratch]);
  rmSync(scratch, { recursive: true, force: true });
});

const FOLDER_KINDS = ['absent', 'dir', 'dir', 'dir', 'link-dot', 'link-out', 'link-out-relative', 'dangling', 'file', 'fifo', 'dev-zero', 'read-only'] as const;
const ENTRY_KINDS = ['absent', 'absent', 'file', 'link-out', 'dev-zero', 'fifo', 'dir', 'dangling'] as const;
const OWN_NAMES = ['.gitignore', 'durations.tsv', `0123456789abcdef-${'a'.repeat(64)}.json`, `${'b'.repeat(64)}.json`];
const NAME_PARTS = ['a', '\n::error::x', '\r\n::stop-commands::t', '\u001b[2J', '\u2028::warning::', '%0A::error::', ' ', 'é', '\t', '::add-mask::', '\u0085'];
const GAMES = [
  'game: { subtraction: [1, 2] }\nconjecture: S = n mod 3 = 0\ncheck: { bounds: { n: 0..30 } }\n',
  'game: { subtraction: [1, 2] }\nconjecture: S = n mod 3 = 1\ncheck: { bounds: { n: 0..30 } }\n',
  'game: { subtraction: [1, 3] }\ncheck: { bounds: { n: 0..30 } }\n',
  'game: { subtraction: [1, 2\n',
];

const layoutArb = fc.record({
  folder: fc.constantFrom(...FOLDER_KINDS),
  entries: fc.array(fc.constantFrom(...ENTRY_KINDS), { minLength: OWN_NAMES.length, maxLength: OWN_NAMES.length }),
  names: fc.array(fc.array(fc.constantFrom(...NAME_PARTS), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
  games: fc.array(fc.nat(GAMES.length - 1), { minLength: 3, maxLength: 3 }),
  workers: fc.constantFrom(1, 1, 1, 2),
  github: fc.boolean(),
  twice: fc.boolean(),
});
type Layout = typeof layoutArb extends fc.Arbitrary<infer T> ? T : never;

let count = 0;
function plant(path: string, kind: string, outside: string): void {
  if (kind === 'file') writeFileSync(path, '{"planted": true}\n');
  else if (kind === 'link-out') symlinkSync(join(outside, 'package.json'), path);
  else if (kind === 'link-dot') symlinkSync('.', path);
  else if (kind === 'link-out-relative') symlinkSync('../outside', path);
  else if (kind === 'dangling') symlinkSync(join(outside, 'missing', 'x'), path);
  else if (kind === 'dev-zero') symlinkSync('/dev/zero', path);
  else if (kind === 'fifo') execFileSync('mkfifo', [path]);
  else if (kind === 'dir') mkdirSync(path);
}

function build(l: Layout): { root: string; base: string } {
  const base = join(scratch, `c${count++}`);
  const root = join(base, 'project');
  const outside = join(base, 'outside');
  mkdirSync(join(root, 'g'), { recursive: true });
  mkdirSync(outside);
  for (const dir of [root, outside]) for (const name of ['package.json', ...OWN_NAMES]) writeFileSync(join(dir, name), `keep ${name}\n`);
  l.names.forEach((parts, i) => writeFileSync(join(root, 'g', `${parts.join('')}${i}.yaml`), GAMES[l.games[i]!]!));
  const cache = join(root, '.zermelo-cache');
  if (l.folder === 'dir' || l.folder === 'read-only') {
    mkdirSync(cache);
    l.entries.forEach((kind, i) => plant(join(cache, OWN_NAMES[i]!), kind, outside));
    if (l.folder === 'read-only') chmodSync(cache, 0o555);
  } else if (l.folder !== 'absent') plant(cache, l.folder === 'dev-zero' ? 'dev-zero' : l.folder, outside);
  return { root, base };
}

/** Type, mode, content hash or link target of everything under `dir` but the real cache folder. */
function snapshot(dir: string, cache: string): Map<string, string> {
  const seen = new Map<string, string>();
  const walk = (path: string): void => {
    const s = lstatSync(path);
    if (path === cache && s.isDirectory()) return; // the cache's own folder: its contents are its own
    if (s.isSymbolicLink()) seen.set(path, `link ${readlinkSync(path)}`);
    else if (s.isFile()) seen.set(path, `file ${s.mode} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`);
    else if (s.isDirectory()) {
      seen.set(path, `dir ${s.mode}`);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else seen.set(path, `special ${s.mode}`);
  };
  walk(dir);
  return seen;
}

function injections(output: string): string[] {
  const commands = output.split('\n').filter((line) => /^\s*::/.test(line) && !/^::error file=[^:\r\n]*(,line=\d+,col=\d+)?,title=zermelo::/.test(line));
  const controls = [...output.matchAll(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g)].map((m) => `U+${m[0].codePointAt(0)!.toString(16)}`);
  return [...commands, ...controls];
}

async function runCheck(root: string, l: Layout): Promise<{ code: number | 'hang'; output: string }> {
  let output = '';
  const host = {
    ...nodeHost(),
    cwd: root,
    done: () => undefined, // the real one ends the process 1.5 s later
    env: { ZERMELO_CACHE_KEY: 'k'.repeat(40), ...(l.github ? { GITHUB_ACTIONS: 'true' } : {}) },
    stdout: { write: (t: string) => void (output += t), isTTY: false },
    stderr: { write: (t: string) => void (output += t), isTTY: false },
  };
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), 30_000)));
  const code = await Promise.race([main(['check', '--no-symbolic', '--workers', String(l.workers), 'g'], host), hang]);
  clearTimeout(timer);
  return { code, output };
}

export const hostileTotals = { cases: 0, exits: new Map<string, number>() };

describe('hostile file-system layouts and names', () => {
  it(`${RUNS} random layouts (seed ${SEED}): nothing outside the cache changes, no injected line, no hang`, async () => {
    await fc.assert(
      fc.asyncProperty(layoutArb, async (l) => {
        const { root, base } = build(l);
        const cache = join(root, '.zermelo-cache');
        const before = snapshot(base, cache);
        for (let run = 0; run < (l.twice ? 2 : 1); run++) {
          const { code, output } = await runCheck(root, l);
          hostileTotals.cases++;
          hostileTotals.exits.set(String(code), (hostileTotals.exits.get(String(code)) ?? 0) + 1);
          expect(code, output).not.toBe('hang');
          expect([0, 1, 2, 3], output).toContain(code);
          expect(injections(output)).toEqual([]);
          expect(snapshot(base, cache)).toEqual(before);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`hostile layouts: ${hostileTotals.cases} runs of check, exits ${JSON.stringify(Object.fromEntries(hostileTotals.exits))}`);
  }, 600_000);
});
