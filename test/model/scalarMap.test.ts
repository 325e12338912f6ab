// Tests for spec/scalarMap: every style of YAML scalar maps each character of its value to the
// file offset it came from (checked against yaml's own value and against the file text).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMap, isScalar, parseDocument, stringify, type Scalar, type YAMLMap } from 'yaml';
import { scalarText } from '../../src/model/scalarMap.js';

function valueOf(source: string, key = 'k'): { node: Scalar; mapped: ReturnType<typeof scalarText> } {
  const doc = parseDocument(source, { keepSourceTokens: true, schema: 'failsafe' });
  expect(doc.errors).toEqual([]);
  const map = doc.contents;
  if (!isMap(map)) throw new Error('not a map');
  const node = map.get(key, true);
  if (!isScalar(node)) throw new Error('not a scalar');
  return { node, mapped: scalarText(source, node) };
}

/** Asserts the mapping is exact and that plain characters of the value sit at their offsets. */
function assertFaithful(source: string, key = 'k'): string {
  const { node, mapped } = valueOf(source, key);
  expect(mapped.text).toBe(node.value);
  expect(mapped.exact).toBe(true);
  expect(mapped.offsets.length).toBe(mapped.text.length + 1);
  for (let i = 0; i < mapped.text.length; i++) {
    const ch = mapped.text[i]!;
    if (/[A-Za-z0-9∈≤+*()<>,.$@]/.test(ch)) expect([ch, '\\']).toContain(source[mapped.offsets[i]!]);
  }
  return mapped.text;
}

describe('scalarText', () => {
  it('maps plain scalars with a shift', () => {
    const src = 'k: n mod 5 ∈ <0,2>\n';
    const { mapped } = valueOf(src);
    expect(mapped.text).toBe('n mod 5 ∈ <0,2>');
    expect(mapped.offsets[0]).toBe(3);
    expect(mapped.offsets[mapped.text.length]).toBe(src.length - 1);
  });

  it('folds multi-line plain scalars', () => {
    expect(assertFaithful('k: a + b\n   + c\n\n   + d\nz: 1\n')).toBe('a + b + c\n+ d');
  });

  it('handles single-quoted escapes', () => {
    const src = "k: 'it''s $ here'\n";
    const { mapped } = valueOf(src);
    expect(mapped.text).toBe("it's $ here");
    expect(src[mapped.offsets[mapped.text.indexOf('$')]!]).toBe('$');
  });

  it('handles double-quoted escapes and escaped line breaks', () => {
    const src = 'k: "x \\u2208 {1, 4}\\t\\\n    ∧ y\\n $"\n';
    const text = assertFaithful(src);
    expect(text).toBe('x ∈ {1, 4}\t∧ y\n $');
    const { mapped } = valueOf(src);
    expect(src.slice(mapped.offsets[2]!, mapped.offsets[2]! + 6)).toBe('\\u2208');
  });

  it('handles astral escapes and CRLF', () => {
    assertFaithful('k: "a \\U0001F600 b"\r\n');
    expect(assertFaithful('k: a\r\n  b\r\nz: 1\r\n')).toBe('a b');
  });

  it('maps literal and folded block scalars line by line', () => {
    expect(assertFaithful('k: |\n  a ∧\n    b\n\n  c\nz: 1\n')).toBe('a ∧\n  b\n\nc\n');
    expect(assertFaithful('k: >-\n  a ∧\n  b\n\n  c\n   d\n  e\nz: 1\n')).toBe('a ∧ b\nc\n d\ne');
    expect(assertFaithful('k: |+\n  a\n\n\nz: 1\n')).toBe('a\n\n\n');
    expect(assertFaithful('k: |-\n  a\n   b\n\n')).toBe('a\n b');
  });

  it('maps block scalars with explicit indentation', () => {
    const src = 'x:\n  k: |1\n     a\n    b\n';
    const doc = parseDocument(src, { schema: 'failsafe' });
    const inner: unknown = (doc.contents as YAMLMap).get('x', true);
    if (!isMap(inner)) throw new Error('x is not a map');
    const node = inner.get('k', true) as Scalar;
    const mapped = scalarText(src, node);
    expect(mapped.text).toBe(node.value);
    expect(mapped.exact).toBe(true);
  });

  it('is exact for every value yaml itself writes, in every style (property)', () => {
    const alphabet = fc.constantFrom(...'ab ∈≤$@\'"\\#:-{}[],\t0😀'.split(/(?:)/u), '  ', '\n');
    const styles = ['PLAIN', 'QUOTE_SINGLE', 'QUOTE_DOUBLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED'] as const;
    const checked: Record<string, number> = {};
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), fc.constantFrom(...styles), fc.integer({ min: 8, max: 30 }), (chars, style, width) => {
        const value = chars.join('');
        const src = stringify({ first: 1, outer: { k: value } }, { defaultStringType: style, defaultKeyType: 'PLAIN', lineWidth: width, minContentWidth: 0 });
        const doc = parseDocument(src, { keepSourceTokens: true, schema: 'failsafe' });
        if (doc.errors.length > 0) return; // stringify's own output re-indented can be invalid: skip
        const node = ((doc.contents as YAMLMap).get('outer', true) as YAMLMap | undefined)?.get('k', true) as Scalar | undefined;
        if (!isScalar(node) || node.value !== value) return;
        const mapped = scalarText(src, node);
        checked[node.type as string] = (checked[node.type as string] ?? 0) + 1;
        expect(mapped.exact, JSON.stringify(src)).toBe(true);
        for (let i = 0; i < value.length; i++) {
          const ch = value[i]!;
          if (/[ab0$@∈≤]/.test(ch) && node.type !== 'QUOTE_DOUBLE') expect(src[mapped.offsets[i]!], JSON.stringify(src)).toBe(ch);
          if (/[ab0$@]/.test(ch) && node.type === 'QUOTE_DOUBLE') expect(src[mapped.offsets[i]!], JSON.stringify(src)).toBe(ch);
        }
      }),
      { numRuns: 3000 },
    );
    // Most runs must reach the assertion in every style (not be skipped).
    for (const style of styles) expect(checked[style] ?? 0, JSON.stringify(checked)).toBeGreaterThan(20);
  });
});
