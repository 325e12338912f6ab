// The runs of a library file's parameter sweep, for the tests of test/library/: each run's parameters
// its claims' statuses by name (holds / fails / unknown) and the positions it reached from the start,
// from the bounded check.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { BoundedRun } from '../../src/check/result.js';
import { loadSpec } from '../../src/model/loadSpec.js';

export const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** Each run of the sweep: its parameters and its claims' statuses (by name, or the claim's index). */
export function runs(path: string, text = read(path)): { params: Record<string, number>; claims: Record<string, string>; reachable?: number }[] {
  const loaded = loadSpec(path, text);
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const spec = loaded.value!;
  return checkBounded(spec).runs.map((r: BoundedRun) => ({
    params: r.params as Record<string, number>,
    claims: Object.fromEntries(r.claims.map((c, k) => [spec.claims[k]!.name ?? `claim ${k}`, c.status])),
    ...(r.reachable !== undefined ? { reachable: r.reachable } : {}),
  }));
}

export const allHold = (claims: Record<string, string>): boolean => Object.values(claims).every((s) => s === 'holds');
