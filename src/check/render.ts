// Stage: check. A counterexample as sentences a secondary-school student understands, e.g.
// "n = 2 is conjectured fragile, but condition I fails: its only move, take 1 → n = 1, leads to a
// position you call fragile. The truth: n = 2 is safe (generation 2)." Input: plain data only.

import type { Counterexample, MoveReport } from './result.js';

const arrow = (m: MoveReport): string => `${m.label} → ${m.target}`;

function list(ms: MoveReport[]): string {
  return ms.map(arrow).join(', ');
}

/** "its only move, take 1 → n = 1," / "its moves take 1 → n = 4, take 4 → n = 1" */
function theMoves(cx: Counterexample): string {
  if (cx.moves.length === 1) return `its only move, ${arrow(cx.moves[0]!)},`;
  return `none of its ${cx.moves.length} moves (${list(cx.moves)})`;
}

function truthSentence(cx: Counterexample): string {
  const gen = cx.generation !== undefined ? ` (generation ${cx.generation})` : '';
  let s = cx.truth === 'undetermined' ? `The truth: ${cx.text} is not determined within the bounds.` : `The truth: ${cx.text} is ${cx.truth}${gen}.`;
  if (cx.trueGrundy !== undefined && cx.conjecturedGrundy !== undefined) s = `The truth: the Grundy value of ${cx.text} is ${cx.trueGrundy}.`;
  if (cx.winningMove) s += ` A winning move is ${arrow(cx.winningMove)}.`;
  return s;
}

/** Conditions I, II and III in their general form, for a position with a move that keeps the turn
 *  (theory.md: a move wins by passing the turn into S or keeping it into F). */
function keptHead(cx: Counterexample, as: (role: string) => string): string | undefined {
  const offending = cx.offending.map((i) => cx.moves[i]!);
  const each = (ms: MoveReport[]): string => ms.map((m) => `${arrow(m)} (you call it ${m.conjectured})`).join(', ');
  switch (cx.condition) {
    case 'I':
      return `${as('fragile')} condition I fails: no move passes the turn into a position you call safe or keeps it into a position you call fragile (its moves: ${each(cx.moves)}).`;
    case 'II':
      return `${as('safe')} condition II fails: ${offending.length === 1 ? 'its move' : 'its moves'} ${each(offending)} (every passing move from a safe position must lead to a fragile one, and every kept move to a safe one).`;
    case 'IIIa':
      return `${as('neutral')} condition III fails: no move leads to a position you call neutral (its moves: ${each(cx.moves)}).`;
    case 'IIIb':
      return `${as('neutral')} condition III fails: ${offending.length === 1 ? 'its move' : 'its moves'} ${each(offending)} (no passing move from a neutral position may lead to a safe one, and no kept move to a fragile one).`;
    default:
      return undefined;
  }
}

export function renderCounterexample(cx: Counterexample): string {
  const p = cx.text;
  const called = cx.conjectured === 'several' ? `in several sets (${(cx.conjecturedSets ?? []).join(' and ')})` : `conjectured ${cx.conjectured}`;
  const offending = cx.offending.map((i) => cx.moves[i]!);
  // "n = 2 is conjectured fragile, but" — or, for a position in several sets, which role fails
  const as = (role: string): string =>
    cx.conjectured === 'several' ? `${p} is in several sets (${(cx.conjecturedSets ?? []).join(' and ')}); as a ${role} position,` : `${p} is conjectured ${role}, but`;
  const kept = cx.moves.some((m) => m.keeps) ? keptHead(cx, as) : undefined;
  let head: string;
  if (kept !== undefined) return `${kept} ${truthSentence(cx)}`;
  switch (cx.condition) {
    case 'partition':
      head =
        cx.conjectured === 'none'
          ? `${p} is in none of the conjectured sets; every position must be in exactly one of safe, fragile, neutral.`
          : `${p} is conjectured both ${(cx.conjecturedSets ?? []).join(' and ')}; every position must be in exactly one set.`;
      break;
    case 'terminal-lose':
      head = `${p} ends the game with a loss for the player to move, so it must be safe, but it is ${called}.`;
      break;
    case 'terminal-draw':
      head = `${p} ends the game in a draw, so it must be neutral, but it is ${called}.`;
      break;
    case 'terminal-win':
      head = `${p} ends the game with a win for the player to move, so it must be fragile, but it is ${called}.`;
      break;
    case 'I':
      head =
        cx.moves.length === 1
          ? `${as('fragile')} condition I fails: ${theMoves(cx)} leads to a position you call ${cx.moves[0]!.conjectured}.`
          : `${as('fragile')} condition I fails: ${theMoves(cx)} leads to a position you call safe.`;
      break;
    case 'II':
      head = `${as('safe')} condition II fails: ${offending.length === 1 ? `its move ${arrow(offending[0]!)} leads` : `its moves ${list(offending)} lead`} to ${offending.length === 1 ? `a position you call ${offending[0]!.conjectured}` : 'positions you do not call fragile'} (every move from a safe position must lead to a fragile one).`;
      break;
    case 'IIIa':
      head = `${as('neutral')} condition III fails: ${cx.moves.length === 1 ? `its only move, ${arrow(cx.moves[0]!)}, does not lead` : `none of its ${cx.moves.length} moves (${list(cx.moves)}) leads`} to a position you call neutral (a neutral position that is not a draw must have a move to a neutral one).`;
      break;
    case 'IIIb':
      head = `${as('neutral')} condition III fails: ${offending.length === 1 ? `its move ${arrow(offending[0]!)} leads` : `its moves ${list(offending)} lead`} to a position you call safe (no move may lead from a neutral position to a safe one).`;
      break;
    case 'truth':
      head = `${p} is ${called}, but the solved game disagrees.`;
      break;
    case 'grundy-value':
      head = `The conjectured Grundy value of ${p} is ${cx.conjecturedGrundy}, which is not a non-negative integer.`;
      break;
    case 'grundy-keep':
      head = `The conjectured Grundy value of ${p} is ${cx.conjecturedGrundy}, but ${offending.length === 1 ? `its move ${arrow(offending[0]!)} leads` : `its moves ${list(offending)} lead`} to a position with the same conjectured value (no move may keep the Grundy value).`;
      break;
    case 'grundy-reach': {
      const reach = new Set(cx.moves.map((m) => m.conjecturedGrundy));
      let missing = 0;
      while (reach.has(missing)) missing++;
      head = `The conjectured Grundy value of ${p} is ${cx.conjecturedGrundy}, but no move leads to a position with conjectured value ${missing} (every smaller value must be reachable).`;
      break;
    }
    case 'grundy-truth':
      head = `The conjectured Grundy value of ${p} is ${cx.conjecturedGrundy}.`;
      break;
  }
  return `${head} ${truthSentence(cx)}`;
}
