// Random games with points (`score:`) for the value laws: a graph of nodes 0..n-1, each edge a move
// schema of its own (`if: p = u`, its points, whether it keeps the turn, in a partizan game its
// player), written as a file two ways — with `score:` (no score in the state), and with the score
// difference carried in the state (theory.md "Scores": a passing move that gains g sets d to
// −(d + g), a kept one to d + g; lose/draw/win by the sign of d where the player to move has no move).
import fc from 'fast-check';

export interface ScoredEdge {
  from: number;
  to: number;
  points: number;
  keeps: boolean;
  /** partizan: 0 or 1, the player who may make this move */
  by: number;
}

export interface ScoredGraph {
  nodes: number;
  edges: ScoredEdge[];
  partizan: boolean;
  misere: boolean;
}

const PLAYERS = ['A', 'B'] as const;

/** A random graph; `acyclic`: every edge goes to a smaller node. */
export function arbScoredGraph(acyclic: boolean): fc.Arbitrary<ScoredGraph> {
  return fc.integer({ min: 1, max: 7 }).chain((nodes) =>
    fc.record({
      nodes: fc.constant(nodes),
      edges: fc
        .array(
          fc.record({
            from: fc.integer({ min: 0, max: nodes - 1 }),
            to: fc.integer({ min: 0, max: nodes - 1 }),
            points: fc.integer({ min: -3, max: 3 }),
            keeps: fc.boolean(),
            by: fc.integer({ min: 0, max: 1 }),
          }),
          { maxLength: 14 },
        )
        .map((es) => (acyclic ? es.filter((e) => e.to < e.from) : es)),
      partizan: fc.boolean(),
      misere: fc.boolean(),
    }),
  );
}

function header(g: ScoredGraph, state: string): string {
  return `name: scored\ngame:\n${g.partizan ? '  players: [A, B]\n' : ''}  state: { ${state} }\n${g.misere ? '  play: misere\n' : ''}  moves:\n`;
}

function by(g: ScoredGraph, e: ScoredEdge): string {
  return g.partizan ? `by: ${PLAYERS[e.by]}, ` : '';
}

/** The file with `score:`: positions are the nodes (and the player to move). */
export function scoredFile(g: ScoredGraph): string {
  const moves = g.edges.map((e) => `    - { ${by(g, e)}if: p = ${e.from}, ${e.keeps ? 'again: true, ' : ''}score: ${e.points}, to: { p: ${e.to} } }\n`);
  return header(g, `p: 0..${g.nodes - 1}`) + (moves.length ? moves.join('') : '    - { if: false, to: { p: 0 } }\n') + 'claims:\n  - holds: true\n';
}

/** The most points any play can score in absolute value (every edge at most once on an acyclic graph). */
export function pointsBound(g: ScoredGraph): number {
  return g.edges.reduce((a, e) => a + Math.abs(e.points), 0);
}

/** Nodes where `player` (0/1; impartial: ignored) has no move. */
export function stuck(g: ScoredGraph, player: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < g.nodes; p++) if (!g.edges.some((e) => e.from === p && (!g.partizan || e.by === player))) out.push(p);
  return out;
}

/** The same game with the difference `d` carried in the state, decided by its sign at the end. */
export function carriedFile(g: ScoredGraph): string {
  const bound = pointsBound(g);
  const moves = g.edges.map((e) => `    - { ${by(g, e)}if: p = ${e.from}, ${e.keeps ? 'again: true, ' : ''}to: { p: ${e.to}, d: ${e.keeps ? `d + ${e.points}` : `0 - (d + ${e.points})`} } }\n`);
  const inSet = (ps: number[]): string => (ps.length ? `p ∈ {${ps.join(', ')}}` : 'false');
  const none = g.partizan ? `(turn = A ∧ ${inSet(stuck(g, 0))}) ∨ (turn = B ∧ ${inSet(stuck(g, 1))})` : inSet(stuck(g, 0));
  return (
    header(g, `p: 0..${g.nodes - 1}, d: int`) +
    (moves.length ? moves.join('') : '    - { if: false, to: { p: 0 } }\n') +
    `  end:\n    lose: "(${none}) ∧ d < 0"\n    draw: "(${none}) ∧ d = 0"\n    win: "(${none}) ∧ d > 0"\n` +
    `check: { bounds: { d: ${-bound}..${bound} } }\nclaims:\n  - holds: true\n`
  );
}

/** The naive value: recursive negamax over the edge list; 'cycle' where play can reach a cycle. */
export function naiveValue(g: ScoredGraph, p: number, player: number, onPath: Set<string> = new Set()): number | 'cycle' {
  const key = `${p},${player}`;
  if (onPath.has(key)) return 'cycle';
  const moves = g.edges.filter((e) => e.from === p && (!g.partizan || e.by === player));
  if (moves.length === 0) return 0;
  onPath.add(key);
  let best: number | undefined;
  let cyclic = false;
  for (const e of moves) {
    const next = g.partizan && !e.keeps ? 1 - player : player;
    const v = naiveValue(g, e.to, next, onPath);
    if (v === 'cycle') cyclic = true;
    else {
      const total = e.keeps ? e.points + v : e.points - v;
      if (best === undefined || total > best) best = total;
    }
  }
  onPath.delete(key);
  return cyclic ? 'cycle' : best!;
}
