// A stack overflow caused by a deep chain of definitions (ZM7004) is placed at the chain's first
// definition, with a hint that applies (issue 31 #7); the chain is found without recursion.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { longestDefinitionChain } from '../../src/model/definitionChain.js';
import { fakeHost } from '../e2e/fakeHost.js';

/** A file whose definitions d0 → d1 → … → d{depth} each call the next. */
function chainFile(depth: number): string {
  const defines = Array.from({ length: depth }, (_, k) => `  d${k}: d${k + 1} + 1`).join('\n');
  return `name: chain\ndefine:\n${defines}\n  d${depth}: n\ngame: { subtraction: [1, 2] }\nconjecture: { S: d0 mod 2 = 0 }\ncheck: { symbolic: off, bounds: { n: 0..5 } }\n`;
}

describe('longestDefinitionChain', () => {
  it('follows the longest acyclic path of calls, and not recursion', () => {
    const text = `name: x
define:
  a: b + c(1)
  b: c(2) + 0 * n
  c(k): if k < 1 then 0 else c(k - 1) + e
  e: 1
  lone: 2
game: { subtraction: [1, 2] }
conjecture: { S: a + lone = 0 }
check: { bounds: { n: 0..3 } }
`;
    const spec = loadSpec('x.yaml', text).value!;
    const chain = longestDefinitionChain(spec.defines)!;
    expect(chain.depth).toBe(4); // a → b → c → e
    expect(chain.head).toEqual(['a', 'b', 'c']);
    expect(text.slice(chain.span.start, chain.span.end)).toBe('a');
  });

  it('a parameter that shadows a definition is not a call', () => {
    const spec = loadSpec('x.yaml', `name: x\ndefine:\n  e: 1\n  f(e): e + 1\ngame: { subtraction: [1] }\nconjecture: { S: f(n) = 0 }\ncheck: { bounds: { n: 0..3 } }\n`).value!;
    expect(longestDefinitionChain(spec.defines)!.depth).toBe(1);
  });

  it('a chain of 10^5 definitions is measured without overflowing the stack', () => {
    const defines = Array.from({ length: 100_000 }, (_, k) => ({
      name: `d${k}`,
      params: [],
      body: { kind: 'name' as const, name: `d${k + 1}`, span: { start: 0, end: 1 } },
      span: { start: k, end: k + 1 },
    }));
    const chain = longestDefinitionChain(defines as never)!;
    expect(chain.depth).toBe(100_000);
    expect(chain.span).toEqual({ start: 0, end: 1 });
  });
});

describe('ZM7004 of a deep chain is positioned at its first definition', () => {
  for (const [depth, stage] of [
    [3000, 'for the bounded check'],
    [20000, 'to load'],
  ] as const) {
    it(`a chain ${depth} deep (overflow ${stage})`, async () => {
      const host = fakeHost({ 'conjectures/chain.yaml': chainFile(depth) });
      const code = await main(['check', '--no-cache', 'conjectures/chain.yaml'], host);
      expect(code, host.err()).toBe(2);
      expect(host.err()).toContain(
        `conjectures/chain.yaml:3:3: error ZM7004: the file is too deeply nested or too large ${stage} (the JavaScript stack overflowed): the definitions \`d0\` → \`d1\` → \`d2\` → … form a chain ${depth + 1} deep`,
      );
      expect(host.err()).toContain('hint: shorten the chain: merge definitions that only call the next one, or compute several steps in one expression');
    }, 60_000);
  }
});
