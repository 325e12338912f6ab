// Every internal error (ZM9001) comes from the factory of src/diag/internalError.ts: the code is
// written out only there and in the catalogue, so that no stage builds one with another severity or
// shape. A file of src/ that spells the code out as a string fails here.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR, internalError, placedInternalError } from '../../src/diag/internalError.js';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const ALLOWED = new Set([join('diag', 'internalError.ts'), join('diag', 'codes', 'internal.ts')]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|mjs)$/.test(name) ? [path] : [];
  });
}

/** Whether a file's text spells the internal-error code as a string literal ('…', "…" or `…`). */
function spellsInternalCode(text: string): boolean {
  return /(['"`])ZM9001\1/.test(text);
}

describe('internal errors come from one factory', () => {
  it('no file of src/ outside the catalogue and the factory writes the code out', () => {
    const offenders = sourceFiles(SRC)
      .map((f) => relative(SRC, f))
      .filter((f) => !ALLOWED.has(f) && spellsInternalCode(readFileSync(join(SRC, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the scanner finds a written-out code (so that the test above can fail)', () => {
    expect(spellsInternalCode("return { code: 'ZM9001', severity: 'error' };")).toBe(true);
    expect(spellsInternalCode('ctx.error("ZM9001", span, m);')).toBe(true);
    expect(spellsInternalCode('// a ZM9001 diagnostic says why')).toBe(false);
    expect(spellsInternalCode("code: 'ZM9011'")).toBe(false);
  });

  it('the factory makes an error with the internal code, with or without a span or a place', () => {
    expect(internalError('f.yaml', 'internal error: x')).toEqual({ code: 'ZM9001', severity: 'error', file: 'f.yaml', message: 'internal error: x' });
    expect(internalError('f.yaml', 'm', { start: 3, end: 5 }).span).toEqual({ start: 3, end: 5 });
    expect(placedInternalError('m', { line: 2, col: 1 })).toEqual({ code: INTERNAL_ERROR, severity: 'error', message: 'm', at: { line: 2, col: 1 }, hint: null });
    expect(INTERNAL_ERROR).toBe('ZM9001');
  });
});
