// The trap catalogue through the real pipeline, as the CLI runs it: main(['check', FILE, '--json'])
// with the real loader, bounded checker and prover. Every trap must never be `proved`, never `holds`
// unless its header says that is sound (the claim is true inside the bounds), and get a verdict its
// `# trap-expect:` line accepts (see trapExpect.ts and README.md in this folder). No trap is tolerated
// as a known bug. Registered by traps.test.ts (every trap without xor/⊕/bit, and the catalogue checks)
// and traps.bitvector.long.test.ts (the others), two files so that vitest can run them side by side;
// traps.bitvector.test.ts runs the others in `npm test` at a short timeout (below).
// ZERMELO_TRAPS_TIMEOUT: per proof obligation (default 6s). Where an obligation times out the verdict
// is at most holds/unknown, never proved; the refutations the traps expect from Z3 (the xor traps'
// condition II) take 1–5 s on a loaded 2-core machine. A suite registered with a shorter `timeout`
// (the bitvector traps in `npm test`) checks the soundness half only: never proved, never a verdict
// outside the trap's accepted and sound ones; the documented verdict is checked at the full timeout
// (traps.bitvector.long.test.ts, `npm run test:long`).

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { headerOf, parseTrapExpect, type TrapVerdict } from './trapExpect.js';

const DIR = new URL('./', import.meta.url);
const TIMEOUT = process.env.ZERMELO_TRAPS_TIMEOUT ?? '6s'; // per proof obligation

interface FileReportLike {
  verdict: TrapVerdict;
  status: string;
  expect: string | null;
  diagnostics: { code: string; severity: string; at: unknown }[];
  counterexamples: unknown[];
  claims: { status: string }[];
  symbolic: { status: string; width?: number; obligations: { name: string; status: string; detail: string | null }[] } | null;
  assumption?: { kind: string; width: number; text: string };
}

const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

async function runTrap(name: string, text: string, timeout: string): Promise<{ code: number; report: FileReportLike; err: string }> {
  const path = `test/traps/${name}`;
  const host = fakeHost({ [path]: text });
  const code = await main(['check', path, '--json', '--deterministic', '--timeout', timeout], host);
  const out = host.out();
  const report = JSON.parse(out).files[0] as FileReportLike;
  return { code, report, err: host.err() };
}

/** Traps whose file uses xor/⊕/bit: the prover encodes them with bitvectors, the slowest obligations. */
export function usesBitvectors(name: string): boolean {
  const code = readFileSync(new URL(name, DIR), 'utf8')
    .split(/\r?\n/)
    .filter((l) => !/^\s*(#|name\s*:|title\s*:)/.test(l))
    .join('\n');
  return /⊕|\bxor\s*\(|\bbit\s*\(/.test(code);
}

/** `timeout`: per proof obligation; `documented`: also require the verdict the header documents
 *  (false: only a sound one, for a timeout too short for the refutations the traps expect). */
export interface TrapRun {
  timeout: string;
  documented: boolean;
}

/**
 * Registers the traps `select` accepts (the catalogue is split over several test files, so that
 * vitest runs the bitvector traps, the slowest Z3 obligations, next to the others); `catalogue` adds
 * the checks of the whole catalogue (headers, trap-expect lines), done once.
 */
export function defineTrapSuite(title: string, select: (name: string) => boolean, catalogue: boolean, run: TrapRun = { timeout: TIMEOUT, documented: true }): void {
  describe(title, () => {
    it.skipIf(!catalogue)('has at least 30 traps, each with a header and a trap-expect line', () => {
      expect(files.length).toBeGreaterThanOrEqual(30);
      for (const f of files) {
        const text = readFileSync(new URL(f, DIR), 'utf8');
        const header = headerOf(text);
        expect(header[0], `${f}: the header starts with "# TRAP:"`).toMatch(/^# TRAP: /);
        expect(
          header.some((l) => /^#\s*Expected/i.test(l)),
          `${f}: the header says what is expected`,
        ).toBe(true);
        const parsed = parseTrapExpect(text);
        expect(typeof parsed === 'string' ? `${f}: ${parsed}` : 'ok').toBe('ok');
        expect(
          header.some((l) => l.startsWith('# trap-expect:')),
          `${f}: trap-expect is in the header`,
        ).toBe(true);
      }
    });

    const mine = files.filter(select);
    it('selects at least one trap', () => expect(mine.length).toBeGreaterThan(0));
    for (const name of mine) {
      it(name, async () => {
        const text = readFileSync(new URL(name, DIR), 'utf8');
        const want = parseTrapExpect(text);
        if (typeof want === 'string') throw new Error(`${name}: ${want}`);
        const { code, report, err } = await runTrap(name, text, run.timeout);
        const v = report.verdict;
        const where = `${name}: verdict ${v} (status ${report.status}, exit ${code})`;

        // Never an internal error, never a crash: exit codes are 0, 1, 2 or 3.
        expect([0, 1, 2, 3], `${where}\n${err}`).toContain(code);
        // `expect:` in the file, if any, is one of the verdicts the header accepts.
        if (report.expect !== null) expect(want.accepted, `${name}: expect: ${report.expect} vs trap-expect`).toContain(report.expect);

        expect(v, `${where}: a trap is never proved`).not.toBe('proved');
        expect([...want.accepted, ...want.sound], `${where}: not a sound verdict for this trap`).toContain(v);
        if (run.documented) expect(want.accepted, `${where}: not the documented verdict`).toContain(v);

        if (v === 'invalid') {
          // An ill-formed file gets a positioned diagnostic, never a verdict.
          const errors = report.diagnostics.filter((d) => d.severity === 'error');
          expect(errors.length, `${where}: an error diagnostic`).toBeGreaterThan(0);
          expect(
            errors.some((d) => d.at !== null),
            `${where}: the error points at the file`,
          ).toBe(true);
          expect(code).toBe(2);
        }
        if (report.symbolic?.status === 'width-bounded') {
          // A proof below the bitvector width only is a holds that says so, on every surface.
          expect(v, `${where}: a width-bounded proof`).toBe('holds');
          expect(report.assumption?.text, `${where}: the assumption is reported`).toMatch(/^proved for values below 2\^\d+ only/);
        }
        if (v === 'refuted') {
          // A refutation always shows its counterexample (or the refuted claim).
          const shown = report.counterexamples.length > 0 || report.claims.some((c) => c.status === 'refuted');
          expect(shown, `${where}: a refutation without a counterexample`).toBe(true);
        }
      });
    }
  });
}
