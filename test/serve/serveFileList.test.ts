// The file chooser of `zermelo serve` lists at most MAX_LISTED_FILES files and says how many it left
// out (a folder of thousands of games made a page nobody could use); the page shows that count.
import { describe, expect, it } from 'vitest';
import { MAX_LISTED_FILES, serveRoutes } from '../../src/serve/serveRoutes.js';
import { SERVE_SCRIPT } from '../../src/serve/serveScript.js';
import { servePage } from '../../src/serve/servePage.js';
import type { ServeWorker } from '../../src/serve/serveWorker.js';
import { fakeHost } from '../e2e/fakeHost.js';

function routes(count: number) {
  const files = Array.from({ length: count }, (_, k) => ({ relative: `games/g${String(k).padStart(5, '0')}.yaml`, absolute: `/repo/games/g${k}.yaml` }));
  return serveRoutes({ host: fakeHost(), roots: ['games'], lang: 'en', worker: {} as ServeWorker, limitMs: 1000, discover: async () => files });
}

describe('the file list of serve', () => {
  it(`lists at most ${MAX_LISTED_FILES} files and counts the others`, async () => {
    const reply = await routes(MAX_LISTED_FILES + 234)('GET', '/api/files', new URLSearchParams(), undefined);
    const body = JSON.parse(String(reply.body)) as { files: string[]; omitted?: number };
    expect(body.files).toHaveLength(MAX_LISTED_FILES);
    expect(body.files[0]).toBe('games/g00000.yaml');
    expect(body.omitted).toBe(234);
  });

  it('a folder within the cap is listed whole, with no count', async () => {
    const reply = await routes(3)('GET', '/api/files', new URLSearchParams(), undefined);
    expect(JSON.parse(String(reply.body))).toEqual({ files: ['games/g00000.yaml', 'games/g00001.yaml', 'games/g00002.yaml'] });
  });

  it('the page says how many were left out, in its language', () => {
    expect(SERVE_SCRIPT).toContain("W.moreFiles.replace('{n}', String(list.omitted))");
    expect(servePage('en')).toContain('… and {n} more files, not listed: serve a smaller folder');
    expect(servePage('pt')).toContain('… e mais {n} ficheiros, não listados: sirva uma pasta mais pequena');
  });
});
