// The game and bounded-check diagnostics (ZM40xx, ZM42xx) and the evaluation errors (ZM5xxx) under
// --lang pt: each code raised for real (checkFile without the prover, or loadSpec for the data
// tables computed at load time), its message and hint checked in Portuguese.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { checkedPt, loadedPt } from './ptRaise.js';

const TAKE = '    - { name: take, for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }\n';
/** A game of one nat heap n with the given extra lines of `game:` and the rest of the file. */
const game = (gameLines: string, rest: string, moves = TAKE): string => `name: t\ngame:\n  state: { n: nat }\n${gameLines}  moves:\n${moves}${rest}`;
const S = 'conjecture: { S: n mod 3 = 0 }\n';
const BOUNDS = 'check: { bounds: { n: 0..10 } }\n';

describe('Portuguese rows of the game (ZM40xx)', () => {
  it('ZM4001, a move leaving the domain of a field', async () => {
    const d = await checkedPt(game('', S + BOUNDS, '    - { name: take, for: k ∈ 1..2, to: { n: n - k } }\n'), 'ZM4001');
    expect(d.message).toBe('a partir de n = 0, a jogada `take` (k = 1) põe n a -1, fora do domínio de `n` (um nat é ≥ 0)');
    expect(d.hint).toBe('junte uma condição que mantenha n ≥ 0, por exemplo `if: k ≤ n`');
    const range = await checkedPt('name: t\ngame:\n  state: { n: 0..5 }\n  moves:\n    - { name: up, to: { n: n + 1 } }\n' + S, 'ZM4001');
    expect(range.message).toBe('a partir de n = 5, a jogada `up` põe n a 6, fora do domínio de `n` (o seu domínio é 0..5)');
    expect(range.hint).toBe('junte uma condição (if:) que exclua esta jogada');
  });

  it('ZM4003, ZM4004, ZM7003: a field with no bound, an empty or too large region, one that needs too much memory', async () => {
    // the loader gives every field a default bound (ZM1015): a spec without one reaches buildGame through the library
    const spec = loadSpec('t.yaml', game('', S)).value!;
    const built = buildGame({ ...spec, check: { ...spec.check, bounds: {} } }, {}).diagnostics.find((d) => d.code === 'ZM4003');
    expect(built).toBeDefined();
    const noBound = diagnosticPt(built!);
    expect(noBound.message).toBe('o campo `n` não tem limite para a verificação limitada');
    expect(noBound.hint).toBe('junte-o a check.bounds, por exemplo bounds: { n: 0..100 }');
    const empty = await checkedPt(game('  params: { m: 0..9 }\n', S + 'check: { bounds: { n: m..3 }, params: { m: 5 } }\n'), 'ZM4004');
    expect(empty.message).toBe('o campo `n` não tem valores quando m = 5 (check.bounds 5..3 e o seu domínio 0..∞ não têm nenhum valor em comum): a região é vazia');
    expect(empty.hint).toBe('percorra só valores dos parâmetros para os quais todos os campos têm valores (check.params)');
    // checkFile refuses this box for its memory first (ZM7003); buildGame itself refuses to index it
    const wide = loadSpec(
      't.yaml',
      'name: t\ngame:\n  state: { a: nat, b: nat }\n  moves:\n    - { if: a > 0, to: { a: a - 1 } }\n' + 'conjecture: { S: a = b }\ncheck: { bounds: { a: 0..100000, b: 0..100000 } }\n',
    ).value!;
    const large = diagnosticPt(buildGame(wide, {}).diagnostics.find((d) => d.code === 'ZM4004')!);
    expect(large.message).toBe('a região tem mais de 2147483647 posições');
    expect(large.hint).toBe('mude check.bounds');
    const memory = await checkedPt(
      'name: t\ngame:\n  state: { a: nat, b: nat }\n  moves:\n    - { if: a > 0, to: { a: a - 1 } }\n' + 'conjecture: { S: a = b }\ncheck: { bounds: { a: 0..100000, b: 0..100000 } }\n',
      'ZM7003',
    );
    expect(memory.message).toBe(
      'check.bounds.a = 0..100000 precisa de cerca de 65.3 GiB para resolver (10000200001 posições × 7 bytes, mais 64 MiB), mais do que o limite de 4 GiB; baixe o limite de a para no máximo 6038, ou use --sample para testar além dos limites sem resolver',
    );
    expect(memory.hint).toBe('baixe o limite, teste além dos limites sem resolver com --sample (check.sample), ou aumente o limite com --max-memory se a máquina tiver a memória');
  });

  it('ZM4005, a rule that fails to evaluate (ZM5001 quoted)', async () => {
    const d = await checkedPt(game('  end: { lose: n / 0 = 1 }\n', S + BOUNDS), 'ZM4005');
    expect(d.message).toBe('ao avaliar as regras do jogo em n = 0: divisão por zero');
    const deep = await checkedPt(game('  end: { lose: f(n + 1000000) = 1 }\n', 'define:\n  f(x): if x = 0 then 0 else f(x - 1)\n' + S + BOUNDS), 'ZM4005');
    expect(deep.message).toBe("ao avaliar as regras do jogo em n = 0: recursão descontrolada: a pilha do JavaScript transbordou em 'f'");
  });

  it('ZM4006, a sum where sums are not allowed', async () => {
    const split = '    - { for: a ∈ 0..n-2, to: [ { n: a }, { n: n - 2 - a } ] }\n';
    const ends = await checkedPt(game('  play: misère\n  end: { lose: n = 5 }\n', S + BOUNDS, split), 'ZM4006');
    expect(ends.message).toBe(
      'esta jogada leva a uma soma de posições, e o jogo é jogado em misère com regras `end:`: o zermelo só resolve somas misère quando uma componente sem jogadas legais simplesmente desaparece (sem regras `end:`)',
    );
    expect(ends.hint).toBe('retire as regras `end:`, ou escreva a soma inteira como uma só posição');
    const draw = await checkedPt(game('  end: { draw: n = 5 }\n', S + BOUNDS, split), 'ZM4006');
    expect(draw.message).toBe(
      'esta jogada leva a uma soma de posições, que só os jogos imparciais sem empates podem ter (este é um jogo com `end: draw`/`end: win`): o valor de uma soma vem dos valores de Grundy (jogo normal) ou da resolução das somas (jogo misère)',
    );
  });

  it('ZM4007, ZM4008: a parameter with no value or outside its domain, a bound that is not an integer', async () => {
    const moves = '    - { name: take, for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }\n';
    const outside = await checkedPt(game('  params: { m: 1..5 }\n', S + 'check: { bounds: { n: 0..10 }, params: { m: 7 } }\n', moves), 'ZM4007');
    expect(outside.message).toBe('o parâmetro `m` = 7 está fora do seu domínio 1..5');
    const huge = await checkedPt(game('', S + 'check: { bounds: { n: 0..9007199254740993 } }\n'), 'ZM4008');
    expect(huge.message).toBe('O limite superior de `n` é 9007199254740993, além de ±(2^53 − 1): as regiões, os limites e as posições estão limitados pela memória (um limite de recursos)');
    const fails = await checkedPt(game('', S + 'check: { bounds: { n: 0..(7 div 0) } }\n'), 'ZM4008');
    expect(fails.message).toBe('O limite superior de `n` não se deixa avaliar: divisão por zero');
  });

  it('ZM4010, ZM4011: Grundy values not defined', async () => {
    const misere = await checkedPt(game('  play: misère\n', 'conjecture: { grundy: n mod 3 }\n' + BOUNDS), 'ZM4010');
    expect(misere.message).toBe('os valores de Grundy descrevem o jogo normal; no jogo misère não determinam os resultados');
    const loopy = await checkedPt('name: t\ngame:\n  state: { n: 0..3 }\n  moves:\n    - { if: n = 1, to: { n: 2 } }\n    - { if: n = 2, to: { n: 1 } }\nconjecture: { grundy: n }\n', 'ZM4011');
    expect(loopy.message).toBe('os valores de Grundy só estão definidos para jogos finitos; este jogo tem um ciclo de jogadas dentro da região');
  });

  it('ZM4014, a misère sum of a loopy game', async () => {
    const d = await checkedPt(
      'name: l\ngame:\n  state: { n: 0..3 }\n  play: misère\n  moves:\n    - { if: n = 1, to: { n: 2 } }\n    - { if: n = 2, to: { n: 1 } }\n    - { if: n = 3, to: [ { n: 1 }, { n: 2 } ] }\nconjecture: { S: n = 0 }\n',
      'ZM4014',
    );
    expect(d.message).toBe('as somas misère resolvem-se por procura exaustiva, que precisa de um jogo finito; este jogo tem um ciclo de jogadas dentro da região');
  });

  it('ZM4020, the start outside the region', async () => {
    const d = await checkedPt('name: t\ngame:\n  subtraction: [1, 2]\n  start: { n: 90 }\nclaims:\n  - holds: safe(start)\ncheck:\n  bounds: { n: 0..50 }\n  from: start\n', 'ZM4020');
    expect(d.message).toBe('a posição inicial n = 90 fica fora da região verificada, por isso nada do que dela é atingível pode ser resolvido');
    expect(d.hint).toBe('alargue check.bounds para conter a posição inicial');
  });

  it('ZM4012, ZM4021: a region too large for the general algorithm, a box too large to index', async () => {
    const g22 =
      'name: t\ngame:\n  state: { k: nat, d: nat }\n  start: { k: 1, d: 2008 }\n  moves:\n    - { for: j ∈ 1..k, if: j ≤ d, to: { k: k + 1, d: d - j } }\nconjecture:\n  S: d = 0\ncheck:\n  bounds: { k: 0..2008, d: 0..2008 }\n';
    const edges = await checkedPt(g22, 'ZM4012');
    expect(edges.message).toMatch(
      /^check\.bounds\.k = 0\.\.2008 dá uma região de 4036081 posições com cerca de \S+ jogadas \(estimadas a partir de \d+ posições\), mais do que as \d+ que o algoritmo retrógrado geral guarda \(algumas jogadas vão para índices maiores, por isso a região não se resolve por ordem de índice\); recusado antes de resolver$/,
    );
    expect(edges.hint).toBe(
      'para responder a perguntas sobre a posição inicial, junte `check.from: start` à secção check: só se resolvem as posições atingíveis a partir dela; ou baixe o limite de k',
    );
    const file = readFileSync('conjectures/triangulation/monochromatic-triangle-n9.yaml', 'utf8');
    const box = await checkedPt(file.replace('claims:\n', 'conjecture:\n  S: drawn[0]\nclaims:\n').replace('check:\n', 'check:\n  from: start\n'), 'ZM4021');
    expect(box.message).toMatch(
      /^a caixa de \d+ posições é grande demais para indexar, e uma conjectura é verificada posição a posição sobre índices: com posições guardadas por chave só se respondem afirmações sobre posições atingíveis a partir do início$/,
    );
    expect(box.hint).toBe('pergunte pelo início nas afirmações (safe(start), outcome(start)), ou baixe os limites em check.bounds para que a caixa tenha no máximo 2147483647 posições');
  });
});

describe('Portuguese rows of the bounded check (ZM42xx)', () => {
  it('ZM4201, a conjecture that gives only N', async () => {
    const d = await checkedPt(game('', 'conjecture: { N: n = 1 }\n' + BOUNDS), 'ZM4201');
    expect(d.message).toBe('uma conjectura que só dá as posições neutras não diz nada sobre as inatacáveis e as frágeis: dê também S ou F');
  });

  it('ZM4202, a conjecture that fails to evaluate', async () => {
    const d = await checkedPt(game('', 'conjecture: { S: n div (n - 3) = 0 }\n' + BOUNDS), 'ZM4202');
    expect(d.message).toBe('a conjectura não se deixa avaliar em n = 3 (ou numa das suas jogadas): divisão por zero');
  });

  it('ZM4203, ZM4204: a claim beyond the region, a claim that fails to evaluate', async () => {
    // two heaps: no periodicity certificate decides the claim instead
    const two = 'name: t\ngame:\n  state: { a: nat, b: nat }\n  moves:\n    - { for: k ∈ 1..2, if: k ≤ a, to: { a: a - k } }\n    - { if: b > 0, to: { b: b - 1 } }\n';
    const beyond = await checkedPt(two + 'claims:\n  - holds: "safe({ a: 50, b: 0 })"\ncheck: { bounds: { a: 0..10, b: 0..3 } }\n', 'ZM4203');
    expect(beyond.message).toBe('afirmação "claim 1": a afirmação pergunta por a = 50, b = 0, fora da região verificada');
    expect(beyond.hint).toBe('alargue check.bounds para que a região determine todas as posições por que a afirmação pergunta');
    const undetermined = await checkedPt(two.replace('b: b - 1', 'b: b + 1') + 'claims:\n  - holds: "safe({ a: 3, b: 3 })"\ncheck: { bounds: { a: 0..10, b: 0..3 } }\n', 'ZM4203');
    expect(undetermined.message).toBe('afirmação "claim 1": a afirmação pergunta por a = 3, b = 3, cujo valor depende de posições fora da região');
    const fails = await checkedPt(game('', S + 'claims:\n  - { name: zero, holds: "1 div 0 = 0" }\n' + BOUNDS), 'ZM4204');
    expect(fails.message).toBe('afirmação "zero": divisão por zero');
  });

  it('ZM4210, ZM4211: more work than a run may spend', async () => {
    const work = await checkedPt('name: w\ngame: { subtraction: [1, 2] }\nconjecture:\n  S: n mod 3 = 0 ∧ count(i ∈ 0..9000000: i < n) ≥ 0\ncheck: { bounds: { n: 0..1000000 } }\n', 'ZM4210');
    expect(work.message).toBe(
      'a conjectura precisa de cerca de 2.7·10^13 passos de avaliação sobre as 1000001 posições da região (o intervalo de `i` tem até 9.0·10^6 valores); fazem-se no máximo 1.0·10^11',
    );
    expect(work.hint).toBe('limite o intervalo pela posição (por exemplo `i ∈ 0..n`) ou baixe check.bounds');
    const fromStart = await checkedPt(
      'name: s\ngame:\n  state: { taken: bool[30] }\n  start: { taken: {} }\n  moves:\n    - { for: v ∈ 0..29, if: ¬taken[v], to: { taken[v]: true } }\nconjecture:\n  S: ∀ v ∈ 0..29: ∀ w ∈ 0..29: ∀ u ∈ 0..29: taken[v] ∨ taken[w] ∨ taken[u] ∨ v + w + u ≥ 0\ncheck: { from: start }\n',
      'ZM4210',
    );
    expect(fromStart.message).toMatch(
      /^a conjectura precisa de cerca de \S+ passos de avaliação sobre até 5\.4·10\^8 posições alcançadas a partir do início \(o intervalo de `\w` tem até 30 valores\); fazem-se no máximo 1\.0·10\^11$/,
    );
    expect(fromStart.hint).toBe(
      'as posições que uma pesquisa a partir do início alcança não se conhecem antes de ela correr, por isso conta-se cada posição que o limite de memória comportaria: estreite o intervalo de `v`',
    );
    const octal = await checkedPt('name: o\ngame: { octal: "0.77" }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..10000000 } }\n', 'ZM4211');
    expect(octal.message).toMatch(
      /^o jogo octal 0\.77 divide montes: os montes 0\.\.10000000 têm cerca de 5\.0·10\^13 jogadas a resolver e verificar \(cerca de n\/2 por monte de n\); fazem-se no máximo \S+$/,
    );
    expect(octal.hint).toMatch(/^baixe check\.bounds\.n para no máximo \d+, ou teste montes maiores sem os resolver com --sample$/);
  });
});

describe('Portuguese rows of the evaluation errors (ZM5xxx, while computing a data table)', () => {
  const table = (expr: string, before = '') => `name: t\ngame: { subtraction: [1] }\ndefine:\n${before}  t: [${expr} for i ∈ 0..2]\nconjecture: { S: n = 0 }\ncheck: { bounds: { n: 0..3 } }\n`;
  it('ZM5001, ZM5002, ZM5003, ZM5007, ZM5008', () => {
    const squares = '  f(x): if x = 0 then 2 else f(x - 1) * f(x - 1)\n';
    expect(loadedPt(table('f(30 + i)', squares), 'ZM5002').message).toBe('limite de recursos: um inteiro com mais de 100 000 algarismos (ao calcular a tabela de dados `t`)');
    expect(loadedPt(table('(0 - 1) ⊕ i'), 'ZM5007').message).toBe('xor de um número negativo (ao calcular a tabela de dados `t`)');
    expect(loadedPt(table('max([])'), 'ZM5007').message).toBe('min/max de um array vazio (ao calcular a tabela de dados `t`)');
    expect(loadedPt(table('count(j ∈ 0..100000000: j < i)'), 'ZM5008').message).toBe(
      'o intervalo de `j` (0..100000000) tem 100000001 valores; enumeram-se no máximo 10000000 numa posição — limite-o pela posição, por exemplo `j ∈ 1..n` (ao calcular a tabela de dados `t`)',
    );
    expect(loadedPt(table('1 div (i - 1)'), 'ZM5001').message).toBe('divisão por zero (ao calcular a tabela de dados `t`)');
    expect(loadedPt(table('[1, 2][i]'), 'ZM5003').message).toBe('índice fora do intervalo (ao calcular a tabela de dados `t`)');
  });
});
