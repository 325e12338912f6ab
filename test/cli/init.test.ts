// `zermelo init [FILE]`: the commented starter file. It is written only where no file is, it loads,
// and `zermelo check` gives it the verdict its `expect` asks for — in English and in Portuguese.

import { describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

async function zermelo(argv: string[], files: Record<string, string> = {}) {
  const host = fakeHost(files);
  const code = await main(argv, host);
  return { code, host, out: host.out(), err: host.err() };
}

describe('zermelo init', () => {
  test('writes game.yaml, commented, which checks as it expects (proved)', async () => {
    const r = await zermelo(['init']);
    expect(r.code).toBe(0);
    const text = r.host.files.get('/repo/game.yaml')!;
    expect(text).toMatch(/^# A zermelo file/);
    expect(text).toContain('docs/format-reference.md');
    expect(text.split('\n').filter((l) => l.includes('#')).length).toBeGreaterThanOrEqual(10);
    expect(r.out).toBe('zermelo: wrote game.yaml, a commented game to start from.\nThen: zermelo check game.yaml\n');
    const check = await zermelo(['check', 'game.yaml', '--no-cache', '--workers', '1'], { 'game.yaml': text });
    expect(check.err).toBe('');
    expect(check.out).toMatch(/^✓ game\.yaml {2}proved /);
    expect(check.code).toBe(0);
  });

  test('never overwrites a file', async () => {
    const r = await zermelo(['init', 'mine.yaml'], { 'mine.yaml': 'my own work\n' });
    expect(r.code).toBe(2);
    expect(r.host.files.get('/repo/mine.yaml')).toBe('my own work\n');
    expect(r.err).toContain('mine.yaml already exists; init never overwrites a file');
    const pt = await zermelo(['init', 'mine.yaml', '--lang', 'pt'], { 'mine.yaml': 'my own work\n' });
    expect(pt.err).toContain('zermelo: mine.yaml já existe; o init nunca escreve por cima de um ficheiro');
    expect(pt.err).toContain('uso: zermelo init');
  });

  test('--lang pt: the comments, names and claim in Portuguese, with the book’s words; it checks as it expects', async () => {
    const r = await zermelo(['init', 'jogo.yaml', '--lang', 'pt']);
    expect(r.code).toBe(0);
    const text = r.host.files.get('/repo/jogo.yaml')!;
    expect(text).toContain('inatacáveis (tipo S)');
    expect(text).toContain('frágeis (tipo P');
    expect(text).toContain('perde-ganha');
    expect(r.out).toContain('escrevi jogo.yaml');
    const check = await zermelo(['check', 'jogo.yaml', '--no-cache', '--workers', '1', '--lang', 'pt'], { 'jogo.yaml': text });
    expect(check.err).toBe('');
    expect(check.out).toMatch(/^✓ jogo\.yaml {2}provada /);
    expect(check.code).toBe(0);
  });

  test('one file at most', async () => {
    const r = await zermelo(['init', 'a.yaml', 'b.yaml']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('init writes one file, not 2');
  });
});
