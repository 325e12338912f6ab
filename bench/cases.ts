// Benchmarks: the cases of issues 3 and 5, each a file in the surface syntax run through the real
// engine (loadSpec → buildGame → solveRetrograde / the generated check pass / solveGrundy), paired
// with the C reference row doing the same work and a checksum both must agree on.

import { checkBounded } from '../src/check/checkBounded.js';
import { conjectureClassifier } from '../src/check/classifier.js';
import { FailureCollector } from '../src/check/collector.js';
import { runPartitionPasses } from '../src/check/partitionPasses.js';
import { conditionPass, PASS_CONDITIONS } from '../src/check/conditionPass.js';
import { buildGame, type SpecGame } from '../src/game/buildGame.js';
import { solveGrundy } from '../src/solve/solveGrundy.js';
import { octalGrundy } from '../src/solve/octalGrundy.js';
import { octalGrundySparse } from '../src/solve/octalSparse.js';
import { forwardFunction } from '../src/solve/forward.js';
import { periodicForward } from '../src/solve/periodicForward.js';
import { solveRetrograde } from '../src/solve/solveRetrograde.js';
import { sweepValues } from '../src/solve/value/valueSweep.js';
import { tierValues } from '../src/solve/value/tierSweep.js';
import type { Swept } from '../src/solve/value/sweepResult.js';
import { FRAGILE, SAFE } from '../src/solve/solution.js';
import { loadSpec } from '../src/model/loadSpec.js';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fnv1a } from './measure.js';

export interface Case {
  name: string;
  positions: number;
  /** The C command (program and args) doing the same work. */
  reference: string[];
  /** More C commands whose CPU time adds to the reference's (a whole check: solve + local check). */
  alsoReference?: string[][];
  /** Runs of the C command (default: the bench's --runs); 1 for the quadratic C rows at 10^6. */
  referenceRuns?: number;
  /** The checksums compare (false when the C row computes part of the work only). */
  comparable?: boolean;
  setup: () => unknown;
  /** The timed work. */
  run: (input: unknown) => unknown;
  /** Untimed: the checksum of the result, comparable with the C program's. */
  checksum: (result: unknown) => number;
}

/** Dots and Boxes on rows × cols boxes as the library's files state it (conjectures/board/dots-and-boxes-*.yaml):
 *  lines horizontal row by row, then vertical; `box` the four lines of each box, `side` the boxes of each line. */
export function dotsAndBoxesFile(rows: number, cols: number): string {
  const dot = (r: number, c: number): number => r * (cols + 1) + c;
  const lines: [number, number][] = [];
  for (let r = 0; r <= rows; r++) for (let c = 0; c < cols; c++) lines.push([dot(r, c), dot(r, c + 1)]);
  for (let r = 0; r < rows; r++) for (let c = 0; c <= cols; c++) lines.push([dot(r, c), dot(r + 1, c)]);
  const at = (a: number, b: number): number => lines.findIndex(([x, y]) => x === a && y === b);
  const box: number[][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) box.push([at(dot(r, c), dot(r, c + 1)), at(dot(r + 1, c), dot(r + 1, c + 1)), at(dot(r, c), dot(r + 1, c)), at(dot(r, c + 1), dot(r + 1, c + 1))]);
  const side = lines.map((_, e) => box.flatMap((b, i) => (b.includes(e) ? [i] : [])));
  const list = (xs: unknown[]): string => JSON.stringify(xs).replace(/,/g, ', ');
  return `name: dots-and-boxes-${rows}x${cols}
game:
  state: { drawn: bool[lines] }
  start: { drawn: {} }
  moves:
    - name: draw e
      for: e ∈ 0..len(lines) - 1
      if: ¬drawn[e]
      again: closed(e) > 0
      score: closed(e)
      to: { drawn[e]: true }
define:
  lines: ${list(lines)}
  box: ${list(box)}
  side: ${list(side)}
  closed(e): count(i ∈ 0..len(side[e]) - 1: count(j ∈ 0..3: drawn[box[side[e][i]][j]]) = 3)
check: { from: start, symbolic: off }
`;
}

function game(text: string, params: Record<string, number> = {}, options: { sparse?: boolean } = {}): SpecGame {
  const spec = loadSpec('bench.yaml', text);
  if (!spec.value) throw new Error(spec.diagnostics.map((d) => d.message).join('; '));
  const g = buildGame(spec.value, params, options);
  if (!g.value) throw new Error(g.diagnostics.map((d) => d.message).join('; '));
  return g.value;
}

const game9 = (top: number) => `name: game9
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
conjecture: { S: n mod 5 ∈ <0,2> }
check: { bounds: { n: 0..${top} } }
`;
// game 9 with a guard whose disjunction the range analysis cannot use: n − k ≥ 0 is not proved, a
// domain check stays in the moves, and the forward pass then evaluates every move of a fragile
// position (after its first winning one too), the cost of reporting a later move's error
const game9unproved = (top: number) => `name: game9unproved
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ {1, 4}, if: k ≤ n ∨ n ≥ 4, to: { n: n - k } }
check: { bounds: { n: 0..${top} } }
`;
const nim = (heap: number) => `name: nim3
game: { nim: { heaps: 3 } }
conjecture: { S: xor(h) = 0 }
check: { bounds: { h: 0..${heap - 1} } }
`;
const game13 = (top: number) => `name: game13
game:
  players: [A, B]
  state: { n: nat }
  moves:
    - { by: A, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ {2, 3}, if: k ≤ n, to: { n: n - k } }
check: { bounds: { n: 0..${top} } }
`;
const game20 = (top: number) => `name: game20
game:
  state: { n: nat, r: 0..5 }
  moves:
    - { for: k ∈ 1..5, if: k ≤ n ∧ k ≠ r, to: { n: n - k, r: k } }
check: { bounds: { n: 0..${top} } }
`;

const safeCount = (out: Uint8Array): number => {
  let c = 0;
  for (let i = 0; i < out.length; i++) if (out[i] === SAFE) c++;
  return c;
};

/** The solve: solveRetrograde's forward pass, with its tables allocated and touched in the untimed
 *  setup as the C programs do (bench.h big_alloc memsets before the timer starts); a game whose moves
 *  do not all go backward falls back to the whole solveRetrograde, allocation included. `route`: as
 *  solveRetrograde runs it without generations, stopped where the outcomes repeat and the rest of the
 *  table copied (periodicForward.ts; the recognition of the game's steady part is timed too); else
 *  the generated pass evaluates every position. */
function solveCase(name: string, g: SpecGame, reference: string[], checksum: (out: Uint8Array) => number, generations = false, route = false): Case {
  const size = g.region.size;
  return {
    name,
    positions: size,
    reference,
    setup: () => {
      const out = new Uint8Array(size).fill(1).fill(0);
      const gen = generations ? new Int32Array(size).fill(1).fill(0) : new Int32Array(0);
      const forward = forwardFunction(g, generations); // compiled once, outside the timing
      return { out, gen, forward, stats: new Float64Array(5) };
    },
    run: (input) => {
      const { out, gen, forward, stats } = input as { out: Uint8Array; gen: Int32Array; forward: ReturnType<typeof forwardFunction>; stats: Float64Array };
      const stopped = route ? periodicForward(g, forward, out, size, stats).stopped : forward(out, gen, size, stats);
      return stopped === -1 ? out : solveRetrograde(g, { generations }).value!.outcome;
    },
    checksum: (out) => checksum(out as Uint8Array),
  };
}

/** The local check alone (requirements and I–III, no truth), like check_conjecture_local / nim3 local:
 *  by the route a check takes (partitionPasses.ts: a periodic conjecture over a translation-invariant
 *  game is checked over one period and the failures repeated), or by the generated pass at every
 *  position (`plain`). */
function localCheckCase(name: string, g: SpecGame, reference: string[], plain = false): Case {
  const classifier = conjectureClassifier(g, g.spec.conjecture!);
  const pass = conditionPass(g, classifier, { truth: false, local: true });
  return {
    name,
    positions: g.region.size,
    reference,
    setup: () => ({ c: new FailureCollector(PASS_CONDITIONS.length, g.region), window: new Uint8Array(g.region.size) }),
    run: (input) => {
      const { c, window } = input as { c: FailureCollector; window: Uint8Array };
      if (plain) pass(null, c.fail, g.region.size, new Float64Array(2), window);
      else runPartitionPasses(g, classifier, undefined, c.fail, new Float64Array(2), { local: true, from: 0, to: g.region.size });
      return c;
    },
    checksum: (c) => (c as FailureCollector).total(),
  };
}

export function cases(scale: number): Case[] {
  const top9 = Math.round(1e8 * scale);
  const g9 = game(game9(top9));
  const heap = scale >= 1 ? 256 : 64;
  const n3 = game(nim(heap));
  const g13 = game(game13(top9));
  const top20 = Math.round(1e7 * scale);
  const g20 = game(game20(top20));
  const partizanCode = (g: SpecGame) => (out: Uint8Array) => {
    const codes: number[] = [];
    for (let n = 0; n * 2 < out.length; n++) codes.push(2 * (out[2 * n] === FRAGILE ? 1 : 0) + (out[2 * n + 1] === FRAGILE ? 1 : 0));
    void g;
    return fnv1a(codes);
  };
  const table20 = (out: Uint8Array) => {
    const w: number[] = [];
    for (let n = 0; n * 6 < out.length; n++) {
      let bits = 0;
      for (let r = 0; r < 6; r++) if (out[6 * n + r] === FRAGILE) bits |= 1 << r;
      w.push(bits);
    }
    return fnv1a(w);
  };
  const kayles = (code: string, arg: string, top: number): Case => {
    const g = game(`name: octal\ngame: { octal: "${code}" }\ncheck: { bounds: { n: 0..${top} } }\n`);
    return {
      name: `${arg} Grundy values to ${top}`,
      positions: top + 1,
      ...cScalar(top, code),
      setup: () => undefined,
      run: () => solveGrundy(g).value!.grundy,
      checksum: (g) => fnv1a(g as Int32Array),
    };
  };
  const kTop = scale >= 1 ? [20000, 50000, 100000, 1000000] : [20000];
  const cScalar = (top: number, code: string): Pick<Case, 'reference' | 'referenceRuns'> => ({
    reference: ['kayles_grundy', String(top), code, 'scalar'],
    ...(top > 100000 ? { referenceRuns: 1 } : {}), // O(n²) in C: about 5 min at 10^6
  });
  const octalRow = (name: string, code: string, top: number, values: () => Int32Array | undefined): Case => ({
    name,
    positions: top + 1,
    ...cScalar(top, code),
    setup: () => undefined,
    run: values,
    checksum: (g) => fnv1a(g as Int32Array),
  });
  const digitsOf = (code: string): number[] => [...code.replace('.', '')].map(Number);
  // the whole bounded check of a Grundy conjecture (solve, the conjecture's table, keep/reach, truth)
  const kaylesFile = (top: number) =>
    loadSpec(
      'bench.yaml',
      `name: kayles\ngame: { octal: "0.77" }\ndefine:\n  early: "[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6]"\n  cycle: "[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]"\nconjecture:\n  grundy: if n < 71 then early[n] else cycle[n mod 12]\ncheck: { bounds: { n: 0..${top} }, symbolic: off }\n`,
    ).value!;
  const grundyCheck = (top: number): Case => ({
    name: `Kayles whole Grundy check (solve + table + keep/reach + truth), n ≤ ${top}`,
    positions: top + 1,
    ...cScalar(top, '0.77'),
    comparable: false,
    setup: () => kaylesFile(top),
    run: (s) => checkBounded(s as ReturnType<typeof kaylesFile>),
    checksum: (r) => ((r as ReturnType<typeof checkBounded>).outcome === 'holds' ? 0 : 1),
  });
  const spec9 = loadSpec('bench.yaml', game9(top9)).value!;
  const whole: Case = {
    name: `game 9 whole bounded check (solve + I–II + truth), n ≤ ${top9}`,
    positions: top9 + 1,
    reference: ['subtraction_outcome', String(top9), 'generic'],
    alsoReference: [['check_conjecture_local', String(top9), '0,2', 'direct']],
    comparable: false,
    setup: () => undefined,
    run: () => checkBounded(spec9),
    checksum: (r) => ((r as ReturnType<typeof checkBounded>).outcome === 'holds' ? 0 : 1),
  };
  const specNim = loadSpec('bench.yaml', nim(heap)).value!;
  const wholeNim: Case = {
    name: `3-heap Nim whole bounded check (solve + I–II + truth), heaps < ${heap}`,
    positions: heap ** 3,
    reference: ['nim3_outcome', String(heap), 'forward'],
    alsoReference: [['nim3_outcome', String(heap), 'local']],
    comparable: false,
    setup: () => undefined,
    run: () => checkBounded(specNim),
    checksum: (r) => ((r as ReturnType<typeof checkBounded>).outcome === 'holds' ? 0 : 1),
  };
  // the monochromatic triangle game from the start, positions stored by key (a box of 2^36 … 2^190
  // sets): the library's files (n = 20: the file tools/monochromaticTriangle.mjs writes, not in the
  // library: about a minute of CPU), the whole bounded check; `positions` is what the C search
  // stores (its README), so that the ratio is the ratio of CPU times
  const triangle = (n: number, stored: number): Case => {
    const file = `conjectures/triangulation/monochromatic-triangle-n${n}.yaml`;
    const text = existsSync(file) ? readFileSync(file, 'utf8') : execFileSync(process.execPath, ['tools/monochromaticTriangle.mjs', String(n)], { encoding: 'utf8' });
    const spec = loadSpec('triangle.yaml', text).value!;
    return {
      name: `monochromatic triangle game from the start, n = ${n} (stored by key, early stop)`,
      positions: stored,
      reference: ['extra/triangle_game', String(n), 'search'],
      comparable: false,
      setup: () => undefined,
      run: () => checkBounded(spec),
      checksum: (r) => ((r as ReturnType<typeof checkBounded>).outcome === 'holds' ? 0 : 1),
    };
  };
  // the same game written as docs/format-guide.md builds it (examples/polygon-monochromatic-triangle.yaml:
  // `∀ f ∈ cr[e]` over a filtered table, `drawn ∪ {e}`, `∀ k ∈ tri[t]`), its sweep set to one n; the
  // load (the tables computed from n) is timed too, as the whole check computes them
  const guideTriangle = (n: number, stored: number): Case => {
    const text = readFileSync('examples/polygon-monochromatic-triangle.yaml', 'utf8').replace('params: { n: 3..9 }', `params: { n: ${n}..${n} }`);
    return {
      name: `monochromatic triangle game in the format guide's form, n = ${n} (load + check from the start)`,
      positions: stored,
      reference: ['extra/triangle_game', String(n), 'search'],
      comparable: false,
      setup: () => undefined,
      run: () => checkBounded(loadSpec('triangle.yaml', text).value!),
      checksum: (r) => ((r as ReturnType<typeof checkBounded>).outcome === 'holds' ? 0 : 1),
    };
  };
  // Dots and Boxes, the value of every set of drawn lines by the value engine's sweep over bit masks
  // (src/solve/value/maskSweep.ts: the move tables built and compiled, the sweep, timed together),
  // against dots_boxes.c's retrograde sweep; both checksums are the sum of the values of all sets
  const dotsAndBoxes = (rows: number, cols: number): Case => {
    const g = game(dotsAndBoxesFile(rows, cols));
    return {
      name: `Dots and Boxes ${rows} × ${cols} value of every set of lines (sweep over bit masks)`,
      positions: g.region.size,
      reference: ['extra/dots_boxes', String(rows), String(cols)],
      setup: () => undefined,
      run: () => sweepValues(g),
      checksum: (r) => {
        if (typeof r === 'string') return NaN;
        let sum = 0;
        for (const v of (r as Swept).values) sum += v;
        return sum;
      },
    };
  };
  // the value of the empty board only, tier by tier (src/solve/value/tierSweep.ts: two adjacent
  // tiers in memory); the checksum sums every tier as it is computed (inside the timed work), so it
  // compares with dots_boxes.c's; 3 × 4 (31 lines) is past the C program's 30 and has no C row
  const dotsAndBoxesTiers = (rows: number, cols: number): Case => {
    // (a box of 2^31 sets is one too many to index: built sparse, its strides are still bits)
    const g = game(dotsAndBoxesFile(rows, cols), {}, { sparse: true });
    const lines = (rows + 1) * cols + rows * (cols + 1);
    return {
      name: `Dots and Boxes ${rows} × ${cols} value of the empty board (tiered sweep)`,
      positions: 2 ** lines,
      reference: lines <= 30 ? ['extra/dots_boxes', String(rows), String(cols)] : [],
      setup: () => undefined,
      run: () => {
        let sum = 0;
        const t = tierValues(g, 0, Infinity, (_, values) => {
          for (let i = 0; i < values.length; i++) sum += values[i]!;
        });
        return typeof t === 'object' && t.kind === 'tiers' ? { value: t.valueAt(0), sum } : { failed: t };
      },
      checksum: (r) => ((r as { sum?: number }).sum === undefined ? NaN : (r as { sum: number }).sum),
    };
  };
  const dotsAndBoxesRows =
    scale >= 1
      ? [dotsAndBoxes(2, 3), dotsAndBoxes(2, 4), dotsAndBoxes(3, 3), dotsAndBoxes(2, 5), dotsAndBoxesTiers(2, 4), dotsAndBoxesTiers(3, 3), dotsAndBoxesTiers(2, 5), dotsAndBoxesTiers(3, 4)]
      : [dotsAndBoxes(2, 3), dotsAndBoxes(2, 4), dotsAndBoxesTiers(2, 4)];
  return [
    ...dotsAndBoxesRows,
    triangle(9, 347),
    triangle(12, 488),
    triangle(15, 59422),
    triangle(17, 59423),
    triangle(20, 546331),
    guideTriangle(15, 59422),
    guideTriangle(17, 59423),
    solveCase(`game 9 (take 1 or 4) solve, n ≤ ${top9}`, g9, ['subtraction_outcome', String(top9), 'generic'], safeCount),
    solveCase(`game 9 solve, the solve's route (stops where the outcomes repeat), n ≤ ${top9}`, g9, ['subtraction_outcome', String(top9), 'generic'], safeCount, false, true),
    solveCase(`game 9 solve with generations, n ≤ ${top9}`, g9, ['subtraction_outcome', String(top9), 'generic'], safeCount, true),
    solveCase(`game 9 solve, every move evaluated (guard not proved), n ≤ ${top9}`, game(game9unproved(top9)), ['subtraction_outcome', String(top9), 'generic'], safeCount),
    localCheckCase(`game 9 local check of n mod 5 ∈ <0,2>, n ≤ ${top9}`, g9, ['check_conjecture_local', String(top9), '0,2', 'direct']),
    localCheckCase(`game 9 local check, every position evaluated, n ≤ ${top9}`, g9, ['check_conjecture_local', String(top9), '0,2', 'direct'], true),
    solveCase(`3-heap Nim solve, heaps < ${heap}`, n3, ['nim3_outcome', String(heap), 'forward'], safeCount),
    localCheckCase(`3-heap Nim local check of xor(h) = 0, heaps < ${heap}`, n3, ['nim3_outcome', String(heap), 'local']),
    solveCase(`game 13-I (partizan) solve, n ≤ ${top9}`, g13, ['partizan_outcome', String(top9), 'generic'], partizanCode(g13)),
    solveCase(`game 13-I solve, the solve's route (stops where the outcomes repeat), n ≤ ${top9}`, g13, ['partizan_outcome', String(top9), 'generic'], partizanCode(g13), false, true),
    solveCase(`game 20 (n, r) solve, n ≤ ${top20}`, g20, ['game20_outcome', String(top20), 'states'], table20),
    whole,
    wholeNim,
    ...kTop.map((t) => kayles('0.77', 'Kayles', t)),
    ...kTop.map((t) => kayles('0.07', "Dawson's Kayles", t)),
    octalRow(`Kayles sparse-space method alone (no period), to ${kTop.at(-1)!}`, '0.77', kTop.at(-1)!, () => octalGrundySparse(digitsOf('0.77'), kTop.at(-1)!, undefined, false)),
    octalRow(`Kayles plain recurrence (the reference), to ${kTop[0]!}`, '0.77', kTop[0]!, () => octalGrundy(digitsOf('0.77'), kTop[0]!)),
    ...[...new Set([kTop.at(-2) ?? kTop[0]!, kTop.at(-1)!])].map(grundyCheck),
  ];
}
