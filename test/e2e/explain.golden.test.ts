// Golden output of `zermelo explain` for every file of conjectures/ (issue 2): the snapshot of each
// file lives in test/e2e/__snapshots__/explain/<path>.txt; update with `npx vitest run -u` after
// reading the diff.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from './fakeHost.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return yamlFiles(path);
      return /\.ya?ml$/.test(name) ? [path] : [];
    })
    .sort();
}

const files = yamlFiles(join(ROOT, 'conjectures')).map((f) => relative(ROOT, f).split('\\').join('/'));

describe('zermelo explain on every file of conjectures/', () => {
  it('finds the library', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', async (file) => {
    const host = fakeHost({ [file]: readFileSync(join(ROOT, file), 'utf8') });
    const code = await main(['explain', file], host);
    const output = `$ zermelo explain ${file}\nexit ${code}\n--- stdout\n${host.out()}--- stderr\n${host.err()}`;
    await expect(output).toMatchFileSnapshot(`__snapshots__/explain/${file.replace(/\.ya?ml$/, '')}.txt`);
  });
});
