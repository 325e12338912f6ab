// Golden tests: each bad file test/golden/<case>.yaml has its expected rendered diagnostics in
// test/golden/<case>.out (vitest file snapshots; review a changed .out by eye before accepting it
// with `npx vitest run test/golden -u`). Every case must produce at least one positioned error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDiagnostics } from '../../src/diag/render.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const dir = import.meta.dirname;
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('golden diagnostics', () => {
  it('has a catalogue of at least 30 bad files', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('%s', async (name) => {
    const file = `test/golden/${name}`;
    const text = readFileSync(join(dir, name), 'utf8');
    const r = loadSpec(file, text);
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((d) => d.span !== undefined)).toBe(true);
    expect(r.value).toBeUndefined();
    await expect(renderDiagnostics(r.diagnostics, { [file]: text })).toMatchFileSnapshot(`./${name.replace(/\.yaml$/, '.out')}`);
  });
});
