// The docs are tested: every ```console transcript of README.md and docs/*.md is run in-process
// through main(argv, host) against the repository and must print what is shown (durations masked;
// the few slow ones in examples.long.test.ts, `npm run test:long`);
// every zermelo command of a ```sh/```bash block must parse; every repository path the docs name
// must exist; a ```yaml block that starts with `# PATH` must be that file; usage hints name real files.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseArgs } from '../../src/cli/args.js';
import { findCommand } from '../../src/cli/commandTable.js';
import { main } from '../../src/cli/main.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { zermeloCommand, type Block } from './docBlocks.js';
import { ROOT, repoHost } from './repoHost.js';
import { SLOW_COMMANDS, blocks, isSlow, runShown, shown, texts, where } from './shownTranscripts.js';

/** Commands that take files to check or read (their operands must exist). */
const FILE_COMMANDS = new Set(['check', 'explain', 'prove', 'table', 'play', 'guess']);

function parsesAsShown(command: string, at: string, operandsExist: boolean): void {
  const z = zermeloCommand(command);
  if (!z) return;
  const [name, ...rest] = z.argv;
  const info = name === undefined ? undefined : findCommand(name);
  if (name === '--help' || name === '--version') return;
  expect(info, `${at}: unknown command in '${command}'`).toBeDefined();
  const args = parseArgs(rest, info!.options);
  if (!operandsExist || !FILE_COMMANDS.has(info!.name)) return;
  for (const operand of args.operands) expect(existsSync(join(ROOT, operand)), `${at}: '${operand}' does not exist`).toBe(true);
}

describe('the docs are tested', () => {
  it('show transcripts, and none of them outside a console block', () => {
    expect(shown.length).toBeGreaterThanOrEqual(5);
    for (const b of blocks.filter((b) => b.lang !== 'console')) {
      const prompt = b.text.split('\n').find((l) => /^\$ (npx )?zermelo\b/.test(l));
      expect(prompt, `${where(b)}: a '$ zermelo' transcript in a \`\`\`${b.lang} block is not run; fence it as \`\`\`console`).toBeUndefined();
    }
  });

  it.each(shown.filter((t) => !isSlow(t)).map((t) => [`${where(t)} ${t.command}`, t] as const))('%s', async (_, t) => runShown(t));

  it('the slow transcripts (run by examples.long.test.ts) are transcripts of the docs, and parse', () => {
    for (const command of SLOW_COMMANDS) {
      const t = shown.find((x) => x.command === command);
      expect(t, `'${command}' is no longer shown in the docs: update SLOW_COMMANDS (shownTranscripts.ts)`).toBeDefined();
      parsesAsShown(command, where(t!), true);
    }
  });

  it('the zermelo commands of sh and bash blocks parse, and name files that exist', () => {
    const commands = blocks
      .filter((b) => b.lang === 'sh' || b.lang === 'bash')
      .flatMap((b) =>
        b.text.split('\n').flatMap((l, k) =>
          l
            .replace(/^\$ /, '')
            .split(/&&|;/)
            .map((c) => ({ c: c.trim(), at: `${b.file}:${b.line + 1 + k}` })),
        ),
      );
    expect(commands.some(({ c }) => zermeloCommand(c) !== undefined)).toBe(true);
    for (const { c, at } of commands) parsesAsShown(c, at, true);
  });

  it('every repository path the docs name exists', () => {
    const path = /(?<![\w./-])(?:conjectures|proofs|examples|docs|src|bench|\.github)\/[\w.@/-]*[\w]/g;
    const missing: string[] = [];
    for (const { file, text } of texts) {
      text.split('\n').forEach((line, k) => {
        for (const m of line.matchAll(path)) {
          const p = m[0];
          if (/[<>*…{}]/.test(line.slice(m.index!, m.index! + p.length + 1))) continue; // a pattern, not a path
          if (!existsSync(join(ROOT, p))) missing.push(`${file}:${k + 1}: ${p}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('a yaml block starting with `# PATH` is exactly that file, and every zermelo file shown loads', () => {
    const named = blocks.filter((b) => b.lang === 'yaml' && /^# (examples|conjectures|proofs|\.github)\//.test(b.text));
    expect(named.map((b) => b.text.split(/\s/)[1])).toEqual(expect.arrayContaining(['examples/take-1-or-4.yaml', '.github/workflows/claims.yml']));
    for (const b of named) {
      const path = b.text.split(/\s/)[1]!;
      expect(existsSync(join(ROOT, path)), `${where(b)}: ${path}`).toBe(true);
      expect(b.text, `${where(b)} differs from ${path}`).toBe(readFileSync(join(ROOT, path), 'utf8'));
    }
    for (const b of blocks.filter(isSpecFile)) {
      const errors = loadSpec(`${where(b)}.yaml`, b.text).diagnostics.filter((d) => d.severity === 'error');
      expect(
        errors.map((d) => d.message),
        where(b),
      ).toEqual([]);
    }
  });

  it('the shipped workflow is valid YAML whose zermelo commands parse', () => {
    const text = readFileSync(join(ROOT, '.github/workflows/claims.yml'), 'utf8');
    const doc = parseDocument(text);
    expect(doc.errors).toEqual([]);
    const runs = [...text.matchAll(/- run: (.*)$/gm)].map((m) => m[1]!.replace(/\$\{\{ matrix\.shard \}\}/g, '1').replace(/\s>\s.*$/, ''));
    expect(runs.filter((r) => zermeloCommand(r) !== undefined).length).toBeGreaterThanOrEqual(2);
    for (const r of runs) parsesAsShown(r, '.github/workflows/claims.yml', false);
  });

  it('usage hints name files that exist', async () => {
    for (const command of ['explain', 'prove', 'table', 'play', 'guess']) {
      const host = repoHost();
      expect(await main([command], host)).toBe(2);
      const hint = /^hint: zermelo \w+ (\S+)/m.exec(host.transcript());
      expect(hint, `${command}: ${host.transcript()}`).not.toBeNull();
      expect(existsSync(join(ROOT, hint![1]!)), `${command}'s hint names ${hint![1]}`).toBe(true);
    }
  });
});

function isSpecFile(b: Block): boolean {
  if (b.lang !== 'yaml') return false;
  const doc = parseDocument(b.text);
  return doc.errors.length === 0 && doc.has('name') && doc.has('game');
}
