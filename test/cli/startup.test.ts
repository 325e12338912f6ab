// `zermelo --help` must answer fast and never load Z3: main.ts's static import graph stays small
// (engines are imported lazily, with `await import`), and the built CLI answers in a subprocess
// without resolving z3-solver (checked with a module-resolution hook).

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
});
