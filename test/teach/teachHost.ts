// Test helper for the teaching commands: main() against the e2e fake host, with the fixture games of
// test/teach/fixtures/ (the book's games written from their rules alone) and scripted stdin lines.

import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { fakeHost, type FakeHost } from '../e2e/fakeHost.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

export function fixture(name: string): string {
  return readFileSync(`${FIXTURES}${name}`, 'utf8');
}

/** Every fixture under fixtures/, as files of the fake repository. */
export function fixtureFiles(extra: Record<string, string> = {}): Record<string, string> {
  const files: Record<string, string> = {};
  for (const f of readdirSync(FIXTURES)) files[`games/${f}`] = fixture(f);
  return { ...files, ...extra };
}

export interface Run {
  code: number;
  out: string;
  err: string;
  host: FakeHost;
}

export async function run(argv: string[], opts: { stdin?: string[]; tty?: boolean; env?: Record<string, string>; files?: Record<string, string> } = {}): Promise<Run> {
  const base = fakeHost(opts.files ?? fixtureFiles(), { tty: opts.tty ?? false, env: opts.env ?? {} });
  const lines = [...(opts.stdin ?? [])];
  const host: FakeHost = Object.assign(base, {
    readLines: (): AsyncIterator<string> => ({
      next: async () => (lines.length ? { done: false, value: lines.shift()! } : { done: true, value: undefined }),
      return: async () => ({ done: true, value: undefined }),
    }),
    stdinIsTTY: false,
  });
  const code = await main(argv, host);
  return { code, out: host.out(), err: host.err(), host };
}
