// loadSpec never throws and never reports an internal error on bad input: random text, and the
// format.md fixtures with random edits (characters deleted, inserted or replaced). Every error has
// a span inside the file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';

const dir = join(import.meta.dirname, 'fixtures');
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => readFileSync(join(dir, f), 'utf8'));
const PIECES = ['{', '}', '[', ']', ':', ': ', ',', '-', '- ', '"', "'", '\\', '\n', '  ', '\t', '#', '|', '>', '&a', '*a', '∈', '<0,2>', 'game', 'moves', 'to', 'n', '0..', '@', '$', '(', ')', '---'];

function assertSound(text: string): void {
  const r = loadSpec('f.yaml', text);
  for (const d of r.diagnostics) {
    expect(d.code, `${d.message}\n${JSON.stringify(text)}`).not.toBe('ZM9001');
    if (d.severity === 'error') {
      expect(d.span, `${d.code} ${d.message}\n${JSON.stringify(text)}`).toBeDefined();
      expect(d.span!.start).toBeGreaterThanOrEqual(0);
      expect(d.span!.end).toBeLessThanOrEqual(text.length);
      expect(d.span!.start).toBeLessThanOrEqual(d.span!.end);
    }
  }
  if (r.value === undefined) expect(r.diagnostics.some((d) => d.severity === 'error')).toBe(true);
}

describe('robustness (property)', () => {
  it('random text: no exception, no internal error', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (parts) => assertSound(parts.join(''))),
      { numRuns: 500 },
    );
  });

  it('edited format.md examples: no exception, every error positioned', () => {
    const edit = fc.record({ at: fc.nat(), drop: fc.nat({ max: 4 }), insert: fc.constantFrom('', ...PIECES) });
    fc.assert(
      fc.property(fc.nat({ max: fixtures.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 3 }), (k, edits) => {
        let text = fixtures[k]!;
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = text.slice(0, at) + e.insert + text.slice(at + e.drop);
        }
        assertSound(text);
      }),
      { numRuns: 600 },
    );
  });
});

describe('robustness (found by the property)', () => {
  it('a list at the top without a final newline: spans inside the text', () => assertSound('-  : :'));
});
