// Type checker: types and refs filled in, and every ZM3xxx error with its position and hint.
import { describe, expect, it } from 'vitest';
import { typecheckBinders } from '../../src/lang/typecheck.js';
import { parseBindersAt } from '../../src/lang/parser.js';
import { BOOL, INT, REAL, showType } from '../../src/lang/types.js';
import { world, type WorldSpec } from './helpers.js';

const spec: WorldSpec = {
  fields: { n: 'int', h: 'int[3]', turn: 'player' },
  params: { size: 'int' },
  players: ['A', 'B'],
  defines: ['nimsum: xor(h)', 'big(x): x > 1'],
};
const game = world(spec);
const claims = world({ ...spec, oracles: true });

function typeOf(text: string, w = game): string {
  const { expr, diagnostics } = w.check(text);
  expect(diagnostics, text).toEqual([]);
  return showType(expr.type!);
}

/** The single error of `text`: code, the spanned text, message and hint. */
function error(text: string, w = game) {
  const { diagnostics } = w.check(text);
  expect(diagnostics.length, `${text}: ${diagnostics.map((d) => d.message).join(' | ')}`).toBe(1);
  const d = diagnostics[0]!;
  return { code: d.code, at: text.slice(d.span!.start, d.span!.end), message: d.message, hint: d.hint };
}

describe('types', () => {
  it.each([
    ['n mod 5 ∈ <0,2>', 'bool'],
    ['n + 1', 'int'],
    ['n / 2', 'real'],
    ['n + 0.5', 'real'],
    ['h[0]', 'int'],
    ['[4, 1, 2][n mod 3]', 'int'],
    ['[1, 2.5]', 'real[2]'],
    ['xor(h) ⊕ nimsum', 'int'],
    ['min(h) + max(1, 2) + abs(-3) + sum(h) + len(h) + bit(n, 2)', 'int'],
    ['max(1, 2.5)', 'real'],
    ['count(i ∈ 0..2: h[i] = 1)', 'int'],
    ['∀ i ∈ 0..2, k ∈ 1..h[i]: k ≤ h[i]', 'bool'],
    ['∃ x ∈ h: x > 0', 'bool'],
    ['if big(n) then 1 else 2.5', 'real'],
    ['turn = A', 'bool'],
    ['1 ≤ n ≤ size', 'bool'],
  ])('%s : %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });
  it('fills refs on names and calls', () => {
    const { expr } = game.check('big(n) ∧ nimsum = size ∧ turn = A');
    const refs: string[] = [];
    const walk = (e: unknown): void => {
      if (e && typeof e === 'object') {
        const o = e as Record<string, unknown>;
        if (o.ref) refs.push(`${(o.name ?? o.callee) as string}:${(o.ref as { kind: string }).kind}`);
        Object.entries(o).forEach(([k, v]) => k !== 'ref' && walk(v));
      }
    };
    walk(expr);
    expect(refs.sort()).toEqual(['A:player', 'big:define', 'n:field', 'nimsum:define', 'size:param', 'turn:field']);
  });
  it('accepts int where real is expected, not the reverse', () => {
    expect(game.check('n', REAL).diagnostics).toEqual([]);
    expect(game.check('n / 2', INT).diagnostics[0]?.code).toBe('ZM3002');
    expect(game.check('n', BOOL).diagnostics[0]?.message).toBe('expected bool, found int');
  });
  it('types claims with oracles', () => {
    expect(typeOf('safe({ n: 5, h: [1, 2, 3], turn: A }) ∧ fragile(start)', claims)).toBe('bool');
    expect(typeOf('outcome(5, h, B) = neutral', claims)).toBe('bool');
    expect(typeOf('grundy(start)', claims)).toBe('int');
  });
});

describe('errors', () => {
  it('unknown names, with a hint from the visible names', () => {
    expect(error('nn + 1')).toMatchObject({ code: 'ZM3001', at: 'nn', hint: "did you mean 'n'?" });
    expect(error('∀ idx ∈ 0..2: h[idz] > 0')).toMatchObject({ code: 'ZM3001', at: 'idz', hint: "did you mean 'idx'?" });
    expect(error('nimsun = 0')).toMatchObject({ code: 'ZM3001', hint: "did you mean 'nimsum'?" });
  });
  it('unknown functions and arity', () => {
    expect(error('mn(h)')).toMatchObject({ code: 'ZM3004', at: 'mn', hint: "did you mean 'min'?" });
    expect(error('big(1, 2)')).toMatchObject({ code: 'ZM3003', at: 'big(1, 2)', message: "'big' takes 1 argument, given 2" });
    expect(error('abs(1, 2)').code).toBe('ZM3003');
    expect(error('count(h)').code).toBe('ZM3003');
    expect(error('n(3)')).toMatchObject({ code: 'ZM3013', at: 'n' });
    expect(error('big + 1')).toMatchObject({ code: 'ZM3013', at: 'big' });
    expect(error('min + 1').code).toBe('ZM3013');
  });
  it('wrong types, at the offending operand', () => {
    expect(error('n ∧ true')).toMatchObject({ code: 'ZM3002', at: 'n', message: "'∧' needs a bool, found int" });
    expect(error('true + 1')).toMatchObject({ code: 'ZM3011', at: 'true' });
    expect(error('n mod 2.5')).toMatchObject({ code: 'ZM3011', at: '2.5' });
    expect(error('if n then 1 else 2')).toMatchObject({ code: 'ZM3002', at: 'n' });
    expect(error('if n > 0 then 1 else true').message).toBe("the branches of 'if' have different types: int and bool");
    expect(error('true < false')).toMatchObject({ code: 'ZM3011', at: 'true < false' });
    expect(error('n[0]')).toMatchObject({ code: 'ZM3011', at: 'n' });
    expect(error('h = 3')).toMatchObject({ code: 'ZM3002' });
    expect(error('turn = 1').code).toBe('ZM3002');
    expect(error('n ∈ size')).toMatchObject({ code: 'ZM3002', at: 'size' });
  });
  it('unbounded quantifiers and binders', () => {
    expect(error('∀ i ∈ n: h[i] > 0')).toMatchObject({ code: 'ZM3005', at: 'n', hint: 'e.g. i ∈ 0..n' });
    expect(error('∃ k ∈ nat: k > n')).toMatchObject({ code: 'ZM3005', at: 'nat' });
    expect(error('count(i ∈ size: true)').code).toBe('ZM3005');
    expect(error('∀ i ∈ 0..2, i ∈ 0..2: true').code).toBe('ZM3010');
  });
  it('sets outside ∈ and binder domains', () => {
    expect(error('{0, 2}')).toMatchObject({ code: 'ZM3006', at: '{0, 2}' });
    expect(error('len(0..3)')).toMatchObject({ code: 'ZM3006', at: '0..3' });
  });
  it('constant indices outside an array', () => {
    expect(error('h[3]')).toMatchObject({ code: 'ZM3012', at: '3' });
    expect(error('[1, 2][-1]')).toMatchObject({ code: 'ZM3012', at: '-1' });
  });
  it('integer literals beyond 2^53', () => {
    // integers are mathematical: a literal beyond ±(2^53 − 1) is no error (the evaluator is exact there)
    expect(game.check('n + 9007199254740992').diagnostics).toEqual([]);
    expect(game.check('n + 9007199254740991').diagnostics).toEqual([]);
  });
  it('oracles only in claims', () => {
    expect(error('safe(5, h, A)')).toMatchObject({ code: 'ZM3007', at: 'safe' });
    expect(game.check('start = start').diagnostics.map((d) => d.code)).toEqual(['ZM3007', 'ZM3007']);
    expect(error('grundy(h[0], h, A) = 0').at).toBe('grundy');
  });
  it('records name every field exactly once', () => {
    expect(error('safe({ n: 5, h: h })', claims)).toMatchObject({ code: 'ZM3008', message: "this position does not give 'turn'" });
    const misspelt = claims.check('safe({ m: 5, h: h, turn: A })').diagnostics;
    expect(misspelt.map((d) => [d.code, d.message, d.hint])).toEqual([
      ['ZM3008', "unknown field 'm' in a position", "did you mean 'n'?"],
      ['ZM3008', "this position does not give 'n'", 'a position names every state field'],
    ]);
    expect(error('safe({ n: 1, n: 2, h: h, turn: A })', claims)).toMatchObject({ code: 'ZM3008', at: 'n' });
    expect(error('safe({ n: true, h: h, turn: A })', claims)).toMatchObject({ code: 'ZM3002', at: 'true' });
    expect(error('safe(5)', claims)).toMatchObject({ code: 'ZM3003' });
  });
  it('does not cascade from one error', () => {
    expect(game.check('(nn + 1) * 2 > n ∧ big(nn)').diagnostics.map((d) => d.code)).toEqual(['ZM3001', 'ZM3001']);
  });
  it('has no current position in claims that say so', () => {
    const noPos = world({ ...spec, oracles: true });
    noPos.env.noCurrentPosition = true;
    expect(noPos.check('n > 0').diagnostics[0]?.code).toBe('ZM3001');
    expect(noPos.check('nimsum > 0').diagnostics[0]?.code).toBe('ZM3001');
    expect(noPos.check('safe({ n: 1, h: [0, 0, 0], turn: A })').diagnostics).toEqual([]);
  });
});

describe('typecheckBinders', () => {
  it('extends the env with the binders of a move', () => {
    const r = typecheckBinders(parseBindersAt('i ∈ 0..2, k ∈ 1..h[i]', 'test.yaml').value!, game.env);
    expect(r.diagnostics).toEqual([]);
    expect([...r.env.binders.keys()]).toEqual(['i', 'k']);
  });
  it('reports an unbounded binder', () => {
    const r = typecheckBinders(parseBindersAt('k ∈ n', 'test.yaml').value!, game.env);
    expect(r.diagnostics[0]).toMatchObject({ code: 'ZM3005', span: { start: 4, end: 5 } });
  });
});
