// Whole random game files: the general form (fields, move schemas, `end:`, play, params, partizan),
// games whose moves lead to sums, and the built-in families; each with a conjecture (S/F/N sets or
// Grundy values) and claims about positions in and out of the region. Output: YAML text.

import fc from 'fast-check';
import { boolExpr, intExpr, type Vocabulary } from './exprText.js';
import { fields, move, vocabulary, type Field, type GameCase } from './gameArbitrary.js';

const q = (s: string): string => `"${s}"`;

interface Shape {
  kind: string;
  game: string[];
  fields: Field[];
  vocabulary: Vocabulary;
  impartial: boolean;
  grundyOk: boolean;
  params: boolean;
  bounds: string[];
  defines?: boolean;
  /** Some moves may keep the turn (`again:`): no Grundy values, no sums. */
  kept?: boolean;
  /** Some moves score points (`score:`): no Grundy values, no sums. */
  scored?: boolean;
}

function general(kind: 'scalar' | 'array' | 'partizan', kept = false, scored = false): fc.Arbitrary<Shape> {
  const partizan = kind === 'partizan';
  return fc.record({ params: fc.boolean(), calls: fc.boolean() }).chain(({ params: p0, calls }) => {
    const params = p0;
    return fields(params, kind === 'array').chain((fs) =>
      fc
        .tuple(
          fc.array(move(fs, params, partizan, calls, kept, scored), { minLength: 1, maxLength: 3 }),
          // zero to three `end:` rules (their order of precedence is lose, draw, win)
          fc.uniqueArray(fc.tuple(fc.constantFrom('lose', 'draw', 'win'), boolExpr(vocabulary(fs, { params, partizan, calls }), 1)), { maxLength: 2, selector: ([k]) => k }),
          fc.constantFrom('normal', 'normal', 'misère'),
        )
        .map(([moves, end, play]): Shape => {
          const v = vocabulary(fs, { params, partizan, calls });
          const game = [
            ...(params ? ['  params: { s: nat }'] : []),
            ...(partizan ? ['  players: [A, B]'] : []),
            `  state: { ${fs.map((f) => `${f.name}: ${q(f.decl)}`).join(', ')} }`,
            '  moves:',
            ...moves.flatMap((m) => m.lines),
            ...(end.length ? [`  end: { ${end.map(([k, e]) => `${k}: ${q(e)}`).join(', ')} }`] : []),
            ...(play === 'misère' ? ['  play: misère'] : []),
          ];
          const grundyOk = !kept && !scored && !partizan && play === 'normal' && end.every(([k]) => k === 'lose');
          return {
            kind: `${kind}${scored ? '/scored' : ''}${kept ? '/kept' : ''}${play === 'misère' ? '/misère' : ''}${end.map(([k]) => `/end-${k}`).join('')}`,
            ...(kept ? { kept } : {}),
            ...(scored ? { scored } : {}),
            defines: calls,
            game,
            fields: fs,
            vocabulary: v,
            impartial: !partizan,
            grundyOk,
            params,
            bounds: fs.filter((f) => f.bound).map((f) => `${f.name}: ${f.bound}`),
          };
        }),
    );
  });
}

const heap: Field = { name: 'n', decl: 'nat', kind: 'int', length: 1, bound: '0..6', guard: ['0', undefined], max: 6 };

/** Impartial games whose moves lead to sums of heaps (normal or misère play, no `end:`). */
function sums(): fc.Arbitrary<Shape> {
  const part = fc.constantFrom('a', 'n - 2 - a', 'n - 1 - a', '(n - 1) div 2', 'a div 2', '1');
  const sumMove = fc
    .tuple(fc.constantFrom('a ∈ 0..n - 2', 'a ∈ 1..n - 1', 'a ∈ {0, 1}'), fc.array(part, { minLength: 2, maxLength: 3 }))
    .map(([b, parts]) => [`    - for: [${q(b)}]`, `      if: ${q(parts.map((x) => `0 ≤ ${x} ∧ ${x} < n`).join(' ∧ '))}`, '      to:', ...parts.map((x) => `        - { "n": ${q(x)} }`)]);
  const single = fc.constantFrom('1', '2', 'n div 2').map((d) => [`    - { for: ["k ∈ {1, 2}"], if: ${q(`k ≤ n ∧ ${d} ≤ n`)}, to: { "n": ${q(`n - ${d}`)} } }`]);
  return fc
    .tuple(fc.array(sumMove, { minLength: 1, maxLength: 2 }), fc.array(single, { maxLength: 1 }), fc.constantFrom('normal', 'misère'), fc.integer({ min: 3, max: 7 }))
    .map(([ss, one, play, B]): Shape => ({
      kind: `sum${play === 'misère' ? '/misère' : ''}`,
      game: ['  state: { n: nat }', '  moves:', ...ss.flat(), ...one.flat(), ...(play === 'misère' ? ['  play: misère'] : [])],
      fields: [{ ...heap, bound: `0..${B}` }],
      vocabulary: { ints: ['n'], bools: [], arrays: [] },
      impartial: true,
      grundyOk: play === 'normal',
      params: false,
      bounds: [`n: 0..${B}`],
    }));
}

/** Finite games with points: every move takes 1–3 from a heap n (play always ends, so every position
 *  inside the region has a value and most have moves), optionally flips a bool b; random guards,
 *  `again:` conditions and `score:` expressions over n, b and the binder; impartial or partizan. */
function countdownScored(partizan: boolean): fc.Arbitrary<Shape> {
  const v = { ints: ['n', 'k'], bools: ['b', ...(partizan ? ['turn = A', 'turn = B'] : [])], arrays: [] };
  const schema = fc
    .tuple(
      fc.constantFrom('k ∈ {1, 2}', 'k ∈ 1..3', 'k ∈ {1}'),
      fc.option(boolExpr(v, 1), { freq: 2 }),
      fc.constantFrom('b', '¬b', 'true', 'false'),
      fc.option(fc.oneof(fc.constant('true'), boolExpr(v, 1)), { freq: 2 }),
      fc.oneof(fc.constantFrom('1', 'k', '0 - 1', 'k - 2'), intExpr(v, 1)),
      fc.constantFrom('A', 'B'),
    )
    .map(([binder, guard, flip, again, score, by]) => [
      `    - for: [${q(binder)}]`,
      `      if: ${q(guard === null ? 'k ≤ n' : `k ≤ n ∧ (${guard})`)}`,
      `      to: { "n": "n - k", "b": ${q(flip)} }`,
      ...(again === null ? [] : [`      again: ${q(again)}`]),
      `      score: ${q(score)}`,
      ...(partizan ? [`      by: ${by}`] : []),
    ]);
  return fc.tuple(fc.array(schema, { minLength: 1, maxLength: 3 }), fc.constantFrom('normal', 'normal', 'misère'), fc.integer({ min: 3, max: 6 })).map(([ms, play, B]): Shape => {
    const fields: Field[] = [
      { ...heap, bound: `0..${B}`, max: B },
      { name: 'b', decl: 'bool', kind: 'bool', length: 1, max: 1 },
    ];
    return {
      kind: `countdown${partizan ? '/partizan' : ''}/scored/kept${play === 'misère' ? '/misère' : ''}`,
      game: [...(partizan ? ['  players: [A, B]'] : []), '  state: { n: nat, b: bool }', '  moves:', ...ms.flat(), ...(play === 'misère' ? ['  play: misère'] : [])],
      fields,
      vocabulary: { ints: ['n'], bools: ['b', ...(partizan ? ['turn = A', 'turn = B'] : [])], arrays: [] },
      impartial: !partizan,
      grundyOk: false,
      params: false,
      bounds: [`n: 0..${B}`],
      kept: true,
      scored: true,
    };
  });
}

/** Built-in families: subtraction (impartial and partizan), nim (with `take`), octal. */
function families(): fc.Arbitrary<Shape> {
  const set = fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }).map((xs) => `[${xs.sort().join(', ')}]`);
  const play = fc.constantFrom('', '', ', play: misère');
  const n = (B: number): Pick<Shape, 'fields' | 'vocabulary' | 'bounds' | 'params'> => ({
    fields: [{ ...heap, bound: `0..${B}` }],
    vocabulary: { ints: ['n'], bools: [], arrays: [] },
    bounds: [`n: 0..${B}`],
    params: false,
  });
  return fc.oneof(
    fc
      .tuple(set, play, fc.integer({ min: 4, max: 12 }))
      .map(([s, p, B]): Shape => ({ kind: `subtraction${p ? '/misère' : ''}`, game: [`  subtraction: ${s}${p ? '' : ''}`, ...(p ? ['  play: misère'] : [])], impartial: true, grundyOk: !p, ...n(B) })),
    fc.tuple(set, set, fc.integer({ min: 3, max: 8 })).map(([a, b, B]): Shape => ({
      kind: 'partizan-subtraction',
      game: [`  subtraction: { A: ${a}, B: ${b} }`],
      impartial: false,
      grundyOk: false,
      ...n(B),
      vocabulary: { ints: ['n'], bools: ['turn = A'], arrays: [] },
    })),
    fc.tuple(fc.integer({ min: 2, max: 3 }), fc.option(set), play).map(([heaps, take, p]): Shape => {
      const B = heaps === 2 ? 3 : 2;
      const h: Field = { name: 'h', decl: `nat[${heaps}]`, kind: 'array', length: heaps, bound: `0..${B}`, max: B };
      return {
        kind: `nim${p ? '/misère' : ''}`,
        game: [`  nim: { heaps: ${heaps}${take ? `, take: ${take}` : ''} }`, ...(p ? ['  play: misère'] : [])],
        impartial: true,
        grundyOk: !p,
        fields: [h],
        vocabulary: { ints: [], bools: [], arrays: [{ name: 'h', length: heaps }] },
        bounds: [`h: 0..${B}`],
        params: false,
      };
    }),
    fc
      .tuple(fc.constantFrom('0.77', '0.07', '0.137', '0.6', '4.7', '0.51', '0.33'), fc.integer({ min: 3, max: 8 }), fc.constantFrom('', 'misère'))
      .map(([code, B, p]): Shape => ({ kind: `octal${p ? '/misère' : ''}`, game: [`  octal: ${q(code)}`, ...(p ? ['  play: misère'] : [])], impartial: true, grundyOk: !p, ...n(B) })),
  );
}

function position(s: Shape, inside = false): fc.Arbitrary<string> {
  // mostly inside the region; one value in six just outside it (a claim about it is an error)
  const value = (max: number) => (inside ? fc.integer({ min: 0, max }) : fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max }) }, { weight: 1, arbitrary: fc.constant(max + 1) }));
  const parts = s.fields.map((f) =>
    f.kind === 'bool'
      ? fc.boolean().map((b) => `${f.name}: ${b}`)
      : f.kind === 'array'
        ? fc.array(value(f.max), { minLength: f.length, maxLength: f.length }).map((xs) => `${f.name}: [${xs.join(', ')}]`)
        : value(f.max).map((x) => `${f.name}: ${x}`),
  );
  const turn = s.impartial ? fc.constant([]) : fc.constantFrom('A', 'B').map((t) => [`turn: ${t}`]);
  return fc.tuple(fc.tuple(...parts), turn).map(([ps, t]) => `{ ${[...ps, ...t].join(', ')} }`);
}

/** A start position inside the region (YAML, every value quoted), and claims about it. */
function start(s: Shape): fc.Arbitrary<{ line: string; claims: string[] }> {
  const parts = s.fields.map((f) =>
    f.kind === 'bool'
      ? fc.boolean().map(String)
      : f.kind === 'array'
        ? fc.array(fc.integer({ min: 0, max: f.max }), { minLength: f.length, maxLength: f.length }).map((xs) => `[${xs.join(', ')}]`)
        : fc.integer({ min: 0, max: f.max }).map(String),
  );
  const turn = s.impartial ? fc.constant([]) : fc.constantFrom('A', 'B').map((t) => [`"turn": "${t}"`]);
  // a game with points asks the start's value too (the unscored cases are drawn exactly as before)
  const startClaims = s.scored
    ? fc.oneof(
        fc.constantFrom('fragile(start)', 'outcome(start) = neutral'),
        fc.tuple(fc.constantFrom('=', '≥', '<'), fc.integer({ min: -2, max: 2 })).map(([op, v]) => `value(start) ${op} ${v}`),
      )
    : fc.constantFrom('fragile(start)', 'outcome(start) = neutral', 'safe(start) ∨ ¬safe(start)');
  return fc.tuple(fc.tuple(...parts), turn, startClaims).map(([vs, t, claim]) => ({
    line: `  start: { ${[...vs.map((v, k) => `${q(s.fields[k]!.name)}: ${q(v)}`), ...t].join(', ')} }`,
    claims: [`  - holds: ${q(claim)}`],
  }));
}

function claims(s: Shape): fc.Arbitrary<string[]> {
  const claim = fc.oneof<fc.MaybeWeightedArbitrary<string>[]>(
    position(s).map((p) => `safe(${p})`),
    position(s).map((p) => `fragile(${p}) ∨ neutral(${p})`),
    fc.tuple(position(s), fc.constantFrom('safe', 'fragile', 'neutral')).map(([p, o]) => `outcome(${p}) = ${o}`),
    // grundy(p) is an error of the claim where Grundy values are not defined: mostly where they are
    // (a game with `again:` refuses grundy(…) when it loads: ZM1040)
    ...(s.kept || s.scored
      ? []
      : [{ weight: s.grundyOk ? 4 : 1, arbitrary: fc.tuple(position(s), fc.integer({ min: 0, max: 3 }), fc.constantFrom('=', '≤', '≠')).map(([p, g, op]) => `grundy(${p}) ${op} ${g}`) }]),
    ...(s.grundyOk ? [fc.tuple(position(s), position(s)).map(([p, r]) => `(grundy(${p}) = grundy(${r})) ⇒ (safe(${p}) ⇔ safe(${r}))`)] : []),
    // value(p): an error of the claim where the value is not defined (a cycle, a move leaving the region,
    // a position outside it)
    ...(s.scored
      ? [
          // mostly inside the region, where a value is defined unless play reaches a cycle or leaves it
          { weight: 6, arbitrary: fc.tuple(position(s, true), fc.constantFrom('=', '≤', '>', '≠'), fc.integer({ min: -3, max: 3 })).map(([p, op, v]) => `value(${p}) ${op} ${v}`) },
          { weight: 2, arbitrary: fc.tuple(position(s, true), position(s, true)).map(([p, r]) => `value(${p}) ≥ 0 - value(${r}) ∨ safe(${p})`) },
        ]
      : []),
    ...(s.fields.length === 1 && s.fields[0]!.kind === 'int' && s.impartial
      ? [fc.integer({ min: 0, max: 3 }).map((hi) => `∀ i ∈ 0..${hi}: safe({ ${s.fields[0]!.name}: i }) ⇒ ¬fragile({ ${s.fields[0]!.name}: i + 1 })`)]
      : []),
  );
  return fc.array(claim, { maxLength: 3 }).map((cs) => cs.map((c) => `  - holds: ${q(c)}`));
}

function conjecture(s: Shape): fc.Arbitrary<string[]> {
  const b = boolExpr(s.vocabulary, 2);
  const sets = fc
    .constantFrom(['S'], ['S'], ['F'], ['S', 'F'], ['S', 'N'], ['F', 'N'], ['S', 'F', 'N'])
    .chain((keys) => fc.tuple(...keys.map(() => b)).map((es) => ['conjecture:', ...es.map((e, k) => `  ${keys[k]}: ${q(e)}`)]));
  const grundy = intExpr(s.vocabulary, 2).map((e) => ['conjecture:', `  grundy: ${q(e)}`]);
  // a game with points: mostly a `value:` conjecture (a random formula: mostly wrong, so refuted)
  const value = fc.oneof(intExpr(s.vocabulary, 2), fc.constantFrom('0', '1')).map((e) => ['conjecture:', `  value: ${q(e)}`]);
  if (s.scored) return fc.oneof({ weight: 3, arbitrary: value }, sets, fc.constant<string[]>([]));
  return s.grundyOk ? fc.oneof(sets, grundy, fc.constant<string[]>([])) : fc.oneof(sets, sets, fc.constant<string[]>([]));
}

export function gameCase(): fc.Arbitrary<GameCase> {
  const shape = fc.oneof(
    { weight: 3, arbitrary: general('scalar') },
    { weight: 3, arbitrary: general('array') },
    { weight: 2, arbitrary: general('partizan') },
    { weight: 2, arbitrary: sums() },
    { weight: 2, arbitrary: families() },
  );
  return withClaims(shape);
}

/** Games some of whose moves keep the turn (`again:`), impartial and partizan. */
export function keptGameCase(): fc.Arbitrary<GameCase> {
  return withClaims(fc.oneof(general('scalar', true), general('array', true), general('partizan', true)));
}

/** Games some of whose moves score points (`score:`), with and without moves that keep the turn,
 *  impartial and partizan, normal and misère, with and without `end:` rules; finite ones too. */
export function scoredGameCase(): fc.Arbitrary<GameCase> {
  return withClaims(
    fc.oneof(
      general('scalar', false, true),
      general('scalar', true, true),
      general('array', true, true),
      general('partizan', false, true),
      general('partizan', true, true),
      countdownScored(false),
      countdownScored(true),
    ),
  );
}

function withClaims(shape: fc.Arbitrary<Shape>): fc.Arbitrary<GameCase> {
  return shape.chain((s) =>
    fc
      .tuple(conjecture(s), claims(s), fc.integer({ min: 0, max: 2 }), s.params ? fc.constant(null) : fc.option(start(s), { freq: 4 }), fc.boolean())
      .map(([conj, cl0, hi, st, fromStart]): GameCase => {
        const cl = [...cl0, ...(st?.claims ?? [])];
        // `check.from: start` (sums, octal games and Grundy values refuse it): conditions and claims on the reached positions
        const from = st && fromStart && !/^(sum|octal)/.test(s.kind) && ![...conj, ...cl].some((l) => /grundy/.test(l));
        return {
          kind: s.kind,
          text: [
            'name: random',
            ...(s.defines ? ['define:', '  "half(u)": "u div 2"'] : []),
            'game:',
            ...s.game,
            ...(st ? [st.line] : []),
            ...conj,
            ...(cl.length ? ['claims:', ...cl] : []),
            'check:',
            ...(from ? ['  from: start'] : []),
            `  bounds: { ${s.bounds.join(', ')} }`,
            ...(s.params ? [`  params: { s: ${Math.min(hi, 1)}..${hi + 1} }`] : []),
            '  symbolic: "off"',
            '',
          ].join('\n'),
        };
      }),
  );
}
