// Stage: solve. The diagnostics of the value search over keys (keyValueSearch.ts): a declared symmetry
// that is not one (ZM4232, at the map that breaks), said by the independent move lister — the move
// whose image scores other points, or what describeBreak (symmetryCheck.ts) finds: a move with no
// image, a different keep/pass, different `end:` rules.

import type { Diagnostic } from '../../diag/diagnostic.js';
import type { SpecGame } from '../../game/buildGame.js';
import { gameError } from '../../game/gameErrors.js';
import { packKey, unpackKey, type KeyLayout } from '../sparseKey.js';
import { describeBreak, type SymmetryBroken } from '../symmetryCheck.js';
import type { KeySymmetry } from '../symmetryKey.js';

/** The sentence saying where element e breaks at the position of `key`, points included. */
export function describeValueBreak(game: SpecGame, layout: KeyLayout, sym: KeySymmetry, key: Int32Array, e: number): string {
  const W = layout.words;
  const p = unpackKey(layout, key);
  const q = unpackKey(layout, sym.apply(e, key, new Int32Array(W)));
  const keyText = (t: ArrayLike<number>): string => Array.from(packKey(layout, t)).join(',');
  try {
    const mq = game.listMoves(q);
    for (const m of game.listMoves(p)) {
      if (m.targets.length !== 1 || m.targets[0]!.index < 0) continue;
      const want = Array.from(sym.apply(e, packKey(layout, m.targets[0]!.position), new Int32Array(W))).join(',');
      const match = mq.find((x) => x.targets.length === 1 && x.targets[0]!.index >= 0 && keyText(x.targets[0]!.position) === want && !!x.keeps === !!m.keeps);
      if (match && String(match.points ?? 0) !== String(m.points ?? 0)) {
        return `\`${sym.group.words[e]}\` is not a symmetry of the game: at the position ${game.formatPosition(p)}, whose image is ${game.formatPosition(q)}, the move \`${m.label}\` scores ${String(m.points ?? 0)}, but the image's move \`${match.label}\` to ${game.formatPosition(match.targets[0]!.position)} scores ${String(match.points ?? 0)}`;
      }
    }
  } catch {
    // a rule that fails at the image: describeBreak says what differs
  }
  return describeBreak(game, layout, sym, key, e);
}

/** ZM4232 at the declared map that breaks (the declaration when the element is a product of maps). */
export function brokenValueSymmetry(game: SpecGame, layout: KeyLayout, sym: KeySymmetry, broken: SymmetryBroken): Diagnostic {
  let message: string;
  try {
    message = describeValueBreak(game, layout, sym, broken.key, broken.element);
  } catch {
    message = `\`${sym.group.words[broken.element]}\` is not a symmetry of the game: at the position ${game.formatPosition(unpackKey(layout, broken.key))} a rule fails to evaluate at the image and not at the position`;
  }
  const generator = sym.group.generators.find((g) => g.text === sym.group.words[broken.element]);
  const span = generator?.span ?? game.spec.game.symmetry!.span;
  return gameError(
    game,
    'ZM4232',
    message,
    span,
    'remove the map from `symmetry:`, or fix it (or the rules) so that it maps every move to a move with the same points: a symmetry is checked, never assumed',
  );
}
