// Stage: certify. Decides, soundly, whether a game meets the hypothesis of a periodicity theorem for
// EVERY n, not only within the bounds: an octal family (Guy–Smith) or one-heap rules that take 1…k
// with the same moves for all n ≥ u (the rows theorem). Input: the Spec, and the game built for one
// value of the params; output: the hypothesis with k and u, or the reason nothing can be certified.

import type { SpecGame } from '../game/buildGame.js';
import { octalRules } from './octalRules.js';
import type { Spec } from '../model/model.js';
import { enumerateMoves } from './enumerateMoves.js';
import { rulesShape, type ShapeResult } from './moveShape.js';

export type Hypothesis =
  | {
      kind: 'subtraction';
      heap: string;
      /** k: every move takes between 1 and k from the heap. */
      maxTake: number;
      /** u: for n ≥ u the moves of (n, x) are (n − t, x') for the same (t, x') as at any other n ≥ u. */
      uniformFrom: number;
      text: string;
    }
  | { kind: 'octal'; heap: string; maxRemove: number; code: string; text: string };

export type HypothesisResult = { ok: true; hypothesis: Hypothesis } | { ok: false; reason: string };

/**
 * SOUNDNESS (the theorems' hypotheses, checked here and nowhere else):
 * - octal: the moves are the family's expansion (a family fixes state and moves), or hand-written
 *   rules that octalRules.ts matches form by form to an octal code; normal play, no
 *   `end:` rules, impartial; k = the index of the last non-zero digit; the Grundy values are those of
 *   the octal game, which is all certifyOctalPeriod assumes.
 * - rows: n is the only unbounded field; the others have finite domains (evaluated for these params),
 *   so a row is finite. Every move has one target, sets n to n − t where t, the binder domains and the
 *   other fields' new values never read n (through definitions either); `end:` rules never read n. In
 *   guards n occurs only in atoms `n·a + s op s'` / `n·a + s ∈ {…}` whose other parts never read n,
 *   and each atom has one truth value for all n ≥ its threshold, computed exactly for every (x, b).
 *   So for n ≥ u := max(k, every threshold) the guard of each (x, b) is the same as at n = u, the
 *   move set of (n, x) is {(n − t(x, b), x'(x, b))} for a fixed set of (t, x'), the terminal status of
 *   (n, x) is that of (u, x), and 1 ≤ t ≤ k ≤ n keeps targets in rows n − 1 … n − k: there is one F
 *   with row(n) = F(row(n−1), …, row(n−k)) for all n ≥ u — outcomes under normal or misère play, and
 *   Grundy values for impartial normal play. Every t ≥ 1 also makes the game finite (no draws, no
 *   cycles), so the solver's values are exact. Guards are ignored when bounding t (conservative).
 */
export function oneHeapHypothesis(spec: Spec, game: SpecGame, shape: ShapeResult = rulesShape(spec)): HypothesisResult {
  const family = spec.game.family;
  const written = shape.ok ? undefined : octalRules(spec);
  if (written?.ok) {
    // hand-written rules that are exactly an octal game's (octalRules.ts): the same theorem applies
    return {
      ok: true,
      hypothesis: {
        kind: 'octal',
        heap: spec.game.state[0]!.name,
        maxRemove: written.maxRemove,
        code: written.code,
        text: `the moves are those of the octal game ${written.code} (every move removes at most ${written.maxRemove} and splits the rest into 0, 1 or 2 heaps in every way its digit allows)`,
      },
    };
  }
  if (family?.kind === 'octal') {
    if (spec.game.play !== 'normal') return { ok: false, reason: 'the Guy–Smith theorem is about Grundy values under normal play, and this octal game is played misère' };
    if (Object.values(spec.game.end).some((r) => r !== undefined)) return { ok: false, reason: 'the octal game has `end:` rules, so it is not the plain octal game of the Guy–Smith theorem' };
    if (!spec.game.impartial || spec.game.state.length !== 1) return { ok: false, reason: 'not a plain one-heap octal game' };
    let k = 0;
    family.digits.forEach((d, j) => (d !== 0 ? (k = j) : undefined));
    return {
      ok: true,
      hypothesis: {
        kind: 'octal',
        heap: spec.game.state[0]!.name,
        maxRemove: k,
        code: family.code,
        text: `octal game ${family.code}: a move removes at most ${k} and may split the rest into two heaps`,
      },
    };
  }
  if (!shape.ok) return shape;
  const bounds = enumerateMoves(game, shape.shape);
  if (typeof bounds === 'string') return { ok: false, reason: bounds };
  const { maxTake, minTake, atomsFrom } = bounds;
  const uniformFrom = Math.max(maxTake, atomsFrom);
  const heap = shape.shape.heap;
  const others = spec.game.state.filter((f) => f.name !== heap).map((f) => f.name);
  const row = others.length ? `(${[heap, ...others].join(', ')})` : heap;
  return {
    ok: true,
    hypothesis: {
      kind: 'subtraction',
      heap,
      maxTake,
      uniformFrom,
      text: `every move takes ${minTake === maxTake ? `${maxTake}` : `${minTake} to ${maxTake}`} from ${heap} and leaves one heap; the moves of ${row} are the same for every ${heap} ≥ ${uniformFrom}`,
    },
  };
}
