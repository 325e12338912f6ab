// Regressions found by random differential testing of Grundy conjectures, sums and the built-in
// families (probe-h): random files checked by zermelo's bounded engine and by an independent Python
// Sprague–Grundy solver written from format.md and theory.md.

import { describe, expect, it } from 'vitest';
import { checkText } from './runFile.js';

interface FileRecord {
  verdict: string;
  bounded: { failures: Record<string, number> } | null;
  counterexamples: { condition: string; position: Record<string, unknown>; sentence: string }[];
  diagnostics: { code?: string; message: string }[];
}

const run = (text: string) => checkText<FileRecord>(text, ['--deterministic', '--no-symbolic']);

describe('a Grundy conjecture with a negative value on a component of a sum', () => {
  // f = n mod 3 - 1 gives f(0) = -1. From n = 2 the only move leads to the sum 0 + 0, which has no
  // conjectured value (the kernel's xor of a negative is -1), so the value 0 < f(2) = 1 is not
  // reached: grundy-reach fails at n = 2. The counterexample's re-evaluation used JS `^`
  // (-1 ^ -1 = 0), did not confirm it, and the file came out invalid with internal error ZM9001.
  it('is refuted with grundy-reach confirmed at n = 2 (no internal error)', async () => {
    const { file } = await run(`game:
  state: { n: nat }
  moves:
    - for: a ∈ 0..n - 2
      to: [ { n: a }, { n: n - 2 - a } ]
conjecture:
  grundy: n mod 3 - 1
check:
  bounds: { n: 0..2 }
`);
    expect(file.verdict).toBe('refuted');
    expect(file.bounded?.failures).toEqual({ 'grundy-value': 1, 'grundy-reach': 1, 'grundy-truth': 1 });
    expect(file.diagnostics.map((d) => d.message).join('\n')).not.toContain('internal error');
    const reach = file.counterexamples.find((c) => c.condition === 'grundy' && JSON.stringify(c.position) === '{"n":2}');
    expect(reach?.sentence).toContain('no move leads to a position with conjectured value 0');
  });
});
