// Stage: solve. The status of a position in the value searches (valueTable.ts by region index,
// keyValueSearch.ts by packed key), ordered so that a position's status is the worst (largest) of
// what its moves lead to, and what a finished status says (ValueAt).

import type { ValueAt } from './valueTable.js';

export const NEW = 0;
/** On the search stack. */
export const OPEN = 1;
export const VALUE = 2;
export const OUTSIDE = 3;
export const CYCLE = 4;
export const HUGE = 5;
export const ERROR = 6;

/** What a finished status says: its value (read only for VALUE), or why there is none. */
export function valueAtOf(status: number, value: () => number, error: () => unknown): ValueAt {
  switch (status) {
    case VALUE:
      return { kind: 'value', value: value() };
    case OUTSIDE:
      return { kind: 'outside' };
    case CYCLE:
      return { kind: 'cycle' };
    case HUGE:
      return { kind: 'huge' };
    default:
      return { kind: 'error', error: error() };
  }
}
