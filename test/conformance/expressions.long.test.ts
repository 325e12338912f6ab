// The slow probe of expressions.test.ts (`npm run test:long`): a limit of the prover's encoding (a
// recursion unrolled to a fixed depth) is reported at the line and column of the definition. Z3 needs
// its 20 s per obligation here (some 25 s in all), so it runs with the long campaigns.
import { describe, expect, it } from 'vitest';
import { checkText } from './runFile.js';

interface ProvedReport {
  verdict: string;
  symbolic: { status: string; reason: string | null; obligations: { name: string; status: string; detail: string | null }[] };
}

const checkWithProver = (text: string) => checkText<ProvedReport>(text, ['--workers', '1', '--timeout', '20s'], 'c/f.yaml');

describe('proof hints that are wrong or unused are said to be so', () => {
  it('a limit of the encoding is placed by line and column, not by file offset', async () => {
    const text = `name: t
game:
  state: { n: nat }
  moves:
    - for: k ∈ {1, 2}
      if: k ≤ n
      to: { n: n - k }
define:
  m3(x): if x ≥ 0 ∧ x < 3 then x else m3(if x < 0 then x + 3 else x - 3)
conjecture:
  S: m3(n) = 0
check:
  bounds: { n: 0..30 }
`;
    // no measure of one parameter shows that m3 terminates (x rises below 0, falls above 2), so the
    // prover unrolls it to a fixed depth (m3(x - 3) alone is a Z3 recursive function: prove/recursiveDefs.ts)
    const r = await checkWithProver(text);
    expect(r.file.verdict).toBe('holds');
    const details = r.file.symbolic.obligations.map((o) => o.detail ?? '').join('\n');
    expect(details).toContain("recursion of 'm3' deeper than");
    expect(details).toMatch(/\(at line 9, column \d+\)/);
    expect(details).not.toContain('offset');
  });
});
