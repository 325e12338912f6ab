// `zermelo table` on a file checked from its start position (check.from: start): only the positions
// reachable from the start are solved and listed, as `check` solves them; the header says so; --region
// tables the whole region; --grundy shows the Grundy values of the reached positions (refused, saying
// why, when a cycle of moves is reachable); a region or a box too large for --max-memory is refused
// before any work (ZM7003). Law: on random small set games
// with random starts (some with moves that give an element back, so cycles and draws), the rows
// listed are exactly the positions a breadth-first search in this file reaches, and each row reads
// as in the whole-region table (class and generation).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from './teachHost.js';

interface SetGame {
  k: number;
  /** take v needs v and every v + d (mod k) free */
  gaps: number[];
  /** give back v, when v and v + back (mod k) are taken; undefined: no such move */
  back: number | undefined;
  start: number[];
}

function yaml(g: SetGame, check = '  from: start\n'): string {
  const guard = ['¬taken[v]', ...g.gaps.map((d) => `¬taken[(v + ${d}) mod ${g.k}]`)].join(' ∧ ');
  const giveBack =
    g.back === undefined
      ? ''
      : `    - name: give back v
      for: v ∈ 0..${g.k - 1}
      if: taken[v] ∧ taken[(v + ${g.back}) mod ${g.k}]
      to: { taken[v]: false }
`;
  return `name: random-set
game:
  state: { taken: bool[${g.k}] }
  start: { taken: {${g.start.join(', ')}} }
  moves:
    - name: take v
      for: v ∈ 0..${g.k - 1}
      if: ${guard}
      to: { taken[v]: true }
${giveBack}check:
${check}`;
}

/** The positions reachable from the start, by the rules above (sets as sorted element lists). */
function reachable(g: SetGame): Set<string> {
  const key = (s: boolean[]): string =>
    s
      .map((b, i) => (b ? i : -1))
      .filter((i) => i >= 0)
      .join(', ');
  const first = Array.from({ length: g.k }, (_, i) => g.start.includes(i));
  const seen = new Set([key(first)]);
  const queue = [first];
  while (queue.length) {
    const s = queue.shift()!;
    for (let v = 0; v < g.k; v++) {
      const next: boolean[][] = [];
      if (!s[v] && g.gaps.every((d) => !s[(v + d) % g.k])) next.push(s.map((b, i) => (i === v ? true : b)));
      if (g.back !== undefined && s[v] && s[(v + g.back) % g.k]) next.push(s.map((b, i) => (i === v ? false : b)));
      for (const t of next) {
        if (seen.has(key(t))) continue;
        seen.add(key(t));
        queue.push(t);
      }
    }
  }
  return seen;
}

/** The rows of a set table: "0, 2" → the cell's text (class letter and generation; '' for a row
 *  listed without a cell). */
function rows(out: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const line of out.split('\n')) {
    const r = /^\s*taken = \{([^}]*)\}(?:\s+(\S+))?$/.exec(line);
    if (r) m.set(r[1]!, r[2] ?? '');
  }
  return m;
}

const setGame: fc.Arbitrary<SetGame> = fc.integer({ min: 3, max: 5 }).chain((k) =>
  fc.record({
    k: fc.constant(k),
    gaps: fc.uniqueArray(fc.integer({ min: 1, max: k - 1 }), { maxLength: 2 }),
    back: fc.option(fc.integer({ min: 1, max: k - 1 }), { nil: undefined }),
    start: fc.uniqueArray(fc.integer({ min: 0, max: k - 1 }), { maxLength: k }).map((s) => [...s].sort((a, b) => a - b)),
  }),
);

const kayles = (k: number, start: string, check = '  from: start\n') => `name: kayles-from
game:
  state: { taken: bool[${k}] }
  start: { taken: {${start}} }
  moves:
    - name: take v
      for: v ∈ 0..${k - 1}
      if: ¬taken[v] ∧ ¬taken[(v + 1) mod ${k}] ∧ ¬taken[(v + ${k - 1}) mod ${k}]
      to: { taken[v]: true }
conjecture:
  S: ∃ v ∈ 0..${k - 1}: taken[v]
check:
${check}`;

describe('table from the start position', () => {
  it('lists only the positions reachable from the start, and says so in the header', async () => {
    const files = { 'games/k.yaml': kayles(5, '0') };
    const r = await run(['table', 'games/k.yaml', '--letters', '--generations'], { files });
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "Reachable from the start position taken = {0}: 3 of the region's 32 positions, solved as `zermelo check` solves this file; the table shows only these (--region: the whole region).",
    );
    expect([...rows(r.out).keys()]).toEqual(['0', '0, 2', '0, 3']);
    const whole = await run(['table', 'games/k.yaml', '--letters', '--generations', '--region'], { files });
    expect(whole.code).toBe(0);
    expect(whole.out).not.toContain('Reachable from the start');
    expect(whole.err).toContain('zermelo: --region solves every position of the region (check.bounds), not only those reachable from the start');
    expect(r.err).toBe('');
    expect(rows(whole.out).size).toBe(32);
    for (const [set, text] of rows(r.out)) expect(rows(whole.out).get(set)).toBe(text);
  });

  it('the conjecture is compared on the reached positions only; Portuguese and HTML say the scope', async () => {
    // S = "some vertex is taken": wrong only at {} and at the sets with no move left; from {0} the
    // start is reached, and it is fragile (a move to {0, 2})
    const files = { 'games/k.yaml': kayles(5, '0') };
    const en = await run(['table', 'games/k.yaml'], { files });
    expect(en.out).toContain('disagrees with the truth at 1 position reachable from the start (the first: taken = {0}), marked *.');
    const whole = await run(['table', 'games/k.yaml', '--region'], { files });
    expect(whole.out).toMatch(/disagrees with the truth at \d+ positions of the region \(the first: taken = \{\}\)/);
    const pt = await run(['table', 'games/k.yaml', '--lang', 'pt'], { files });
    expect(pt.out).toContain('Atingíveis a partir da posição inicial taken = {0}: 3 das 32 posições da região');
    expect(pt.out).toContain('discorda da verdade em 1 posição atingíveis a partir da posição inicial');
    const html = await run(['table', 'games/k.yaml', '--html', 'out.html'], { files });
    expect(html.code).toBe(0);
    const page = [...html.host.files.entries()].find(([k]) => k.endsWith('out.html'))?.[1];
    expect(page).toContain('Reachable from the start position taken = {0}: 3 of the region');
    expect(page).toContain('3 positions reachable from the start: ');
  });

  it('--from/--to still choose the sizes of the sets listed', async () => {
    const r = await run(['table', 'games/k.yaml', '--from', '2', '--to', '2'], { files: { 'games/k.yaml': kayles(7, '0') } });
    expect(r.code).toBe(0);
    const listed = [...rows(r.out).keys()];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((s) => s.startsWith('0, ') && s.split(',').length === 2)).toBe(true);
  });

  it('a grid from the start: cells not reached are empty, the others as in the whole region', async () => {
    const heaps = `name: two-heaps
game:
  state: { a: nat, b: nat }
  start: { a: 3, b: 2 }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ a, to: { a: a - k } }
    - { for: k ∈ {1, 2}, if: k ≤ b, to: { b: b - k } }
check:
  from: start
  bounds: { a: 0..5, b: 0..5 }
`;
    const files = { 'games/h.yaml': heaps };
    const from = await run(['table', 'games/h.yaml', '--letters'], { files });
    const whole = await run(['table', 'games/h.yaml', '--letters', '--region'], { files });
    expect(from.code).toBe(0);
    // "a\b 0 1 2 3 4 5", then a row per a; a cell lies under its column label
    const grid = (out: string) => {
      const lines = out.split('\n');
      const header = lines.find((l) => l.startsWith('a\\b'))!;
      const at = (b: number): number => header.indexOf(` ${b}`, 3) + 1;
      return lines.filter((l) => /^\s*\d+( |$)/.test(l)).map((l) => [0, 1, 2, 3, 4, 5].map((b) => (l[at(b)] ?? ' ').trim()));
    };
    const [f, w] = [grid(from.out), grid(whole.out)];
    expect(f).toHaveLength(6);
    expect(w).toHaveLength(6);
    f.forEach((row, a) =>
      row.forEach((cell, b) => {
        const reached = a <= 3 && b <= 2;
        expect(cell).toBe(reached ? w[a]![b] : '');
        expect(w[a]![b]).toMatch(/^[SF]$/);
      }),
    );
  });

  it('--grundy: the Grundy values of the reached positions, those of the whole region there', async () => {
    const heaps = `name: two-heaps
game:
  state: { a: nat, b: nat }
  start: { a: 3, b: 2 }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ a, to: { a: a - k } }
    - { for: k ∈ {1, 2}, if: k ≤ b, to: { b: b - k } }
check:
  from: start
  bounds: { a: 0..5, b: 0..5 }
`;
    const files = { 'games/h.yaml': heaps };
    const from = await run(['table', 'games/h.yaml', '--grundy'], { files });
    const whole = await run(['table', 'games/h.yaml', '--grundy', '--region'], { files });
    expect(from.code, from.err).toBe(0);
    expect(from.out).toContain('Reachable from the start position a = 3, b = 2: 12 of the region');
    const grid = (out: string) => {
      const lines = out.split('\n');
      const header = lines.find((l) => l.startsWith('a\\b'))!;
      const at = (b: number): number => header.indexOf(` ${b}`, 3) + 1;
      return lines.filter((l) => /^\s*\d+( |$)/.test(l)).map((l) => [0, 1, 2, 3, 4, 5].map((b) => (l[at(b)] ?? ' ').trim()));
    };
    const [f, w] = [grid(from.out), grid(whole.out)];
    expect(f).toHaveLength(6);
    f.forEach((row, a) =>
      row.forEach((cell, b) => {
        const reached = a <= 3 && b <= 2;
        // a heap of a stones taking 1 or 2 has the value a mod 3; two heaps, the nim-sum
        expect(w[a]![b]).toBe(String((a % 3) ^ (b % 3)));
        expect(cell).toBe(reached ? w[a]![b] : '');
      }),
    );
  });

  it('--grundy with a cycle of moves reachable from the start: refused, saying why, in each language', async () => {
    // a token steps up or down on 0..3; the start reaches the cycle 1 → 2 → 1
    const loop = `name: loop
game:
  state: { n: 0..3 }
  start: { n: 1 }
  moves:
    - { if: n < 3, to: { n: n + 1 } }
    - { if: n > 0, to: { n: n - 1 } }
check:
  from: start
`;
    const files = { 'games/l.yaml': loop };
    const en = await run(['table', 'games/l.yaml', '--grundy'], { files });
    expect(en.code).toBe(2);
    expect(en.err).toContain('zermelo: --grundy: Grundy values are defined only for finite games, and a cycle of moves is reachable from the start (4 positions reached)');
    expect(en.err).toContain('hint: use --letters or the default + / −: the table then shows the outcomes, a draw by infinite play as neutral');
    const pt = await run(['table', 'games/l.yaml', '--grundy', '--lang', 'pt'], { files });
    expect(pt.err).toContain('zermelo: --grundy: os valores de Grundy só estão definidos para jogos finitos');
    expect(pt.err).toContain('sugestão: use --letters ou o + / − habitual');
    expect((await run(['table', 'games/l.yaml', '--letters'], { files })).code).toBe(0);
  });

  it('a box or a region too large for --max-memory is refused before it is solved (ZM7003)', async () => {
    // bool[22]: a box of 4194304 sets, of which the start reaches 8 (only 0, 1, 2 can be taken)
    const text = `name: wide
game:
  state: { taken: bool[22] }
  start: { taken: {} }
  moves:
    - { name: take v, for: v ∈ 0..2, if: ¬taken[v], to: { taken[v]: true } }
check:
  from: start
`;
    const files = { 'games/w.yaml': text };
    const from = await run(['table', 'games/w.yaml', '--max-memory', '128M'], { files });
    expect(from.code).toBe(0);
    expect(from.out).toContain("8 of the region's 4194304 positions");
    const region = await run(['table', 'games/w.yaml', '--region', '--max-memory', '128M'], { files });
    expect(region.code).toBe(2);
    expect(region.err).toContain('error ZM7003: the bounded region');
    expect(region.err).not.toContain('--sample');
    const box = await run(['table', 'games/w.yaml', '--max-memory', '64M'], { files });
    expect(box.code).toBe(2);
    expect(box.err).toContain('error ZM7003: the region of 4194304 positions needs at least');
    expect((await run(['table', 'games/w.yaml', '--max-memory', 'lots'], { files })).err).toContain('--max-memory needs a size such as 8G');
  });

  it('play from another start solves what that start reaches', async () => {
    const files = { 'games/k.yaml': kayles(6, '0') };
    const r = await run(['play', 'games/k.yaml', '--start', 'taken = {}', '--hints'], { files, stdin: ['1', '1', '1', '1'] });
    expect(r.code).toBe(0);
    // {} is not reached from {0}: without a solve from {} its class would be unknown
    expect(r.out).toContain('Position: taken = {} — safe (generation 2)');
    expect(r.out).toContain('(to a fragile position)');
    expect(r.out).not.toContain('undetermined');
  });

  it('guess fits and checks the positions reached from the start, and says so', async () => {
    const text = `name: take-1-or-2
game:
  subtraction: [1, 2]
  start: { n: 20 }
check:
  from: start
  bounds: { n: 0..40 }
`;
    const r = await run(['guess', 'games/t.yaml'], { files: { 'games/t.yaml': text } });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Solved table: 21 positions reachable from the start (of the 41 of the region n = 0..40): 7 safe, 14 fragile.');
    expect(r.out).toContain('Checked by Theorem 4.1 at all 21 positions reachable from the start: conditions I and II hold');
  });

  it('law: the rows are the positions reached from the start, each as in the whole-region table', async () => {
    await fc.assert(
      fc.asyncProperty(setGame, async (g) => {
        const files = { 'games/g.yaml': yaml(g) };
        const from = await run(['table', 'games/g.yaml', '--letters', '--generations'], { files });
        const whole = await run(['table', 'games/g.yaml', '--letters', '--generations', '--region'], { files });
        expect(from.code).toBe(0);
        expect(whole.code).toBe(0);
        const [f, w] = [rows(from.out), rows(whole.out)];
        expect(w.size).toBe(2 ** g.k);
        expect(new Set(f.keys())).toEqual(reachable(g));
        for (const [set, text] of f) {
          expect(text).not.toBe('');
          expect(text).toBe(w.get(set));
        }
      }),
      { numRuns: 40 },
    );
  });
});
