// What `npm pack` ships (package.json `files`): the launcher, the compiled library and CLI
// (dist/src), the README, package.json and the report schema — no tests, sources, benchmarks or
// library YAML. Runs `npm pack --dry-run --json --ignore-scripts` (nothing is built or written).

import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('npm pack', () => {
  it('ships only what a user of the package needs', () => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const run = spawnSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const [pack] = JSON.parse(run.stdout) as { entryCount: number; files: { path: string }[] }[];
    const paths = pack!.files.map((f) => f.path).sort();
    const expected = ['README.md', 'docs/format-reference.md', 'docs/report.schema.json', 'package.json', ...filesUnder('bin'), ...filesUnder('dist/src')].sort();
    expect(paths).toEqual(expected);
    expect(pack!.entryCount).toBe(expected.length);
    for (const needed of ['bin/zermelo.js', 'dist/src/cli/main.js', 'dist/src/index.d.ts', 'dist/src/vitest.js', 'dist/src/scale/workersThread.js']) {
      expect(paths).toContain(needed);
    }
    expect(paths.filter((p) => /^(test|src|bench|conjectures|proofs|dist\/bench)\//.test(p))).toEqual([]);
  });
});
