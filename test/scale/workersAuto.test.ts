// `--workers auto` (the default): one worker thread per core, at most 4, never more than the files,
// and 1 for a single file (slicing one region is asked for explicitly); ZERMELO_WORKERS overrides
// the core count. The summary line shows the wall time beside the files' total when they differ.

import { describe, expect, it } from 'vitest';
import { autoWorkers, parseScaleOptions } from '../../src/cli/workersOptions.js';
import { summaryLine } from '../../src/report/renderText.js';
import { paint } from '../../src/report/paint.js';
import type { FileReport, RunSummary } from '../../src/report/model.js';

describe('--workers auto', () => {
  it('uses the cores, at most 4, at most the files, 1 for one file', () => {
    expect(autoWorkers(2, {}, 76)).toBe(2);
    expect(autoWorkers(16, {}, 76)).toBe(4);
    expect(autoWorkers(16, {}, 3)).toBe(3);
    expect(autoWorkers(8, {}, 1)).toBe(1);
    expect(autoWorkers(undefined, {}, 10)).toBe(1); // a host that does not say: sequential
    expect(autoWorkers(2, { ZERMELO_WORKERS: '1' }, 76)).toBe(1);
    expect(autoWorkers(2, { ZERMELO_WORKERS: '6' }, 76)).toBe(6);
    expect(autoWorkers(2, { ZERMELO_WORKERS: 'many' }, 76)).toBe(2); // not a number: ignored
  });

  it('--workers auto is the default; a number is taken as given', () => {
    expect(parseScaleOptions({}).workers).toBeUndefined();
    expect(parseScaleOptions({ workers: 'auto' }).workers).toBeUndefined();
    expect(parseScaleOptions({ workers: '3' }).workers).toBe(3);
    expect(() => parseScaleOptions({ workers: 'some' })).toThrow(/whole number ≥ 1, such as 4 or auto/);
  });
});

describe('summary line', () => {
  const summary = { files: 2, byStatus: { pass: 2, fail: 0, invalid: 0, unproved: 0, skipped: 0, internal: 0 }, exitCode: 0 } as unknown as RunSummary;
  const files = [{ timings: { totalMs: 3000 } }, { timings: { totalMs: 2000 } }] as unknown as FileReport[];
  it('shows the wall time when files ran side by side', () => {
    expect(summaryLine(summary, files, paint(false), { wallMs: 2600, cached: 0 })).toBe('2 files: 2 as expected (2.6 s wall, 5.0 s of checking; exit 0)');
  });
  it('shows one time when the run was sequential (or deterministic)', () => {
    expect(summaryLine(summary, files, paint(false), { wallMs: 5100, cached: 0 })).toBe('2 files: 2 as expected (5.0 s; exit 0)');
    expect(summaryLine(summary, files, paint(false))).toBe('2 files: 2 as expected (5.0 s; exit 0)');
  });
  it('shows the wall time when results came from the cache (their times are from an earlier run)', () => {
    expect(summaryLine(summary, files, paint(false), { wallMs: 120, cached: 2 })).toBe('2 files: 2 as expected (0.1 s; exit 0)');
  });
});
