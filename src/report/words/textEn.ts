// Stage: report. The English phrases of the check report (see textWords.ts). Input: data. Output: words.

import { formatDuration, plural } from '../paint.js';
import type { CertificateReport } from '../model.js';
import type { TextWords } from './textWords.js';

const CONDITION: Record<string, string> = {
  I: 'condition I',
  II: 'condition II',
  III: 'condition III',
  requirement: 'a requirement of Theorem 4.1',
  truth: 'agreement with the solved game',
  grundy: 'the Grundy (mex) condition',
  IIIa: 'condition III (a move into N)',
  IIIb: 'condition III (no move from N into S)',
  partition: 'the partition (exactly one of S, F, N)',
  'terminal-lose': 'losing terminals in S',
  'terminal-draw': 'draw terminals in N',
  'terminal-win': 'winning terminals in F',
  'grundy-value': 'Grundy values are natural numbers',
  'grundy-keep': 'no move keeps the Grundy value',
  'grundy-reach': 'every smaller Grundy value is reached',
  'grundy-truth': 'agreement with the true Grundy values',
  value: 'the equation of the value (best of points ± value)',
  'value-local': 'the equation of the value (best of points ± value)',
  'value-truth': 'agreement with the true values',
  finiteness: 'finiteness',
  domain: "the state's domain",
  'well-defined': 'well-definedness',
};

/** "periodic from n = 9 with period 13, certified over [9, 14)", or a count of certificates over a sweep. */
function certificateFacts(c: CertificateReport): string {
  const first = c.runs[0];
  if (!first || first.period === null || first.window === null) return 'certified';
  const heap = first.heap ?? 'n';
  if (c.runs.length > 1) {
    const periods = [...new Set(c.runs.map((r) => r.period))];
    return `${c.runs.length} certificates, one per parameter value (periods ${periods.join(', ')})`;
  }
  return `periodic from ${heap} = ${first.preperiod} with period ${first.period}, certified over [${first.window[0]}, ${first.window[1]})`;
}

const notProved = (open: number, total: number): string => `${open} of ${plural(total, 'proof obligation')} ${open === 1 ? 'is' : 'are'} not proved`;

export const EN: TextWords = {
  lang: 'en',
  verdict: { proved: 'proved', holds: 'holds', refuted: 'refuted', unknown: 'unknown', invalid: 'invalid', unchecked: 'unchecked' },
  condition: CONDITION,
  duration: formatDuration,
  positions: (n) => plural(n, 'position'),
  errors: (n) => plural(n, 'error'),
  obligations: (n) => plural(n, 'obligation'),
  undetermined: (n) => `${n} undetermined`,
  term: (text) => text,
  region: (text) => text,
  noBoundedCheck: 'no bounded check',
  cyclicRegion: 'cyclic region',
  reachableFromStart: (n) => `${plural(n, 'position')} reachable from start`,
  onReachable: (n) => `on the ${plural(n, 'position')} reachable from start`,
  reachableOrbitsFromStart: (n) => `${plural(n, 'orbit')} of positions reachable from start`,
  onReachableOrbits: (n) => `on the ${plural(n, 'orbit')} of positions reachable from start`,
  searchedFromStart: (n) => `from start (${plural(n, 'position')} solved to decide it)`,
  sparseStorage: 'positions stored by key (sparse storage): the box of the bounds is too large to index',
  storedByKeyFor: (why) =>
    `positions stored by key (sparse storage): only values from the start are asked, ${why === 'values-large' ? 'and the box of the bounds has more than 2^24 positions' : 'and a symmetry is declared (used only by key)'}`,
  tiersStorage: 'values swept tier by tier (sets of as many elements together, from the full set down to the start): the box of the bounds is too large to index',
  symmetryUnused: 'the declared symmetry (game.symmetry) was not used: it is used only where positions are stored by key; here each position was solved on its own',
  symmetryUsed: (s) =>
    `symmetry used: a group of ${plural(s.group, 'element')}; ${plural(s.orbits, 'orbit')} stored, one position each, checked against every element, for ${plural(s.positions, 'position')}`,
  cached: 'cached',
  asExpected: ' as expected',
  expected: (e) => `, expected ${e}`,
  notProved: (reason) => `; not proved: ${reason}`,
  reason: (text) => text,
  assumption: (width) => `proved for values below 2^${width} only — bit-vector obligations`,
  internal: (summary) => `internal error (a bug in zermelo, please report it): ${summary}`,
  invalid: (errors) => `invalid: ${plural(errors, 'error')} (shown on stderr)`,
  loadedNoVerdict: (summary, sampled) => `loaded, no verdict computed (${summary.replace(/, so no verdict was computed$/, '')})${sampled ? `; ${sampled}` : ''}`,
  allObligationsProved: (n) => `${plural(n, 'obligation')} proved`,
  obligationsOpen: (open) => `prover: ${plural(open, 'obligation')} open`,
  obligationsSome: (proved, total, refuted, open) =>
    `prover: ${proved} of ${plural(total, 'obligation')} proved, ${[refuted > 0 ? `${refuted} refuted` : '', open > 0 ? `${open} open` : ''].filter((x) => x !== '').join(', ')}`,
  obligationTitle: (title) => title,
  confirmedBy: (solver, confirmed, proved) => `${solver} confirmed ${confirmed} of ${plural(proved, 'proved obligation')}`,
  solvers: (solvers, open) => [`proved by ${solvers.join(' and ')}`, ...open.map((o) => `${o.solver} did not confirm it${o.detail ? ` (${o.detail})` : ''}`)].join('; '),
  sampled: (s, fromStart) =>
    fromStart
      ? `${s.checked} reachable ${s.checked === 1 ? 'position' : 'positions'} sampled${s.skipped > 0 ? ` (${s.skipped} others skipped)` : ''}, seed ${s.seed}`
      : `${s.checked} sampled beyond the bounds${s.ranges.length ? ` (${s.ranges.join(', ')})` : ''}${s.skipped > 0 ? ` (${s.skipped} more skipped)` : ''}, seed ${s.seed}`,
  notSampled: (reason, seed) => `not sampled: ${reason ?? 'nothing to sample'} (seed ${seed})`,
  certificateFacts,
  counterexample: (source, params, line) =>
    `${source === 'symbolic' ? 'symbolic ' : source === 'certificate' ? 'certificate ' : source === 'sample' ? 'sampled ' : ''}counterexample${params}${line !== null ? ` (line ${line})` : ''}`,
  moveClasses: (conjectured, truth) => {
    const classes = [conjectured ? `you: ${conjectured}` : '', truth ? `truth: ${truth}` : ''].filter(Boolean);
    return classes.length ? ` (${classes.join(', ')})` : '';
  },
  moreMoves: (n) => `… and ${plural(n, 'more move')}`,
  truthOf: (position, cls, generation) => `truth: ${position} is ${cls}${generation !== null ? ` (generation ${generation})` : ''}`,
  trueValues: (values) => `in truth: ${values.map((v) => `${v.expression} is ${v.value}`).join('; ')}`,
  playFrom: (position) => `perfect play from ${position}: `,
  playStep: (move, to, cls) => `${move} → ${to} (${cls})`,
  playEnd: (end, more) =>
    end === 'terminal'
      ? 'the game is over'
      : end === 'repeat'
        ? 'play goes round: a draw'
        : end === 'cut' || end === 'limit'
          ? `… ${more !== null ? plural(more, 'more move') : 'more moves'} to the end`
          : 'the class of the next position is not known',
  moreCounterexamples: (n) => `… and ${plural(n, 'more counterexample')} (all of them in --json)`,
  failingPositions: (counts) => `failing positions in the region: ${counts}`,
  claimsLabel: 'claims',
  claimFails: (claim) => `claim ${claim ? `"${claim}" ` : ''}fails`,
  fails: (label) => `${label} fails`,
  at: (position, params) => ` at ${position}${params}`,
  claimName: (name) => name,
  claimDetail: (name, detail) => `  claim "${name}": ${detail}`,
  claimRefuted: (name, line, detail) => `claim "${name}" is refuted${line !== null ? ` (line ${line})` : ''}${detail ? `: ${detail}` : ''}`,
  vocabulary: 'Vocabulary: safe = S = P-position (the player to move loses), fragile = F = N-position (the player to move wins), neutral = N = draw.',
  summary: {
    files: (n) => plural(n, 'file'),
    asExpected: (n) => `${n} as expected`,
    failed: (n) => `${n} failed`,
    invalid: (n) => `${n} invalid`,
    unproved: (n) => `${n} unproved`,
    notCompared: (n) => `${n} not compared`,
    internal: (n) => `${n} internal ${n === 1 ? 'error' : 'errors'}`,
    wall: (wall, total) => `${wall} wall, ${total} of checking`,
    exit: (code) => `exit ${code}`,
  },
  why: {
    doesNotLoad: (errors) => `the file does not load: ${plural(errors, 'error')}`,
    noVerdict: (note) => `no verdict computed: ${note}`,
    notEnumerable: 'the region cannot be enumerated',
    allUndetermined: (region) => `no verdict computed: every position of the region is undetermined (its play leaves ${region}), so nothing was compared`,
    noBoundedChecker: 'the bounded checker is not available in this build, so no verdict was computed',
    nothingAsked: 'the file asks nothing: no conjecture, claims or check.from, so its game was not solved',
    refuted: 'refuted',
    foundBy: { symbolic: ' (found by the symbolic prover)', certificate: ' (found for all n by a periodicity certificate)', sample: ' (found by sampling beyond the bounds)' },
    provedByCertificate: (facts) => `proved for every n by a periodicity certificate: ${facts}`,
    discharged: (n) => `every proof obligation was discharged (${plural(n, 'obligation')})`,
    noCounterexampleAmong: (positions, region) => `no counterexample among ${plural(positions, 'position')} (${region})`,
    noCounterexample: 'no counterexample',
    widthBounded: (n, width) => `every proof obligation was discharged (${plural(n, 'obligation')}), but with bit-vectors: proved for values below 2^${width} only, not for every position`,
    notProvedOpen: (open, total) => `not proved: ${open} of ${plural(total, 'obligation')} open`,
    inconclusive: 'the prover was inconclusive',
    notProvedPlain: 'not proved',
    nothingRefuted: (reason) => `nothing refuted, but nothing proved either${reason ? `: ${reason}` : ''}`,
    nothingRefutedUndetermined: (open, total) => `nothing refuted, but every position of the region is undetermined (nothing compared) and ${notProved(open, total)}`,
    nothingRefutedOpen: (open, total) => `nothing refuted, but ${notProved(open, total)}`,
  },
  annotation: {
    verdict: (verdict, expected) => (expected ? `verdict ${verdict}, expected ${expected}` : `verdict ${verdict}`),
    proofRequired: (name, verdict, open) => `${name}: a proof is required, verdict ${verdict}${open.length > 0 ? ` (not proved: ${open.join(', ')})` : ''}`,
  },
};
