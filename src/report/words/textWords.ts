// Stage: report. The phrases of the check report (headline, details, summary sentence, summary line,
// annotations) as a table a renderer reads: one table per language (textEn.ts, textPt.ts). The
// renderers (renderText.ts, summarize.ts, renderAnnotations.ts) keep the layout; a table gives the
// words (textWordsOf.ts picks one).

import type { CertificateReport, FileVerdict, LineReport, SampleSummary } from '../model.js';
import type { Lang } from '../../teach/vocabulary.js';

export interface TextWords {
  lang: Lang;
  /** The verdict word of a headline ("holds", "confirmada"). */
  verdict: Record<FileVerdict, string>;
  /** "condition I", "agreement with the solved game", … (key: the report's condition). */
  condition: Record<string, string>;
  duration(ms: number): string;
  positions(n: number): string;
  errors(n: number): string;
  obligations(n: number): string;
  undetermined(n: number): string;
  /** A class word or target the engines hand over ("safe", "the empty sum"). */
  term(text: string): string;
  region(text: string): string; // the region as the report names it ("the whole game" is a phrase)
  noBoundedCheck: string;
  cyclicRegion: string;
  /** "82894 positions reachable from start" (a check from the start position that fails). */
  reachableFromStart(n: number): string;
  /** "on the 82894 positions reachable from start", after the verdict word. */
  onReachable(n: number): string;
  /** The same two with a declared symmetry: n orbits stored, one position each ("on the 25261 orbits
   *  of positions reachable from start"). */
  reachableOrbitsFromStart(n: number): string;
  onReachableOrbits(n: number): string;
  /** "from start (4711 positions solved to decide it)": a check whose claims ask about start alone,
   *  solved by the search (bounded.searched). */
  searchedFromStart(n: number): string;
  /** The --verbose line of a check whose positions were stored by key (bounded.storage: sparse). */
  sparseStorage: string;
  /** The same, where the box could be indexed: only values from the start were asked, in a box larger
   *  than 2^24 positions (values-large) or with a declared symmetry (values-symmetry). */
  storedByKeyFor(why: 'values-large' | 'values-symmetry'): string;
  /** The --verbose line of a values-only check read tier by tier (bounded.storage: tiers). */
  tiersStorage: string;
  /** A declared symmetry that was not used (bounded.symmetryUnused). */
  symmetryUnused: string;
  symmetryUsed(s: { group: number; orbits: number; positions: number }): string;
  cached: string;
  asExpected: string;
  expected(e: string): string;
  notProved(reason: string): string;
  /** Why the prover did not run or stopped: an engine's reason, translated where it is a known phrase. */
  reason(text: string): string;
  internal(summary: string): string;
  /** The assumption of a holds proved below a bitvector width only. */
  assumption(width: number): string;
  invalid(errors: number): string;
  loadedNoVerdict(summary: string, sampled: string | undefined): string;
  allObligationsProved(n: number): string;
  obligationsOpen(open: number): string;
  obligationsSome(proved: number, total: number, refuted: number, open: number): string;
  obligationTitle(title: string): string;
  /** `--confirm`: "cvc5 confirmed 6 of 7 proved obligations". */
  confirmedBy(solver: string, confirmed: number, proved: number): string;
  /** `--confirm`, one obligation: "proved by z3 and cvc5", or who did not confirm it and why. */
  solvers(solvers: readonly string[], notConfirmed: readonly { solver: string; detail: string | null }[]): string;
  /** `fromStart`: the file is checked from the start, and only the positions it reaches are sampled. */
  sampled(s: SampleSummary, fromStart: boolean): string;
  notSampled(reason: string | null, seed: number): string;
  certificateFacts(c: CertificateReport): string;
  counterexample(source: string, params: string, line: number | null): string;
  moveClasses(conjectured: string | null, truth: string | null): string;
  moreMoves(n: number): string;
  /** A failing claim: the position it asks about and its true class ("truth: n = 13 is fragile (generation 7)"). */
  truthOf(position: string, cls: string, generation: number | null): string;
  /** A failing claim: the true values of what it compares ("in truth: grundy(20) is 2"). */
  trueValues(values: readonly { expression: string; value: string }[]): string;
  /** The head of a line of perfect play ("perfect play from n = 13: "). */
  playFrom(position: string): string;
  /** One move of it and the class of the position reached. */
  playStep(move: string, to: string, cls: string): string;
  /** Why the line stops; `more`: how many moves remain to the end (a limit), or the moves not shown. */
  playEnd(end: LineReport['end'] | 'cut', more: number | null): string;
  moreCounterexamples(n: number): string;
  failingPositions(counts: string): string;
  claimsLabel: string;
  claimFails(claim: string | null): string;
  fails(label: string): string;
  at(position: string, params: string): string;
  claimRefuted(name: string, line: number | null, detail: string | null): string;
  /** A claim a certificate decided, under the certificate's lines (verbose). */
  claimDetail(name: string, detail: string): string;
  /** A claim's name as the report gives it ("claim 2" for an unnamed one). */
  claimName(name: string): string;
  vocabulary: string;
  summary: {
    files(n: number): string;
    asExpected(n: number): string;
    failed(n: number): string;
    invalid(n: number): string;
    unproved(n: number): string;
    notCompared(n: number): string;
    internal(n: number): string;
    wall(wall: string, total: string): string;
    exit(code: number): string;
  };
  /** The one-sentence summaries of summarize.ts. */
  why: {
    doesNotLoad(errors: number): string;
    noVerdict(note: string): string;
    /** Why a skipped bounded check has no verdict when it left no note. */
    notEnumerable: string;
    allUndetermined(region: string): string;
    noBoundedChecker: string;
    nothingAsked: string;
    refuted: string;
    foundBy: Record<'symbolic' | 'certificate' | 'sample', string>;
    provedByCertificate(facts: string): string;
    discharged(n: number): string;
    noCounterexampleAmong(positions: number, region: string): string;
    noCounterexample: string;
    widthBounded(n: number, width: number): string;
    notProvedOpen(open: number, total: number): string;
    inconclusive: string;
    notProvedPlain: string;
    nothingRefuted(reason: string | null): string;
    nothingRefutedUndetermined(open: number, total: number): string;
    nothingRefutedOpen(open: number, total: number): string;
  };
  annotation: {
    verdict(verdict: string, expected: string | null): string;
    proofRequired(name: string, verdict: string, open: readonly string[]): string;
  };
}
