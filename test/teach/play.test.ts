// `zermelo play` and the champion. Property: on small random games given as explicit graphs (acyclic
// and loopy, impartial and partizan, with draws and winning terminals), the champion moving first
// from a fragile position wins against every opponent — here, opponents typing random moves — and
// from a safe position it prolongs the game (greatest generation). Scripted games through main().

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { graphGame } from '../../src/game/graphGame.js';
import { championChoice, rankMoves } from '../../src/teach/champion.js';
import { solveAny } from '../../src/teach/engine.js';
import { pickMove, runPlay } from '../../src/teach/playSession.js';
import { FRAGILE, SAFE } from '../../src/solve/solution.js';
import { arbGraph, type GraphOptions } from '../solve/randomGraphs.js';
import { fixture, fixtureFiles, run } from './teachHost.js';

const variants: [string, GraphOptions][] = [
  ['acyclic', { shape: 'dag', draws: true, wins: true, outside: true }],
  ['acyclic partizan', { shape: 'forward', partizan: true, draws: true }],
  ['loopy', { shape: 'cyclic', draws: true, wins: true, outside: true }],
  ['loopy partizan', { shape: 'cyclic', partizan: true, wins: true }],
];

describe('the champion never loses from a fragile position', () => {
  for (const [name, opts] of variants) {
    test(name, async () => {
      await fc.assert(
        fc.asyncProperty(arbGraph({ ...opts, maxNodes: 14 }), fc.array(fc.nat(), { maxLength: 60 }), async (g, choices) => {
          const solved = solveAny(graphGame(g)).value!;
          for (let node = 0; node < g.terminal.length; node++) {
            if (solved.solution.outcome[node] !== FRAGILE) continue;
            const script = [...choices];
            let out = '';
            const result = await runPlay(
              solved,
              {
                write: (t) => void (out += t),
                // The opponent: the k-th of the listed moves, k random (the champion must not care).
                readLine: async () => String(1 + ((script.shift() ?? 0) % 50)),
                echo: false,
              },
              { start: Float64Array.of(node), as: 'second', hints: false, lang: 'en' },
            ).catch((e: unknown) => {
              throw new Error(`${String(e)}\n${out}`);
            });
            // A random number may name no move: the opponent then retries with the next one; when the
            // script runs out it types 1. The champion must win whatever is typed.
            expect(result.winner, out).toBe('champion');
          }
        }),
        { seed: 6_2024 + name.length, numRuns: 200 },
      );
    });
  }

  test('from a safe position the champion picks the move to the greatest generation', () => {
    fc.assert(
      fc.property(arbGraph({ shape: 'dag', maxNodes: 14 }), (g) => {
        const solved = solveAny(graphGame(g)).value!;
        for (let node = 0; node < g.terminal.length; node++) {
          if (solved.solution.outcome[node] !== SAFE) continue;
          const moves = rankMoves(solved, Float64Array.of(node));
          const chosen = championChoice('safe', moves);
          if (!chosen) continue;
          const best = Math.max(...moves.filter((m) => m.cls === 'fragile').map((m) => m.generation ?? -1));
          if (moves.some((m) => m.cls === 'fragile')) expect(chosen.generation).toBe(best);
        }
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});

describe('reading a move', () => {
  const moves = [
    { label: 'take 1', target: 'n = 19', move: { generated: true } },
    { label: 'take 4', target: 'n = 16', move: { generated: true } },
  ] as unknown as Parameters<typeof pickMove>[1];
  test('by number, by label, by target', () => {
    expect(pickMove('2', moves)?.label).toBe('take 4');
    expect(pickMove(' Take  1 ', moves)?.label).toBe('take 1');
    expect(pickMove('n=16', moves)?.label).toBe('take 4');
    expect(pickMove('3', moves)).toBeUndefined();
    expect(pickMove('take 2', moves)).toBeUndefined();
    // under --lang pt a family's moves are listed as "tira k", and read so
    expect(pickMove('tira 4', moves, 'pt')?.label).toBe('take 4');
    expect(pickMove('tira 4', moves)).toBeUndefined();
  });
});

describe('zermelo play (scripted on stdin)', () => {
  test('game 9 from n = 13 (fragile): the champion moving first wins whatever we type', async () => {
    for (const typed of ['1', '2']) {
      const r = await run(['play', 'games/game09.yaml', '--start', 'n=13', '--as', 'second'], { stdin: [...Array(4).fill(typed), '1', '1', '1', '1'] });
      expect(r.code).toBe(0);
      expect(r.out).toContain('The champion plays take 1 → n = 12.');
      expect(r.out).toMatch(/The champion wins\.\n$/);
    }
  });

  test('from a safe position the champion prolongs the game (game 9, n = 7: take 1, not take 4)', async () => {
    const r = await run(['play', 'games/game09.yaml', '--start', 'n=7', '--as', 'second'], { stdin: [] });
    expect(r.out).toContain('The champion plays take 1 → n = 6.');
  });

  test('we play the good moves from a fragile position and win; labels work as input', async () => {
    const r = await run(['play', 'games/game09.yaml', '--start', 'n=8', '--hints'], { stdin: ['take 1', 'n = 2', '1'] });
    expect(r.out).toContain('Position: n = 8 — fragile (generation 5): the player to move can win');
    expect(r.out).toContain('1) take 1 → n = 7  (to a safe position: a good move)');
    expect(r.out).toMatch(/You win\. Well played!\n$/);
  });

  test('a partizan game from any position, in Portuguese; end of input stops the game', async () => {
    const r = await run(['play', 'games/game13-I.yaml', '--start', '{ n: 20, turn: B }', '--hints', '--lang', 'pt'], { stdin: ['2'] });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Posição: n = 20, turn = B — frágil');
    expect(r.out).toContain('Joga take 3 → n = 17, turn = A.');
    expect(r.out).not.toContain('Você');
    expect(r.out).toContain('O campeão joga');
    expect(r.out).toMatch(/A partida fica por aqui\.\n$/);
  });

  test('a start beyond the bounds widens them; a bad start is a usage error', async () => {
    const r = await run(['play', 'games/game09.yaml', '--start', 'n=1003', '--as', 'second'], { stdin: [] });
    expect(r.out).toContain('Position: n = 1003');
    expect(r.out).toContain('The champion plays take 1 → n = 1002.');
    const bad = await run(['play', 'games/game09.yaml', '--start', 'm=3']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("'m' is not a field of this game (n)");
  });

  test('a start below the bounds widens them down to the domain: its class is shown, not "undetermined"', async () => {
    const files = fixtureFiles({ 'games/high.yaml': fixture('game09.yaml').replace('0..300', '5..40') });
    const r = await run(['play', 'games/high.yaml', '--start', 'n=3', '--hints'], { stdin: ['q'], files });
    expect(r.out).toContain('Position: n = 3 — fragile (generation 3)');
    expect(r.out).toContain('take 1 → n = 2  (to a safe position: a good move)');
    expect(r.out).not.toMatch(/undetermined/);
  });

  test('Portuguese: one move is "escreva 1", and the end says who won once', async () => {
    const r = await run(['play', 'games/game09.yaml', '--start', 'n=1', '--lang', 'pt'], { stdin: ['x', '1'] });
    expect(r.out).toContain("'x' não é uma das jogadas: escreva 1, o nome da jogada, ou a posição a que leva.");
    expect(r.out).toContain('A partida acabou: é a vez do campeão, numa posição vitoriosa (quem joga já perdeu). Ganhou. Muito bem!');
    const lost = await run(['play', 'games/game09.yaml', '--start', 'n=5', '--lang', 'pt'], { stdin: ['1', '1', '1', '1'] });
    expect(lost.out.match(/campeão ganhou/gi) ?? []).toHaveLength(1);
    const en = await run(['play', 'games/game09.yaml', '--start', 'n=1'], { stdin: ['x', '1'] });
    expect(en.out).toContain("'x' is not one of the moves: type 1, a move's name, or the position it leads to.");
  });
});
