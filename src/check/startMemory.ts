// Stage: check. The memory estimate of a check from the start position (check.from: start), made
// before anything is solved. The number of reachable positions is unknown until the exploration, so
// only what the reachable-set solver allocates per position of the box is estimated here — the
// exploration's marks and the outcome table (solve/reachableBudget.ts, BOX_BYTES), plus what the
// process holds before any region (BASE_BYTES) — and the rest is charged by the solver as it grows:
// a check that would pass the limit stops there with the same error, ZM7003. A box too large to
// index is stored by key (solve/solveSparse.ts), which charges only what it finds: no estimate
// beyond what the process holds first. The refusal points at the bound to lower, else at the set
// field whose subsets make the box (check.bounds cannot bound a set), with a hint that applies there.

import { buildLayout, type Layout } from '../game/layout.js';
import { BASE_BYTES, formatBytes, parameterValues, regionSize } from '../game/memoryEstimate.js';
import { MAX_REGION_SIZE } from '../game/region.js';
import { BOX_BYTES } from '../solve/reachableBudget.js';
import type { Spec } from '../model/model.js';
import { asksOnlyValues, SWEEP_BOX } from './valueScope.js';

export interface StartMemoryProblem {
  message: string;
  hint: string;
  span?: Spec['check']['bounds'][string]['span'];
}

export function startMemoryProblem(spec: Spec, limitBytes: number): StartMemoryProblem | undefined {
  const sweep = parameterValues(spec);
  if (!sweep) return undefined;
  // only the region's size counts here: not the moves' estimate (estimateRegion builds the game and
  // samples its moves per swept value), and one layout for the whole sweep
  const layout = buildLayout(spec);
  let worst = 0;
  let byKey = 0;
  const valuesOnly = asksOnlyValues(spec);
  for (const params of sweep) {
    const size = regionSize(spec, layout, params) ?? 0;
    // a values-only check of a large (or symmetric) box stores positions by key too (valueScope.ts)
    const keyed = valuesOnly && (size > SWEEP_BOX || spec.game.symmetry !== undefined);
    if (size <= MAX_REGION_SIZE && !keyed) worst = Math.max(worst, size);
    else byKey = Math.max(byKey, size);
  }
  const bytes = BASE_BYTES + worst * BOX_BYTES;
  if (bytes <= limitBytes) return undefined;
  const bound = Object.values(spec.check.bounds)[0]?.span;
  const set = largestSetField(layout);
  // the set field whose subsets make most of the box (check.bounds cannot bound a set), else the
  // bound to lower, else the largest field
  const bySet = set !== undefined && (worst === 0 || set.length >= Math.log2(worst) / 2);
  const span = (bySet ? set.spec.span : bound) ?? largestField(layout)?.spec.span;
  const at = span ? { span } : {};
  const over = `more than the limit of ${formatBytes(limitBytes)}`;
  if (worst === 0) {
    // every box is stored by key: only what the process holds before any position is known here
    const message = `solving from the start position needs at least ${formatBytes(BASE_BYTES)} before any position is stored, ${over}; the positions are stored by key (the box of ${formatCount(byKey)} positions is too large to index)`;
    return { message, hint: 'memory grows with the positions reached: raise the limit with --max-memory', ...at };
  }
  const message = `the region of ${worst} positions needs at least ${formatBytes(bytes)} to be solved from the start position (${BOX_BYTES} bytes per position of the region, plus ${formatBytes(BASE_BYTES)}, before the reached positions), ${over}`;
  const hint = bySet
    ? `the box holds every subset of \`${set.spec.name}\` (${set.length} elements, 2^${set.length} sets): ask about a smaller set${bound ? ', lower the bounds in check.bounds' : ''}, or raise the limit with --max-memory`
    : 'lower the bounds in check.bounds to a box that still holds every position reachable from start, or raise the limit with --max-memory';
  return { message, hint, ...at };
}

type Field = Layout['fields'] extends Map<string, infer F> ? F : never;

/** The set field (a \`bool[k]\` array) with the most elements. */
function largestSetField(layout: Layout): Field | undefined {
  const sets = [...layout.fields.values()].filter((f) => f.spec.domain.kind === 'array' && f.spec.domain.elem.kind === 'bool');
  return sets.reduce<Field | undefined>((a, b) => (a && a.length >= b.length ? a : b), undefined);
}

/** The field with the most slots (the first of those). */
function largestField(layout: Layout): Field | undefined {
  return [...layout.fields.values()].reduce<Field | undefined>((a, b) => (a && a.length >= b.length ? a : b), undefined);
}

function formatCount(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : n.toExponential(2).replace('e+', '×10^');
}
