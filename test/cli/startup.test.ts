// `zermelo --help` must answer fast and never load Z3: main.ts's static import graph stays small
// (engines are imported lazily, with `await import`), and the built CLI answers in a subprocess
// without resolving z3-solver (checked with a module-resolution hook). A small `check` loads neither
// fast-check, nor the HTML and JUnit renderers, nor the worker pool (a module-load hook lists the
// compiled modules), and through the bundle only a few dozen modules.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every module reachable from `entry` through static imports (dynamic `import()` excluded). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*['"]([^'"]+)['"]/gm)) {
      const spec = m[1]!;
      visit(spec.startsWith('.') ? resolve(dirname(file), spec).replace(/\.js$/, '.ts') : spec);
    }
  };
  visit(entry);
  return seen;
}

describe('startup', () => {
  it('main.ts statically imports no engine, no YAML parser and no Z3', () => {
    const graph = [...staticGraph(join(ROOT, 'src/cli/main.ts'))].map((f) => f.replace(ROOT, ''));
    const heavy = graph.filter((f) => /^(z3-solver|yaml)$|src\/(spec|game|solve|check|prove|certify|run\/pipeline)/.test(f));
    expect(heavy).toEqual([]);
    expect(graph.length).toBeLessThan(12);
  });

  const built = existsSync(join(ROOT, 'dist/src/cli/main.js'));
  it.skipIf(!built)('the built CLI answers --help in a subprocess without resolving z3-solver', () => {
    const hook =
      'data:text/javascript,' +
      encodeURIComponent(
        `import { register } from 'node:module';
         register('data:text/javascript,' + encodeURIComponent(
           'export async function resolve(s, c, next) { if (s.includes("z3-solver")) throw new Error("Z3 LOADED"); return next(s, c); }'));`,
      );
    const started = performance.now();
    const r = spawnSync(process.execPath, ['--import', hook, join(ROOT, 'bin/zermelo.js'), '--help'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const elapsed = performance.now() - started;
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage:');
    expect(elapsed).toBeLessThan(5000); // a whole node process: ~0.1 s alone, slower on a loaded machine
  });

  it.skipIf(!built)('the hook would notice Z3 (so the test above can fail)', () => {
    const hook =
      'data:text/javascript,' +
      encodeURIComponent(
        `import { register } from 'node:module';
         register('data:text/javascript,' + encodeURIComponent(
           'export async function resolve(s, c, next) { if (s.includes("z3-solver")) throw new Error("Z3 LOADED"); return next(s, c); }'));`,
      );
    const r = spawnSync(process.execPath, ['--import', hook, '--input-type=module', '-e', "await import('z3-solver')"], { encoding: 'utf8', cwd: ROOT });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('Z3 LOADED');
  });

  /** The modules a built `zermelo check --no-cache` of a small file loads, through `launcher`. */
  function loaded(launcher: string): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'zermelo-startup-'));
    try {
      const file = join(dir, 'small.yaml');
      writeFileSync(file, 'name: small\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ <0,2> }\ncheck: { bounds: { n: 0..100 }, symbolic: off }\n');
      const log = join(dir, 'modules.txt');
      const hooks = `import { appendFileSync } from 'node:fs'; export async function load(url, c, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, c); }`;
      const hook = 'data:text/javascript,' + encodeURIComponent(`import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}));`);
      const r = spawnSync(process.execPath, ['--import', hook, launcher, 'check', '--no-cache', file], { encoding: 'utf8', cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
      expect(r.status, r.stderr).toBe(0);
      return readFileSync(log, 'utf8').trim().split('\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.skipIf(!built)('a small check loads no sampling, no HTML or JUnit renderer, no worker pool', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zermelo-launch-'));
    try {
      const launcher = join(dir, 'unbundled.mjs');
      const dist = (f: string): string => JSON.stringify(new URL(`../../dist/src/${f}`, import.meta.url).href);
      writeFileSync(
        launcher,
        `import { main } from ${dist('cli/main.js')};\nimport { nodeHost } from ${dist('host/nodeHost.js')};\nprocess.exitCode = await main(process.argv.slice(2), nodeHost());\n`,
      );
      const modules = loaded(launcher);
      expect(modules.some((m) => m.endsWith('/run/checkFile.js'))).toBe(true); // the hook sees the engine
      expect(modules.filter((m) => /fast-check|pure-rand|\/check\/sample\.js|\/report\/html\/|renderJunit|teach\/tableFor|workersPool|workersSlices|shardSlice/.test(m))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!built || !existsSync(join(ROOT, 'dist/src/bundle/cli.js')))('through the bundle, a small check loads a few dozen modules', () => {
    const modules = loaded(join(ROOT, 'bin/zermelo.js'));
    expect(modules.some((m) => m.includes('/dist/src/bundle/'))).toBe(true);
    expect(modules.filter((m) => m.includes('/dist/src/') && !m.includes('/dist/src/bundle/'))).toEqual([]);
    expect(modules.length).toBeLessThan(80); // 42 on 2026-12-02, against 222 unbundled
  });
});
