// Stage: cli. `zermelo play FILE`: a game against the champion (teach/playSession) in the terminal or
// from a script: moves are read from stdin, one per line. A file checked from the start (check.from:
// start) is solved only from the position played from, as `check` solves it. Exit 0 when the game ends or is stopped;
// 2 on bad input (no stdin in this host, a game with sums, a start position that does not parse).

import type { Engines } from '../../run/engines.js';
import { runPlay as playGame } from '../../teach/playSession.js';
import { parsePosition } from '../../teach/positionInput.js';
import { UsageError, type ParsedArgs } from '../args.js';
import type { Host } from '../../host/host.js';
import { solve, teachSetup } from './table.js';
import { EXIT } from '../../report/exitCodes.js';

export async function runPlay(args: ParsedArgs, host: Host, engines: Engines): Promise<number> {
  if (!host.readLines) throw new UsageError('play needs standard input, which this host does not provide');
  const setup = await teachSetup(args, host, engines, 'play');
  if (typeof setup === 'number') return setup;
  let solved = solve(setup, host, args);
  if (typeof solved === 'number') return solved;
  if (solved.game.hasSums)
    throw new UsageError(
      'play does not handle games whose moves split a position into a sum yet',
      solved.game.play === 'misere' ? 'use zermelo table to study it (under misère play Grundy values do not decide sums)' : 'use zermelo table --grundy to study it',
      {
        message: 'o play ainda não joga jogos cujas jogadas partem uma posição numa soma',
        hint: solved.game.play === 'misere' ? 'estude-o com zermelo table (no jogo perde-ganha os valores de Grundy não decidem as somas)' : 'estude-o com zermelo table --grundy',
      },
    );
  const startText = args.options.start;
  const start = typeof startText === 'string' ? parsePosition(startText, solved.game, solved.game.start) : solved.game.start;
  if (typeof start === 'string') throw new UsageError(`--start: ${start}`, 'e.g. --start "n=20" or --start "{ n: 20, turn: B }"');
  if (!start)
    throw new UsageError('the file has no start position', 'give one with --start, e.g. --start "n=20"', {
      message: 'o ficheiro não tem posição inicial',
      hint: 'dê uma com --start, por exemplo --start "n=20"',
    });
  // A start outside check.bounds: widen the bounds so that the whole game lies in the solved region
  // (below the bounds, down to the field's domain: the moves from there may go lower still).
  const { game, spec } = solved;
  const reached = solved.solution.reachable;
  if (reached && game.region.encode(start) >= 0 && game.region.encode(start) !== reached.start) {
    // solved from the file's start: another start needs what it reaches
    solved = solve(setup, host, args, { start });
    if (typeof solved === 'number') return solved;
  } else if (game.region.encode(start) < 0) {
    const bounds: Record<string, [number, number]> = {};
    game.slots.forEach((s, k) => {
      const [lo, hi] = [game.region.lo[k]!, game.region.hi[k]!];
      const x = start[k]!;
      if (!spec.check.bounds[s.field] || (x >= lo && x <= hi)) return;
      const wide: [number, number] = [x < lo ? (Number.isFinite(s.domainLo) ? s.domainLo : x) : lo, Math.max(hi, x)];
      const before = bounds[s.field];
      bounds[s.field] = before ? [Math.min(before[0], wide[0]), Math.max(before[1], wide[1])] : wide;
    });
    solved = solve(setup, host, args, { bounds, ...(reached ? { start } : {}) });
    if (typeof solved === 'number') return solved;
  }
  const lines = host.readLines();
  try {
    await playGame(
      solved,
      {
        write: (text) => host.stdout.write(text),
        readLine: async () => {
          const next = await lines.next();
          return next.done ? undefined : next.value;
        },
        echo: host.stdinIsTTY !== true,
      },
      {
        start,
        as: args.options.as === 'second' ? 'second' : 'first',
        hints: args.options.hints === true,
        lang: setup.lang,
        title: `${setup.spec.name}${setup.spec.title ? ` — ${setup.spec.title}` : ''}`,
      },
    );
  } finally {
    await lines.return?.();
  }
  return EXIT.ok;
}
