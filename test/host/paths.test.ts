import { describe, expect, it } from 'vitest';
import { joinPath, relativePath, resolvePath } from '../../src/host/paths.js';

describe('paths', () => {
  it('resolves against the host cwd and never reports absolute paths', () => {
    expect(resolvePath('/repo', 'a/../b/./c.yaml')).toBe('/repo/b/c.yaml');
    expect(resolvePath('/repo', '/abs/x.yaml')).toBe('/abs/x.yaml');
    expect(relativePath('/repo', '/repo/b/c.yaml')).toBe('b/c.yaml');
    expect(relativePath('/repo/sub', '/repo/b/c.yaml')).toBe('../b/c.yaml');
  });

  it('joins a name to a folder with one separator, and reads backslashes as separators', () => {
    expect(joinPath('/repo', 'a.yaml')).toBe('/repo/a.yaml');
    expect(joinPath('/repo/', 'a.yaml')).toBe('/repo/a.yaml');
    expect(resolvePath('/repo', 'sub\\x.yaml')).toBe('/repo/sub/x.yaml');
    expect(relativePath('/repo', '/repo')).toBe('.');
  });
});
