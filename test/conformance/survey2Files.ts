// The files of the second independent survey (test/conformance/files2) and what `check
// --deterministic` must say of each (see survey2.test.ts): [name, prover, verdict, exit, first
// counterexample]. A row with the prover and a counterexample is proved in a fresh child process (its
// first counterexample is Z3's pick, see runFile.ts); those four rows take 2–3 s each and run in
// `npm run test:long` (survey2.long.test.ts), the others in `npm test`.

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { checkText } from './runFile.js';

interface Record {
  verdict: string;
  counterexamples?: { positionText: string }[];
}

export const FILES: [name: string, prover: boolean, verdict: string, exit: number, first: string | null][] = [
  ['a01-top-of-int53-domain', false, 'holds', 0, null],
  ['a02-top-of-int53-wrong', false, 'refuted', 0, 'n = 9007199254740989'],
  ['a03-param-beyond-int53', false, 'invalid', 2, null],
  ['a04-param-at-int53', false, 'holds', 0, null],
  ['a05-exact-claims', false, 'proved', 0, null],
  ['a06-float-equal-claim', false, 'refuted', 1, ''],
  ['a07-float-count-claim', false, 'refuted', 1, ''],
  ['a08-euclid-claims', false, 'proved', 0, null],
  ['a09-negative-div-moves', false, 'holds', 0, null],
  ['a10-negative-mod-prover', false, 'holds', 0, null],
  ['a11-negative-div-far', false, 'holds', 0, null],
  ['a11-negative-div-far', true, 'refuted', 1, 'x = -93'],
  ['a12-chain-true-in-bounds', false, 'holds', 0, null],
  ['a12-chain-true-in-bounds', true, 'refuted', 1, 'a = 1, b = 7'],
  ['a13-chain-ne-eq', false, 'holds', 0, null],
  ['a14-chain-gt-lt', false, 'refuted', 1, 'a = 0, b = 2'],
  ['a15-power-operator', false, 'invalid', 2, null],
  ['a16-min-max-abs-moves', false, 'holds', 0, null],
  ['a17-big-literal-in-guard', false, 'holds', 0, null],
  ['b01-reversed-ranges-in-for', false, 'holds', 0, null],
  ['b02-empty-quantifiers', false, 'holds', 0, null],
  ['b03-reversed-range-quantifier', false, 'holds', 0, null],
  ['b04-set-duplicates', false, 'holds', 0, null],
  ['b05-guard-protects-mod', false, 'holds', 0, null],
  ['b06-negated-guard', false, 'holds', 0, null],
  ['b07-end-rules-overlap', false, 'holds', 0, null],
  ['b08-misere-end', false, 'holds', 0, null],
  ['b09-kept-partizan', false, 'holds', 0, null],
  ['b10-cycles-neutral', false, 'holds', 0, null],
  ['b11-node-kayles-c5', false, 'holds', 0, null],
  ['b12-param-binder-range', false, 'holds', 0, null],
  ['b13-param-wrong-far', false, 'refuted', 1, 'n = 6, m = 6'],
  ['b14-from-start-kept-unreached', false, 'holds', 0, null],
  ['b15-from-start-kept-reached', false, 'refuted', 1, 'n = 20, turn = A'],
  ['b16-start-claim-implicit', false, 'holds', 0, null],
  ['b17-grundy-sums-by-hand', false, 'holds', 0, null],
  ['b18-grundy-sums-one-wrong', false, 'refuted', 1, 'n = 29'],
  ['b19-misere-subtraction', false, 'proved', 0, null],
  ['b20-misere-subtraction-far', false, 'refuted', 1, 'n = 1000000'],
  ['c01-sub14-2M-last', false, 'refuted', 1, 'n = 1999999'],
  ['c02-sub14-rare-residue-prover', false, 'holds', 0, null],
  ['c02-sub14-rare-residue-prover', true, 'refuted', 1, 'n = 1000020'],
  ['c03-sub14-residue-certificate', false, 'refuted', 1, 'n = 699999'],
  ['c04-sub14-exception-above-int53', false, 'holds', 0, null],
  ['c04-sub14-exception-above-int53', true, 'holds', 0, null],
  ['c05-sub14-exception-below-int53', false, 'holds', 0, null],
  ['c05-sub14-exception-below-int53', true, 'refuted', 1, 'n = 9007199254740990'],
  ['c06-sub-1-million-wrong', false, 'holds', 0, null],
  ['c07-sub-1-million-right', false, 'holds', 0, null],
  ['c08-partizan-far-exception', false, 'holds', 0, null],
  ['c09-partizan-far-redundant', false, 'proved', 0, null],
  ['c10-dawson-grundy-table', false, 'proved', 0, null],
  ['c11-dawson-grundy-far', false, 'refuted', 1, 'n = 100034'],
  ['c12-sub-1-4-1000-late-break', false, 'refuted', 1, 'n = 1000'],
  ['c13-sub-2-5-7-ten-million', false, 'proved', 0, null],
  ['c14-sub-2-5-7-ten-million-last', false, 'refuted', 1, 'n = 10000000'],
  ['c15-sub-param-far', false, 'refuted', 1, 'n = 1000002, c = 3'],
  ['c16-end-lose-far', false, 'holds', 0, null],
  ['c18-sub14-far-set-member', false, 'refuted', 1, 'n = 1000005'],
  ['c17-guard-hole-far', false, 'refuted', 1, 'n = 5000'],
  ['b21-count-distinct-prover', false, 'holds', 0, null],
  ['b22-unary-minus-prover', false, 'holds', 0, null],
  ['b23-misere-kept', false, 'holds', 0, null],
  ['b24-grundy-end-lose', false, 'holds', 0, null],
  ['b25-partizan-draws', false, 'holds', 0, null],
  ['b26-undetermined-and-draws', false, 'refuted', 1, 'n = 2'],
  ['b27-kept-into-end-win', false, 'holds', 0, null],
  ['b28-kept-into-end-win-wrong', false, 'refuted', 1, 'n = 9'],
  ['d-misere-0_07', false, 'holds', 0, null],
  ['d-misere-0_137', false, 'holds', 0, null],
  ['d-misere-0_77', false, 'holds', 0, null],
  ['d-misere-0_6', false, 'holds', 0, null],
  ['d-misere-0_6-wrong', false, 'refuted', 1, 'n = 19'],
];

export type Row = (typeof FILES)[number];

/** The four rows that the prover refutes, each in a fresh child process. */
export const byFreshProver = ([, prover, , , first]: Row): boolean => prover && first !== null;

export async function expectAsSurveyed([name, prover, verdict, exit, first]: Row): Promise<void> {
  const text = readFileSync(new URL(`./files2/${name}.yaml`, import.meta.url), 'utf8');
  const { code, file } = await checkText<Record>(text, ['--deterministic', ...(prover ? [] : ['--no-symbolic'])], undefined, prover && first !== null);
  expect([file.verdict, code, file.counterexamples?.[0]?.positionText ?? null]).toEqual([verdict, exit, first]);
}
