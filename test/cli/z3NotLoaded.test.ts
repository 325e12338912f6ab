// Z3 is never loaded when no proof runs: `zermelo check` of files decided without the prover (the
// prover off, a periodicity certificate, an octal Grundy check) starts no prover process and never
// requires z3-solver, seen by a preload that wraps child_process.fork and Module._load.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const built = existsSync(join(ROOT, 'dist/src/cli/main.js'));
const dir = mkdtempSync(join(tmpdir(), 'zermelo-z3-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WATCH = join(dir, 'watch.mjs');
writeFileSync(
  WATCH,
  `import Module, { createRequire, syncBuiltinESMExports } from 'node:module';
const cp = createRequire(import.meta.url)('node:child_process');
const fork = cp.fork;
cp.fork = function (path, ...rest) { process.stderr.write('FORK ' + path + '\\n'); return fork.call(this, path, ...rest); };
syncBuiltinESMExports();
const load = Module._load;
Module._load = function (request, ...rest) { if (String(request).includes('z3-solver')) process.stderr.write('Z3 LOADED\\n'); return load.call(this, request, ...rest); };\n`,
);

function run(args: string[], cwd = ROOT): { status: number | null; stderr: string; stdout: string } {
  return spawnSync(process.execPath, ['--import', WATCH, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

const FILES: Record<string, string> = {
  'off.yaml': 'name: off\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ <0,2> }\ncheck: { bounds: { n: 0..100 }, symbolic: off }\n',
  'certified.yaml': 'name: certified\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ <0,2> }\ncheck: { bounds: { n: 0..100 } }\n',
  'kayles.yaml':
    'name: kayles\ngame: { octal: "0.77" }\ndefine: { cycle: "[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]" }\nconjecture: { grundy: if n = 0 then 0 else cycle[n mod 12] }\ncheck: { bounds: { n: 0..2000 } }\n',
};

describe.skipIf(!built)('Z3 is not loaded when no proof runs', () => {
  it('check of files decided without the prover: no prover process, no z3-solver', () => {
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
    const r = run([join(ROOT, 'bin/zermelo.js'), 'check', '--no-cache', ...Object.keys(FILES).map((f) => join(dir, f))]);
    expect(r.stdout).toContain('3 files');
    expect(r.stderr).not.toContain('FORK');
    expect(r.stderr).not.toContain('Z3 LOADED');
  });

  it('the watch would notice a fork and a require of z3-solver (so the test above can fail)', () => {
    writeFileSync(join(dir, 'child.cjs'), 'process.exit(0)\n');
    writeFileSync(
      join(dir, 'parent.mjs'),
      `import { fork } from 'node:child_process';\nimport { createRequire } from 'node:module';\ntry { createRequire(import.meta.url)('z3-solver'); } catch {}\nfork(${JSON.stringify(join(dir, 'child.cjs'))});\n`,
    );
    const r = run([join(dir, 'parent.mjs')]);
    expect(r.stderr).toContain('FORK');
    expect(r.stderr).toContain('Z3 LOADED');
  });
});
