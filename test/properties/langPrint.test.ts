// Law: parseExpr(printExpr(e)) equals e up to spans, types and refs, for random well-typed
// expressions (generated as ASTs, typechecked, printed, parsed back). Seeds are printed on failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printExpr } from '../../src/lang/print.js';
import { parseExprAt } from '../../src/lang/parser.js';
import { typecheckExpr } from '../../src/lang/typecheck.js';
import { shape, world } from '../lang/helpers.js';
import { LAW_ORACLE_WORLD, exprArbitraries } from './langArbitrary.js';

const w = world(LAW_ORACLE_WORLD);
const exprs = exprArbitraries(true);

describe('parse ∘ print = id', () => {
  it('holds for random well-typed expressions', () => {
    fc.assert(
      fc.property(exprs, (e) => {
        // the generator makes well-typed expressions (a constant index outside a literal array aside,
        // and a comprehension, which only a define: entry may hold)
        // (and |s|, s ∪ {…}, which the model rewrites before typecheck for a bool[k] field: ZM3024 here)
        const errors = typecheckExpr(e, w.env).filter((d) => d.code !== 'ZM3012' && d.code !== 'ZM3019' && d.code !== 'ZM3024');
        if (errors.length > 0) expect(errors).toEqual([]);
        const text = printExpr(e);
        const back = parseExprAt(text, 'test.yaml');
        if (back.diagnostics.length > 0) expect(back.diagnostics, text).toEqual([]);
        // compare as JSON first (fast); fall back to a structural diff only on a mismatch
        if (JSON.stringify(shape(back.value)) !== JSON.stringify(shape(e))) expect(shape(back.value), text).toEqual(shape(e));
      }),
      { numRuns: 1000 },
    );
  });

  it('printing is idempotent on parsed text', () => {
    fc.assert(
      fc.property(exprs, (e) => {
        const once = printExpr(e);
        expect(printExpr(parseExprAt(once, 'f').value!)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });
});
