// Raises a real diagnostic (loadSpec on a file's text) and returns it in Portuguese, so that the
// tests of the Portuguese rows check the rows against the messages zermelo really writes.

import { expect } from 'vitest';
import type { Diagnostic } from '../../src/diag/diagnostic.js';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { checkFile } from '../../src/run/checkFile.js';
import { pipeline } from '../../src/index.js';

/** The diagnostic `code` that loading `text` raises (the first with that code), in Portuguese. */
export function loadedPt(text: string, code: string): Diagnostic {
  const d = loadSpec('t.yaml', text).diagnostics.find((x) => x.code === code);
  expect(d, `${code} raised by:\n${text}`).toBeDefined();
  return diagnosticPt(d!);
}

/** A small impartial game the tests vary: take 1 or 2 from n. */
export const TAKE = `name: t
game:
  state: { n: nat }
  start: { n: 5 }
  moves:
    - { name: take, for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
conjecture: S = n mod 3 = 0
check: { bounds: { n: 0..10 } }
`;

/** The diagnostic `code` that checking `text` raises (the bounded check, no prover), in Portuguese. */
export async function checkedPt(text: string, code: string): Promise<Diagnostic> {
  const { diagnostics } = await checkFile('t.yaml', text, { engines: pipeline, now: () => 0, symbolic: 'off' });
  const d = diagnostics.find((x) => x.code === code);
  expect(d, `${code} raised by:\n${text}\n${JSON.stringify(diagnostics)}`).toBeDefined();
  return diagnosticPt(d!);
}
