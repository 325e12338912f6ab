// Stage: teach. The sentences of `zermelo play`, in English and in the book's Portuguese.
// Input: a language. Output: functions building each line of the conversation.

import { className, words, type ClassName, type Lang } from './vocabulary.js';

export interface PlayText {
  intro(as: 'first' | 'second'): string;
  position(text: string): string;
  classHint(cls: ClassName, generation: number | null): string;
  /** The hint after a move: its target's class, and whether it is good from a position of class `from`
   *  (for a kept move, `cls` is the target's class with safe and fragile exchanged: as its mover sees it). */
  targetHint(cls: ClassName, from: ClassName, keeps?: boolean): string;
  /** After a move that keeps the turn was played. */
  movesAgain(human: boolean): string;
  prompt(count: number): string;
  notAMove(line: string, count: number): string;
  youPlay(label: string, target: string): string;
  championPlays(label: string, target: string): string;
  over(how: 'mover-loses' | 'mover-wins' | 'draw', humanToMove: boolean): string;
  winner(w: 'you' | 'champion' | 'draw' | 'stopped'): string;
  tooLong(plies: number): string;
  stopped: string;
  /** A game with points: the value of the position (undefined where it is not defined). */
  value(v: number | undefined): string;
  /** A game with points: a move's points and what it is worth to its mover (undefined: not defined). */
  moveWorth(w: { points: number; worth: number } | undefined): string;
  /** The champion states what each move it considers is worth before it plays. */
  championWeighs(moves: { label: string; target: string; worth: number | undefined }[]): string;
  /** After the champion's move: it scores `points` and is worth the value of the position. */
  worthTheValue(points: number, worth: number): string;
  /** The points scored so far by each side. */
  points(you: number, champion: number): string;
}

/** "a safe", "an undetermined": the English article before a class name. */
function aClass(c: ClassName): string {
  const name = className('en', c);
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

const plural = (n: number, one: string, many: string): string => (Math.abs(n) === 1 ? one : many);

const EN: PlayText = {
  intro: (as) => `You play ${as} against the champion, who plays perfectly.`,
  position: (t) => `Position: ${t}`,
  classHint: (c, g) => `${className('en', c)}${g !== null ? ` (generation ${g})` : ''}: ${words('en').meaning[c]}`,
  targetHint: (c, from, keeps) =>
    keeps
      ? c === 'safe'
        ? 'you move again, from a fragile position: a good move'
        : c === 'neutral' && from === 'neutral'
          ? 'you move again, from a neutral position: a good move, it keeps the draw'
          : `you move again, from ${aClass(c === 'fragile' ? 'safe' : c)} position`
      : c === 'safe'
        ? 'to a safe position: a good move'
        : c === 'neutral' && from === 'neutral'
          ? 'to a neutral position: a good move, it keeps the draw'
          : `to ${aClass(c)} position`,
  movesAgain: (human) => (human ? 'The move keeps the turn: you move again.' : 'The move keeps the turn: the champion moves again.'),
  prompt: (n) => `Your move (1${n > 1 ? `–${n}` : ''}, a move's name, or q to stop): `,
  notAMove: (l, n) => `'${l}' is not one of the moves: type ${n > 1 ? `a number from 1 to ${n}` : '1'}, a move's name, or the position it leads to.`,
  youPlay: (l, t) => `You play ${l} → ${t}.`,
  championPlays: (l, t) => `The champion plays ${l} → ${t}.`,
  over: (how, human) =>
    how === 'draw'
      ? 'The game is over: a draw.'
      : how === 'mover-loses'
        ? `The game is over: ${human ? 'you are' : 'the champion is'} to move and ${human ? 'have' : 'has'} lost.`
        : `The game is over: ${human ? 'you are' : 'the champion is'} to move at a final position the player to move wins.`, // the winner line says who won
  winner: (w) => (w === 'you' ? 'You win. Well played!' : w === 'champion' ? 'The champion wins.' : w === 'draw' ? 'Nobody wins.' : ''),
  tooLong: (n) => `After ${n} moves the game has not ended: call it a draw.`,
  stopped: 'The game stops here.',
  value: (v) =>
    v === undefined
      ? 'value not defined (play from here can go on forever or leave the bounds)'
      : `value ${v}: with best play the player to move scores ${v === 0 ? 'as many points as the other' : `${Math.abs(v)} ${plural(v, 'point', 'points')} ${v > 0 ? 'more' : 'fewer'} than the other`} from here on`,
  moveWorth: (w) => (w === undefined ? 'worth ?' : `scores ${w.points}, worth ${w.worth}`),
  championWeighs: (ms) => `The champion weighs its moves: ${ms.map((m) => `${m.label} → ${m.target} worth ${m.worth ?? '?'}`).join('; ')}.`,
  worthTheValue: (p, w) => `(scores ${p}; worth ${w}, the value of the position)`,
  points: (you, champion) => `Points so far: you ${you}, the champion ${champion}.`,
};

const PT: PlayText = {
  intro: (as) => `Joga ${as === 'first' ? 'em primeiro lugar' : 'em segundo lugar'} contra o campeão, que joga na perfeição.`,
  position: (t) => `Posição: ${t}`,
  classHint: (c, g) => `${className('pt', c)}${g !== null ? ` (geração ${g})` : ''}: ${words('pt').meaning[c]}`,
  targetHint: (c, from, keeps) =>
    keeps
      ? c === 'safe'
        ? 'volta a jogar, de uma posição frágil: jogada boa'
        : c === 'neutral' && from === 'neutral'
          ? 'volta a jogar, de uma posição neutra: jogada boa, mantém o empate'
          : `volta a jogar, de uma posição ${className('pt', c === 'fragile' ? 'safe' : c)}`
      : c === 'safe'
        ? 'para uma posição inatacável: jogada boa'
        : c === 'neutral' && from === 'neutral'
          ? 'para uma posição neutra: jogada boa, mantém o empate'
          : `para uma posição ${className('pt', c)}`,
  movesAgain: (human) => (human ? 'A jogada mantém a vez: volta a jogar.' : 'A jogada mantém a vez: o campeão volta a jogar.'),
  prompt: (n) => `A sua jogada (1${n > 1 ? `–${n}` : ''}, o nome da jogada, ou q para parar): `,
  notAMove: (l, n) => `'${l}' não é uma das jogadas: escreva ${n > 1 ? `um número de 1 a ${n}` : '1'}, o nome da jogada, ou a posição a que leva.`,
  youPlay: (l, t) => `Joga ${l} → ${t}.`,
  championPlays: (l, t) => `O campeão joga ${l} → ${t}.`,
  over: (how, human) =>
    how === 'draw'
      ? 'A partida acabou: empate.'
      : // the book's "vitoriosa": the player to move has lost; the winner line then says who won
        `A partida acabou: é ${human ? 'a sua vez' : 'a vez do campeão'}, numa posição ${how === 'mover-loses' ? 'vitoriosa (quem joga já perdeu)' : 'final ganha por quem joga'}.`,
  winner: (w) => (w === 'you' ? 'Ganhou. Muito bem!' : w === 'champion' ? 'O campeão ganhou.' : w === 'draw' ? 'Ninguém ganhou.' : ''),
  tooLong: (n) => `Ao fim de ${n} jogadas a partida não acabou: considera-se empate.`,
  stopped: 'A partida fica por aqui.',
  value: (v) =>
    v === undefined
      ? 'valor não definido (daqui a partida pode não acabar ou sair dos limites)'
      : `valor ${v}: com jogo perfeito, quem joga marca daqui em diante ${v === 0 ? 'tantos pontos como o adversário' : `${Math.abs(v)} ${plural(v, 'ponto', 'pontos')} ${v > 0 ? 'a mais' : 'a menos'} do que o adversário`}`,
  moveWorth: (w) => (w === undefined ? 'vale ?' : `marca ${w.points}, vale ${w.worth}`),
  championWeighs: (ms) => `O campeão pondera as suas jogadas: ${ms.map((m) => `${m.label} → ${m.target} vale ${m.worth ?? '?'}`).join('; ')}.`,
  worthTheValue: (p, w) => `(marca ${p}; vale ${w}, o valor da posição)`,
  points: (you, champion) => `Pontos até agora: os seus ${you}, os do campeão ${champion}.`,
};

export function playText(lang: Lang): PlayText {
  return lang === 'pt' ? PT : EN;
}
