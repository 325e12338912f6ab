// Stage: cli. --max-table-entries COUNT and --max-claims COUNT: the limits on a file's data tables
// (ZM3016) and claims (ZM1042) that the loader checks (model/loadLimits.ts), raised for one run.
// Input: parsed options. Output: the raised limits (empty when none is given), or a usage error.

import { DEFAULT_MAX_CLAIMS, DEFAULT_MAX_TABLE_ENTRIES, type LoadLimits } from '../run/engines.js';
import { UsageError } from './args.js';

function positive(options: Readonly<Record<string, unknown>>, name: string, example: number): number | undefined {
  const v = options[name];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < 1) {
    throw new UsageError(`--${name} needs a whole number ≥ 1, such as ${example}, not '${String(v)}'`);
  }
  return n;
}

export function loadLimits(options: Readonly<Record<string, unknown>>): LoadLimits {
  const tables = positive(options, 'max-table-entries', 2 * DEFAULT_MAX_TABLE_ENTRIES);
  const claims = positive(options, 'max-claims', 2 * DEFAULT_MAX_CLAIMS);
  return { ...(tables !== undefined ? { maxTableEntries: tables } : {}), ...(claims !== undefined ? { maxClaims: claims } : {}) };
}
