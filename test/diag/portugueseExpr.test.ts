// The expression diagnostics (ZM2xxx syntax, ZM3xxx names and types) under --lang pt: each code
// raised for real by loadSpec on a conjecture or a definition, its message and hint checked in
// Portuguese.

import { describe, expect, it } from 'vitest';
import { loadedPt } from './ptRaise.js';

const GAME = `name: t
game:
  state: { n: nat, h: nat[3] }
  start: { n: 5, h: [0, 0, 0] }
  moves:
    - { name: take, for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
define:
  seg: [[0, 1], [1, 2]]
check: { bounds: { n: 0..10, h: 0..1 } }
`;
/** The diagnostic `code` of the conjecture S: `expr`, in Portuguese. */
const conj = (expr: string, code: string) => loadedPt(`${GAME}conjecture:\n  S: "${expr}"\n`, code);
const defs = (lines: string, code: string) => loadedPt(`name: t\ngame: { subtraction: [1] }\ndefine:\n${lines}conjecture: { S: n = 0 }\ncheck: { bounds: { n: 0..3 } }\n`, code);

describe('Portuguese rows of the expressions (ZM2xxx, ZM3xxx)', () => {
  it('ZM2002, an unexpected token', () => {
    expect(conj('n ∈ <>', 'ZM2002').message).toBe("um conjunto angular precisa de pelo menos um elemento, por exemplo '<0,2>'");
    expect(conj('n ∈ <1 2>', 'ZM2002').message).toBe("esperava-se ',' ou '>' no conjunto '<…>', mas encontrou-se '2'");
    expect(conj('n = )', 'ZM2002').message).toBe("esperava-se um valor, mas encontrou-se ')'");
    expect(conj('(n ]', 'ZM2002').message).toBe("esperava-se ')' a fechar o '(', mas encontrou-se ']'");
    const count = conj('count(i ∈ 0..2 i = 0) = 0', 'ZM2002');
    expect(count.message).toBe("esperava-se ':' depois da variável de count, mas encontrou-se 'i'");
    expect(count.hint).toBe('por exemplo count(i ∈ 0..2: h[i] = 1)');
  });

  it('ZM2003, the expression ends too early', () => {
    expect(conj('n +', 'ZM2003').message).toBe('a expressão acaba cedo demais: esperava-se um valor');
    const ifThen = conj('if n = 0 then true', 'ZM2003');
    expect(ifThen.message).toBe("esperava-se 'else' depois do ramo 'then', mas encontrou-se o fim da expressão");
    expect(ifThen.hint).toBe("'if c then x else y' precisa sempre de um ramo else");
    const forall = conj('∀ i ∈ 0..2', 'ZM2003');
    expect(forall.message).toBe("esperava-se ':' depois da variável de ∀, mas encontrou-se o fim da expressão");
    expect(forall.hint).toBe('por exemplo ∀ i ∈ 0..2: h[i] > 0');
  });

  it('ZM2006, a malformed number', () => {
    expect(conj('n = 1.x', 'ZM2006').message).toBe("esperavam-se algarismos depois do ponto decimal em '1.'");
    const letter = conj('2n = 0', 'ZM2006');
    expect(letter.message).toBe("um número não pode ser seguido diretamente de uma letra: '2n'");
    expect(letter.hint).toBe('escreva a multiplicação explicitamente, por exemplo 2 * n');
  });

  it('ZM2007, operators that do not combine', () => {
    const after = conj('n ∈ 0..1 = true', 'ZM2007');
    expect(after.message).toBe("'=' não pode vir depois de '∈' sem parênteses");
    expect(after.hint).toBe('junte parênteses, por exemplo (x ∈ S) = b');
    expect(conj('n ∈ 0..1..2', 'ZM2007').message).toBe("um intervalo tem dois limites: 'a..b..c' não é permitido");
    const not = conj('n + not n', 'ZM2007');
    expect(not.message).toBe("'not' não pode aparecer dentro de um operando sem parênteses");
    expect(not.hint).toBe('escreva (not …)');
  });

  it('ZM2008, a malformed binder', () => {
    expect(conj('∀ 1', 'ZM2008').message).toBe("esperava-se o nome de uma variável depois de ∀, mas encontrou-se '1'");
    const noIn = conj('∀ i 0..2: n = 0', 'ZM2008');
    expect(noIn.message).toBe("esperava-se '∈' depois da variável 'i', mas encontrou-se '0'");
    expect(noIn.hint).toBe('as variáveis ligadas são limitadas: i ∈ 0..n, i ∈ {1, 4} ou i ∈ h');
    expect(conj('∀ i ∉ 0..2: n = 0', 'ZM2008').message).toBe("uma variável ligada percorre o seu domínio: escreva 'i ∈ …', não '∉'");
  });

  it('ZM2010, an expression nested too deeply', () => {
    const parens = conj(`n = ${'('.repeat(300)}n${')'.repeat(300)}`, 'ZM2010');
    expect(parens.message).toBe('expressão aninhada fundo demais: mais de 200 níveis de parênteses, parênteses retos, if-then-else ou operadores prefixos');
    expect(parens.hint).toBe('divida-a em definições (define:)');
    expect(conj(`n = ${Array(3000).fill('1').join(' + ')}`, 'ZM2010').message).toBe(
      'expressão aninhada fundo demais: mais de 1000 níveis de operadores (uma cadeia a + b + … conta um nível por operador)',
    );
  });

  it('ZM3004, ZM3008: functions and position records', () => {
    expect(conj('foo(n) = 0', 'ZM3004').message).toBe("função desconhecida 'foo'");
    const claim = (holds: string) => loadedPt(`${GAME}claims:\n  - "${holds}"\n`, 'ZM3008');
    expect(claim('safe({ n: 1, n: 2, h: h })').message).toBe("o campo 'n' é dado duas vezes nesta posição");
    const missing = claim('safe({ n: 1 })');
    expect(missing.message).toBe("esta posição não dá 'h'");
    expect(missing.hint).toBe('uma posição indica todos os campos do estado');
    const unknown = loadedPt(`${GAME}claims:\n  - "safe({ n: 1, h: h, zzz: 2 })"\n`, 'ZM3008');
    expect(unknown.message).toBe("campo desconhecido 'zzz' numa posição");
    expect(unknown.hint).toBe('os campos são n, h');
  });

  it('ZM3009, ZM3010, ZM3011, ZM3012: types', () => {
    const rec = defs('  f(x): not (f(x) = 1)\n', 'ZM3009');
    expect(rec.message).toBe("não é possível inferir o tipo da definição recursiva 'f'");
    expect(rec.hint).toBe('dê um caso de base que não chame a definição, por exemplo if n = 0 then 0 else …');
    expect(conj('∀ i ∈ 0..1, i ∈ 0..1: n = 0', 'ZM3010').message).toBe("'i' está ligada duas vezes neste ∀");
    expect(conj('n + true = 0', 'ZM3011').message).toBe("'+' precisa de números, mas é bool");
    expect(conj('n < true', 'ZM3011').message).toBe('não é possível comparar int < bool');
    expect(conj('n[0] = 0', 'ZM3011').message).toBe('só os arrays se podem indexar, mas é int');
    expect(conj('h[true] = 0', 'ZM3011').message).toBe('um índice tem de ser inteiro, mas é bool');
    expect(conj('h[5] = 0', 'ZM3012').message).toBe('o índice 5 está fora do array (índices 0..2)');
  });

  it('ZM3013, a name used as a function or a function as a value', () => {
    const notFn = conj('n(1) = 0', 'ZM3013');
    expect(notFn.message).toBe("'n' não é uma função");
    expect(notFn.hint).toBe('para ler um elemento de um array escreva n[i]');
    expect(conj('abs = 0', 'ZM3013').message).toBe("'abs' é uma função: chame-a como abs(…)");
    expect(loadedPt(`${GAME}define:\n  f(x): x\nconjecture:\n  S: f = 0\n`.replace('define:\n  seg: [[0, 1], [1, 2]]\n', ''), 'ZM3013').message).toBe(
      "'f' é uma definição com 1 parâmetro: chame-a como f(…)",
    );
  });

  it('ZM3014, a duplicate or invalid definition', () => {
    expect(defs('  g(x, x): 1\n', 'ZM3014').message).toBe("'g' indica um parâmetro duas vezes");
    const builtin = defs('  abs: 1\n', 'ZM3014');
    expect(builtin.message).toBe("'abs' é uma função pré-definida e não pode ser redefinida");
    expect(builtin.hint).toBe('escolha outro nome');
    expect(defs('  n: 1\n', 'ZM3014').message).toBe("'n' já é um campo do estado");
    expect(defs('  start: 1\n', 'ZM3014').message).toBe("'start' é reservado");
    const table = defs('  n: [i for i ∈ 0..2]\n', 'ZM3014');
    expect(table.message).toBe("'n' já está ocupado (um campo, parâmetro, jogador, definição ou palavra reservada)");
    expect(table.hint).toBe('escolha outro nome para a tabela de dados');
  });

  it('ZM3017, ZM3018: data tables used as values, rows outside a table', () => {
    const table = conj('seg = 0', 'ZM3017');
    expect(table.message).toBe('`seg` é uma tabela de dados, não um valor');
    expect(table.hint).toBe(
      'use uma das suas linhas: indexe-a (adj[v][i]), meça-a (len(adj[v]), sum, max), teste a pertença (w ∈ adj[v]) ou percorra-a (∀ w ∈ adj[v]: …); len(seg) é o número de linhas',
    );
    const row = conj('seg[0] = 0', 'ZM3017');
    expect(row.message).toBe('uma linha da tabela de dados `seg` não é aqui um valor');
    expect(row.hint).toBe('indexe-a (adj[v][i]), meça-a (len(adj[v]), sum, max), teste a pertença (w ∈ adj[v]) ou percorra-a (∀ w ∈ adj[v]: …)');
    const sum = conj('sum(seg) = 0', 'ZM3017');
    expect(sum.message).toBe('sum(seg) não está definido: `seg` é uma tabela de dados');
    expect(sum.hint).toBe('aplique sum a uma linha: sum(seg[v])');
    expect(conj('count(i ∈ 0..1, w ∈ seg[i]: w = 0) = 0', 'ZM3017').message).toBe('em count, uma variável que percorre uma linha de uma tabela de dados tem de vir primeiro');
    expect(conj('len(seg[5]) = 0', 'ZM3018').message).toBe('a linha 5 está fora da tabela de dados `seg` (linhas 0..1)');
    const index = conj('seg[0][7] = 0', 'ZM3018');
    expect(index.message).toBe('o índice 7 está fora da tabela de dados: seg[0] tem 2 entradas');
    expect(index.hint).toBe('os índices de uma linha r são 0..len(seg[r]) - 1');
  });
});
