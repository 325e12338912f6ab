// loadSpec: string-form conjectures, the book's aliases, defaults (bounds, timeout, start turn),
// the shape of moves (for lists, h[i] keys, sums), spans of expressions, kind from the path.
import { describe, expect, it } from 'vitest';
import { printExpr } from '../../src/lang/print.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { printMove } from '../../src/model/printMove.js';

const GAME = 'game:\n  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }\n';

function ok(yaml: string, file = 'conjectures/f.yaml') {
  const r = loadSpec(file, yaml);
  expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return { spec: r.value!, notes: r.diagnostics.filter((d) => d.severity === 'note') };
}
const text = (yaml: string, span: { start: number; end: number }) => yaml.slice(span.start, span.end);

describe('conjectures', () => {
  it('reads the one-line string form, with spans in the file', () => {
    const yaml = GAME + 'conjecture: S = n mod 5 ∈ <0,2>\n';
    const c = ok(yaml).spec.conjecture!;
    expect(printExpr(c.safe!)).toBe('n mod 5 ∈ <0, 2>');
    expect(text(yaml, c.safe!.span)).toBe('n mod 5 ∈ <0,2>');
    expect(ok(GAME + 'conjecture: grundy = n mod 5\n').spec.conjecture!.grundy).toBeDefined();
    expect(ok(GAME + 'conjecture: "F = n mod 5 ∉ <0,2>"\n').spec.conjecture!.fragile).toBeDefined();
  });

  it.each([
    ['safe', 'safe'],
    ['S', 'safe'],
    ['I', 'safe'],
    ['inatacável', 'safe'],
    ['fragile', 'fragile'],
    ['F', 'fragile'],
    ['frágil', 'fragile'],
    ['neutral', 'neutral'],
    ['N', 'neutral'],
    ['neutra', 'neutral'],
    ['draw', 'neutral'],
  ])('alias %s names the %s set (map and one-line forms)', (alias, set) => {
    for (const form of [`conjecture: { ${alias}: n mod 5 = 0 }\n`, `conjecture: ${alias} = n mod 5 = 0\n`]) {
      const c = ok(GAME + form).spec.conjecture as unknown as Record<string, unknown>;
      expect(Object.keys(c).filter((k) => k !== 'span')).toEqual([set]);
    }
  });
});

describe('defaults and the check section', () => {
  it('chooses default bounds by the number of unbounded values, with a note', () => {
    const one = ok(GAME);
    expect(printExpr(one.spec.check.bounds.n!.hi)).toBe('1000');
    expect(one.notes.map((d) => d.code)).toEqual(['ZM1015']);
    expect(one.notes[0]!.message).toContain('n: 0..1000');
    const arr = ok('game: { nim: { heaps: 3 } }\n');
    expect(printExpr(arr.spec.check.bounds.h!.hi)).toBe('30');
    const two = ok('game:\n  state: { a: nat, b: int }\n  moves:\n    - { if: a > 0, to: { a: a - 1 } }\ncheck: { bounds: { a: 0..5000 } }\n');
    expect(two.spec.check.bounds.a && printExpr(two.spec.check.bounds.a.hi)).toBe('5000');
    expect(printExpr(two.spec.check.bounds.b!.lo)).toBe('-100');
    expect(ok(GAME + 'check: { bounds: { n: 0..10 } }\n').notes).toEqual([]);
  });

  it('reads timeouts, symbolic and sample; defaults to 30 s and auto', () => {
    expect(ok(GAME).spec.check).toMatchObject({ timeoutMs: 30_000, symbolic: 'auto' });
    for (const [t, ms] of [
      ['500ms', 500],
      ['30s', 30_000],
      ['2m', 120_000],
      ['1.5s', 1500],
    ] as const) {
      expect(ok(GAME + `check: { timeout: ${t}, symbolic: required, sample: 7 }\n`).spec.check).toMatchObject({ timeoutMs: ms, symbolic: 'required', sample: 7 });
    }
  });

  it('sweeps params from check.params, a fixed value, or the declared range', () => {
    const base = 'game:\n  params: { size: nat, cap: 2..4 }\n  state: { i: 1..size }\n  moves:\n    - { if: i > cap, to: { i: i - 1 } }\n';
    const s = ok(base + 'check: { params: { size: 5 } }\n').spec;
    expect(printExpr(s.check.params.size!.lo)).toBe('5');
    expect(printExpr(s.check.params.cap!.hi)).toBe('4');
  });
});

describe('games', () => {
  it('adds the implicit turn field and a default start turn in partizan games', () => {
    const s = ok(
      'game:\n  players: [Left, Right]\n  state: { n: nat }\n  start: { n: 7 }\n  moves:\n    - { by: Left, for: k ∈ {1}, if: k ≤ n, to: { n: n - k } }\n    - { if: n ≥ 2, to: { n: n - 2 } }\n',
    ).spec;
    expect(s.game.state.map((f) => f.name)).toEqual(['n', 'turn']);
    expect(s.game.start!.assignments.map((a) => `${a.field}=${printExpr(a.value)}`)).toEqual(['n=7', 'turn=Left']);
    expect(s.game.moves.map((m) => m.by)).toEqual(['Left', undefined]);
  });

  it('reads for-lists, h[i] keys, sums, end conditions and play', () => {
    const yaml =
      'game:\n  state: { h: nat[2], n: nat }\n  moves:\n    - for: [i ∈ 0..1, k ∈ 1..h[i]]\n      to: { h[i]: h[i] - k }\n    - for: a ∈ 0..n-2\n      to: [ { n: a }, { n: n - 2 - a } ]\n  end: { lose: n = 1, draw: false }\n  play: misere\n';
    const g = ok(yaml).spec.game;
    expect(g.moves.map(printMove)).toEqual(['for i ∈ 0..1, k ∈ 1..h[i] to { h[i]: h[i] - k }', 'for a ∈ 0..n - 2 to [{ n: a }, { n: n - 2 - a }]']);
    expect(g.end.lose && printExpr(g.end.lose)).toBe('n = 1');
    expect(g.play).toBe('misere');
  });

  it('typechecks every expression and fills types and refs', () => {
    const s = ok(GAME + 'define:\n  big(x): x > 1\nconjecture: { S: big(n) }\nclaims:\n  - holds: safe(0) ∧ ¬fragile({ n: 0 })\n').spec;
    expect(s.conjecture!.safe!.type).toEqual({ kind: 'bool' });
    expect(s.game.moves[0]!.guard!.type).toEqual({ kind: 'bool' });
    expect(s.defines.map((d) => `${d.name}(${d.params.join(',')})`)).toEqual(['big(x)']);
  });

  it('reads proofs: termination (one or a lexicographic list) and strategy', () => {
    const p = ok(GAME + 'proof:\n  termination: [n, 0]\n  strategy:\n    - when: n mod 5 = 1\n      move: { n: n - 1 }\n').spec.proof!;
    expect(p.termination!.map(printExpr)).toEqual(['n', '0']);
    expect(p.strategy!.length).toBe(1);
  });
});

describe('file-level fields', () => {
  it('takes the kind from a proofs/ segment and the name from the file', () => {
    expect(ok(GAME, 'proofs/heap/take.yaml').spec).toMatchObject({ kind: 'proof', name: 'take' });
    expect(ok(GAME + 'name: x\ntitle: T\nexpect: holds\n').spec).toMatchObject({ kind: 'conjecture', name: 'x', title: 'T', expect: 'holds' });
  });

  it('reports several errors at once, in file order', () => {
    const r = loadSpec('f.yaml', GAME + 'conjecture: { S: m = 0 }\ncheck: { timeout: soon }\nexpect: maybe\n');
    expect(r.value).toBeUndefined();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['ZM3001', 'ZM1012', 'ZM1006']);
  });
});

describe('name and title', () => {
  const codes = (yaml: string) => loadSpec('conjectures/f.yaml', yaml).diagnostics.map((d) => `${d.code} ${d.message}`);
  it('must be one line of printable text of at most 1000 characters (ZM1030, at the value)', () => {
    expect(codes('name: "a\\0b"\n' + GAME + 'conjecture: S = n mod 5 ∈ <0,2>\n')).toEqual(['ZM1030 `name` contains the control character U+0000']);
    expect(codes('title: "one\\x1b[31mred"\n' + GAME + 'conjecture: S = n mod 5 ∈ <0,2>\n')).toEqual(['ZM1030 `title` contains the control character U+001B']);
    expect(codes(`name: ${'x'.repeat(5_000_000)}\n` + GAME + 'conjecture: S = n mod 5 ∈ <0,2>\n')).toEqual(['ZM1030 `name` is 5000000 characters long; at most 1000 are allowed']);
    const r = loadSpec('conjectures/f.yaml', 'name: "a\\0b"\n' + GAME);
    expect(r.diagnostics[0]!.span).toEqual({ start: 6, end: 12 });
    expect(ok('name: Jogo 9 — tira 1 ou 4\ntitle: "Tirar 1 ou 4: quem tira a última ganha"\n' + GAME + 'conjecture: S = n mod 5 ∈ <0,2>\n').spec.name).toBe('Jogo 9 — tira 1 ou 4');
  });
});
