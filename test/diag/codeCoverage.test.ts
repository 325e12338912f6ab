// Every code of the catalogue (src/diag/codes.ts) is emitted somewhere in src/ and named by some
// test (or a golden output). A new code that is neither fails here; the existing gaps are listed
// below, each with its reason, and an entry that is no longer a gap fails too (so the lists shrink).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/diag/codes.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const text = (dir: string, skip: (rel: string) => boolean): string =>
  files(join(ROOT, dir))
    .filter((f) => !skip(relative(ROOT, f)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

const UNUSED = 'catalogued, but no file of src/ emits it (2026-12-02): emit it where it belongs or mark it retired';
const THROUGH_EVAL = 'emitted through EVAL_ERROR_CODES (lang/evalDiagnostic.ts); no test names the code yet (2026-12-02)';

const NEVER_EMITTED: Record<string, string> = {
  ZM3015: 'retired: integer literals are exact at any size (its title and docs/soundness.md say so); kept so that the code is never reused',
  ZM4009: UNUSED,
  ZM4205: UNUSED,
  ZM4206: UNUSED,
};

const NEVER_TESTED: Record<string, string> = {
  ...NEVER_EMITTED,
  ZM5004: THROUGH_EVAL,
  ZM5005: THROUGH_EVAL,
  ZM5006: THROUGH_EVAL,
};

describe('the diagnostic catalogue', () => {
  const codes = catalogue.map((c) => c.code);
  const src = text('src', (rel) => rel.startsWith(join('src', 'diag', 'codes')));
  // the lists of codes by property (this file, the Portuguese rows) name codes without testing them
  const tests = text('test', (rel) => rel === join('test', 'diag', 'codeCoverage.test.ts') || rel === join('test', 'diag', 'portugueseRows.test.ts'));

  it('has each code once', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('every code is emitted by src/, except the listed gaps', () => {
    const never = codes.filter((c) => !src.includes(`'${c}'`));
    expect(never.sort()).toEqual(Object.keys(NEVER_EMITTED).sort());
  });

  it('every code is named by a test or a golden output, except the listed gaps', () => {
    const never = codes.filter((c) => !tests.includes(c));
    expect(never.sort()).toEqual(Object.keys(NEVER_TESTED).sort());
  });
});
