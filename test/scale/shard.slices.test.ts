// --shard i/n with a file whose region is large (src/scale/shard.ts planFiles, shardSlice.ts): the file
// is split into n contiguous slices, one per shard, the small files go round-robin; the shards
// together cover every file — and every position of the large region — exactly once, and their
// reports add up to the unsharded run (failures, the smallest counterexample, the verdict).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { planFiles, shardSplitWork, SHARD_SPLIT_WORK } from '../../src/scale/shard.js';
import { TAKE_1_OR_4 } from '../e2e/fixtures.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { takeOneOrFour } from '../check/sliceFixtures.js';
import { campaignRuns } from '../setup/campaignSize.js';

describe('planFiles', () => {
  it('large files are in every shard with slices 1..n, the others in exactly one, order kept (seed printed on failure)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 30 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 101 }), (work, count, splitAt) => {
        const files = work.map((_, k) => ({ relative: `f${String(k).padStart(2, '0')}`, absolute: `/f${k}` }));
        const shards = Array.from({ length: count }, (_, i) => planFiles(files, work, { index: i + 1, count }, splitAt));
        files.forEach((f, k) => {
          const holders = shards.flatMap((s, i) => s.filter((x) => x.relative === f.relative).map((x) => ({ shard: i + 1, slice: x.slice })));
          if (count > 1 && work[k]! >= splitAt) expect(holders).toEqual(Array.from({ length: count }, (_, i) => ({ shard: i + 1, slice: { index: i + 1, count } })));
          else expect(holders.map((h) => h.slice)).toEqual([undefined]);
        });
        for (const s of shards) expect(s.map((x) => x.relative)).toEqual([...s.map((x) => x.relative)].sort());
      }),
      { seed: 20261129, numRuns: campaignRuns(300) },
    );
  });

  it('ZERMELO_SHARD_SPLIT sets the threshold; 0 never splits', () => {
    expect(shardSplitWork({})).toBe(SHARD_SPLIT_WORK);
    expect(shardSplitWork({ ZERMELO_SHARD_SPLIT: '1000' })).toBe(1000);
    expect(shardSplitWork({ ZERMELO_SHARD_SPLIT: '0' })).toBe(Infinity);
  });
});

const big = (conj: string): string => takeOneOrFour(`S: ${conj}`, 1_000_000, { name: 'take-1-or-4-big', claim: true, symbolicOff: true });

interface FileJson {
  file: string;
  verdict: string;
  bounded: { region: string; notes: string[]; failures: Record<string, number>; positions: number };
  counterexamples: { positionText: string; condition: string }[];
}

async function run(files: Record<string, string>, extra: string[]): Promise<{ code: number; files: FileJson[] }> {
  const host = fakeHost(files, { env: { ZERMELO_SHARD_SPLIT: '1000000' } });
  const code = await main(['check', '--json', '--deterministic', '--no-cache', '--no-symbolic', ...extra], host);
  return { code, files: (JSON.parse(host.out()) as { files: FileJson[] }).files };
}

describe('check --shard with a large file', () => {
  for (const [name, conj, verdict] of [
    ['refuted', 'n mod 5 ∈ {0, 3}', 'refuted'],
    ['true', 'n mod 5 ∈ <0,2>', 'proved'], // by a periodicity certificate, which runs in slice 1
  ] as const) {
    it(`${name}: the 3 shards each check one slice of it, the small files once, and add up to the unsharded run`, async () => {
      const files = { 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/big.yaml': big(conj), 'conjectures/c.yaml': TAKE_1_OR_4, 'conjectures/d.yaml': TAKE_1_OR_4 };
      const whole = await run(files, []);
      const shards = await Promise.all([1, 2, 3].map((i) => run(files, ['--shard', `${i}/3`])));
      // every small file exactly once, round-robin among the small files; the big one in every shard
      expect(shards.map((s) => s.files.map((f) => f.file))).toEqual([
        ['conjectures/a.yaml', 'conjectures/big.yaml'],
        ['conjectures/big.yaml', 'conjectures/c.yaml'],
        ['conjectures/big.yaml', 'conjectures/d.yaml'],
      ]);
      const slices = shards.map((s) => s.files.find((f) => f.file === 'conjectures/big.yaml')!);
      const unsharded = whole.files.find((f) => f.file === 'conjectures/big.yaml')!;
      // each says which slice it covers; the slices are contiguous and cover 0..10^6 once
      expect(slices.map((f) => f.bounded.region)).toEqual([1, 2, 3].map((i) => `n ≤ 1000000 (slice ${i}/3)`));
      const ranges = slices.map((f) => /positions (\d+)\.\.(\d+)/.exec(f.bounded.notes[0]!)!.slice(1).map(Number));
      expect(ranges).toEqual([
        [0, 333333],
        [333334, 666667],
        [666668, 1000000],
      ]);
      // failures add up; the refuted verdict is found; the smallest counterexample is the unsharded one
      const sum: Record<string, number> = {};
      for (const f of slices) for (const [k, v] of Object.entries(f.bounded.failures)) sum[k] = (sum[k] ?? 0) + v;
      expect(sum).toEqual(unsharded.bounded.failures);
      expect(unsharded.verdict).toBe(verdict);
      expect(slices.some((f) => f.verdict === 'refuted')).toBe(verdict === 'refuted');
      if (verdict === 'refuted') expect(slices[0]!.counterexamples[0]).toEqual(unsharded.counterexamples[0]);
      else expect(slices.map((f) => f.verdict)).toEqual(['proved', 'holds', 'holds']);
      // the other files' reports are those of the unsharded run
      for (const s of shards) for (const f of s.files) if (f.file !== 'conjectures/big.yaml') expect(f).toEqual(whole.files.find((w) => w.file === f.file));
      // with --workers 2 (several files: one file per worker thread) a shard reports the same
      if (verdict === 'refuted') expect(await run(files, ['--shard', '1/3', '--workers', '2'])).toEqual(shards[0]);
    }, 300_000);
  }
});
