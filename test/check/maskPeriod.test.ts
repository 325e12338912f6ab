// periodOfCode: the period of generated mask code is read only from code it can prove periodic.
import { describe, expect, test } from 'vitest';
import { periodOfCode } from '../../src/check/maskPeriod.js';

describe('periodOfCode', () => {
  test('remainders of the field by literals: the least common multiple', () => {
    expect(periodOfCode('const t1 = k_v0 % 5 + 0;\nlet c = t1 === 0;\nconst v = c;', 'k_v0')).toBe(5);
    expect(periodOfCode('const a = k_v0 % 4; const b = (k_v0 % 6 + 6) % 6; const v = a === 1 || b === 5;', 'k_v0')).toBe(12);
    expect(periodOfCode('const v = -k_v0 % 3 === 0 ? 1 : 2;', 'k_v0')).toBe(3);
    expect(periodOfCode('let m = 0; if (m === 0) m = 2;', 'k_v0')).toBe(1);
  });
  test('anything else is not periodic', () => {
    for (const code of [
      'const v = k_v0 + 1;', // the field itself
      'const v = 2 * k_v0 % 5;', // (2n) mod 5: left out rather than reasoned about
      'const v = !k_v0 % 5;',
      'const v = k_v0 % 5 ** 2;',
      'const v = k_v0 % 0;',
      'const v = k_v0 % t;', // a divisor that is not a literal
      'k_v0 %= 5;',
      'const v = K_conj[k_v0 % 5];', // element access
      'const v = K_f(k_v0 % 5);', // a call
      'const v = Math.abs(k_v0 % 5);', // member access
      'const v = p % 5;', // a local of the loop, not declared here
      'const v = k_v1 % 5;',
      'for (;;) {}',
      'let k_v0 = 3; const v = k_v0 % 5;',
      'const v = k_v0 % 5; const w = v(1);',
      'const v = `${k_v0 % 5}`;',
    ])
      expect(periodOfCode(code, 'k_v0'), code).toBeUndefined();
  });
  test('periods above 2^16 are not used', () => {
    expect(periodOfCode('const v = k_v0 % 65536;', 'k_v0')).toBe(65536);
    expect(periodOfCode('const v = k_v0 % 65537;', 'k_v0')).toBeUndefined();
    expect(periodOfCode('const v = k_v0 % 256 + k_v0 % 257;', 'k_v0')).toBeUndefined();
  });
});
