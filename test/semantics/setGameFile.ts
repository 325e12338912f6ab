// Whole random game files on small graphs, as YAML text: bool[k] and bool[edges] fields (sets), data
// tables (adjacency and edge lists) read by guards, targets, binders (`for: w ∈ adj[v]`), conjectures
// and claims; one of four games (node Kayles, Dawson's Kayles, a sliding game with draws, edge
// drawing over `bool[edges]`), normal or misère play.

import fc from 'fast-check';

interface Graph {
  k: number;
  edges: [number, number][];
}

const graph: fc.Arbitrary<Graph> = fc.integer({ min: 2, max: 5 }).chain((k) => {
  const pairs: [number, number][] = [];
  for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) pairs.push([a, b]);
  return fc.subarray(pairs, { minLength: 1 }).map((edges) => ({ k, edges }));
});

const adjOf = (g: Graph): number[][] => Array.from({ length: g.k }, (_, v) => g.edges.flatMap(([a, b]) => (a === v ? [b] : b === v ? [a] : [])));

/** The moves of one of four graph games, over the field `t` (vertices) or `d` (edges). */
const MOVES: Record<string, string> = {
  nodeKayles: `    - { name: take v, for: v ∈ 0..K1, if: "¬t[v] ∧ ∀ w ∈ adj[v]: ¬t[w]", to: { t[v]: true } }`,
  dawson: `    - { name: edge e, for: e ∈ 0..len(edges) - 1, if: "¬t[edges[e][0]] ∧ ¬t[edges[e][1]]", to: { t[edges[e][0]]: true, t[edges[e][1]]: true } }`,
  slide: `    - { name: slide, for: "v ∈ 0..K1, w ∈ adj[v]", if: "t[v] ∧ ¬t[w] ∧ count(u ∈ adj[w]: t[u]) ≤ C", to: { t[v]: false, t[w]: true } }`,
  draw: `    - { name: draw e, for: e ∈ 0..len(edges) - 1, if: "¬d[e] ∧ count(f ∈ 0..len(edges) - 1: d[f] ∧ (edges[f][0] = edges[e][0] ∨ edges[f][1] = edges[e][1])) ≤ C", to: { d[e]: true } }`,
};

const CONJECTURES = ['count(i ∈ 0..K1: t[i]) mod 2 = C', '∃ v ∈ 0..K1: t[v] ∧ len(adj[v]) > C', 't[0] ∨ C ∈ adj[K1]', 'count(e ∈ 0..len(edges) - 1: t[edges[e][0]] ∧ t[edges[e][1]]) = C'];
const DRAW_CONJECTURES = ['count(e ∈ 0..len(edges) - 1: d[e]) mod 2 = C', 'd[0] ∨ count(e ∈ 0..len(edges) - 1: d[e]) > C'];

/** A random game on a random graph of 2-5 vertices (the file's text). */
export const setGameText: fc.Arbitrary<string> = fc
  .record({
    g: graph,
    kind: fc.constantFrom(...Object.keys(MOVES)),
    c: fc.integer({ min: 0, max: 2 }),
    conj: fc.integer({ min: 0, max: 3 }),
    misere: fc.boolean(),
    start: fc.integer({ min: 0, max: 31 }),
  })
  .map(({ g, kind, c, conj, misere, start }) => {
    const edgesGame = kind === 'draw';
    const field = edgesGame ? 'd' : 't';
    const size = edgesGame ? g.edges.length : g.k;
    const marked = Array.from({ length: size }, (_, i) => i).filter((i) => (start >> i) & 1 && kind === 'slide');
    const fill = (s: string): string => s.replaceAll('K1', String(g.k - 1)).replaceAll('C', String(c));
    const conjecture = edgesGame ? DRAW_CONJECTURES[conj % 2]! : CONJECTURES[conj]!;
    return `name: graph-${kind}
game:
  state: { ${field}: ${edgesGame ? 'bool[edges]' : `bool[${g.k}]`} }
  start: { ${field}: {${marked.join(', ')}} }
  moves:
${fill(MOVES[kind]!)}
  play: ${misere ? 'misère' : 'normal'}
define:
  adj: ${JSON.stringify(adjOf(g)).replaceAll(',', ', ')}
  edges: ${JSON.stringify(g.edges).replaceAll(',', ', ')}
conjecture:
  S: "${fill(conjecture)}"
claims:
  - holds: "safe(start) ∨ fragile(start) ∨ neutral(start)"
  - holds: "len(adj) = ${g.k} ∧ ∀ v ∈ 0..${g.k - 1}: ∀ w ∈ adj[v]: v ∈ adj[w]"
`;
  });
