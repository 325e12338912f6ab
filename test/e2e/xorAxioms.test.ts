// Bouton's theorem for three heaps through the real CLI and prover: proved for every position by the
// xor axioms (src/prove/axiomRoute.ts) — no assumption on any surface; the JSON report (schema-valid)
// lists the axioms of each obligation proved that way, and the text of `zermelo prove` names them.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { validate } from '../report/jsonSchema.js';
import { fakeHost } from './fakeHost.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));
const FILE = 'proofs/nim/bouton-3-heaps.yaml';
const TEXT = readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8');

describe('xor by its axioms, through the CLI (real prover)', () => {
  it('check --json: proved, no assumption, the axioms of each obligation; prove names them in its text', async () => {
    const host = fakeHost({ [FILE]: TEXT });
    expect(await main(['check', FILE, '--json', '--deterministic', '--no-cache'], host)).toBe(0);
    const run = JSON.parse(host.out());
    expect(validate(run, schema)).toEqual([]);
    const f = run.files[0];
    expect([f.verdict, f.status, f.met, f.assumption]).toEqual(['proved', 'pass', true, undefined]);
    expect(f.symbolic.status).toBe('proved');
    const byName = (start: string): { axioms?: string[]; detail: string | null } => f.symbolic.obligations.find((o: { name: string }) => o.name.startsWith(start));
    expect(byName('condition I').axioms).toContain('leading bit');
    expect(byName('finiteness').axioms).toBeUndefined(); // no xor in a + b + c: the first proof stands
    expect(JSON.stringify(f)).not.toMatch(/2\^53/);

    const text = fakeHost({ [FILE]: TEXT });
    expect(await main(['prove', FILE, '--no-color'], text)).toBe(0);
    expect(text.out()).toMatch(/condition I: .*xor axioms \(natural, commutative, .*leading bit\)/);
    expect(text.out()).toMatch(/\nproved: 7\/7 obligations proved in /);
  }, 240_000);
});
