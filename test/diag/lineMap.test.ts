// Tests for diag/lineMap: offsets ↔ 1-based line:col, columns in code points, all line breaks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineMap, lineColOf } from '../../src/diag/lineMap.js';

describe('LineMap', () => {
  it('maps offsets to 1-based lines and columns', () => {
    const src = 'ab\ncd\r\nef\rg';
    expect(lineColOf(src, 0)).toEqual({ line: 1, col: 1 });
    expect(lineColOf(src, 2)).toEqual({ line: 1, col: 3 }); // the line break itself
    expect(lineColOf(src, 3)).toEqual({ line: 2, col: 1 });
    expect(lineColOf(src, 7)).toEqual({ line: 3, col: 1 });
    expect(lineColOf(src, 10)).toEqual({ line: 4, col: 1 });
    expect(lineColOf(src, 99)).toEqual({ line: 4, col: 2 }); // clamped to the end
  });

  it('counts code points, not UTF-16 units', () => {
    const src = 'k: 😀 ∈ $';
    expect(lineColOf(src, src.indexOf('∈'))).toEqual({ line: 1, col: 6 });
    expect(lineColOf(src, src.indexOf('$'))).toEqual({ line: 1, col: 8 });
  });

  it('gives line texts without their breaks', () => {
    const m = new LineMap('a\r\nbb\n');
    expect([0, 1, 2].map((i) => m.lineText(i))).toEqual(['a', 'bb', '']);
  });

  it('offset(position(o)) = o for offsets that start a code point (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'é', '∈', '😀', '\n', '\r\n', ' ', '\t'), { maxLength: 40 }), fc.nat(), (parts, k) => {
        const src = parts.join('');
        const starts = [0];
        for (const p of parts) starts.push(starts[starts.length - 1]! + p.length);
        const o = starts[k % starts.length]!;
        const m = new LineMap(src);
        const p = m.position(o);
        // "\r\n" is one break: the offset between \r and \n is not a user-visible position
        if (src[o - 1] === '\r' && src[o] === '\n') return;
        expect(m.offset(p.line, p.col)).toBe(o);
      }),
    );
  });
});
