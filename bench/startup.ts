// Benchmarks: start-up. The CPU time of a whole `zermelo check` process on a small file (and of
// `zermelo --help`), next to a bare `node -e 0` in the same run — start-up has no C row: the
// difference is the engine's load. Each child reports its own process.cpuUsage() at exit (a
// preload), so the figure is the child's CPU, not the parent's wall clock.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface StartupRow {
  name: string;
  cpuSeconds: number;
  nodeSeconds: number;
}

const SMALL = 'name: small\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ <0,2> }\ncheck: { bounds: { n: 0..100 }, symbolic: off }\n';

export function startupRows(runs: number): StartupRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'zermelo-startup-'));
  const report = join(dir, 'cpu.mjs');
  writeFileSync(report, "process.on('exit', () => { const c = process.cpuUsage(); process.stderr.write(`CPU ${(c.user + c.system) / 1e6}\\n`); });\n");
  const file = join(dir, 'small.yaml');
  writeFileSync(file, SMALL);
  const cli = resolve('bin/zermelo.js');
  const cpu = (args: string[]): number => {
    let best = Infinity;
    for (let r = 0; r < runs; r++) {
      const out = spawnSync(process.execPath, ['--import', report, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      const m = /CPU ([\d.e-]+)/.exec(out.stderr);
      if (m) best = Math.min(best, Number(m[1]));
    }
    return best;
  };
  // alternate node and zermelo so both see the same load
  const rows: StartupRow[] = [];
  for (const [name, args] of [
    ['start-up: zermelo check --no-cache of a 101-position file (whole process)', [cli, 'check', '--no-cache', file]],
    ['start-up: zermelo --help (whole process)', [cli, '--help']],
  ] as const) {
    const nodeSeconds = cpu(['-e', '0']);
    rows.push({ name, cpuSeconds: cpu([...args]), nodeSeconds });
  }
  return rows;
}
