// Fixtures shared by the tests of values in play, serve and the HTML report.

/** From n = 3 the move to n = 0 wins the outcome (n = 0 has no move), but the greedy move scores 5 and
 *  leaves a position of value 0: it is worth 5, the value of n = 3. */
export const GREEDY = `name: greedy
game:
  state: { n: 0..3 }
  moves:
    - { name: finish, if: n = 3, to: { n: 0 } }
    - { name: greedy, if: n = 3, score: 5, to: { n: 1 } }
    - { name: step, if: n = 1, to: { n: 0 } }
  start: { n: 3 }
check: { symbolic: off }
`;

/** The values of the `v` row of `zermelo table --values` output. */
export function valuesRowOf(tableOut: string): number[] {
  return tableOut
    .split('\n')
    .find((l) => l.startsWith('v '))!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
}
