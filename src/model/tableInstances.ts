// Stage: model. A file whose computed data tables read a parameter (`seg: [[i, j] for i ∈ 0..n - 1, …]`
// with n swept by check.params) is a different set of constants for each value: its Spec holds the
// tables of one value (Spec.tableParams), and specForParams loads the file again with the tables of
// another, once per value (cached). Every engine that builds one game of the sweep (game/buildGame.ts,
// check/checkBounded.ts, semantics/refGame.ts) asks for it, so each sees literal tables only.
// Input: a loaded Spec and one assignment of its parameters. Output: the Spec of those values, or the
// diagnostics of computing its tables (a table over the size limit for a large n, an index error).

import type { Result } from '../diag/diagnostic.js';
import { loadSpec } from './loadSpec.js';
import type { Spec } from './model.js';

const instances = new WeakMap<Spec, Map<string, Result<Spec>>>();

export function specForParams(spec: Spec, params: Readonly<Record<string, number>>): Result<Spec> {
  const read = spec.tableParams;
  if (!read || read.names.every((n) => params[n] === undefined || params[n] === read.values[n])) return { value: spec, diagnostics: [] };
  const values: Record<string, number> = {};
  for (const n of read.names) values[n] = params[n] ?? read.values[n]!;
  const key = read.names.map((n) => values[n]).join(',');
  let cache = instances.get(spec);
  if (!cache) instances.set(spec, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;
  const loaded = loadSpec(spec.file, spec.source, spec.limits ?? {}, { params: values });
  // what a caller changed on the Spec it holds (bounds, the sweep, a heap bound) is kept: only the
  // tables and the expressions that read them differ between values
  const result: Result<Spec> = loaded.value ? { value: { ...loaded.value, file: spec.file, check: spec.check, kind: spec.kind }, diagnostics: [] } : { diagnostics: loaded.diagnostics };
  cache.set(key, result);
  return result;
}
