// Every example of format.md (copied as fixtures, `…` filled in) loads without errors.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDiagnostics } from '../../src/diag/render.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const dir = join(import.meta.dirname, 'fixtures');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('format.md examples', () => {
  it.each(files)('%s loads without errors', (name) => {
    const file = `test/model/fixtures/${name}`;
    const text = readFileSync(join(dir, name), 'utf8');
    const r = loadSpec(file, text);
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(renderDiagnostics(errors, { [file]: text })).toBe('');
    expect(r.value).toBeDefined();
  });
});
