// Stage: teach. A game against the champion, over a line-based conversation: show the position (and,
// with hints, its class), number the legal moves, read the player's choice (a number, a move label
// or the target position), answer with the champion's move. Input: a solved game, a start position,
// a line reader and a writer. Output: who won. No terminal handling here: the CLI supplies the I/O.

import { TERM_DRAW, TERM_LOSE, TERM_WIN } from '../game/game.js';
import { championChoice, classAt, generationAt, rankMoves, seenClass, type RankedMove } from './champion.js';
import type { SolvedBase } from './engine.js';
import { playText } from './playText.js';
import type { Lang } from './vocabulary.js';
import { moveNameText, moveTargetText } from './moveName.js';
import { championValueChoice, playValues } from './playValues.js';
import { safePoints } from '../solve/value/valueTable.js';

export interface PlayIO {
  write(text: string): void;
  /** The next line of input, or undefined at the end of the input. */
  readLine(): Promise<string | undefined>;
  /** Input is not a terminal (a script): repeat each line read, so the transcript reads well. */
  echo: boolean;
}

export interface PlayOptions {
  start: Float64Array;
  /** The human moves first (from the start position) or second. */
  as: 'first' | 'second';
  hints: boolean;
  lang: Lang;
  /** Plies after which a game that does not end is called a draw (loopy games). */
  maxPlies?: number;
  /** Shown first, e.g. the game's name and title. */
  title?: string;
}

export type PlayWinner = 'you' | 'champion' | 'draw' | 'stopped';

export interface PlayResult {
  winner: PlayWinner;
  plies: number;
  /** The class of the start position for the player to move there. */
  startClass: string;
}

/** Which move the typed line names: its number, its label (as listed in `lang`, or as generated),
 *  or its target; undefined when none. */
export function pickMove(line: string, moves: readonly RankedMove[], lang: Lang = 'en'): RankedMove | undefined {
  const t = line.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^\d+$/.test(t)) return moves[Number(t) - 1];
  const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const named = (m: RankedMove): boolean => norm(m.label) === t || norm(nameOf(m, lang)) === t || norm(listedName(m, lang)) === t;
  return moves.find(named) ?? moves.find((m) => norm(m.target) === t || norm(m.target).replace(/ /g, '') === t.replace(/ /g, ''));
}

/** The move's name: zermelo's own names translated (moveName.ts). */
const nameOf = (m: RankedMove, lang: Lang): string => moveNameText(lang, m.label, { generated: m.move.generated === true });

/** The name in the list of moves: a kept turn marked after it, as in check's and prove's move lines. */
const listedName = (m: RankedMove, lang: Lang): string => moveNameText(lang, m.label, { generated: m.move.generated === true, keeps: m.keeps });

export async function runPlay(solved: SolvedBase, io: PlayIO, options: PlayOptions): Promise<PlayResult> {
  const { game } = solved;
  const text = playText(options.lang);
  const maxPlies = options.maxPlies ?? 1000;
  let position = Float64Array.from(options.start);
  // a game with points: each position states its value, the champion plays a move worth it
  const values = playValues(solved);
  const scored = { you: 0, champion: 0 };
  const startClass = classAt(solved, game.region.encode(position));
  io.write(`${options.title ? `${options.title}\n` : ''}${text.intro(options.as)}\n`);
  // who moves: alternates, except after a move that keeps the turn (the same player moves again)
  let human = options.as === 'first';
  for (let ply = 0; ; ply++) {
    const index = game.region.encode(position);
    const cls = classAt(solved, index);
    const here = game.formatPosition(position);
    const value = values?.at(index);
    io.write(`\n${text.position(here)}${values ? ` — ${text.value(value)}` : ''}${options.hints ? ` — ${text.classHint(cls, generationAt(solved, index))}` : ''}\n`);
    const moves = rankMoves(solved, position);
    const term = game.terminalOf(position) || (moves.length === 0 ? (game.play === 'misere' ? TERM_WIN : TERM_LOSE) : 0);
    if (term) {
      const moverWins = term === TERM_WIN;
      const winner: PlayWinner = term === TERM_DRAW ? 'draw' : moverWins === human ? 'you' : 'champion';
      io.write(`${text.over(term === TERM_DRAW ? 'draw' : moverWins ? 'mover-wins' : 'mover-loses', human)} ${text.winner(winner)}\n`);
      return { winner, plies: ply, startClass };
    }
    if (ply >= maxPlies) {
      io.write(`${text.tooLong(maxPlies)}\n`);
      return { winner: 'draw', plies: ply, startClass };
    }
    let chosen: RankedMove | undefined;
    if (human) {
      moves.forEach((m, k) =>
        io.write(
          `  ${k + 1}) ${listedName(m, options.lang)} → ${moveTargetText(options.lang, m.target)}${options.hints ? `  (${text.targetHint(seenClass(m), cls, m.keeps)}${values ? `; ${text.moveWorth(values.worth(m))}` : ''})` : ''}\n`,
        ),
      );
      while (!chosen) {
        io.write(text.prompt(moves.length));
        const line = await io.readLine();
        if (io.echo) io.write(`${line ?? ''}\n`);
        if (line === undefined || /^\s*(q|quit|sair)\s*$/i.test(line)) {
          io.write(`\n${text.stopped}\n`);
          return { winner: 'stopped', plies: ply, startClass };
        }
        chosen = pickMove(line, moves, options.lang);
        if (!chosen) io.write(`${text.notAMove(line.trim(), moves.length)}\n`);
      }
      io.write(`${text.youPlay(nameOf(chosen, options.lang), moveTargetText(options.lang, chosen.target))}\n`);
    } else {
      if (values) {
        io.write(`${text.championWeighs(moves.map((m) => ({ label: listedName(m, options.lang), target: moveTargetText(options.lang, m.target), worth: values.worth(m)?.worth })))}\n`);
        chosen = championValueChoice(values, value, cls, moves)!;
      } else chosen = championChoice(cls, moves)!;
      const w = values?.worth(chosen);
      const played = text.championPlays(nameOf(chosen, options.lang), moveTargetText(options.lang, chosen.target));
      io.write(`${w !== undefined && w.worth === value ? `${played.replace(/\.$/, '')} ${text.worthTheValue(w.points, w.worth)}.` : played}\n`);
    }
    const points = values ? (safePoints(chosen.move) ?? 0) : 0;
    if (points !== 0) {
      scored[human ? 'you' : 'champion'] += points;
      io.write(`${text.points(scored.you, scored.champion)}\n`);
    }
    if (chosen.move.targets.length !== 1) throw new Error('internal: play does not handle sums (checked by the caller)');
    position = Float64Array.from(chosen.move.targets[0]!.position);
    if (chosen.keeps) io.write(`${text.movesAgain(human)}\n`);
    else human = !human;
  }
}
