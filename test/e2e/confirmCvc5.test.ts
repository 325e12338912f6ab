// `--confirm cvc5` through the CLI with the real prover (Z3, in its child process) and the real cvc5:
// a few files of proofs/ (a partizan game with a claim, a misère game, the Grundy obligations), every
// obligation Z3 proved confirmed by cvc5, in the JSON (schema-valid), the text of `prove` and of
// `check -v`; and the clear error of a missing cvc5. Skipped, with a message, when cvc5 is absent.
// The whole proofs/ folder is confirmed in confirmCvc5.long.test.ts.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { cvc5Version } from '../../src/scale/cvc5Process.js';
import { fakeHost } from './fakeHost.js';
import { validate } from '../report/jsonSchema.js';

const CVC5 = await cvc5Version('cvc5');
if (!CVC5) console.log('cvc5 is not installed (apt-get install --no-install-recommends cvc5): the --confirm cvc5 runs are skipped');

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const read = (file: string): string => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

const SAMPLE = ['proofs/partizan/game13-I.yaml', 'proofs/periodic/misere-take-1-3-4.yaml', 'proofs/octal/subtraction-1-2-3.yaml'];

interface Obligation {
  name: string;
  status: string;
  solvers?: string[];
  confirmations?: { solver: string; status: string; settled: number }[];
}

describe.skipIf(!CVC5)('--confirm cvc5 on proofs/ files', () => {
  for (const file of SAMPLE) {
    it(`prove ${file}: every obligation Z3 proved is confirmed by cvc5`, async () => {
      const host = fakeHost({ [file]: read(file) });
      const code = await main(['prove', file, '--confirm', 'cvc5', '--json', '--timeout', '60s'], host);
      const report = JSON.parse(host.out()) as { files: { verdict: string; symbolic: { obligations: Obligation[]; confirmation?: unknown } }[] };
      expect(validate(report, schema)).toEqual([]);
      const f = report.files[0]!;
      expect(f.verdict).toBe('proved');
      expect(f.symbolic.obligations.length).toBeGreaterThan(0);
      for (const o of f.symbolic.obligations) expect({ name: o.name, solvers: o.solvers }).toEqual({ name: o.name, solvers: ['z3', 'cvc5'] });
      const n = f.symbolic.obligations.length;
      expect(f.symbolic.confirmation).toEqual({ solver: 'cvc5', confirmed: n, proved: n });
      expect(code).toBe(0);
    });
  }

  it('the well-defined obligation: cvc5 also re-checks the side conditions interval reasoning settled', async () => {
    const file = 'proofs/nim/game17-3-heaps.yaml';
    const host = fakeHost({ [file]: read(file) });
    expect(await main(['prove', file, '--confirm', 'cvc5', '--json', '--timeout', '60s'], host)).toBe(0);
    const obligations = (JSON.parse(host.out()) as { files: { symbolic: { obligations: Obligation[] } }[] }).files[0]!.symbolic.obligations;
    const wellDefined = obligations.find((o) => o.name.startsWith('every expression is well-defined'))!;
    expect(wellDefined.confirmations![0]!.status).toBe('confirmed');
    expect(wellDefined.confirmations![0]!.settled).toBeGreaterThan(0);
  });

  it('the text: each obligation says who proved it (prove; check -v), and the summary counts', async () => {
    const file = SAMPLE[1]!;
    const prove = fakeHost({ [file]: read(file) });
    expect(await main(['prove', file, '--confirm', 'cvc5', '--timeout', '60s'], prove)).toBe(0);
    expect(prove.out()).toMatch(/✓ partition: .*proved by z3 and cvc5/);
    expect(prove.out()).toMatch(/^proved: (\d+)\/\1 obligations proved in .*; cvc5 confirmed (\d+) of \2 proved obligations$/m);
    // check: two heaps (no periodicity certificate stands in for Z3 there)
    const twoHeaps = 'proofs/two-heaps/game12-two-heaps-take-1-or-2.yaml';
    const check = fakeHost({ [twoHeaps]: read(twoHeaps) });
    expect(await main(['check', twoHeaps, '--confirm', 'cvc5', '-v', '--no-cache', '--timeout', '60s'], check)).toBe(0);
    expect(check.out()).toMatch(/^✓ proofs\/two-heaps\/game12-two-heaps-take-1-or-2\.yaml {2}proved \(.*, (\d+) obligations proved, cvc5 confirmed \1 of \1 proved obligations/m);
    expect(check.out()).toMatch(/^ {4}✓ condition II: .*: proved by z3 and cvc5$/m);
  });
});

describe('--confirm cvc5 without cvc5', () => {
  it('is a clear error with a hint (ZM7010, exit 2), before anything runs', async () => {
    const file = SAMPLE[0]!;
    const host = fakeHost({ [file]: read(file) }, { env: { ZERMELO_CVC5: '/nonexistent/cvc5' } });
    expect(await main(['prove', file, '--confirm', 'cvc5'], host)).toBe(2);
    expect(host.err()).toContain("error ZM7010: --confirm cvc5 needs the cvc5 solver, and '/nonexistent/cvc5' does not run");
    expect(host.err()).toContain('hint: install Debian');
    expect(host.out()).toBe('');
    const check = fakeHost({ [file]: read(file) }, { env: { ZERMELO_CVC5: '/nonexistent/cvc5' } });
    expect(await main(['check', file, '--confirm', 'cvc5'], check)).toBe(2);
    expect(check.err()).toContain('ZM7010');
  });

  it('only cvc5 is a second solver', async () => {
    const host = fakeHost({});
    expect(await main(['prove', 'x.yaml', '--confirm', 'z3'], host)).toBe(2);
    expect(host.err()).toMatch(/cvc5/);
  });
});
