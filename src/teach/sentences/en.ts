// Stage: teach. The English renderer of counterexample sentences, e.g. "n = 2 is conjectured fragile,
// but condition I fails: its only move, take 1 → n = 1, leads to a position you call fragile. The
// truth: n = 2 is safe (generation 2)." One entry per condition in HEAD (a new condition is a new
// entry; the type makes a missing one an error). Input: SentenceFacts. Output: the sentence.

import type { Condition } from '../../check/result.js';
import type { CertificateFacts, ClaimFacts, ConditionFacts, MoveFact, ProofFacts, SentenceFacts } from './facts.js';
import { missingValue, offending } from './facts.js';
import { moveNameText } from '../moveName.js';

const arrow = (m: MoveFact): string => `${moveNameText('en', m.label, m)} → ${m.target}`;
const list = (ms: readonly MoveFact[]): string => ms.map(arrow).join(', ');
const sets = (f: ConditionFacts): string => (f.sets ?? []).join(' and ');

/** "its only move, take 1 → n = 1," / "none of its 2 moves (take 1 → n = 4, take 4 → n = 1)" */
function theMoves(f: ConditionFacts): string {
  if (f.moves.length === 1) return `its only move, ${arrow(f.moves[0]!)},`;
  return `none of its ${f.moves.length} moves (${list(f.moves)})`;
}

/** "its move X leads" / "its moves X, Y lead" */
function movesLead(ms: readonly MoveFact[]): string {
  return ms.length === 1 ? `its move ${arrow(ms[0]!)} leads` : `its moves ${list(ms)} lead`;
}

const called = (f: ConditionFacts): string => (f.conjectured === 'several' ? `in several sets (${sets(f)})` : `conjectured ${f.conjectured}`);

/** "n = 2 is conjectured fragile, but" — or, for a position in several sets, which role fails. */
const as = (f: ConditionFacts, role: string): string =>
  f.conjectured === 'several' ? `${f.position} is in several sets (${sets(f)}); as a ${role} position,` : `${f.position} is conjectured ${role}, but`;

const HEAD: { [C in Condition]: (f: ConditionFacts) => string } = {
  partition: (f) =>
    f.conjectured === 'none'
      ? `${f.position} is in none of the conjectured sets; every position must be in exactly one of safe, fragile, neutral.`
      : `${f.position} is conjectured both ${sets(f)}; every position must be in exactly one set.`,
  'terminal-lose': (f) => `${f.position} ends the game with a loss for the player to move, so it must be safe, but it is ${called(f)}.`,
  'terminal-draw': (f) => `${f.position} ends the game in a draw, so it must be neutral, but it is ${called(f)}.`,
  'terminal-win': (f) => `${f.position} ends the game with a win for the player to move, so it must be fragile, but it is ${called(f)}.`,
  I: (f) => `${as(f, 'fragile')} condition I fails: ${theMoves(f)} leads to a position you call ${f.moves.length === 1 ? f.moves[0]!.conjectured : 'safe'}.`,
  II: (f) => {
    const bad = offending(f);
    const to = bad.length === 1 ? `a position you call ${bad[0]!.conjectured}` : 'positions you do not call fragile';
    return `${as(f, 'safe')} condition II fails: ${movesLead(bad)} to ${to} (every move from a safe position must lead to a fragile one).`;
  },
  IIIa: (f) =>
    `${as(f, 'neutral')} condition III fails: ${f.moves.length === 1 ? `its only move, ${arrow(f.moves[0]!)}, does not lead` : `none of its ${f.moves.length} moves (${list(f.moves)}) leads`} to a position you call neutral (a neutral position that is not a draw must have a move to a neutral one).`,
  IIIb: (f) => `${as(f, 'neutral')} condition III fails: ${movesLead(offending(f))} to a position you call safe (no move may lead from a neutral position to a safe one).`,
  truth: (f) => `${f.position} is ${called(f)}, but the solved game disagrees.`,
  'grundy-value': (f) => `The conjectured Grundy value of ${f.position} is ${f.conjecturedGrundy}, which is not a non-negative integer.`,
  'grundy-keep': (f) =>
    `The conjectured Grundy value of ${f.position} is ${f.conjecturedGrundy}, but ${movesLead(offending(f))} to a position with the same conjectured value (no move may keep the Grundy value).`,
  'grundy-reach': (f) =>
    `The conjectured Grundy value of ${f.position} is ${f.conjecturedGrundy}, but no move leads to a position with conjectured value ${missingValue(f)} (every smaller value must be reachable).`,
  'grundy-truth': (f) => `The conjectured Grundy value of ${f.position} is ${f.conjecturedGrundy}.`,
  'value-local': (f) => {
    const best = offending(f)[0];
    if (!best) return `The conjectured value of ${f.position} is ${f.conjecturedValue}, but the position has no move, so its value is 0.`;
    const how = best.keeps ? `scores ${best.points} and leaves ${best.conjecturedValue}` : `scores ${best.points} and hands over ${best.conjecturedValue}`;
    return `The conjectured value of ${f.position} is ${f.conjecturedValue}, but its best move by the conjecture is worth ${f.localValue}: ${arrow(best)} ${how} (the value must be the best of points + value for a move that keeps the turn and points − value for one that passes it).`;
  },
  'value-truth': (f) => `The conjectured value of ${f.position} is ${f.conjecturedValue}.`,
};

/** Conditions I, II and III in their general form, for a position with a move that keeps the turn
 *  (theory.md: a move wins by passing the turn into S or keeping it into F). */
function keptHead(f: ConditionFacts): string | undefined {
  const each = (ms: readonly MoveFact[]): string => ms.map((m) => `${arrow(m)} (you call it ${m.conjectured})`).join(', ');
  const bad = offending(f);
  const its = bad.length === 1 ? 'its move' : 'its moves';
  switch (f.condition) {
    case 'I':
      return `${as(f, 'fragile')} condition I fails: no move passes the turn into a position you call safe or keeps it into a position you call fragile (its moves: ${each(f.moves)}).`;
    case 'II':
      return `${as(f, 'safe')} condition II fails: ${its} ${each(bad)} (every passing move from a safe position must lead to a fragile one, and every kept move to a safe one).`;
    case 'IIIa':
      return `${as(f, 'neutral')} condition III fails: no move leads to a position you call neutral (its moves: ${each(f.moves)}).`;
    case 'IIIb':
      return `${as(f, 'neutral')} condition III fails: ${its} ${each(bad)} (no passing move from a neutral position may lead to a safe one, and no kept move to a fragile one).`;
    default:
      return undefined;
  }
}

function truthSentence(f: ConditionFacts): string {
  if (f.sampledSeed !== undefined && f.sampledWithinBounds)
    return `Found by sampling (seed ${f.sampledSeed}) at a position inside the bounds; the game is not solved there within them, but the condition fails locally.`;
  if (f.sampledSeed !== undefined) return `Found by sampling beyond the bounds (seed ${f.sampledSeed}); the game is not solved there, but the condition fails locally.`;
  const gen = f.generation !== undefined ? ` (generation ${f.generation})` : '';
  let s = f.truth === 'undetermined' ? `The truth: ${f.position} is not determined within the bounds.` : `The truth: ${f.position} is ${f.truth}${gen}.`;
  if (f.trueGrundy !== undefined && f.conjecturedGrundy !== undefined) s = `The truth: the Grundy value of ${f.position} is ${f.trueGrundy}.`;
  if (f.conjecturedValue !== undefined) {
    s = f.trueValue === undefined ? `The truth: the value of ${f.position} is not determined within the bounds.` : `The truth: the value of ${f.position} is ${f.trueValue}.`;
    if (f.best) s += ` A best move is ${arrow(f.best)}, scoring ${f.best.points}.`;
  }
  if (f.winning) s += ` A winning move is ${arrow(f.winning)}.`;
  return s;
}

function conditionSentence(f: ConditionFacts): string {
  const kept = f.moves.some((m) => m.keeps) ? keptHead(f) : undefined;
  if (kept !== undefined) return `${kept} ${truthSentence(f)}`;
  const s = `${HEAD[f.condition](f)} ${truthSentence(f)}`;
  return f.reproduce ? `${s} Reproduce: ${f.reproduce}.` : s;
}

const claimSentence = (f: ClaimFacts): string => `the claim "${f.name}" is false${f.params ? ` for ${f.params}` : ''}${f.where ? `, first at ${f.where}` : ''}${f.message ? ` (${f.message})` : ''}.`;

function certificateSentence(f: CertificateFacts): string {
  const where =
    f.confirmedBy === 'certificate'
      ? `by the certified period (${f.heap} = ${f.n} is beyond what was solved directly)`
      : f.confirmedBy === 'solved again'
        ? `confirmed by solving the game up to ${f.heap} = ${f.n}`
        : 'the solved game';
  return `${f.position} is conjectured ${f.conjectured}, but it is ${f.truth} (${where}; periodic from ${f.heap} = ${f.preperiod} with period ${f.period})`;
}

const proofSentence = (f: ProofFacts): string => `${f.title} fails${f.where ? ` at ${f.where}` : ''}${f.explanation ? `: ${f.explanation}` : ''}${f.minimised || !f.where ? '' : ' (not minimised)'}`;

export function renderSentenceEn(f: SentenceFacts): string {
  switch (f.kind) {
    case 'condition':
      return conditionSentence(f);
    case 'claim':
      return claimSentence(f);
    case 'certificate':
      return certificateSentence(f);
    case 'proof':
      return proofSentence(f);
  }
}
