// Benchmarks: the C reference programs of ../shared/bench-ref, built into a scratch folder under
// os.tmpdir() (shared/ is read-only) and run in the same session as the TypeScript measurements.
// Each program prints one JSON line; we keep its timings and checksum.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface CResult {
  command: string;
  positions: number;
  seconds: number;
  cpuSeconds: number;
  checksum: number;
  raw: Record<string, unknown>;
}

export function benchRefDir(): string | undefined {
  const candidates = [process.env['ZERMELO_BENCH_REF'], resolve('../shared/bench-ref'), resolve('/work/shared/bench-ref')];
  return candidates.find((d): d is string => d !== undefined && existsSync(join(d, 'Makefile')));
}

/** Copies the sources into a scratch folder and builds them; returns the folder, or why not. */
export function buildReference(): { dir: string } | { error: string } {
  const src = benchRefDir();
  if (!src) return { error: 'bench-ref not found (set ZERMELO_BENCH_REF)' };
  const dir = join(tmpdir(), 'zermelo-bench-ref');
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(src)) if (/\.(c|h)$|^Makefile$/.test(f)) cpSync(join(src, f), join(dir, f));
  try {
    execFileSync('make', ['-s', '-C', dir, 'subtraction_outcome', 'check_conjecture_local', 'nim3_outcome', 'kayles_grundy', 'partizan_outcome', 'game20_outcome'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (e) {
    return { error: `building the C reference failed: ${(e as Error).message}` };
  }
  // the set-valued games (extra/: triangle_game); their rows are left out when it does not build
  const extra = join(src, 'extra');
  if (existsSync(join(extra, 'Makefile'))) {
    mkdirSync(join(dir, 'extra'), { recursive: true });
    for (const f of readdirSync(extra)) if (/\.(c|h)$|^Makefile$/.test(f)) cpSync(join(extra, f), join(dir, 'extra', f));
    try {
      execFileSync('make', ['-s', '-C', join(dir, 'extra'), 'triangle_game', 'dots_boxes'], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch {
      // no extra rows
    }
  }
  return { dir };
}

/** Runs one C program `runs` times and keeps the fastest run (by CPU time). */
export function runReference(dir: string, args: string[], runs: number): CResult | undefined {
  let best: CResult | undefined;
  for (let r = 0; r < runs; r++) {
    let out: string;
    try {
      out = execFileSync(join(dir, args[0]!), args.slice(1), { encoding: 'utf8', maxBuffer: 1 << 24 });
    } catch {
      return undefined;
    }
    const line = out.trim().split('\n').pop()!;
    const raw = JSON.parse(line) as Record<string, unknown>;
    const res: CResult = {
      command: args.join(' '),
      positions: Number(raw['positions']),
      seconds: Number(raw['seconds']),
      cpuSeconds: Number(raw['cpu_seconds']),
      checksum: Number(raw['checksum']),
      raw,
    };
    if (!best || res.cpuSeconds < best.cpuSeconds) best = res;
  }
  return best;
}
