// The ```console transcripts of README.md and docs/*.md, and how one is run: in-process through
// main(argv, host) against the repository, printing what is shown (durations masked). The few whose
// command takes seconds of Z3 (SLOW_COMMANDS) run in `npm run test:long` (examples.long.test.ts),
// the others in `npm test` (examples.test.ts).

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { main } from '../../src/cli/main.js';
import { codeBlocks, masked, matchesShown, transcripts, zermeloCommand, type Transcript } from './docBlocks.js';
import { ROOT, repoHost } from './repoHost.js';

export const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
export const texts = docs.map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
export const blocks = texts.flatMap(({ file, text }) => codeBlocks(file, text));
export const shown = blocks.filter((b) => b.lang === 'console').flatMap(transcripts);
export const where = (b: { file: string; line: number }): string => `${b.file}:${b.line}`;

/** Transcripts whose command proves for 2–10 s (measured 2026-12-07 in `npm test`'s JSON report:
 *  9.1, 5.1, 3.0 and 2.1 s), by their command as shown. */
export const SLOW_COMMANDS = [
  'npx zermelo check examples/turning-turtles.yaml',
  'npx zermelo prove proofs/board/game14-I-knight.yaml',
  'npx zermelo prove examples/square-mod-3.yaml',
  'npx zermelo prove conjectures/turns/bonus-take.yaml',
];

export const isSlow = (t: Transcript): boolean => SLOW_COMMANDS.includes(t.command);

/** Runs a transcript's command and expects what the docs show. */
export async function runShown(t: Transcript): Promise<void> {
  const z = zermeloCommand(t.command);
  expect(z, `${where(t)}: a console transcript runs zermelo only`).toBeDefined();
  const host = repoHost(z!.env);
  await main(z!.argv, host);
  const actual = masked(host.transcript(), ROOT);
  const expected = masked(t.output, ROOT);
  if (!matchesShown(actual, expected)) expect(actual).toBe(expected); // shows the difference
}
