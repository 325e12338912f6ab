// The HTML report's failures table names every condition in words, in both languages: no raw key
// (`grundy-keep`) for any condition the bounded check counts or a report groups by.

import { describe, expect, it } from 'vitest';
import { htmlWords } from '../../src/report/html/htmlWords.js';
import { PASS_CONDITIONS } from '../../src/check/conditionPass.js';
import { GRUNDY_CONDITIONS } from '../../src/check/grundyCheckPass.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

const REPORT_KEYS = ['requirement', 'III', 'grundy', 'finiteness', 'claim', 'domain', 'well-defined'];

describe('the failures table in words', () => {
  it.each([...PASS_CONDITIONS, ...GRUNDY_CONDITIONS, ...REPORT_KEYS])('%s has English and Portuguese words', (key) => {
    const en = htmlWords('en').condition(key);
    const pt = htmlWords('pt').condition(key);
    expect(en).not.toBe(key);
    expect(pt).not.toBe(key);
    expect(pt).not.toBe(en);
  });

  it('a refuted Grundy conjecture: the page says which Grundy conditions fail', async () => {
    const file = 'conjectures/grundy-wrong.yaml';
    const text = `name: grundy-wrong
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ {1, 2, 3}
      if: k ≤ n
      to: { n: n - k }
conjecture:
  grundy: n mod 3
check:
  symbolic: off
  bounds: { n: 0..20 }
expect: holds
`;
    for (const [lang, keep] of [
      ['en', 'no move keeps the Grundy value'],
      ['pt', 'nenhuma jogada mantém o valor de Grundy'],
    ] as const) {
      const host = fakeHost({ [file]: text });
      expect(await main(['check', file, '--html', 'out.html', '--lang', lang], host)).toBe(1);
      const page = [...host.files.entries()].find(([k]) => k.endsWith('out.html'))![1];
      const failures = /<table class="failures">.*?<\/table>/s.exec(page)![0];
      expect(failures).toContain(keep);
      expect(failures).not.toMatch(/<td>grundy-/);
    }
  });
});
