// `zermelo table --from/--to` on a game whose state is a set (bool[k]): the table lists whole
// positions, so the window is the number of marked elements (--from 2 --to 3: the sets of 2 or 3
// elements), said under the table in both languages and on the HTML page; a window per element is
// refused with why. Law: on random size windows, the rows are exactly the smallest sets of those
// sizes (at most 48), counted against C(k, c).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from './teachHost.js';

const KAYLES = (k: number) => `name: node-kayles-cycle
game:
  state: { taken: bool[${k}] }
  start: { taken: {} }
  moves:
    - name: take v
      for: v ∈ 0..${k - 1}
      if: ¬taken[v] ∧ ¬taken[(v + 1) mod ${k}] ∧ ¬taken[(v + ${k - 1}) mod ${k}]
      to: { taken[v]: true }
expect: holds
`;

const files = (k: number) => ({ 'games/kayles.yaml': KAYLES(k) });
const rows = (out: string): string[] => out.split('\n').filter((l) => /^\s*taken = \{/.test(l));
const size = (row: string): number => {
  const inside = /\{([^}]*)\}/.exec(row)![1]!.trim();
  return inside === '' ? 0 : inside.split(',').length;
};
const choose = (n: number, c: number): number => (c < 0 || c > n ? 0 : c === 0 ? 1 : (choose(n - 1, c - 1) * n) / c);

describe('table --from/--to on a set game', () => {
  it('--from 2 --to 2 lists the sets of two elements, and says so', async () => {
    const r = await run(['table', 'games/kayles.yaml', '--from', '2', '--to', '2'], { files: files(5) });
    expect(r.code).toBe(0);
    expect(rows(r.out)).toHaveLength(10);
    expect(rows(r.out).every((l) => size(l) === 2)).toBe(true);
    expect(r.out).toContain('Listed: the 10 positions whose sets have 2 marked elements (choose the sizes with --from/--to, e.g. --from 2 --to 3).');
  });

  it('the whole table without a window has no such line; Portuguese says it too', async () => {
    const all = await run(['table', 'games/kayles.yaml'], { files: files(4) });
    expect(rows(all.out)).toHaveLength(16);
    expect(all.out).not.toContain('Listed');
    const pt = await run(['table', 'games/kayles.yaml', '--lang', 'pt', '--from', '1', '--to', '3'], { files: files(8) });
    expect(pt.out).toContain('Listadas: as 48 menores das 92 posições cujos conjuntos têm 1 a 3 elementos marcados');
  });

  it('the HTML page states the sizes listed', async () => {
    const r = await run(['table', 'games/kayles.yaml', '--from', '3', '--html', 'out.html'], { files: files(5) });
    expect(r.code).toBe(0);
    const page = r.host.files.get('/repo/out.html') ?? [...r.host.files.entries()].find(([k]) => k.endsWith('out.html'))?.[1];
    expect(page).toContain('Listed: the 16 positions whose sets have 3 to 5 marked elements — ');
  });

  it('a window per element is refused with why and what to write', async () => {
    const r = await run(['table', 'games/kayles.yaml', '--to', 'taken[0]=1'], { files: files(4) });
    expect(r.code).toBe(2);
    expect(r.err).toContain('--to taken[0]=1: the state of this game is a set (taken, 4 elements), and its table lists whole positions');
    expect(r.err).toContain('hint: give the number of marked elements instead: --from 2 --to 3');
  });

  it('law: the rows are the smallest sets of the sizes asked, at most 48 of C(k, c) summed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), async (a, b) => {
        const [from, to] = [Math.min(a, b), Math.max(a, b)];
        const r = await run(['table', 'games/kayles.yaml', '--from', String(from), '--to', String(to)], { files: files(7) });
        expect(r.code).toBe(0);
        const sizes = rows(r.out).map(size);
        let total = 0;
        for (let c = from; c <= to; c++) total += choose(7, c);
        expect(sizes).toHaveLength(Math.min(48, total));
        expect(sizes.every((c) => c >= from && c <= to)).toBe(true);
        expect([...sizes].sort((x, y) => x - y)).toEqual(sizes);
      }),
      { numRuns: 12 },
    );
  });
});
