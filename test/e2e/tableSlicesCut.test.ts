// A table of more slices than it builds (teach/buildTable.ts MAX_SECTIONS) says so in the page's
// language, in text and in HTML: the line is data in the table model (`slicesShown`), made a sentence
// by the renderers, so `--lang pt` has no English line.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from './fakeHost.js';

// four free fields of 0..3 beside the two axes: 4^4 = 256 slices, more than the 64 built
const WIDE = `name: wide
game:
  state: { a: 0..3, b: 0..3, c: 0..3, d: 0..3, e: 0..3, f: 0..3 }
  moves:
    - name: lower a
      if: a > 0
      to: { a: a - 1 }
conjecture:
  S: a = 0
`;

async function table(lang: 'en' | 'pt', html: boolean): Promise<string> {
  const h = fakeHost({ 'wide.yaml': WIDE });
  const argv = ['table', 'wide.yaml', '--lang', lang, ...(html ? ['--html', 'wide.html'] : [])];
  expect(await main(argv, h)).toBe(0);
  return html ? h.files.get('/repo/wide.html')! : h.out();
}

describe('a table cut after its first slices', () => {
  it('says so in English', async () => {
    expect(await table('en', false)).toContain('only the first 64 slices are shown; choose a window with --from/--to');
  });
  it('says so in Portuguese, in text and in HTML, with no English line', async () => {
    for (const html of [false, true]) {
      const out = await table('pt', html);
      expect(out).toContain('só se mostram as primeiras 64 fatias; escolha uma janela com --from/--to');
      expect(out).not.toContain('slices are shown');
    }
  });
});
