// `check` and `prove` agree on the library (issue 14, finding 5). The library runs once through
// `check` (defaults), in-process; `prove` then runs on each file through the same engines, whose
// results are memoized per file, so it repeats no work that check did. Where check ran the same
// engines (a certificate decided the file, or check ran the prover) the verdicts must be the same,
// check's bounded-only "holds" being prove's "unknown". Where check did not run the prover because
// the bounded check refuted the file, prove runs Z3 afresh (3 s per obligation: an unknown is allowed
// there) and must not contradict check (refuted or unknown, never proved, no internal error). Files with check.symbolic: off are left out unless ZERMELO_AGREEMENT_ALL=1:
// check never runs Z3 there (it is slow on them), so there is no
// result to agree with, and prove may prove them (it must never refute what check found to hold).
// Z3 runs in the isolated prover, as in the CLI: a fresh 3 s run can exhaust Z3's fixed 2 GiB heap
// (CI saw it on misere-nim-normal-rule), which the child turns into unknown with the reason, where
// an in-process Z3 would be dead for every later file.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Engines } from '../../src/run/engines.js';
import type { FileReport } from '../../src/report/model.js';
import { createPipeline } from '../../src/run/pipeline.js';
import { isolateProver } from '../../src/scale/proverProcess.js';
import { fakeHost } from './fakeHost.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ALL = process.env.ZERMELO_AGREEMENT_ALL === '1';

function yamlFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) return yamlFiles(path);
      return name.endsWith('.yaml') ? [relative('.', path)] : [];
    });
}

/** The real engines, each result computed once per file, text and options. */
function memoized(base: Engines): { engines: Engines; runs: { symbolic: number } } {
  const cache = new Map<string, Promise<unknown>>();
  const runs = { symbolic: 0 };
  const once = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    if (!cache.has(key)) cache.set(key, run());
    return cache.get(key) as Promise<T>;
  };
  return {
    runs,
    engines: {
      load: base.load,
      bounded: (spec, o) => once(`bounded\0${spec.file}\0${JSON.stringify(o ?? {})}\0${spec.source}`, () => base.bounded(spec, o)),
      certify: (spec) => once(`certify\0${spec.file}\0${spec.source}`, () => base.certify!(spec)),
      symbolic: (spec, o) =>
        once(`symbolic\0${spec.file}\0${o.timeoutMs}\0${o.emitSmtDir ?? ''}\0${spec.source}`, () => {
          runs.symbolic++;
          return base.symbolic(spec, o);
        }),
    },
  };
}

/** What prove must say, given check's report; undefined: the file is left out (see the header). */
function expected(c: FileReport): { exactly: string } | { oneOf: string[] } | undefined {
  const certified = c.certificate?.status === 'proved' || c.certificate?.status === 'refuted';
  const proverRan = c.symbolic?.status === 'proved' || c.symbolic?.status === 'refuted' || c.symbolic?.status === 'unknown';
  // the prover does not apply, for a reason both commands give (e.g. data tables computed per value)
  const proverDoesNotApply = c.symbolic?.status === 'skipped' && c.symbolic.reason !== 'check.symbolic is off';
  // a proof below the bit-vector width only is holds with its assumption in both commands
  if (c.symbolic?.status === 'width-bounded' && !certified) return { exactly: 'holds' };
  if (certified || proverRan) return { exactly: c.verdict === 'holds' ? 'unknown' : c.verdict };
  if (c.verdict === 'refuted') return { oneOf: ['refuted', 'unknown'] };
  if (proverDoesNotApply && c.verdict === 'holds') return { exactly: 'unknown' };
  if (ALL && c.verdict === 'holds') return { oneOf: ['proved', 'unknown'] };
  return undefined;
}

const prover = isolateProver({});
afterAll(() => prover.dispose());

describe('check and prove agree on every file of the library', () => {
  it('conjectures/ and proofs/', { timeout: 900_000 }, async () => {
    const files = [...yamlFiles('conjectures'), ...yamlFiles('proofs')];
    const host = fakeHost(Object.fromEntries(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')])));
    const { engines, runs } = memoized(createPipeline(prover.run));
    const started = performance.now();
    await main(['check', '--json', '--deterministic', '--no-cache', '--workers', '1', ...files], host, { engines });
    const checked: FileReport[] = JSON.parse(host.out()).files;
    expect(checked.map((r) => r.file)).toEqual(files);
    const checkMs = performance.now() - started;
    const proverRunsOfCheck = runs.symbolic;
    const compared: string[] = [];
    const disagreements: string[] = [];
    for (const c of checked) {
      const want = expected(c);
      if (!want) continue;
      const h = fakeHost(Object.fromEntries([[c.file, host.files.get(`/repo/${c.file}`)!]]));
      // a fresh Z3 run (check did not run the prover) gets a short limit: the relation allows unknown
      const fresh = 'oneOf' in want ? ['--timeout', '3s'] : [];
      await main(['prove', c.file, '--json', '--deterministic', ...fresh], h, { engines });
      const p: FileReport = JSON.parse(h.out()).files[0];
      compared.push(c.file);
      const ok = 'exactly' in want ? p.verdict === want.exactly : want.oneOf.includes(p.verdict);
      if (!ok || p.status === 'internal') disagreements.push(`${c.file}: check ${c.verdict}, prove ${p.verdict} (${p.status}; expected ${JSON.stringify(want)})`);
    }
    const proveMs = performance.now() - started - checkMs;
    // the figures of the closing note: how long each pass takes, and how much Z3 work prove added
    console.log(
      `library agreement: ${compared.length} of ${files.length} files compared; check ${(checkMs / 1000).toFixed(1)} s, prove ${(proveMs / 1000).toFixed(1)} s, prover runs ${proverRunsOfCheck} by check + ${runs.symbolic - proverRunsOfCheck} new by prove`,
    );
    expect(disagreements).toEqual([]);
    // every file where the two commands run the same engines is compared
    expect(compared.length).toBeGreaterThanOrEqual(checked.filter((c) => c.symbolic?.reason !== 'check.symbolic is off').length);
  });
});
