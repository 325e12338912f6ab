import { it } from 'vitest';
import { makeTypeEnv, parseExpr, printExpr, typecheckExpr } from '../../src/lang/index.js';
import { loadSpec } from '../../src/spec/loadSpec.js';
function stages(text: string): string {
  let stage = 'parse';
  try {
    const p = parseExpr(text, 'f', (i) => i);
    if (!p.value) return 'diag ' + p.diagnostics[0]?.message.slice(0, 60);
    stage = 'typecheck';
    typecheckExpr(p.value, makeTypeEnv('f', { fields: new Map([['n', { kind: 'int' }]]) }));
    stage = 'print'; printExpr(p.value); return 'ok';
  } catch (e) { return stage + ' threw ' + (e as Error).message; }
}
it('depths', () => {
  const gens: Record<string, (d: number) => string> = {
    parens: (d) => '('.repeat(d) + 'n' + ')'.repeat(d) + ' = 0',
    unbal: (d) => '('.repeat(d) + 'n = 0',
    not: (d) => '¬'.repeat(d) + 'true',
    neg: (d) => '-'.repeat(d) + '1 = 0',
    plus: (d) => Array.from({ length: d }, () => 'n').join(' + ') + ' = 0',
    ite: (d) => 'if n > 0 then '.repeat(d) + '1' + ' else 0'.repeat(d) + ' = 0',
    arr: (d) => '['.repeat(d) + '1' + ']'.repeat(d) + ' = [1]',
  };
  for (const [k, g] of Object.entries(gens)) for (const d of [100, 300, 500, 1000, 3000, 10000]) {
    const r = stages(g(d));
    const spec = loadSpec('f.yaml', `name: x\ngame: { subtraction: [1, 2] }\nconjecture:\n  S: ${JSON.stringify(g(d))}\n`);
    console.log(k, d, r.slice(0, 90), '| loadSpec:', spec.diagnostics.find((x) => x.severity === 'error')?.message.slice(0, 80) ?? 'ok');
  }
});
