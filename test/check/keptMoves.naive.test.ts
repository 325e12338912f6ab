// Moves that keep the turn against a naive solver written here (no zermelo code): random explicit
// games (positions p = 0..K-1, one move schema per edge, some edges keeping the turn, impartial or
// partizan, `end:` rules, normal or misère play, cycles allowed) are solved by plain fixed-point
// iteration of theory.md's generalised Theorem 4.1 and compared with solveRetrograde (both methods)
// and with the bounded check's failure counts for a conjecture that is the naive truth with a few
// positions moved to another set. Seeds are pinned by test/setup/fastCheck.ts.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { checkBounded } from '../../src/check/checkBounded.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { spec } from './helpers.js';

const S = 1;
const F = 2;
const NEU = 3;

interface Edge {
  from: number;
  to: number;
  keeps: boolean;
  by?: 0 | 1;
  again: string | undefined; // the text of `again:` (undefined: no key)
}

interface RandomGame {
  size: number;
  partizan: boolean;
  edges: Edge[];
  lose: number[];
  draw: number[];
  win: number[];
  misere: boolean;
}

const KEPT = (from: number): string[] => ['true', `p = ${from}`, `p ≠ ${from + 1}`];
const PASSING = (from: number): (string | undefined)[] => [undefined, 'false', `p ≠ ${from}`];

const randomGame: fc.Arbitrary<RandomGame> = fc.record({ size: fc.integer({ min: 1, max: 6 }), partizan: fc.boolean(), misere: fc.boolean() }).chain(({ size, partizan, misere }) => {
  const pos = fc.integer({ min: 0, max: size - 1 });
  const edge = fc.record({ from: pos, to: pos, keeps: fc.boolean(), by: fc.constantFrom<0 | 1>(0, 1), pick: fc.integer({ min: 0, max: 2 }) }).map(({ from, to, keeps, by, pick }): Edge => ({
    from,
    to,
    keeps,
    ...(partizan ? { by } : {}),
    again: keeps ? KEPT(from)[pick] : PASSING(from)[pick],
  }));
  const subset = fc.subarray(
    Array.from({ length: size }, (_, i) => i),
    { maxLength: Math.min(2, size) },
  );
  return fc.record({ edges: fc.array(edge, { minLength: 1, maxLength: 10 }), lose: subset, draw: subset, win: subset }).map((r) => ({ size, partizan, misere, ...r }));
});

/** A position of the naive solver: [p, turn] (turn 0 in impartial games). */
type Pos = [number, number];

function naivePositions(g: RandomGame): Pos[] {
  const out: Pos[] = [];
  for (let p = 0; p < g.size; p++) for (let t = 0; t < (g.partizan ? 2 : 1); t++) out.push([p, t]);
  return out;
}

function naiveTerminal(g: RandomGame, p: number): 0 | 1 | 2 | 3 {
  return g.lose.includes(p) ? 1 : g.draw.includes(p) ? 2 : g.win.includes(p) ? 3 : 0;
}

function naiveMoves(g: RandomGame, [p, t]: Pos): { to: Pos; keeps: boolean }[] {
  if (naiveTerminal(g, p) !== 0) return [];
  return g.edges.filter((e) => e.from === p && (e.by === undefined || e.by === t)).map((e) => ({ to: [e.to, g.partizan && !e.keeps ? 1 - t : t] as Pos, keeps: e.keeps }));
}

const key = ([p, t]: Pos): string => `${p},${t}`;

/** Fixed point: a move wins when it passes into S or keeps into F; a position is S when every move
 *  loses (passes into F, keeps into S); never decided: neutral. */
function naiveSolve(g: RandomGame): Map<string, number> {
  const out = new Map<string, number>();
  const positions = naivePositions(g);
  for (const q of positions) {
    const term = naiveTerminal(g, q[0]);
    if (term !== 0) out.set(key(q), term === 1 ? S : term === 2 ? NEU : F);
    else if (naiveMoves(g, q).length === 0) out.set(key(q), g.misere ? F : S);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const q of positions) {
      if (out.has(key(q))) continue;
      const seen = naiveMoves(g, q).map((m) => ({ o: out.get(key(m.to)), keeps: m.keeps }));
      if (seen.some(({ o, keeps }) => o === (keeps ? F : S))) out.set(key(q), F);
      else if (seen.every(({ o, keeps }) => o === (keeps ? S : F))) out.set(key(q), S);
      else continue;
      changed = true;
    }
  }
  for (const q of positions) if (!out.has(key(q))) out.set(key(q), NEU);
  return out;
}

/** The conditions that fail at each position for a conjecture `conj` (1 S, 2 F, 4 N per position). */
function naiveFailures(g: RandomGame, truth: Map<string, number>, conj: Map<string, number>): Record<string, number> {
  const counts: Record<string, number> = {};
  const fail = (c: string): void => void (counts[c] = (counts[c] ?? 0) + 1);
  for (const q of naivePositions(g)) {
    const m = conj.get(key(q))!;
    const term = naiveTerminal(g, q[0]);
    const moves = naiveMoves(g, q);
    if (term === 1 && m !== 1) fail('terminal-lose');
    else if (term === 2 && m !== 4) fail('terminal-draw');
    else if (term === 3 && m !== 2) fail('terminal-win');
    else if (term === 0 && moves.length === 0 && m !== (g.misere ? 2 : 1)) fail(g.misere ? 'terminal-win' : 'terminal-lose');
    else if (term === 0 && moves.length > 0) {
      // the target as its mover sees it: a kept move's safe and fragile exchanged
      const seen = moves.map(({ to, keeps }) => ((x) => (keeps && x !== 4 ? 3 - x : x))(conj.get(key(to))!));
      if (m === 2 && !seen.includes(1)) fail('I');
      if (m === 1 && seen.some((x) => x !== 2)) fail('II');
      if (m === 4 && !seen.includes(4)) fail('IIIa');
      if (m === 4 && seen.includes(1)) fail('IIIb');
    }
    if ((m === 4 ? NEU : m) !== truth.get(key(q))) fail('truth');
  }
  return counts;
}

function yaml(g: RandomGame, conj: Map<string, number>): string {
  const set = (xs: number[]): string => `p ∈ {${xs.join(', ')}}`;
  const end = [g.lose.length ? `lose: "${set(g.lose)}"` : '', g.draw.length ? `draw: "${set(g.draw)}"` : '', g.win.length ? `win: "${set(g.win)}"` : ''].filter(Boolean);
  const players = ['A', 'B'];
  const moves = g.edges.map((e) => `    - { if: "p = ${e.from}", ${e.again !== undefined ? `again: "${e.again}", ` : ''}${e.by !== undefined ? `by: ${players[e.by]}, ` : ''}to: { p: ${e.to} } }`);
  const members = (bit: number): string => {
    const xs = naivePositions(g)
      .filter((q) => conj.get(key(q)) === bit)
      .map(([p, t]) => (g.partizan ? `(p = ${p} ∧ turn = ${players[t]})` : `p = ${p}`));
    return xs.length ? xs.join(' ∨ ') : 'false';
  };
  return [
    'name: random-kept',
    'game:',
    ...(g.partizan ? ['  players: [A, B]'] : []),
    `  state: { p: 0..${g.size - 1} }`,
    '  moves:',
    ...moves,
    ...(end.length ? [`  end: { ${end.join(', ')} }`] : []),
    ...(g.misere ? ['  play: misère'] : []),
    'conjecture:',
    `  S: "${members(1)}"`,
    `  F: "${members(2)}"`,
    `  N: "${members(4)}"`,
    'check:',
    '  symbolic: "off"',
    '',
  ].join('\n');
}

describe('moves that keep the turn: zermelo = a naive solver written in the test', () => {
  test('solveRetrograde (forward where it applies, general retrograde) = the naive fixed point; the bounded check counts the failures the naive conditions count', () => {
    fc.assert(
      fc.property(randomGame, fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 2 }), fc.constantFrom(1, 2, 4), (g, moved, to) => {
        const truth = naiveSolve(g);
        const positions = naivePositions(g);
        const conj = new Map(positions.map((q) => [key(q), ((o) => (o === NEU ? 4 : o))(truth.get(key(q))!)]));
        for (const i of moved) if (i < positions.length) conj.set(key(positions[i]!), to);
        const text = yaml(g, conj);
        const s = spec(text);
        const game = buildGame(s, {}).value!;
        for (const method of ['auto', 'retrograde'] as const) {
          const solved = solveRetrograde(game, { method }).value!;
          for (const q of positions) {
            const index = game.region.encode(Float64Array.from(g.partizan ? q : [q[0]]));
            expect(solved.outcome[index], `${method} at p = ${q[0]}, turn ${q[1]}\n${text}`).toBe(truth.get(key(q)));
          }
        }
        const r = checkBounded(s);
        const engine: Record<string, number> = {};
        for (const c of r.runs[0]!.conditions) if (c.failures > 0) engine[c.condition] = c.failures;
        expect(engine, text).toEqual(naiveFailures(g, truth, conj));
        expect(r.outcome, text).toBe(Object.keys(engine).length ? 'refuted' : 'holds');
      }),
      { numRuns: 150 },
    );
  });
});
