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
  // A name is now one line of printable text (ZM1030); quotes and comment marks still reach the kernel.
  for (const [label, name] of [
    ['CR', '"a\\r1b"'],
    ['LF', '"a\\n1b"'],
    ['U+2028', '"a\\u20281b"'],
    ['U+2029', '"a\\u20291b"'],
  ] as const) {
    it(`a line terminator in the name (${label}) is a positioned error, not a broken kernel`, async () => {
      const r = await check(`name: ${name}\ngame: { subtraction: [1, 2] }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..10 } }\n`);
      expect(r.code, r.err).toBe(2);
      expect(r.err).toMatch(/case\.yaml:1:7: error ZM1030: `name` contains the control character/);
    });
  }
  it('a name with comment marks and quotes reaches the kernel as a plain comment', async () => {
    const r = await check(`name: 'x */ ") + 1; //'\ngame: { subtraction: [1, 2] }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..10 } }\n`);
    expect(r.code, r.err).toBe(0);
    expect(['holds', 'proved']).toContain(JSON.parse(r.out).files[0].verdict); // a periodicity certificate may prove it
  });

  // game/layout: an array of 10^6+ slots was laid out slot by slot before any limit (minutes, GBs, a
  // V8 out-of-memory crash at 2^31): now a positioned error at the length, at load time.
  it('nim with 2^31 heaps is rejected at the number of heaps (ZM1024), not laid out', async () => {
    const r = await check('name: x\ngame: { nim: { heaps: 2147483648 } }\nconjecture: { S: xor(h) = 0 }\n');
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/case\.yaml:2:23: error ZM1024: .*2147483648 elements; at most 1000/);
  });
  it('a state array nat[1000000] is rejected at its length (ZM1024)', async () => {
    const r = await check('name: x\ngame: { state: { h: nat[1000000] }, moves: [] }\nconjecture: { S: true }\n');
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/case\.yaml:2:24: error ZM1024: this array has 1000000 elements; at most 1000/);
  });

  // lang: deep nesting overflowed the JS stack in the parser and the typechecker ("Maximum call stack
  // size exceeded", ZM9001, exit 70): now ZM2010 at the place where the nesting passes the limit.
  const conjecture = (s: string): string => `name: x\ngame: { subtraction: [1, 2] }\nconjecture: { S: "${s}" }\ncheck: { bounds: { n: 0..10 } }\n`;
  for (const [label, text, col] of [
    ['500 parentheses', `${'('.repeat(500)}n${')'.repeat(500)} = 0`, 219],
    ['1000 array brackets', `${'['.repeat(1000)}n${']'.repeat(1000)} = 0`, 219],
    ['3000 if-then-else', `${'if n = 0 then true else '.repeat(3000)}false`, 4798],
    ['3000 prefix ¬', `${'¬'.repeat(3000)}(n = 0)`, 219],
    ['3000 prefix −', `${'-'.repeat(3000)}n = 0`, 219],
    ['a 10 000-term sum', `${Array(10000).fill('n').join(' + ')} = 0`, 19],
  ] as const) {
    it(`${label}: a positioned ZM2010, exit 2`, async () => {
      const r = await check(conjecture(text));
      expect(r.code, r.err).toBe(2);
      expect(r.err).toMatch(new RegExp(`case\\.yaml:3:${col}: error ZM2010: expression nested too deeply`));
    });
  }
  it('a 990-term sum (under the limit) is checked as usual', async () => {
    const r = await check(conjecture(`n mod 3 = 0 ∧ ${Array(990).fill('n').join(' + ')} ≥ 0`));
    expect(r.code, r.err).toBe(0);
  });
  it('YAML nested 20 000 or 10^5 deep (flow or block) is a positioned ZM1031 (exit 2), before the parser could overflow', async () => {
    const flow = await check(`name: x\ngame: ${'['.repeat(20000)}${']'.repeat(20000)}\n`);
    expect(flow.code, flow.err).toBe(2);
    expect(flow.err).toMatch(/case\.yaml:2:207: error ZM1031: the YAML nests more than 200 levels deep here/);
    const block = await check(`name: x\ngame: { subtraction: [1, 2] }\nclaims:\n${'- '.repeat(100000)}x\n`);
    expect(block.err).toMatch(/case\.yaml:4:401: error ZM1031: /);
    // quotes and comments do not count; 150 levels reach the schema, which says what is wrong
    const quoted = await check(`name: "${'['.repeat(500)}" # ${'{'.repeat(500)}\ngame: ${'['.repeat(150)}${']'.repeat(150)}\n`);
    expect(quoted.err).not.toContain('ZM1031');
    expect(quoted.err).not.toContain('ZM7004');
    expect(quoted.code).toBe(2);
  });
  it('a chain of 20 000 definitions (each using the next) is bad input (ZM7004, exit 2), not an internal error', async () => {
    const defines = Array.from({ length: 19999 }, (_, k) => `  d${19999 - k}: d${19998 - k}`).join('\n');
    const r = await check(`name: x\ngame: { subtraction: [1, 2] }\ndefine:\n${defines}\n  d0: n\nconjecture: { S: d19999 mod 3 = 0 }\ncheck: { bounds: { n: 0..10 } }\n`);
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/case\.yaml:4:3: error ZM7004: .*: the definitions `d19999` → `d19998` → `d19997` → … form a chain 20000 deep/);
  });

  // game/check: a binder or quantifier over a huge literal range was enumerated value by value (a
  // synchronous loop that never ends): now an evaluation error at the binder (ZM5008 inside).
  it('a move binder t ∈ 1..10^12 is a positioned error at the binder, at once', async () => {
    const r = await check(
      'name: slow\ngame: { state: { n: nat }, moves: [ { for: t ∈ 1..1000000000000, if: t ≤ n, to: { n: n - t } } ] }\nconjecture: { S: n = 0 }\ncheck: { bounds: { n: 0..10 } }\n',
    );
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/case\.yaml:2:44: error ZM4005: .*the range of `t` \(1\.\.1000000000000\) has 1000000000000 values; at most 10000000/);
  });
  for (const [label, s, col] of [
    ['∀ m ∈ 0..10^12', 'n mod 3 = 0 ∨ (∀ m ∈ 0..1000000000000: m ≥ 0)', 35],
    ['count(m ∈ 0..10^12: …)', 'n mod 3 = 0 ∧ count(m ∈ 0..1000000000000: m < n) ≥ 0', 38],
  ] as const) {
    it(`a conjecture with ${label} is a positioned error at the binder`, async () => {
      const r = await check(`name: slow\ngame: { subtraction: [1, 2] }\nconjecture: { S: ${s} }\ncheck: { bounds: { n: 0..10 } }\n`);
      expect(r.code, r.err).toBe(2);
      // refused before any work by the estimate (ZM4210), at the same binder
      expect(r.err).toMatch(new RegExp(`case\\.yaml:3:${col}: error ZM4210: the conjecture needs about .*the range of \`m\` has up to 1\\.0·10\\^12 values`));
    });
  }

  // check: a parameter sweep of billions of values was checked game by game, with no limit.
  it('check.params q: 1..2^32 is a positioned ZM4004 at the range', async () => {
    const r = await check(
      'name: q\ngame: { params: { q: 1..25 }, state: { n: nat }, moves: [ { for: x ∈ q..q, if: x ≤ n, to: { n: n - x } } ] }\nconjecture: { S: n mod (q + 1) = 0 }\ncheck: { symbolic: off, params: { q: 1..4294967296 }, bounds: { n: 0..5 } }\n',
    );
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/case\.yaml:4:38: error ZM4004: check\.params sweeps 4294967296 games/);
  });

  // check: two wide parameters took 60–140 s and ~4 GB (the memory estimate built the product of
  // 4097 × 4097 sampled assignments) before an error that named 1000001 games of 10^12.
  it('check.params m, q: 0..10^6 is refused at once with the true number of games', async () => {
    const started = Date.now();
    const r = await check(
      'name: mq\ngame: { params: { m: nat, q: nat }, state: { n: nat }, moves: [ { for: k ∈ 1..m+1, if: k ≤ n, to: { n: n - k } } ] }\nconjecture: { S: n mod (m + 2) = 0 }\ncheck: { bounds: { n: 0..20 }, params: { m: 0..1000000, q: 0..1000000 } }\n',
    );
    expect(r.code, r.err).toBe(2);
    expect(r.err).toMatch(/case\.yaml:4:45: error ZM4004: check\.params sweeps 1000002000001 games \(1000001 × 1000001\)/);
    expect(Date.now() - started).toBeLessThan(20_000); // was 36 s on a quiet machine
  });
});
