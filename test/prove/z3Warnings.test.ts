// Z3's "WARNING: optimization with quantified constraints is not supported", printed on stderr by an
// Optimize check of a quantified formula (discharge.ts minimises counterexamples with Optimize), is
// kept off stderr by withoutZ3Warnings (z3.ts), which changes nothing else: the same optimum. Runs
// the compiled prove/z3.js in a child process, since Z3's worker threads write to the process's
// stderr directly; the same check without the wrapper is the control (it prints the warning).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const Z3_MODULE = fileURLToPath(new URL('../../dist/src/prove/z3.js', import.meta.url));

// x minimal with ∀y (y·y ≥ x ∨ y > 100) and x ≥ −5: the optimum is −5
const script = (wrapped: boolean): string => `
import { getZ3, withoutZ3Warnings } from ${JSON.stringify(Z3_MODULE)};
const { ctx } = await getZ3();
const x = ctx.Int.const('x'), y = ctx.Int.const('y');
const o = new ctx.Optimize();
o.add(ctx.ForAll([y], y.mul(y).ge(x).or(y.gt(100))), x.ge(-5));
o.minimize(x);
const check = () => o.check();
const status = ${wrapped ? 'await withoutZ3Warnings(check)' : 'await check()'};
console.log(status, o.model().eval(x).toString());
process.exit(0);
`;

function run(wrapped: boolean): { stdout: string; stderr: string } {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script(wrapped)], { encoding: 'utf8', timeout: 60_000 });
  expect(child.status, child.stderr).toBe(0);
  return { stdout: child.stdout.trim(), stderr: child.stderr };
}

describe.skipIf(!existsSync(Z3_MODULE))('Z3 warnings of an Optimize check on a quantified formula', () => {
  it('stay off stderr inside withoutZ3Warnings, with the same optimum as without it', () => {
    const control = run(false);
    expect(control.stderr).toContain('optimization with quantified constraints is not supported');
    const quiet = run(true);
    expect(quiet.stderr).toBe('');
    expect(quiet.stdout).toBe(control.stdout);
    expect(quiet.stdout).toBe('sat (- 5)');
  });
});
