// The robustness campaign (issue 18): generated inputs through the CLI's main(argv, host), each under a
// time limit, counted by exit code. Inputs, from consecutive fast-check seeds in batches of BATCH:
//   - library files (proofs/, conjectures/, test/traps/) with 1–3 mutations (mutators.ts: deleted
//     lines and keys, type swaps, token soup, numeric blowups, unicode, deep nesting, alias bombs);
//   - random whole game files of test/semantics/ (gameFile.ts), as generated: mostly gameCase(), one in
//     eight with moves that keep the turn (keptGameCase(), `again:`), one in eight a game on a graph
//     (setGameFile.ts: `bool[k]` sets, data tables); one file with a start position in three is
//     solved from it (`check.from: start`);
//   - the same random files with 1–2 mutations.
// Commands: mostly `check`, some `explain` and `table`; a share `proverShare` of the cases runs the
// prover (`prove`, or `check` with it on; 1 s per obligation). What counts as a finding: an exit code
// other than 0, 1, 2, 3 (70 included), main() throwing, an internal error or a stack trace in the
// output, unparsable --json, a case over its time limit (a hang), a worker killed (a crash).
// The case being run is written to `${out}/last.json`, the totals to `${out}/progress.json` after
// every batch, and every finding to `${out}/finding-N.json` (with a reproducer).

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { gameCase, keptGameCase } from '../semantics/gameFile.js';
import type { GameCase } from '../semantics/gameArbitrary.js';
import { setGameText } from '../semantics/setGameFile.js';
import { applyMutations, fuzzCaseArb, mutationArb, seedCorpus, type Mutation, type SeedFile } from './mutators.js';
import { caseArgv, reproducer, type CaseRun } from './runCase.js';

const BATCH = 500;

export interface CampaignCase {
  /** seed of its batch and index in it: `campaignCase(seed, index)` rebuilds it */
  seed: number;
  index: number;
  source: 'library' | 'generated' | 'generated+mutated';
  /** the generated file's kind (gameFile.ts), e.g. `scalar/kept/misère/from-start`, `set` */
  kind?: string;
  path: string;
  text: string;
  argv: string[];
  symbolic: boolean;
}

type Command = 'check' | 'explain' | 'table' | 'prove';

interface Draw {
  pick: number; // which source (0..99)
  library: ReturnType<typeof fuzzCaseArb> extends fc.Arbitrary<infer T> ? T : never;
  generated: GameCase;
  mutations: Mutation[];
  command: Command;
}

function drawArb(corpusSize: number): fc.Arbitrary<Draw> {
  return fc.record({
    pick: fc.nat({ max: 99 }),
    library: fuzzCaseArb(corpusSize, false),
    generated: generatedArb(),
    mutations: fc.array(mutationArb, { minLength: 1, maxLength: 2 }),
    command: fc.oneof({ arbitrary: fc.constant<Command>('check'), weight: 16 }, { arbitrary: fc.constant<Command>('explain'), weight: 2 }, { arbitrary: fc.constant<Command>('table'), weight: 2 }),
  });
}

/** The generated files (see the top of this file). */
function generatedArb(): fc.Arbitrary<GameCase> {
  const game = fc.oneof({ weight: 6, arbitrary: gameCase() }, { weight: 1, arbitrary: keptGameCase() }, { weight: 1, arbitrary: setGameText.map((text): GameCase => ({ kind: 'set', text })) });
  return fc.tuple(game, fc.nat({ max: 2 })).map(([g, f]) => (f === 0 && hasStart(g.text) ? { kind: `${g.kind}/from-start`, text: fromStart(g.text) } : g));
}

const hasStart = (text: string): boolean => /^ {2}start:/m.test(text);

/** The file solved from its start position only: `check.from: start` (a file that asks for Grundy
 *  values or moves to sums is then refused, ZM1041: a load error worth exercising too). */
export function fromStart(text: string): string {
  return /^check:\n/m.test(text) ? text.replace(/^check:\n/m, 'check:\n  from: start\n') : `${text.replace(/\n?$/, '\n')}check:\n  from: start\n`;
}

function toCase(d: Draw, corpus: readonly SeedFile[], proverShare: number, seed: number, index: number): CampaignCase {
  // an even spread (fast-check's draws favour small numbers): the golden-ratio sequence of the index
  const spread = ((index + seed * 7919) * 0.6180339887) % 1;
  const symbolic = spread < proverShare;
  // with the prover: `prove` or `check` (the prover on) alternately; else the drawn command
  const command: Command = symbolic ? (index % 2 === 0 ? 'prove' : 'check') : d.command;
  if (d.pick < 35) {
    const c = { ...d.library, command };
    const path = `${c.under}/fuzz/case.yaml`;
    const text = applyMutations(narrow(corpus[c.seed % corpus.length]!.text), c.mutations);
    return { seed, index, source: 'library', path, text, argv: caseArgv(c, path, symbolic), symbolic };
  }
  const mutated = d.pick >= 75;
  const text = mutated ? applyMutations(d.generated.text, d.mutations) : d.generated.text;
  // generated files switch the prover off themselves; with the prover, that line goes
  const shown = symbolic ? text.replace(/^ {2}symbolic: "off"\n/m, '') : text;
  const path = 'conjectures/generated/case.yaml';
  const c = { seed: 0, mutations: [], command, under: 'conjectures' as const };
  return { seed, index, source: mutated ? 'generated+mutated' : 'generated', kind: d.generated.kind, path, text: shown, argv: caseArgv(c, path, symbolic), symbolic };
}

/** Every range of the file (bounds, parameter sweeps) cut to at most NARROW + 1 values, so that an
 *  unmutated library file takes milliseconds (a 40-value sweep of a board game takes seconds);
 *  mutations applied afterwards still make ranges huge on purpose. */
const NARROW = 6;
function narrow(text: string): string {
  return text.replace(/(-?\d+)(\s*\.\.\s*)(\d+)/g, (all, lo: string, dots: string, hi: string) => (Number(hi) - Number(lo) > NARROW ? `${lo}${dots}${Number(lo) + NARROW}` : all));
}

/** The cases of batch `seed` (BATCH of them, or `count`). */
export function campaignBatch(seed: number, count: number, proverShare: number, corpus: readonly SeedFile[] = seedCorpus()): CampaignCase[] {
  return fc.sample(drawArb(corpus.length), { seed, numRuns: count }).map((d, i) => toCase(d, corpus, proverShare, seed, i));
}

export interface CampaignSummary {
  seed: number;
  cases: number;
  seconds: number;
  /** library files in the corpus (after leaving out the slow ones, CampaignOptions.seedLimitMs) */
  seedFiles: number;
  bySource: Record<string, number>;
  /** generated files (mutated or not) with kept moves, on graphs, solved from the start */
  byFeature: Record<string, number>;
  /** seconds spent per source */
  secondsBySource: Record<string, number>;
  withProver: number;
  exitCodes: Record<string, number>;
  /** exit 70, main() throwing, an internal error or a stack trace printed, a worker killed */
  crashes: number;
  /** over the time limit (finished late, or killed at twice the limit) */
  hangs: number;
  /** each kind of finding: how many cases, the first one's reproducer, and the first cases (seed:index) */
  findings: { kind: string; count: number; example: string; cases: string[] }[];
  medianMs: number;
  p99Ms: number;
  slowestMs: number;
  /** the most CPU one case took (the time limit applies to CPU time, see runCase.ts) */
  slowestCpuMs: number;
}

export type CaseRunner = (c: CampaignCase, limitMs: number) => Promise<CaseRun>;

export interface CampaignOptions {
  runs: number;
  seed: number;
  out: string;
  proverShare: number;
  /** per-case limit without / with the prover */
  limitMs: number;
  proverLimitMs: number;
  run: CaseRunner;
  log?: (line: string) => void;
  /** Library files whose own check (narrowed, unmutated, no prover) takes more CPU are left out of the
   *  corpus, so that a large campaign spends its time on many cases rather than on a few slow files
   *  (the list left out is in the summary). Undefined: every file. */
  seedLimitMs?: number;
}

/** The library files whose narrowed check takes at most o.seedLimitMs of CPU (the best of two runs). */
async function quickSeeds(o: CampaignOptions, corpus: SeedFile[]): Promise<SeedFile[]> {
  const kept: SeedFile[] = [];
  const left: string[] = [];
  for (const f of corpus) {
    const path = f.path.startsWith('proofs/') ? 'proofs/fuzz/case.yaml' : 'conjectures/fuzz/case.yaml';
    const c: CampaignCase = { seed: 0, index: 0, source: 'library', path, text: narrow(f.text), argv: ['check', path, '--json', '--deterministic', '--no-symbolic'], symbolic: false };
    const cost = (r: CaseRun): number => r.cpuMs ?? r.ms; // CPU time where measured: the machine's load does not choose the corpus
    const first = cost(await o.run(c, 60_000));
    const ms = first > o.seedLimitMs! ? Math.min(first, cost(await o.run(c, 60_000))) : first;
    if (ms <= o.seedLimitMs!) kept.push(f);
    else left.push(`${f.path} (${Math.round(ms)} ms)`);
  }
  writeFileSync(join(o.out, 'seeds-left-out.json'), JSON.stringify(left, null, 2));
  o.log?.(`[fuzz campaign] ${kept.length} of ${corpus.length} library files kept as seeds; left out (slower than ${o.seedLimitMs} ms): ${left.join(', ')}`);
  return kept;
}

/** The generator's less common features in a generated file's kind. */
export function features(kind: string | undefined): string[] {
  if (kind === undefined) return [];
  return [...(kind.includes('/kept') ? ['kept'] : []), ...(kind.startsWith('set') ? ['set'] : []), ...(kind.endsWith('/from-start') ? ['from-start'] : [])];
}

/** What kind of failure a violation is: a crash or a hang (or another robustness failure). */
export function classify(v: string): 'crash' | 'hang' | 'other' {
  if (/^(hang|slow):/.test(v)) return 'hang';
  if (/^(crash|main\(\) threw|internal error|exit code 70|a stack trace)/.test(v)) return 'crash';
  return 'other';
}

export async function runCampaign(o: CampaignOptions): Promise<CampaignSummary> {
  mkdirSync(o.out, { recursive: true });
  const corpus = o.seedLimitMs === undefined ? seedCorpus() : await quickSeeds(o, seedCorpus());
  const started = performance.now();
  const times: number[] = [];
  const s: CampaignSummary = {
    seed: o.seed,
    cases: 0,
    seconds: 0,
    seedFiles: corpus.length,
    bySource: {},
    byFeature: {},
    secondsBySource: {},
    withProver: 0,
    exitCodes: {},
    crashes: 0,
    hangs: 0,
    findings: [],
    medianMs: 0,
    p99Ms: 0,
    slowestMs: 0,
    slowestCpuMs: 0,
  };
  const findings = new Map<string, { kind: string; count: number; example: string; cases: string[] }>();
  const add = (m: Record<string, number>, k: string): void => void (m[k] = (m[k] ?? 0) + 1);
  const totals = (): CampaignSummary => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      ...s,
      seconds: Math.round((performance.now() - started) / 1000),
      secondsBySource: Object.fromEntries(Object.entries(s.secondsBySource).map(([k, v]) => [k, Math.round(v)])),
      findings: [...findings.values()],
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
      slowestMs: Math.round(sorted[sorted.length - 1] ?? 0),
    };
  };
  for (let b = 0; s.cases < o.runs; b++) {
    const batch = campaignBatch(o.seed + b, Math.min(BATCH, o.runs - s.cases), o.proverShare, corpus);
    for (const c of batch) {
      writeFileSync(join(o.out, 'last.json'), JSON.stringify(c));
      const run = await o.run(c, c.symbolic ? o.proverLimitMs : o.limitMs);
      s.cases++;
      add(s.bySource, c.source);
      for (const feature of features(c.kind)) add(s.byFeature, feature);
      const where = c.symbolic ? 'with the prover' : c.source;
      s.secondsBySource[where] = (s.secondsBySource[where] ?? 0) + run.ms / 1000;
      if (c.symbolic) s.withProver++;
      add(s.exitCodes, String(run.code));
      times.push(run.ms);
      s.slowestCpuMs = Math.max(s.slowestCpuMs, Math.round(run.cpuMs ?? 0));
      const kinds = run.violations.map(classify);
      if (kinds.includes('crash')) s.crashes++;
      if (kinds.includes('hang')) s.hangs++;
      for (const v of run.violations) {
        const kind = v.replace(/\d+/g, '#').slice(0, 120);
        const f = findings.get(kind) ?? { kind, count: 0, example: '', cases: [] };
        if (f.count === 0) {
          f.example = `${v}\n${reproducer(run)}\nreplay: campaign seed ${c.seed}, index ${c.index}\n${run.err.slice(0, 1500)}`;
          writeFileSync(join(o.out, `finding-${findings.size + 1}.json`), JSON.stringify({ violation: v, case: c, err: run.err.slice(0, 4000), out: run.out.slice(0, 4000) }, null, 2));
        }
        f.count++;
        if (f.cases.length < 50) f.cases.push(`${c.seed}:${c.index}`);
        findings.set(kind, f);
      }
    }
    writeFileSync(join(o.out, 'progress.json'), JSON.stringify(totals(), null, 2));
    if (b % 10 === 9)
      o.log?.(`[fuzz campaign] ${s.cases}/${o.runs} cases, ${Math.round((performance.now() - started) / 1000)} s, exits ${JSON.stringify(s.exitCodes)}, ${s.crashes} crashes, ${s.hangs} hangs`);
  }
  const result = totals();
  writeFileSync(join(o.out, 'progress.json'), JSON.stringify(result, null, 2));
  return result;
}
