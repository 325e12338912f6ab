// The cache folder lives in the project, where a pull request can plant files: a symbolic link there
// must never redirect a cache write onto another file (report writes follow links on purpose).
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { nodeHost } from '../../src/host/nodeHost.js';

const root = mkdtempSync(join(tmpdir(), 'zermelo-cache-links-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('cache writes do not follow links planted in the cache folder', () => {
  it('a dangling .gitignore link is replaced, its target never created', async () => {
    mkdirSync(join(root, 'conjectures'));
    writeFileSync(join(root, 'conjectures', 'a.yaml'), 'game: { subtraction: [1, 2] }\nconjecture: S = n mod 3 = 0\ncheck: { bounds: { n: 0..20 } }\n');
    mkdirSync(join(root, '.zermelo-cache'));
    symlinkSync(join(root, 'victim'), join(root, '.zermelo-cache', '.gitignore'));
    const host = {
      ...nodeHost(),
      cwd: root,
      env: { ...process.env, ZERMELO_CACHE_KEY: 'test-key' },
      stdout: { write: () => undefined, isTTY: false },
      stderr: { write: () => undefined, isTTY: false },
    };
    expect(await main(['check', '--no-symbolic', 'conjectures'], host)).toBe(0);
    expect(existsSync(join(root, 'victim'))).toBe(false);
    expect(lstatSync(join(root, '.zermelo-cache', '.gitignore')).isSymbolicLink()).toBe(false);
    expect(readdirSync(join(root, '.zermelo-cache')).some((f) => f.endsWith('.json'))).toBe(true);
  });
});
