// Move names under --lang pt: the names zermelo makes up (the moves of subtraction:, nim: and octal:
// families, "move" for an unnamed schema) are translated in the book's words ("tira k"), a file's own
// names stay as written, and a move that keeps the turn is marked "(joga outra vez)" — in check's
// sentences and move lines, the HTML report, explain and play. The JSON report keeps the English
// name with its mark, as before.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveNameText } from '../../src/teach/moveName.js';
import { run } from './teachHost.js';
import { ROOT } from '../docs/repoHost.js';

const SUBTRACTION = `name: sub-wrong
game:
  subtraction: [1, 2]
  start: { n: 5 }
conjecture:
  S: n mod 2 = 0
check:
  bounds: { n: 0..20 }
  symbolic: off
expect: holds
`;
const NIM = `name: nim-wrong
game:
  nim: { heaps: 2 }
conjecture:
  S: h[0] = 0
check:
  bounds: { h: 0..3 }
  symbolic: off
expect: holds
`;
const BONUS = readFileSync(join(ROOT, 'examples/bonus-take-wrong.yaml'), 'utf8');
const files = { 'g/sub.yaml': SUBTRACTION, 'g/nim.yaml': NIM, 'g/bonus.yaml': BONUS };

describe('moveNameText', () => {
  it('translates zermelo’s names only, and marks a kept turn in each language', () => {
    expect(moveNameText('pt', 'take 3', { generated: true })).toBe('tira 3');
    expect(moveNameText('pt', 'take 2 from heap 1', { generated: true })).toBe('tira 2 do monte 1');
    expect(moveNameText('pt', 'take all 4', { generated: true })).toBe('tira todas as 4');
    expect(moveNameText('pt', 'take 1 and split', { generated: true })).toBe('tira 1 e divide o resto');
    expect(moveNameText('pt', 'split', { generated: true })).toBe('divide');
    expect(moveNameText('pt', 'move', { generated: true })).toBe('jogada');
    expect(moveNameText('pt', 'take k (k = 2)', { generated: true })).toBe('tira k (k = 2)');
    expect(moveNameText('pt', 'k = 2', { generated: true })).toBe('k = 2');
    expect(moveNameText('pt', 'take 3')).toBe('take 3');
    expect(moveNameText('en', 'take 3', { generated: true })).toBe('take 3');
    expect(moveNameText('pt', 'take 2', { keeps: true })).toBe('take 2 (joga outra vez)');
    expect(moveNameText('en', 'take 2', { keeps: true })).toBe('take 2 (keeps the turn)');
  });
});

describe('--lang pt on the surfaces', () => {
  it('check: a family’s moves read "tira", in the sentence and the move lines', async () => {
    const r = await run(['check', 'g/sub.yaml', '--lang', 'pt'], { files });
    expect(r.out).toContain('      tira 1 → n = 1 (conjectura: frágil, verdade: frágil)');
    expect(r.out).toContain('Uma jogada boa é tira 2 → n = 0.');
    expect(r.out).not.toMatch(/\btake\b/);
    const nim = await run(['check', 'g/nim.yaml', '--lang', 'pt'], { files });
    expect(nim.out).toMatch(/tira \d+ do monte \d+ → /);
    expect(nim.out).not.toMatch(/\btake\b/);
  });

  it('check: a file’s own names stay, the kept turn is marked in Portuguese; English and JSON as before', async () => {
    const pt = await run(['check', 'g/bonus.yaml', '--lang', 'pt'], { files });
    expect(pt.out).toContain('      take 2 (joga outra vez) → n = 0 (conjectura: inatacável, verdade: inatacável)');
    expect(pt.out).not.toContain('keeps the turn');
    const en = await run(['check', 'g/bonus.yaml'], { files });
    expect(en.out).toContain('take 2 (keeps the turn) → n = 0 (you call it safe)');
    expect(en.out).toContain('      take 2 (keeps the turn) → n = 0 (you: safe, truth: safe)');
    const json = await run(['check', 'g/bonus.yaml', '--json'], { files });
    expect(json.out).toContain('"name": "take 2 (keeps the turn)"');
    expect(json.out).not.toContain('"keeps"');
    expect(json.out).not.toContain('"generated"');
  });

  it('the HTML report and explain', async () => {
    const r = await run(['check', 'g/sub.yaml', '--lang', 'pt', '--html', 'out.html'], { files });
    const page = [...r.host.files.entries()].find(([k]) => k.endsWith('out.html'))![1];
    expect(page).toContain('<code>tira 1 → n = 1</code>');
    const x = await run(['explain', 'g/sub.yaml', '--lang', 'pt'], { files });
    expect(x.out).toContain('    tira k: para k ∈ {1, 2}, se k ≤ n: n ↦ n - k');
  });

  it('play lists the moves in Portuguese and accepts their Portuguese names', async () => {
    const r = await run(['play', 'g/sub.yaml', '--lang', 'pt'], { files, stdin: ['tira 2', 'q'] });
    expect(r.out).toContain('  1) tira 1 → n = 4');
    expect(r.out).toContain('Joga tira 2 → n = 3.');
    expect(r.out).toMatch(/O campeão joga tira \d → /);
  });
});
