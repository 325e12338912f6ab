// Tests for spec/yamlTree and the expression-aware flow collections (flowParse, flowRegions).
import { describe, expect, it } from 'vitest';
import { parseYamlTree } from '../../src/model/yamlTree.js';
import type { YNode } from '../../src/model/yamlNode.js';

/** The tree as plain data: scalars as their text, each with the file text at its first offset. */
function plain(node: YNode | undefined): unknown {
  if (!node) return undefined;
  switch (node.kind) {
    case 'null':
      return null;
    case 'scalar':
      return node.text;
    case 'seq':
      return node.items.map(plain);
    case 'map':
      return Object.fromEntries(node.entries.map((e) => [e.key, plain(e.value)]));
  }
}

function load(src: string) {
  const r = parseYamlTree('f.yaml', src);
  return { tree: plain(r.value), codes: r.diagnostics.map((d) => d.code), r };
}

describe('parseYamlTree', () => {
  it('reads expressions with braces inside flow maps and lists', () => {
    const src = 'moves:\n  - { by: A, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }\n  - for: [di ∈ {-1, 1}]\n    to: [ { n: a }, { n: n - 2 - a } ]\nc: { S: n mod 5 ∈ <0,2>, F: x in <1, 3> }\n';
    expect(load(src)).toMatchObject({
      codes: [],
      tree: {
        moves: [
          { by: 'A', for: 'k ∈ {1, 4}', if: 'k ≤ n', to: { n: 'n - k' } },
          { for: ['di ∈ {-1, 1}'], to: [{ n: 'a' }, { n: 'n - 2 - a' }] },
        ],
        c: { S: 'n mod 5 ∈ <0,2>', F: 'x in <1, 3>' },
      },
    });
  });

  it('keeps file offsets of scalars inside flow collections', () => {
    const src = 'm: { for: k ∈ {1, 4}, if: "k \\u2264 n" }\n';
    const { r } = load(src);
    const m = r.value!.kind === 'map' ? r.value!.entries[0]!.value : undefined;
    if (m?.kind !== 'map') throw new Error('map expected');
    const f = m.entries[0]!.value;
    if (f.kind !== 'scalar') throw new Error('scalar expected');
    expect(src.slice(f.mapped.offsets[0], f.mapped.offsets[f.text.length])).toBe('k ∈ {1, 4}');
    const g = m.entries[1]!.value;
    if (g.kind !== 'scalar') throw new Error('scalar expected');
    expect(g.text).toBe('k ≤ n');
    expect(src[g.mapped.offsets[4]!]).toBe('n');
  });

  it('reads a value that merely starts with a bracket as an expression', () => {
    expect(load('S: [4, 1, 2, 8][n mod 4] = 1  # comment\nT: 1\n').tree).toEqual({ S: '[4, 1, 2, 8][n mod 4] = 1', T: '1' });
  });

  it('handles multi-line flow collections and comments', () => {
    expect(load('a: {\n  b: x ∈ {1,\n    2},   # note\n  c: [1, 2]\n}\nz: |\n  { not: flow\n').tree).toEqual({
      a: { b: 'x ∈ {1, 2}', c: ['1', '2'] },
      z: '{ not: flow\n',
    });
  });

  it('reports duplicate keys, in block and flow maps, with the first one related', () => {
    const { codes, r } = load('a: 1\nb: { x: 1, x: 2 }\na: 2\n');
    expect(codes).toEqual(['ZM1002', 'ZM1002']);
    expect(r.diagnostics[0]!.related?.[0]?.span).toBeDefined();
  });

  it('reports YAML syntax errors with a position', () => {
    const { codes, r } = load('a: "x\n');
    expect(codes).toEqual(['ZM1001']);
    expect(r.diagnostics[0]!.span).toBeDefined();
  });
});
