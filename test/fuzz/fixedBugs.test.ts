// Regression tests for bugs the fuzzers found (formerly entries of knownBugs.ts): each reproducer runs
// through main() and must end with a verdict or a positioned error, never an internal error (exit 70).

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

async function check(text: string): Promise<{ code: number; err: string; out: string }> {
  const host = fakeHost({ 'case.yaml': text });
  const code = await main(['check', 'case.yaml', '--json', '--deterministic', '--no-symbolic'], host);
  return { code, err: host.err(), out: host.out() };
}

describe('bugs found by fuzzing, fixed', () => {
  // game/kernel: the file name went unescaped into generated code (`//# sourceURL=forward_${name}.js`);
  // a line terminator in `name` ended the comment and the kernel failed to compile (ZM9001, exit 70).
  for (const [label, name] of [
    ['CR', '"a\\r1b"'],
    ['LF', '"a\\n1b"'],
    ['U+2028', '"a\\u20281b"'],
    ['U+2029', '"a\\u20291b"'],
    ['*/ and quotes', `'x */ ") + 1; //'`],
  ] as const) {
    it(`a line terminator in the name (${label}) reaches the kernel as a plain comment`, async () => {
      const r = await check(`name: ${name}\ngame: { subtraction: [1, 2] }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..10 } }\n`);
      expect(r.code, r.err).toBe(0);
      expect(['holds', 'proved']).toContain(JSON.parse(r.out).files[0].verdict); // a periodicity certificate may prove it
    });
  }
});
