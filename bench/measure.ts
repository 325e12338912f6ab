// Benchmarks: timing of a TypeScript computation — wall time and this process's CPU time (the
// machine is shared: CPU time is the fairer figure, as in the C programs' cpu_seconds). Best of
// `runs`; each run gets fresh inputs from `setup` so allocation is not timed.

export interface Timing {
  seconds: number;
  cpuSeconds: number;
}

export function measure<S, R>(runs: number, setup: () => S, work: (s: S) => R, check: (r: R) => void): Timing {
  let best: Timing | undefined;
  for (let r = 0; r < runs; r++) {
    const input = setup();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = work(input);
    const seconds = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    check(result);
    const t: Timing = { seconds, cpuSeconds: (c.user + c.system) / 1e6 };
    if (!best || t.cpuSeconds < best.cpuSeconds) best = t;
  }
  return best!;
}

/** 32-bit FNV-1a over a sequence (the C reference's checksum). */
export function fnv1a(values: Iterable<number>): number {
  let h = 2166136261;
  for (const v of values) h = Math.imul(h ^ v, 16777619) >>> 0;
  return h;
}
