// proof.lemmas (lemmas.test.ts), `npm run test:long`: the lemmas of examples/square-mod-3.yaml are
// needed — without them a fresh Z3 does not prove condition I in 3 s. A property of Z3 more than of
// zermelo, checked in a child process (some 5 s of CPU with the load of its Z3).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkText } from '../conformance/runFile.js';

const squareMod3 = readFileSync(new URL('../../examples/square-mod-3.yaml', import.meta.url), 'utf8');
const withoutLemmas = squareMod3.slice(0, squareMod3.indexOf('proof:'));

describe('proof.lemmas', () => {
  // In a fresh Z3, as the CLI proves (a child process): in process, what this worker's Z3 did for
  // earlier files changes its search, and one npm test run under load proved condition I alone.
  it('without the lemmas, condition I is not proved (a fresh Z3 alone: unknown within 3 s)', async () => {
    const { file } = await checkText<{ verdict: string; symbolic: { obligations: { name: string; status: string }[] } }>(withoutLemmas, ['--timeout', '3s'], 'conjectures/square-mod-3.yaml', true);
    expect(file.verdict).toBe('holds');
    expect(file.symbolic.obligations.find((o) => o.name.startsWith('condition I:'))?.status).toBe('unknown');
  });
});
