// Stage: solve. The status of a position in the value searches (valueTable.ts by region index,
// keyValueSearch.ts by packed key), ordered so that a position's status is the worst (largest) of
// what its moves lead to, and what a finished status says (ValueAt).

/** The value of a position, or why it has none. */
export type ValueAt =
  | { kind: 'value'; value: number }
  | { kind: 'outside' } // a move from here (or from a position play can reach) leaves the region
  | { kind: 'cycle' } // play can reach a cycle of moves from here: no value
  | { kind: 'huge' } // a points sum beyond ±(2^53 − 1): refused, not rounded
  | { kind: 'error'; error: unknown }; // a rule of the game failed to evaluate (the first such error)

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
