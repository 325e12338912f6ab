// Random array games whose move targets mix literal-index, computed-index and whole-array writes
// (often to the same element) and a scalar field m, rendered as YAML and read by a tiny independent
// interpreter written from the rule in README.md: every right-hand side and index is evaluated in
// the position before the move, then the writes are applied in the order written (the later wins).

import fc from 'fast-check';

/** An index: a literal, the binder j, `j + 0` (never folded to a literal), or `(j + c) mod L`. */
export type Idx = { k: 'lit'; c: number } | { k: 'j' } | { k: 'j0' } | { k: 'shift'; c: number };
/** A value: a literal, a binder, the scalar field m, h[idx], or a difference / sum. */
export type Val = { k: 'lit'; c: number } | { k: 'bind'; name: 'j' | 'k' } | { k: 'm' } | { k: 'at'; i: Idx } | { k: 'op'; op: '+' | '-'; a: Val; b: Val };
/** The whole array, one element, or `m: (v) mod 2`. */
export type Write = { k: 'whole'; elems: Val[] } | { k: 'elem'; i: Idx; v: Val } | { k: 'scalar'; v: Val };
export interface Schema {
  by?: 'A' | 'B';
  take: boolean; // a second binder k ∈ 1..2
  guard?: [Val, Val]; // left ≤ right
  targets: Write[][]; // one update, or the components of a sum
}
export interface RandomGame {
  length: number;
  hi: number; // bounds h: 0..hi
  partizan: boolean;
  schemas: Schema[];
}

const idxText = (i: Idx, length: number): string => (i.k === 'lit' ? String(i.c) : i.k === 'j' ? 'j' : i.k === 'j0' ? 'j + 0' : `(j + ${i.c}) mod ${length}`);
const valText = (v: Val, length: number): string =>
  v.k === 'lit' ? String(v.c) : v.k === 'bind' ? v.name : v.k === 'm' ? 'm' : v.k === 'at' ? `h[${idxText(v.i, length)}]` : `(${valText(v.a, length)} ${v.op} ${valText(v.b, length)})`;
const keyText = (w: Write, length: number): string => (w.k === 'whole' ? 'h' : w.k === 'scalar' ? 'm' : `h[${idxText(w.i, length)}]`);
const writeText = (w: Write, length: number): string =>
  `${keyText(w, length)}: ${w.k === 'whole' ? `[${w.elems.map((e) => valText(e, length)).join(', ')}]` : w.k === 'scalar' ? `(${valText(w.v, length)}) mod 2` : valText(w.v, length)}`;

/** The game as a file in the surface syntax (`int[L]` elements: no write can leave the domain). */
export function gameYaml(g: RandomGame): string {
  const moves = g.schemas.map((s) => {
    const binders = s.take ? `[j ∈ 0..${g.length - 1}, k ∈ 1..2]` : `j ∈ 0..${g.length - 1}`;
    const updates = s.targets.map((t) => `{ ${t.map((w) => writeText(w, g.length)).join(', ')} }`);
    const to = updates.length === 1 ? updates[0]! : `[ ${updates.join(', ')} ]`;
    const parts = [...(s.by ? [`by: ${s.by}`] : []), `for: ${binders}`, ...(s.guard ? [`if: ${valText(s.guard[0], g.length)} ≤ ${valText(s.guard[1], g.length)}`] : []), `to: ${to}`];
    return `    - { ${parts.join(', ')} }`;
  });
  return `name: writeorder
game:
${g.partizan ? '  players: [A, B]\n' : ''}  state: { h: int[${g.length}], m: 0..1 }
  moves:
${moves.join('\n')}
check:
  bounds: { h: 0..${g.hi} }
`;
}

export interface Position {
  h: number[];
  m: number;
  turn?: number; // partizan games: 0 = A
}

/** The targets of every move at a position (binders in declaration order, ascending): per move the
 *  list of component positions; in a partizan game `turn` flips. */
export function readMoves(g: RandomGame, { h, m, turn }: Position): Position[][] {
  const out: Position[][] = [];
  for (const s of g.schemas) {
    if (s.by !== undefined && turn !== (s.by === 'A' ? 0 : 1)) continue;
    for (let j = 0; j < g.length; j++) {
      for (const k of s.take ? [1, 2] : [0]) {
        const env = { j, k };
        const idx = (i: Idx): number => (i.k === 'lit' ? i.c : i.k === 'shift' ? (j + i.c) % g.length : j);
        const val = (v: Val): number => (v.k === 'lit' ? v.c : v.k === 'bind' ? env[v.name] : v.k === 'm' ? m : v.k === 'at' ? h[idx(v.i)]! : v.op === '+' ? val(v.a) + val(v.b) : val(v.a) - val(v.b));
        if (s.guard && !(val(s.guard[0]) <= val(s.guard[1]))) continue;
        out.push(
          s.targets.map((t) => {
            // every value and index first, read in the position before the move (i = -1: m) ...
            const writes = t.flatMap((w) =>
              w.k === 'whole' ? w.elems.map((e, i) => [i, val(e)] as const) : w.k === 'scalar' ? [[-1, ((val(w.v) % 2) + 2) % 2] as const] : [[idx(w.i), val(w.v)] as const],
            );
            // ... then the writes in the order written
            const next: Position = { h: [...h], m };
            for (const [i, v] of writes) {
              if (i < 0) next.m = v;
              else next.h[i] = v;
            }
            if (turn !== undefined) next.turn = 1 - turn;
            return next;
          }),
        );
      }
    }
  }
  return out;
}

const idxArb = (length: number): fc.Arbitrary<Idx> =>
  fc.oneof(
    fc.nat({ max: length - 1 }).map((c): Idx => ({ k: 'lit', c })),
    fc.constant<Idx>({ k: 'j' }),
    fc.constant<Idx>({ k: 'j0' }),
    fc.integer({ min: 1, max: length - 1 }).map((c): Idx => ({ k: 'shift', c })),
  );
const valArb = (length: number, take: boolean): fc.Arbitrary<Val> => {
  const leaf = fc.oneof(
    fc.nat({ max: 2 }).map((c): Val => ({ k: 'lit', c })),
    fc.constantFrom<Val>(...(take ? ([{ k: 'bind', name: 'j' }, { k: 'bind', name: 'k' }, { k: 'm' }] as Val[]) : ([{ k: 'bind', name: 'j' }, { k: 'm' }] as Val[]))),
    idxArb(length).map((i): Val => ({ k: 'at', i })),
  );
  return fc.oneof({ weight: 2, arbitrary: leaf }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom<'+' | '-'>('+', '-'), leaf, leaf).map(([op, a, b]): Val => ({ k: 'op', op, a, b })) });
};
const writeArb = (length: number, take: boolean): fc.Arbitrary<Write> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.array(valArb(length, take), { minLength: length, maxLength: length }).map((elems): Write => ({ k: 'whole', elems })) },
    { weight: 3, arbitrary: fc.tuple(idxArb(length), valArb(length, take)).map(([i, v]): Write => ({ k: 'elem', i, v })) },
    { weight: 1, arbitrary: valArb(length, take).map((v): Write => ({ k: 'scalar', v })) },
  );
const schemaArb = (length: number, partizan: boolean): fc.Arbitrary<Schema> =>
  fc
    .boolean()
    .chain((take) =>
      fc.record({
        by: partizan ? fc.constantFrom<'A' | 'B'>('A', 'B') : fc.constant(undefined),
        take: fc.constant(take),
        guard: fc.option(fc.tuple(valArb(length, take), valArb(length, take)), { nil: undefined }),
        // YAML refuses a key written twice (`h`, `h[0]`), so each key text appears once
        targets: fc.array(fc.uniqueArray(writeArb(length, take), { minLength: 1, maxLength: 4, selector: (w) => keyText(w, length) }), { minLength: 1, maxLength: partizan ? 1 : 2 }),
      }),
    )
    .map((s) => (s.by === undefined ? { take: s.take, targets: s.targets, ...(s.guard ? { guard: s.guard } : {}) } : s) as Schema);

export const randomGame: fc.Arbitrary<RandomGame> = fc
  .record({ length: fc.integer({ min: 2, max: 3 }), hi: fc.integer({ min: 1, max: 2 }), partizan: fc.boolean() })
  .chain(({ length, hi, partizan }) =>
    fc.record({ length: fc.constant(length), hi: fc.constant(hi), partizan: fc.constant(partizan), schemas: fc.array(schemaArb(length, partizan), { minLength: 1, maxLength: 2 }) }),
  );
