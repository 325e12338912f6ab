// --shard i/n (src/scale/shard.ts): the split is a partition of the sorted file list (a law, checked
// with fast-check), round-robin, and bad values are usage errors; main() checks only its shard.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/args.js';
import { main } from '../../src/cli/main.js';
import { selectShard } from '../../src/scale/shard.js';
import { parseShard } from '../../src/cli/workersOptions.js';
import { TAKE_1_OR_4, bounded, engines } from '../e2e/fixtures.js';
import { fakeHost } from '../e2e/fakeHost.js';

describe('selectShard', () => {
  it('the shards of a list are disjoint, keep its order and together give all of it (seed printed on failure)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 12 }), (length, count) => {
        const files = Array.from({ length }, (_, k) => k);
        const shards = Array.from({ length: count }, (_, i) => selectShard(files, { index: i + 1, count }));
        expect(shards.flat().sort((a, b) => a - b)).toEqual(files); // union, no overlap
        for (const s of shards) expect(s).toEqual([...s].sort((a, b) => a - b)); // sorted order kept
        const sizes = shards.map((s) => s.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1); // balanced
      }),
      { seed: 20240601, numRuns: 300 },
    );
  });

  it('is round-robin: file k goes to shard (k mod n) + 1', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(selectShard(files, { index: 1, count: 3 })).toEqual(['a', 'd', 'g']);
    expect(selectShard(files, { index: 2, count: 3 })).toEqual(['b', 'e']);
    expect(selectShard(files, { index: 3, count: 3 })).toEqual(['c', 'f']);
    expect(selectShard(files, undefined)).toEqual(files);
  });

  it('parses i/n and refuses anything else with a hint', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/3', '4/3', '3', '1/0', 'a/b', '-1/2', '1/2/3']) expect(() => parseShard(bad), bad).toThrow(UsageError);
  });
});

describe('check --shard', () => {
  const files = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((n) => [`conjectures/${n}.yaml`, TAKE_1_OR_4]));

  it('checks only the files of its shard, and a usage error is exit 2', async () => {
    const host = fakeHost(files);
    expect(await main(['check', '--shard', '2/2', '--json'], host, { engines: engines(bounded('holds')) })).toBe(0);
    expect(JSON.parse(host.out()).files.map((f: { file: string }) => f.file)).toEqual(['conjectures/b.yaml', 'conjectures/d.yaml']);
    const bad = fakeHost(files);
    expect(await main(['check', '--shard', '3/2'], bad, { engines: engines(bounded('holds')) })).toBe(2);
    expect(bad.err()).toContain('--shard needs i/n with 1 ≤ i ≤ n');
  });

  it('an empty shard (more shards than files) is a run of 0 files, exit 0', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['check', '--shard', '2/3'], host, { engines: engines(bounded('holds')) })).toBe(0);
    expect(host.out()).toContain('0 files');
  });
});
