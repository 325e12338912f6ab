// Raises a real diagnostic (loadSpec on a file's text) and returns it in Portuguese, so that the
// tests of the Portuguese rows check the rows against the messages zermelo really writes.

import { expect } from 'vitest';
import type { Diagnostic } from '../../src/diag/diagnostic.js';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { loadSpec } from '../../src/model/loadSpec.js';

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
