// A problem too large for the memory limit whose box is made by a set field (a bool[k] array, which
// check.bounds cannot bound) is refused at that field, with a hint that applies to it: from the start
// with a box that can be indexed (the exploration's table per position of the box), from the start
// with a box stored by key (only what the process holds first is known), and over the whole box
// (a conjecture). Never "the region of 0 positions", never "lower the bounds in check.bounds".

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startMemoryProblem } from '../../src/check/startMemory.js';
import { BASE_BYTES, memoryProblem } from '../../src/game/memoryEstimate.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const LIBRARY = 'conjectures/triangulation';

function load(file: string, edit: (text: string) => string = (t) => t) {
  const text = edit(readFileSync(file, 'utf8'));
  return { text, spec: loadSpec(file, text).value! };
}

describe('ZM7003 on a box made by a set field', () => {
  it('from the start, a box that can be indexed (n = 8: 2^28 sets): at the set field, the hint names it', () => {
    const { text, spec } = load(`${LIBRARY}/monochromatic-triangle-n8.yaml`);
    const problem = startMemoryProblem(spec, 256 * 2 ** 20)!;
    expect(problem.message).toContain('the region of 268435456 positions');
    expect(text.slice(problem.span!.start, problem.span!.end)).toBe('drawn: bool[seg]');
    expect(problem.hint).toContain('every subset of `drawn` (28 elements, 2^28 sets)');
    expect(problem.hint).toContain('--max-memory');
    expect(problem.hint).not.toContain('check.bounds');
    // within the limit: no problem
    expect(startMemoryProblem(spec, 4 * 2 ** 30)).toBeUndefined();
  });

  it('from the start, a box stored by key (n = 20: 2^190 sets) under a limit below what the process holds', () => {
    const { text, spec } = load('bench/games/monochromatic-triangle-n20.yaml');
    expect(startMemoryProblem(spec, BASE_BYTES)).toBeUndefined();
    const problem = startMemoryProblem(spec, BASE_BYTES - 1)!;
    expect(problem.message).not.toContain('region of 0 positions');
    expect(problem.message).toContain('before any position is stored');
    expect(problem.message).toContain('the box of 1.57×10^57 positions is too large to index');
    expect(text.slice(problem.span!.start, problem.span!.end)).toBe('drawn: bool[seg]');
    expect(problem.hint).toContain('--max-memory');
    expect(problem.hint).not.toContain('check.bounds');
  });

  it('a conjecture over the whole box (n = 8): at the set field, asking for a smaller set', () => {
    const { text, spec } = load(`${LIBRARY}/monochromatic-triangle-n8.yaml`, (t) => t.replace('claims:\n', 'conjecture:\n  safe: drawn[0]\nclaims:\n'));
    const problem = memoryProblem(spec, 256 * 2 ** 20)!;
    expect(text.slice(problem.span!.start, problem.span!.end)).toBe('drawn: bool[seg]');
    expect(problem.message).toContain('ask about a smaller set than `drawn` (its 28 elements make 2^28 subsets');
    expect(problem.message).not.toContain('check.bounds');
    expect(problem.hint).toContain('every subset of `drawn`');
    expect(problem.hint).not.toContain('lower the bound');
  });

  it('a set field beside a bounded field (n = 7, lead ∈ -5..5): at the set, which makes most of the box; the hint names both', () => {
    const { text, spec } = load(`${LIBRARY}/complete-triangulation-n7.yaml`);
    expect(Object.keys(spec.check.bounds)).toEqual(['lead']);
    const problem = startMemoryProblem(spec, BASE_BYTES + 1)!;
    expect(text.slice(problem.span!.start, problem.span!.end)).toContain('drawn: bool[seg]');
    expect(problem.hint).toContain('every subset of `drawn` (21 elements');
    expect(problem.hint).toContain('lower the bounds in check.bounds');
  });
});
