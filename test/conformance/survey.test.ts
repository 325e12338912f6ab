// The independent tester's survey: 85 small files written from format.md and README.md only (every
// construct of format.md, at its boundaries), whose truth was computed by a brute-force solver in
// Python written from format.md and theory.md (retrograde analysis with kept moves and draws, mex
// and XOR for sums, a memoised search over multisets for misère sums). zermelo agrees with it on
// every file; the verdict and exit code of `check --no-symbolic` are pinned here (the periodicity
// certificates still run; files that need Z3 for their verdict are left out to keep this fast).
// Files that are `invalid` pin a decision where format.md is silent (docs/format-guide.md).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkText } from './runFile.js';

const FILES: [name: string, verdict: string, exit: number][] = [
  ['a01-nested-binders', 'holds', 0],
  ['b01-node-kayles-triangle-plus', 'holds', 0],
  ['b02-edge-set-game', 'holds', 0],
  ['c01-cert-guard-far', 'refuted', 1],
  ['c06-cert-octal-like-far', 'holds', 0],
  ['d01-format-define', 'holds', 0],
  ['d02-format-strategy', 'holds', 0],
  ['d04-family-start-misere', 'holds', 0],
  ['e01-expr-claims', 'proved', 0],
  ['e02-expr-claims-false', 'refuted', 0],
  ['e03-sets', 'proved', 0],
  ['e04-sum-loop', 'invalid', 2],
  ['f01-from-start-unreachable-wrong', 'holds', 0],
  ['f02-from-start-reachable-wrong', 'refuted', 0],
  ['f03-from-start-partizan-claims', 'proved', 0],
  ['f04-start-claim-auto-from', 'holds', 0],
  ['f07-from-start-params', 'holds', 0],
  ['g01-region-from-5', 'refuted', 1],
  ['g02-single-position', 'refuted', 0],
  ['g04-negative-lower', 'holds', 0],
  ['g05-div-negative-divisor', 'holds', 0],
  ['g06-self-loop-draws', 'holds', 0],
  ['g07-end-overlap', 'holds', 0],
  ['g08-misere-end', 'holds', 0],
  ['g09-misere-plain', 'proved', 0],
  ['g10-format-board', 'holds', 0],
  ['g11-partizan-13I', 'proved', 0],
  ['h01-top-of-region', 'refuted', 0],
  ['h02-top-of-region-right', 'proved', 0],
  ['k01-again-partizan', 'holds', 0],
  ['k02-again-cycle-misere', 'holds', 0],
  ['k03-score', 'holds', 0],
  ['m-0_07', 'holds', 0],
  ['m-0_123', 'holds', 0],
  ['m-0_137', 'holds', 0],
  ['m-0_6', 'holds', 0],
  ['m-4_7', 'holds', 0],
  ['m-two-fields', 'holds', 0],
  ['n01-nim-take12', 'holds', 0],
  ['n02-nim-misere-bouton', 'holds', 0],
  ['n03-nim-misere-wrong', 'refuted', 0],
  ['n04-subtraction-partizan', 'proved', 0],
  ['n05-nim-one-heap-zero', 'holds', 0],
  ['o-0_0', 'invalid', 2],
  ['o-0_07', 'proved', 0],
  ['o-0_1', 'proved', 0],
  ['o-0_123', 'proved', 0],
  ['o-0_137', 'proved', 0],
  ['o-0_2', 'proved', 0],
  ['o-0_3', 'proved', 0],
  ['o-0_4', 'proved', 0],
  ['o-0_51', 'proved', 0],
  ['o-0_6', 'holds', 0],
  ['o-0_77', 'proved', 0],
  ['o-4', 'invalid', 2],
  ['o-4_0', 'proved', 0],
  ['o-4_7', 'proved', 0],
  ['o-big-claims', 'proved', 0],
  ['p01-periodic-exception', 'refuted', 1],
  ['p02-periodic-exception-grundy', 'holds', 0],
  ['p03-periodic-exception-big', 'holds', 0],
  ['p04-octal-exception', 'refuted', 0],
  ['q01-empty-param-state', 'invalid', 2],
  ['q02-start-outside-for-param', 'invalid', 2],
  ['q03-only-neutral-given', 'invalid', 2],
  ['q04-only-fragile-with-draws', 'refuted', 1],
  ['q05-aliases', 'proved', 0],
  ['q06-alias-I-draw', 'holds', 0],
  ['q07-shadow-param', 'proved', 0],
  ['q08-binder-shadow-field', 'proved', 0],
  ['r01-claims-through-proof', 'invalid', 2],
  ['r02-claims-through-proof-false', 'invalid', 2],
  ['r03-claims-quantified-far', 'invalid', 2],
  ['s01-dawson-handwritten', 'refuted', 1],
  ['s02-three-way-sum', 'holds', 0],
  ['s03-sum-two-fields', 'holds', 0],
  ['s04-grundy-loopy', 'invalid', 2],
  ['t01-partizan-positional', 'proved', 0],
  ['t02-partizan-misere-end', 'holds', 0],
  ['x02-expect-refuted-but-true', 'proved', 1],
  ['x03-no-expect-refuted', 'refuted', 1],
  ['x04-sample-beyond', 'holds', 0],
  ['z02-div-by-zero-far', 'holds', 0],
  ['z03-div-by-zero-far2', 'holds', 0],
  ['z06-huge-literal-prover', 'holds', 0],
];

describe('the independent survey (test/conformance/files)', () => {
  it.each(FILES)(
    '%s: %s, exit %i',
    async (name, verdict, exit) => {
      const text = readFileSync(new URL(`./files/${name}.yaml`, import.meta.url), 'utf8');
      const { code, file } = await checkText<{ verdict: string }>(text, ['--deterministic', '--no-symbolic']);
      expect([file.verdict, code]).toEqual([verdict, exit]);
    },
    60_000,
  );
});
