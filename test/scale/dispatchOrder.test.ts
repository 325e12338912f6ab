// The dispatch order of `--workers N` (src/scale/dispatchOrder.ts) and the previous run's times it
// reads (src/scale/durations.ts): longest first; a file never timed is guessed from its kind; the
// times are kept next to the cache only where the cache is kept, and a bad line is skipped.

import { describe, expect, it } from 'vitest';
import { GUESS_OTHER_MS, GUESS_PROOF_MS, expectedMs, mustBeProved } from '../../src/scale/dispatchOrder.js';
import { DURATIONS_FILE, FileDurations } from '../../src/scale/durations.js';
import { CACHE_DIR, ResultCache } from '../../src/scale/cache.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { createChecker } from '../../src/scale/workers.js';
import { createPipeline } from '../../src/run/pipeline.js';

const job = (file: string, text = 'name: x\n'): { file: string; text: string } => ({ file, text });

describe('dispatch order', () => {
  it('takes the previous time when there is one, else the guess of the kind', () => {
    const previous = new Map([['conjectures/a.yaml', 17_000]]);
    expect(expectedMs(job('conjectures/a.yaml'), previous)).toBe(17_000);
    expect(expectedMs(job('conjectures/b.yaml'), previous)).toBe(GUESS_OTHER_MS);
    expect(expectedMs(job('proofs/c.yaml'), previous)).toBe(GUESS_PROOF_MS);
    expect(expectedMs(job('x/d.yaml', 'name: d\nexpect: proved\n'))).toBe(GUESS_PROOF_MS);
    expect(GUESS_PROOF_MS).toBeGreaterThan(GUESS_OTHER_MS);
  });

  it('recognises the files to be proved', () => {
    expect(mustBeProved(job('proofs/heap/a.yaml'))).toBe(true);
    expect(mustBeProved(job('lib/proofs/a.yaml'))).toBe(true);
    expect(mustBeProved(job('conjectures/a.yaml', 'expect: holds\n'))).toBe(false);
    expect(mustBeProved(job('conjectures/a.yaml', 'name: a\nexpect: proved # by Z3\n'))).toBe(true);
  });
});

describe('the previous run\u2019s times', () => {
  const keyed = (files: Record<string, string> = {}) => fakeHost(files);
  const path = `/repo/${CACHE_DIR}/${DURATIONS_FILE}`;

  it('round-trips, keeps the times of files not checked again, skips lines that do not parse', async () => {
    const host = keyed({ [path]: '120\tconjectures/old.yaml\nnot a line\n-5\tneg.yaml\n7.5\tconjectures/b.yaml\n' });
    const d = new FileDurations(new ResultCache(host, '/repo'));
    expect([...(await d.read())]).toEqual([
      ['conjectures/old.yaml', 120],
      ['conjectures/b.yaml', 7.5],
    ]);
    d.note('conjectures/b.yaml', 3001.6);
    d.note('conjectures/a.yaml', 42);
    d.note('bad\tname.yaml', 1);
    d.note('conjectures/nan.yaml', NaN);
    await d.save();
    expect(host.files.get(path)).toBe('42\tconjectures/a.yaml\n3002\tconjectures/b.yaml\n120\tconjectures/old.yaml\n');
    const again = new FileDurations(new ResultCache(host, '/repo'));
    expect((await again.read()).get('conjectures/b.yaml')).toBe(3002);
  });

  it('writes nothing without a usable cache key (a key file inside the project is refused)', async () => {
    const host = fakeHost({}, { cacheKeyFile: '/repo/key' });
    const d = new FileDurations(new ResultCache(host, '/repo'));
    d.note('a.yaml', 5);
    await d.save();
    expect(host.files.has(path)).toBe(false);
  });

  it('a pooled check run records each file\u2019s time; a single-thread run writes no times', async () => {
    const files = {
      'g/a.yaml': 'name: a\ngame: { subtraction: [1, 2] }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..30 }, symbolic: off }\n',
      'g/b.yaml': 'name: b\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ <0,2> }\ncheck: { bounds: { n: 0..30 }, symbolic: off }\n',
    };
    const one = keyed(files);
    expect(await main(['check', '--no-cache', '--workers', '1', 'g'], one)).toBe(0);
    expect(one.files.has(path)).toBe(false);
    const two = keyed(files);
    expect(await main(['check', '--no-cache', '--workers', '2', 'g'], two)).toBe(0);
    const lines = two.files.get(path)!.trim().split('\n');
    expect(lines.map((l) => l.split('\t')[1])).toEqual(['g/a.yaml', 'g/b.yaml']);
    for (const l of lines) expect(Number(l.split('\t')[0])).toBeGreaterThanOrEqual(0);
  }, 120_000);
});

describe('the worker pool', () => {
  it('hands the files to its threads longest first, once every file is read', async () => {
    const small = (name: string): string => `name: ${name}\ngame: { subtraction: [1, 2] }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..20 }, symbolic: off }\n`;
    const names = ['a', 'b', 'c', 'd'];
    const host = fakeHost(Object.fromEntries(names.map((n) => [`g/${n}.yaml`, small(n)])));
    const dispatched: string[] = [];
    const checker = await createChecker({
      host,
      engines: createPipeline(),
      settings: {},
      workers: 2,
      files: names.map((n) => ({ relative: `g/${n}.yaml`, absolute: `/repo/g/${n}.yaml` })),
      durations: new Map([
        ['g/a.yaml', 10],
        ['g/c.yaml', 5000],
        ['g/d.yaml', 2000],
      ]),
      onDispatch: (file) => dispatched.push(file),
    });
    try {
      const results = await Promise.all(names.map((n, i) => checker.check(i, `g/${n}.yaml`, '')));
      expect(results.map((r) => r.report.file)).toEqual(names.map((n) => `g/${n}.yaml`)); // results by index
    } finally {
      await checker.dispose();
    }
    // c (5 s), d (2 s), b (never timed: the guess, 0.3 s), a (10 ms)
    expect(dispatched).toEqual(['g/c.yaml', 'g/d.yaml', 'g/b.yaml', 'g/a.yaml']);
  }, 120_000);
});
