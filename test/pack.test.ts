// What `npm pack` ships (package.json `files`): the launcher, the one build of the CLI and the library
// (the bundle, dist/src/bundle/, tools/bundleCli.mjs) with the type declarations, the LICENSE, the
// README, package.json and the report schema — no tests, sources, benchmarks, library YAML, nor the
// unbundled compiled tree. Runs `npm pack --dry-run --json --ignore-scripts` (nothing is built or
// written); the file list comes from the build, so the test needs `npm run build` first.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const built = existsSync(join(ROOT, 'dist/src/bundle/index.js'));

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files the relative links of a Markdown page point at (outside code blocks), as package paths. */
function relativeLinks(page: string): string[] {
  const text = readFileSync(join(ROOT, page), 'utf8').replace(/^\s*(`{3,})[\s\S]*?^\s*\1\s*$/gm, '');
  const targets = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/.test(t));
  return targets.map((t) => posix.normalize(posix.join(posix.dirname(page), t)));
}

describe.skipIf(!built)('npm pack', () => {
  it('ships one build: the bundle, the type declarations, the launcher, LICENSE, README, schema', () => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const run = spawnSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const [pack] = JSON.parse(run.stdout) as { entryCount: number; files: { path: string }[] }[];
    const paths = pack!.files.map((f) => f.path).sort();
    const declarations = filesUnder('dist/src').filter((p) => p.endsWith('.d.ts') && !p.startsWith('dist/src/bundle/'));
    const guides = readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`);
    const expected = ['CHANGELOG.md', 'LICENSE', 'README.md', ...guides, 'docs/report.schema.json', 'package.json', ...filesUnder('bin'), ...filesUnder('dist/src/bundle'), ...declarations].sort();
    expect(paths).toEqual(expected);
    expect(pack!.entryCount).toBe(expected.length);
    for (const needed of ['bin/zermelo.js', 'dist/src/bundle/cli.js', 'dist/src/bundle/index.js', 'dist/src/bundle/vitest.js', 'dist/src/index.d.ts', 'dist/src/vitest.d.ts']) {
      expect(paths).toContain(needed);
    }
    // the threads and the prover child the engine starts from the bundle (scale/workerSpawn.ts)
    for (const entry of ['workersThread', 'workersSliceThread', 'proverChild', 'serveThread']) expect(paths).toContain(`dist/src/bundle/${entry}.js`);
    // no second build: the only JavaScript outside the bundle is the launcher
    expect(paths.filter((p) => /\.(js|mjs|cjs)$/.test(p) && !p.startsWith('dist/src/bundle/'))).toEqual(['bin/zermelo.js']);
    expect(paths.filter((p) => /^(test|src|bench|conjectures|proofs|dist\/bench)\//.test(p))).toEqual([]);
    // every relative link of a shipped page (docs/format-reference.md to the format guide, …) leads to a shipped file
    const broken = paths
      .filter((p) => p.endsWith('.md'))
      .flatMap((page) =>
        relativeLinks(page)
          .filter((target) => !paths.includes(target))
          .map((target) => `${page} → ${target}`),
      );
    expect(broken).toEqual([]);
  });

  it('points package.json main and exports at the bundle, and the bundle exports what the library does', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { main: string; exports: Record<string, { types: string; default: string }> };
    expect(pkg.main).toBe('dist/src/bundle/index.js');
    expect(pkg.exports).toEqual({
      '.': { types: './dist/src/index.d.ts', default: './dist/src/bundle/index.js' },
      './vitest': { types: './dist/src/vitest.d.ts', default: './dist/src/bundle/vitest.js' },
    });
    // loaded by a plain node (as a user's program would): through vitest's module runner the unbundled
    // tree's few hundred files took 3.5 s, here about 1 s
    const url = (path: string): string => JSON.stringify(pathToFileURL(join(ROOT, path)).href);
    const script = `const [b, c] = await Promise.all([import(${url('dist/src/bundle/index.js')}), import(${url('dist/src/index.js')})]);
process.stdout.write(JSON.stringify([Object.keys(b).sort(), Object.keys(c).sort()]));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const [bundled, compiled] = JSON.parse(run.stdout) as [string[], string[]];
    expect(bundled.length).toBeGreaterThan(0);
    expect(bundled).toEqual(compiled);
  });

  it('ships the MIT LICENSE that package.json names', () => {
    const text = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
    expect(text).toMatch(/^MIT License\n\nCopyright \(c\) 2026 the zermelo authors\n/);
    expect((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { license: string }).license).toBe('MIT');
  });
});
