// Fuzzing the expression stage on its own (issue 8): token soups, random text, huge numbers and deep
// nesting through parseExpr, typecheckExpr and printExpr. None of them may throw: bad input gives
// diagnostics. Deep nesting up to DEPTH levels must also be accepted (and printed back) when balanced.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTypeEnv, parseExpr, printExpr, typecheckExpr } from '../../src/lang/index.js';
import { knownBug } from '../fuzz/knownBugs.js';
import { exprSoupArb } from '../fuzz/mutators.js';

const SEED = process.env.ZERMELO_FUZZ_SEED ? Number(process.env.ZERMELO_FUZZ_SEED) : Date.now() % 2 ** 31;
const RUNS = Number(process.env.ZERMELO_FUZZ_RUNS ?? 300);

/** Which stage threw, if any. */
function stages(text: string): string | undefined {
  let stage = 'parseExpr';
  try {
    const parsed = parseExpr(text, 'f.yaml', (i) => i);
    if (!parsed.value) return undefined;
    stage = 'typecheckExpr';
    const env = makeTypeEnv('f.yaml', { fields: new Map([['n', { kind: 'int' }], ['k', { kind: 'int' }]]) });
    typecheckExpr(parsed.value, env);
    stage = 'printExpr';
    printExpr(parsed.value);
    return undefined;
  } catch (error) {
    return `${stage} threw ${error instanceof Error ? error.message : String(error)}`;
  }
}

describe('the expression stage never throws', () => {
  it(`token soups and random text (${RUNS} cases, seed ${SEED})`, () => {
    console.log(`fuzzExpr: seed ${SEED} (ZERMELO_FUZZ_SEED replays it)`);
    fc.assert(
      fc.property(exprSoupArb, (text) => {
        if (knownBug(text)) return; // reported; see the todos below
        expect(stages(text), JSON.stringify(text.slice(0, 200))).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  // Reported to the integrator (lang/): nesting of a few hundred levels overflows the JS stack in the
  // recursive-descent parser; loadSpec turns that into ZM9001 "Maximum call stack size exceeded" and
  // `zermelo check` exits 70. Either cap the depth with a positioned ZM2xxx error, or parse iteratively.
  // Reproducer: conjecture: { S: "((((… 500 × …n = 0" } → exit 70. Turn into tests once fixed:
  it.todo('1000 balanced parentheses: parsed (or a positioned ZM2xxx "too deeply nested"), never a stack overflow');
  it.todo('1000 unbalanced parentheses: a ZM2005 diagnostic, never a stack overflow');
  it.todo('1000 prefix operators (¬¬¬…, ---…) and 600 nested if-then-else: no stack overflow');

  it('nesting of 100 levels is fine', () => {
    for (const text of ['('.repeat(100) + 'n' + ')'.repeat(100), '¬'.repeat(100) + 'true', '-'.repeat(100) + '1', '['.repeat(100) + '1' + ']'.repeat(100)]) {
      expect(stages(text), text.slice(0, 20)).toBeUndefined();
    }
  });
});
