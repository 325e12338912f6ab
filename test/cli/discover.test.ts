import { describe, expect, it } from 'vitest';
import { discoverFiles } from '../../src/cli/discover.js';
import { fakeHost } from '../e2e/fakeHost.js';

describe('discoverFiles', () => {
  const host = fakeHost({
    'conjectures/b/z.yaml': '',
    'conjectures/b/a.yml': '',
    'conjectures/a.yaml': '',
    'conjectures/notes.md': '',
    'conjectures/.hidden/x.yaml': '',
    'proofs/p.yaml': '',
    'other/o.yaml': '',
  });

  it('defaults to conjectures/ and proofs/, recursive, sorted, YAML only, hidden folders skipped', async () => {
    const files = await discoverFiles(host, []);
    expect(files.map((f) => f.relative)).toEqual(['conjectures/a.yaml', 'conjectures/b/a.yml', 'conjectures/b/z.yaml', 'proofs/p.yaml']);
    expect(files[0]!.absolute).toBe('/repo/conjectures/a.yaml');
  });

  it('takes files and folders, without duplicates', async () => {
    const files = await discoverFiles(host, ['other', 'conjectures/a.yaml', './conjectures/a.yaml']);
    expect(files.map((f) => f.relative)).toEqual(['conjectures/a.yaml', 'other/o.yaml']);
  });

  it('a missing path or an empty selection is a usage error', async () => {
    await expect(discoverFiles(host, ['nope'])).rejects.toThrow('no such file or folder: nope');
    await expect(discoverFiles(fakeHost({ 'x/readme.md': '' }), ['x'])).rejects.toThrow('no .yaml or .yml files in x');
    await expect(discoverFiles(fakeHost({}), [])).rejects.toThrow('nothing to check');
  });
});

describe('discoverFiles follows symbolic links (real folder)', () => {
  it('checks linked and broken .yaml files, and walks a folder reached twice through links once', async () => {
    const { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { nodeHost } = await import('../../src/host/nodeHost.js');
    const root = mkdtempSync(join(tmpdir(), 'zermelo-links-'));
    try {
      mkdirSync(join(root, 'lib'));
      writeFileSync(join(root, 'lib', 'real.yaml'), 'x');
      symlinkSync(join(root, 'lib', 'real.yaml'), join(root, 'lib', 'linked.yaml'));
      symlinkSync(join(root, 'lib', 'missing.yaml'), join(root, 'lib', 'dangling.yaml'));
      symlinkSync(join(root, 'lib'), join(root, 'lib', 'again')); // a loop
      const host = { ...nodeHost(), cwd: root };
      const files = await discoverFiles(host, ['lib']);
      expect(files.map((f) => f.relative)).toEqual(['lib/dangling.yaml', 'lib/linked.yaml', 'lib/real.yaml']);
      // a folder holding only a link is not "empty"
      mkdirSync(join(root, 'only'));
      symlinkSync(join(root, 'lib', 'real.yaml'), join(root, 'only', 'a.yaml'));
      expect((await discoverFiles(host, ['only'])).map((f) => f.relative)).toEqual(['only/a.yaml']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
