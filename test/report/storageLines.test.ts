// The --verbose lines that say how a check stored its positions (report/renderText.ts, from
// bounded.storage, storageWhy, symmetryUnused): by key because the box is too large to index; by key
// though the box could be indexed (only values asked, a declared symmetry); tier by tier; and a
// declared symmetry that was not used, in the text report as in the JSON notes.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

/** A game on bool[k]: draw an undrawn element e (and e + 1 mod k with `pair`, drawn or not: no
 *  longer one element per move, so no tiers), 1 point a move with `score` (rules that any rotation of
 *  the elements keeps). */
const game = (k: number, start: number[], opts: { pair?: boolean; symmetry?: boolean; score?: boolean } = {}): string => `name: grow
game:
  state: { drawn: bool[${k}] }
  start: { drawn: {${start.join(', ')}} }
  moves:
    - name: draw e
      for: e ∈ 0..${k - 1}
      if: ¬drawn[e]
${opts.score ? '      score: 1\n' : ''}      to: { drawn[e]: true${opts.pair ? `, drawn[(e + 1) mod ${k}]: true` : ''} }
${opts.symmetry ? `  symmetry: { field: drawn, maps: [rot] }\ndefine:\n  rot: [(i + 1) mod ${k} for i ∈ 0..${k - 1}]\n` : ''}`;

async function verbose(text: string, lang?: string): Promise<{ out: string; json: { bounded: Record<string, unknown> } }> {
  const host = fakeHost({ 'g.yaml': text });
  await main(['check', 'g.yaml', '--no-cache', '--verbose', ...(lang ? ['--lang', lang] : [])], host);
  const json = fakeHost({ 'g.yaml': text });
  await main(['check', 'g.yaml', '--no-cache', '--json'], json);
  return { out: host.out(), json: (JSON.parse(json.out()) as { files: { bounded: Record<string, unknown> }[] }).files[0]! };
}

describe('how positions were stored, in --verbose', () => {
  it('by key on an indexable box where only values are asked and a symmetry is declared', async () => {
    const { out, json } = await verbose(`${game(8, [], { symmetry: true, score: true })}claims:\n  - name: v\n    holds: value(start) = 0\ncheck: { from: start, symbolic: off }\n`);
    expect(out).toContain('positions stored by key (sparse storage): only values from the start are asked, and a symmetry is declared (used only by key)');
    expect(out).not.toContain('too large to index');
    expect(json.bounded).toMatchObject({ storage: 'sparse', storageWhy: 'values-symmetry' });
  });

  it('tier by tier where each move draws one element of a set too large to index (not "by key")', async () => {
    const { out, json } = await verbose(
      `${game(
        31,
        Array.from({ length: 28 }, (_, i) => i),
      )}claims:\n  - name: v\n    holds: value(start) = 0\ncheck: { from: start, symbolic: off }\n`,
    );
    expect(out).toContain('values swept tier by tier');
    expect(out).not.toContain('positions stored by key');
    expect(json.bounded).toMatchObject({ storage: 'tiers', positions: 4992 });
  });

  it('by key where the box is too large to index', async () => {
    const { out, json } = await verbose(
      `${game(
        31,
        Array.from({ length: 20 }, (_, i) => i),
        { pair: true },
      )}claims:\n  - name: v\n    holds: value(start) = 0\ncheck: { from: start, symbolic: off }\n`,
    );
    expect(out).toContain('positions stored by key (sparse storage): the box of the bounds is too large to index');
    expect(json.bounded).toMatchObject({ storage: 'sparse' });
    expect(json.bounded.storageWhy).toBeUndefined();
    // every set of at least 20 of the 31 elements would be the tiers' count; tiers do not apply here
    expect(json.bounded.positions).toBeLessThan(1000);
  });

  it('a declared symmetry not used on an indexed box is said in the text report (and in Portuguese)', async () => {
    const text = `${game(6, [], { symmetry: true })}conjecture:\n  safe: count(i ∈ 0..5: drawn[i]) = 6\n`;
    const { out, json } = await verbose(text);
    expect(out).toContain('the declared symmetry (game.symmetry) was not used');
    expect(json.bounded).toMatchObject({ symmetryUnused: true });
    expect((json.bounded.notes as string[]).some((n) => n.includes('was not used'))).toBe(true);
    expect((await verbose(text, 'pt')).out).toContain('a simetria declarada (game.symmetry) não foi usada');
  });
});
