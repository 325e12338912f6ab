// Stage: teach (guess). Relations between coordinates, as the book guesses them for several heaps:
// equal heaps (game 11), heaps congruent modulo k (game 12), the nim-sum of the heaps — or of their
// residues modulo k — is zero (games 16, 17), residues of the sum, and products of residue sets
// (`i mod 4 ∈ {1, 2} ∧ j mod 4 ∈ {1, 2}`), and the distance from the diagonal `abs(m - n)`, periodic
// with exceptions. Input: the coordinates and the known positions.
// Output: the candidate Formulas consistent with every known position.

import { and, atom, listCost, setText, type Formula } from './formula.js';
import { fitSequence, modFormula } from './fitSequence.js';

export interface Coord {
  name: string; // as written in expressions: n, h[0], turn
  slot: number;
  lo: number;
  hi: number;
  /** Names of the values (players); absent for numbers. */
  valueNames?: readonly string[];
}

export interface Sample {
  pos: Float64Array;
  v: 0 | 1;
}

export const MAX_MODULUS = 12;
export const MAX_RECT = 8;

/** The set of keys on which samples are 1, when every key gets a single value; undefined otherwise. */
function keyedSet(samples: readonly Sample[], key: (p: Float64Array) => number): number[] | undefined {
  const seen = new Map<number, number>();
  for (const s of samples) {
    const k = key(s.pos);
    const v = seen.get(k);
    if (v === undefined) seen.set(k, s.v);
    else if (v !== s.v) return undefined;
  }
  return [...seen].filter(([, v]) => v === 1).map(([k]) => k);
}

const mod = (x: number, k: number): number => ((x % k) + k) % k;

/** `xor(h)` when the coordinates are exactly the elements of one array field, in order. */
function arrayField(coords: readonly Coord[]): string | undefined {
  const m = coords.map((c) => /^([\p{L}_][\p{L}\p{N}_]*)\[(\d+)\]$/u.exec(c.name));
  if (m.some((x) => !x) || new Set(m.map((x) => x![1])).size !== 1) return undefined;
  return m.every((x, k) => Number(x![2]) === k) ? m[0]![1] : undefined;
}

function nimSums(coords: readonly Coord[], samples: readonly Sample[]): Formula[] {
  const out: Formula[] = [];
  const whole = arrayField(coords);
  for (let k = 0; k <= MAX_MODULUS; k++) {
    if (k === 1) continue;
    const f = (x: number): number => (k === 0 ? x : mod(x, k));
    const xorOf = (p: ArrayLike<number>): number => coords.reduce((acc, c) => acc ^ f(p[c.slot]!), 0);
    if (!samples.every((s) => (xorOf(s.pos) === 0) === (s.v === 1))) continue;
    const term = (c: Coord): string => (k === 0 ? c.name : `${c.name} mod ${k}`);
    const text =
      coords.length === 2
        ? k === 0
          ? `${coords[0]!.name} = ${coords[1]!.name}`
          : `${term(coords[0]!)} = ${term(coords[1]!)}`
        : k === 0 && whole
          ? `xor(${whole}) = 0`
          : whole
            ? `xor(${coords.map(term).join(', ')}) = 0`
            : `${coords.map((c) => (k === 0 ? c.name : `(${term(c)})`)).join(' ⊕ ')} = 0`;
    out.push(atom(text, (coords.length === 2 ? 1 : 2) + (k === 0 ? 0 : 2), (p) => xorOf(p) === 0));
  }
  return out;
}

function sumResidues(coords: readonly Coord[], samples: readonly Sample[]): Formula[] {
  const out: Formula[] = [];
  const whole = arrayField(coords);
  const sum = whole ? `sum(${whole})` : `(${coords.map((c) => c.name).join(' + ')})`;
  for (let k = 2; k <= MAX_MODULUS; k++) {
    const key = (p: ArrayLike<number>): number =>
      mod(
        coords.reduce((acc, c) => acc + p[c.slot]!, 0),
        k,
      );
    const residues = keyedSet(samples, key);
    if (!residues || residues.length === 0 || residues.length === k) continue;
    const r = new Set(residues);
    const shown = residues.length === 1 ? `= ${residues[0]}` : `∈ ${setText(residues)}`;
    out.push(atom(`${sum} mod ${k} ${shown}`, 3 + listCost(residues), (p) => r.has(key(p))));
  }
  return out;
}

/** `a mod p ∈ R1 ∧ b mod q ∈ R2`: the 1-positions form a product of residue sets. */
function rectangles(a: Coord, b: Coord, samples: readonly Sample[]): Formula[] {
  const out: Formula[] = [];
  // Evidence: each period must fit at least twice into its coordinate's range.
  const maxP = Math.min(MAX_RECT, Math.floor((a.hi - a.lo + 1) / 2));
  const maxQ = Math.min(MAX_RECT, Math.floor((b.hi - b.lo + 1) / 2));
  for (let p = 1; p <= maxP; p++) {
    for (let q = 1; q <= maxQ; q++) {
      if (p === 1 && q === 1) continue;
      const ones = keyedSet(samples, (x) => mod(x[a.slot]!, p) * MAX_RECT + mod(x[b.slot]!, q));
      if (!ones || ones.length === 0) continue;
      const ra = [...new Set(ones.map((k) => Math.floor(k / MAX_RECT)))];
      const rb = [...new Set(ones.map((k) => k % MAX_RECT))];
      if (ra.length * rb.length !== ones.length) continue;
      const f = and(modFormula(a.name, a.slot, p, ra), modFormula(b.name, b.slot, q, rb));
      if (samples.every((s) => f.holds(s.pos) === (s.v === 1))) out.push(f);
    }
  }
  return out;
}

/** `abs(a - b) mod k ∈ R`, with finitely many exceptions: the distance from the diagonal is periodic
 *  (fitSequence on the row of distances), as in game 15 (b) beyond its first rows and columns. */
function distances(a: Coord, b: Coord, samples: readonly Sample[]): Formula[] {
  const max = Math.max(a.hi - b.lo, b.hi - a.lo, 0);
  const row = new Int8Array(max + 1).fill(-1);
  const dist = (x: ArrayLike<number>): number => Math.abs(x[a.slot]! - x[b.slot]!);
  for (const s of samples) {
    const d = dist(s.pos);
    if (row[d]! >= 0 && row[d] !== s.v) return [];
    row[d] = s.v;
  }
  return fitSequence(`abs(${a.name} - ${b.name})`, 0, 0, row).map((f) => ({ ...f, cost: f.cost + 2, holds: (x: ArrayLike<number>) => f.holds([dist(x)]) }));
}

export function relationCandidates(coords: readonly Coord[], samples: readonly Sample[]): Formula[] {
  const out: Formula[] = [];
  if (coords.length >= 2) {
    out.push(...nimSums(coords, samples), ...sumResidues(coords, samples));
    if (coords.length === 2) out.push(...rectangles(coords[0]!, coords[1]!, samples), ...distances(coords[0]!, coords[1]!, samples));
  }
  return out;
}
