// Test helpers: random explicit games (fast-check arbitraries) and naive reference solvers —
// recursive minimax for acyclic games, a synchronous fixpoint for loopy ones — written
// independently of src/solve so that the properties compare two implementations.

import fc from 'fast-check';
import type { TerminalKind } from '../../src/game/game.js';
import type { GraphSpec } from '../../src/game/graphGame.js';

export type Shape = 'forward' | 'dag' | 'cyclic';

export interface GraphOptions {
  shape: Shape;
  maxNodes?: number;
  outside?: boolean; // allow moves leaving the region (-1)
  draws?: boolean;
  wins?: boolean;
  partizan?: boolean;
}

const SAFE = 1,
  FRAGILE = 2,
  NEUTRAL = 3,
  UNDET = 4;

/** A random game as a GraphSpec (node numbers are region indices). */
export function arbGraph(o: GraphOptions): fc.Arbitrary<GraphSpec> {
  const max = o.maxNodes ?? 12;
  const term = fc.constantFrom<TerminalKind>(...([0, 0, 0, 0, 1, ...(o.draws ? [2] : []), ...(o.wins ? [3] : [])] as TerminalKind[]));
  return fc
    .record({
      boards: fc.integer({ min: 1, max: o.partizan ? Math.max(1, max >> 1) : max }),
      seedEdges: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(9)), { maxLength: max * 3 }),
      terms: fc.array(term, { minLength: max, maxLength: max }),
      perm: fc.array(fc.nat(), { minLength: max, maxLength: max }),
      misere: fc.boolean(),
    })
    .map(({ boards, seedEdges, terms, perm, misere }) => {
      const n = o.partizan ? boards * 2 : boards;
      const moves: number[][] = Array.from({ length: n }, () => []);
      for (const [a, b, kind] of seedEdges) {
        let from = a % n;
        let to: number = b % n;
        if (o.partizan) {
          // node = 2·board + turn; a move flips the turn; A's and B's move sets differ by construction
          from = 2 * (a % boards) + (kind & 1);
          to = 2 * (b % boards) + (1 - (kind & 1));
        }
        if (o.shape !== 'cyclic') {
          if (to === from) continue;
          if (to > from) [from, to] = [to, from];
          if (o.partizan && (to & 1) === (from & 1)) continue;
        }
        moves[from]!.push(o.outside && kind === 9 ? -1 : to);
      }
      const terminal = terms.slice(0, n);
      if (o.shape === 'dag') return relabel({ terminal, moves, play: misere ? 'misere' : 'normal' }, perm.slice(0, n));
      return { terminal, moves, play: misere ? 'misere' : 'normal', impartial: !o.partizan } satisfies GraphSpec;
    });
}

/** The same game with nodes renamed by a permutation derived from `keys` (so index order breaks). */
function relabel(g: { terminal: TerminalKind[]; moves: number[][]; play: 'normal' | 'misere' }, keys: number[]): GraphSpec {
  const n = g.terminal.length;
  const order = [...Array(n).keys()].sort((x, y) => keys[x]! - keys[y]! || x - y);
  const name = new Array<number>(n);
  order.forEach((old, k) => (name[old] = k));
  const terminal = new Array<TerminalKind>(n);
  const moves: number[][] = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) {
    terminal[name[v]!] = g.terminal[v]!;
    moves[name[v]!] = g.moves[v]!.map((t) => (t < 0 ? t : name[t]!));
  }
  return { terminal, moves, play: g.play };
}

export interface NaiveResult {
  outcome: number[];
  generation: number[];
}

/** Synchronous rounds: round r labels positions from labels of rounds < r; unlabelled positions that
 *  reach a move leaving the region through unlabelled ones are undetermined, others neutral. */
export function naiveFixpoint(g: GraphSpec): NaiveResult {
  const n = g.terminal.length;
  const out = new Array<number>(n).fill(0);
  const gen = new Array<number>(n).fill(-1);
  const noMove = g.play === 'misere' ? FRAGILE : SAFE;
  const targets = (v: number): number[] => (g.moves[v] ?? []).map((m) => (typeof m === 'number' ? m : -1));
  for (let round = 0; ; round++) {
    const next: [number, number][] = [];
    for (let v = 0; v < n; v++) {
      if (out[v] !== 0) continue;
      const t = g.terminal[v]!;
      if (t !== 0 || targets(v).length === 0) {
        if (round === 0) next.push([v, t === 1 ? SAFE : t === 2 ? NEUTRAL : t === 3 ? FRAGILE : noMove]);
        continue;
      }
      const ts = targets(v);
      if (ts.some((u) => u >= 0 && out[u] === SAFE && gen[u]! < round)) next.push([v, FRAGILE]);
      else if (ts.every((u) => u >= 0 && out[u] === FRAGILE && gen[u]! < round)) next.push([v, SAFE]);
    }
    if (next.length === 0) break;
    for (const [v, o] of next) {
      out[v] = o;
      gen[v] = o === NEUTRAL ? -1 : round;
    }
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (let v = 0; v < n; v++) {
      if (out[v] !== 0) continue;
      if (targets(v).some((u) => u < 0 || out[u] === UNDET)) {
        out[v] = UNDET;
        changed = true;
      }
    }
  }
  for (let v = 0; v < n; v++) if (out[v] === 0) out[v] = NEUTRAL;
  return { outcome: out, generation: gen };
}

/** Recursive minimax with remoteness, for acyclic games. */
export function naiveMinimax(g: GraphSpec): NaiveResult {
  const n = g.terminal.length;
  const out = new Array<number>(n).fill(0);
  const gen = new Array<number>(n).fill(-1);
  const solve = (v: number): void => {
    if (out[v] !== 0) return;
    const t = g.terminal[v]!;
    const ts = (g.moves[v] ?? []).map((m) => (typeof m === 'number' ? m : -1));
    if (t !== 0 || ts.length === 0) {
      out[v] = t === 1 ? SAFE : t === 2 ? NEUTRAL : t === 3 ? FRAGILE : g.play === 'misere' ? FRAGILE : SAFE;
      gen[v] = out[v] === NEUTRAL ? -1 : 0;
      return;
    }
    for (const u of ts) if (u >= 0) solve(u);
    const safe = ts.filter((u) => u >= 0 && out[u] === SAFE);
    if (safe.length > 0) {
      out[v] = FRAGILE;
      gen[v] = 1 + Math.min(...safe.map((u) => gen[u]!));
    } else if (ts.some((u) => u < 0 || out[u] === UNDET)) out[v] = UNDET;
    else if (ts.some((u) => out[u] === NEUTRAL)) out[v] = NEUTRAL;
    else {
      out[v] = SAFE;
      gen[v] = 1 + Math.max(...ts.map((u) => gen[u]!));
    }
  };
  for (let v = 0; v < n; v++) solve(v);
  return { outcome: out, generation: gen };
}

/** Does the in-region move graph have a cycle? (terminal positions have no moves) */
export function naiveHasCycle(g: GraphSpec): boolean {
  const n = g.terminal.length;
  const state = new Array<number>(n).fill(0);
  const visit = (v: number): boolean => {
    if (state[v] === 1) return true;
    if (state[v] === 2) return false;
    state[v] = 1;
    if (g.terminal[v] === 0) for (const m of g.moves[v] ?? []) for (const u of typeof m === 'number' ? [m] : m) if (u >= 0 && visit(u)) return true;
    state[v] = 2;
    return false;
  };
  for (let v = 0; v < n; v++) if (visit(v)) return true;
  return false;
}

/** The seed for a property run: pinned per name by default, so `npm test` (and CI) is reproducible as
 *  test/setup/fastCheck.ts pins fast-check's own; ZERMELO_SEED=<int> replays a run and
 *  ZERMELO_SEED=random draws a fresh one (a campaign). Printed so a failure can be replayed. */
export function seedFor(name: string): number {
  const fixed = process.env['ZERMELO_SEED'];
  let seed: number;
  if (fixed === 'random') seed = (Date.now() ^ (Math.random() * 2 ** 31)) | 0;
  else if (fixed) seed = Number(fixed);
  else {
    seed = 20261207;
    for (const c of name) seed = (Math.imul(seed, 31) + c.charCodeAt(0)) | 0;
  }
  console.log(`[${name}] fast-check seed ${seed} (replay: ZERMELO_SEED=${seed})`);
  return seed;
}

/** A permutation of 0..k−1 from random sort keys (the symmetry laws' random maps). */
export const permutation = (k: number): fc.Arbitrary<number[]> =>
  fc.array(fc.nat(1000), { minLength: k, maxLength: k }).map((keys) =>
    keys
      .map((x, i) => [x, i] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([, i]) => i),
  );
