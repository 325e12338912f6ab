// The loader's diagnostics (ZM10xx) under --lang pt: each code raised for real by loadSpec and its
// message and hint checked in Portuguese, so a message whose English changes fails here instead of
// falling back to English.

import { describe, expect, it } from 'vitest';
import { TAKE, loadedPt } from './ptRaise.js';

const PARTIZAN = `name: p
game:
  players: [A, B]
  state: { n: nat }
  start: { n: 3 }
  moves:
    - { name: take, by: A, to: { n: n - 1 }, if: n ≥ 1 }
check: { bounds: { n: 0..5 } }
`;

describe('Portuguese rows of the loader (ZM10xx)', () => {
  it('ZM1008, a name declared twice or not valid', () => {
    expect(loadedPt('name: t\ngame: { subtraction: [1, 2, 1] }\ncheck: { bounds: { n: 0..5 } }\n', 'ZM1008').message).toBe('1 aparece duas vezes em `subtraction`');
    const reserved = loadedPt(TAKE.replace('state: { n: nat }', 'state: { n: nat, turn: nat }'), 'ZM1008');
    expect(reserved.message).toBe('`turn` não pode ser usado como nome de campo: `turn` é o campo implícito dos jogos partidários');
    const bad = loadedPt(TAKE.replace('state: { n: nat }', 'state: { n: nat, 2x: nat }'), 'ZM1008');
    expect(bad.message).toBe('`2x` não é um nome de campo válido');
    expect(bad.hint).toBe('um nome é uma letra seguida de letras, algarismos ou _');
    expect(loadedPt(PARTIZAN.replace('[A, B]', '[A, A]'), 'ZM1008').message).toBe('os dois jogadores têm o mesmo nome `A`');
    expect(loadedPt(TAKE.replace('game:\n', 'game:\n  params: { n: 1..2 }\n'), 'ZM1008').message).toBe('`n` é ao mesmo tempo um parâmetro e um campo do estado');
  });

  it('ZM1009, by: and the players', () => {
    const impartial = loadedPt(TAKE.replace('name: take,', 'name: take, by: A,'), 'ZM1009');
    expect(impartial.message).toBe('`by:` num jogo imparcial: os dois jogadores têm as mesmas jogadas');
    expect(impartial.hint).toBe('declare os jogadores (players: [A, B]) para dar a cada um as suas jogadas, ou retire `by:`');
    const other = loadedPt(PARTIZAN.replace('by: A', 'by: C'), 'ZM1009');
    expect(other.message).toBe('`C` não é um jogador');
    expect(other.hint).toBe('os jogadores são A e B');
  });

  it('ZM1010, game families', () => {
    expect(loadedPt('name: t\ngame: { nim: { heaps: 0 } }\ncheck: { bounds: { h: 0..5 } }\n', 'ZM1010').message).toBe('o nim precisa de pelo menos um monte');
    expect(loadedPt('name: t\ngame: { nim: [3] }\n', 'ZM1010').message).toBe('`nim` espera { heaps: k } ou { heaps: k, take: [ … ] }');
    expect(loadedPt('name: t\ngame: { subtraction: [] }\n', 'ZM1010').message).toBe('`subtraction` está vazio: o jogo não teria jogadas');
    expect(loadedPt('name: t\ngame: { subtraction: [1], nim: { heaps: 2 } }\n', 'ZM1010').message).toBe('um jogo tem uma só família, mas tem `subtraction` e `nim`');
    const partizan = loadedPt('name: t\ngame: { subtraction: { A: [1] } }\n', 'ZM1010');
    expect(partizan.message).toBe('a subtração partidária indica dois jogadores, mas tem 1');
    expect(partizan.hint).toBe('por exemplo subtraction: { A: [1, 4], B: [2, 3] }');
  });

  it('ZM1011, octal codes', () => {
    const octal = (code: string) => loadedPt(`name: t\ngame: { octal: ${code} }\n`, 'ZM1011');
    expect(octal('"077"').message).toBe('`077` não é um código octal: não tem ponto');
    expect(octal('"077"').hint).toBe('por exemplo "0.77" (Kayles) ou "0.07" (Kayles de Dawson)');
    expect(octal('"0.7.7"').message).toBe('um código octal tem um só ponto');
    expect(octal('"0.78"').message).toBe('`8` não é um algarismo octal (0–7)');
    expect(octal('"0.78"').hint).toBe('cada algarismo é uma soma de 1 (tirar tudo), 2 (deixar um monte), 4 (dividir em dois)');
    expect(octal('"0.7x"').message).toBe('`x` inesperado num código octal');
    expect(octal('"04.7"').message).toBe('um código octal tem um só algarismo antes do ponto');
    expect(octal('"2.7"').message).toBe('o algarismo antes do ponto só pode ser 0 ou 4, mas é 2');
    expect(octal('"0.00"').message).toBe('todos os algarismos deste código octal são 0: o jogo não tem jogadas');
    expect(octal('[1]').message).toBe('um código octal é um texto como "0.77" (Kayles) ou "0.07" (Kayles de Dawson)');
  });

  it('ZM1013, the conjecture', () => {
    const twice = loadedPt(TAKE.replace('conjecture: S = n mod 3 = 0', 'conjecture: { S: n = 0, safe: n = 1 }'), 'ZM1013');
    expect(twice.message).toBe('o conjunto das inatacáveis é dado duas vezes: `S` e `safe` designam o mesmo conjunto');
    const notSet = loadedPt(TAKE.replace('conjecture: S = n mod 3 = 0', 'conjecture: Q = n = 0'), 'ZM1013');
    expect(notSet.message).toBe('`Q` não é um conjunto de posições (S, F, N ou grundy)');
    expect(loadedPt(TAKE.replace('conjecture: S = n mod 3 = 0', 'conjecture: {}'), 'ZM1013').message).toBe('a conjectura está vazia');
    const list = loadedPt(TAKE.replace('conjecture: S = n mod 3 = 0', 'conjecture: [1]'), 'ZM1013');
    expect(list.message).toBe('uma conjectura é um mapa ou um texto numa linha, mas é uma lista');
    expect(list.hint).toBe('escreva por exemplo `conjecture: S = n mod 5 ∈ <0,2>`, ou um mapa { S: …, F: … } ou { grundy: … }');
    expect(loadedPt(TAKE.replace('conjecture: S = n mod 3 = 0', 'conjecture: "(n) = 0"'), 'ZM1013').message).toBe('uma conjectura numa linha indica o seu conjunto: `S = …`');
    const grundy = loadedPt(PARTIZAN + 'conjecture: { grundy: n }\n', 'ZM1013');
    expect(grundy.message).toBe('os valores de Grundy só estão definidos para jogos imparciais; este jogo indica os seus jogadores');
    expect(grundy.hint).toBe('caracterize antes as posições com S/F/N (o jogador que joga é o campo `turn`)');
  });

  it('ZM1017, ZM1018, ZM1019, ZM1020', () => {
    const sum = loadedPt(PARTIZAN.replace('to: { n: n - 1 }', 'to: [{ n: n - 1 }, { n: 1 }]'), 'ZM1017');
    expect(sum.message).toBe('uma jogada de um jogo partidário não pode levar a uma soma de posições');
    expect(sum.hint).toBe('as somas de posições independentes (Sprague–Grundy) são só para jogos imparciais');
    const head = loadedPt(`${TAKE}define:\n  f(x,): x\n`, 'ZM1018');
    expect(head.message).toBe('`f(x,)` não é uma cabeça de definição: falta um parâmetro');
    expect(head.hint).toBe('escreva `nome: expressão` ou `nome(x, y): expressão`');
    expect(loadedPt(`${TAKE}define:\n  f(1): 2\n`, 'ZM1018').message).toBe('`f(1)` não é uma cabeça de definição: `1` não é um nome');
    const fixes = loadedPt('name: t\ngame:\n  subtraction: [1]\n  state: { n: nat }\n', 'ZM1019');
    expect(fixes.message).toBe('`subtraction` fixa o estado: retire `state:`');
    expect(fixes.hint).toBe('uma família combina-se com params, start, end e play; para mudar o resto, escreva antes as regras gerais');
    expect(loadedPt('name: t\ngame: { subtraction: [0] }\n', 'ZM1020').message).toBe('as quantidades em `subtraction` têm de ser inteiros positivos');
    expect(loadedPt('name: t\ngame: { nim: { heaps: x } }\n', 'ZM1020').message).toBe('`nim.heaps` tem de ser um inteiro não negativo, mas é `x`');
  });

  it('ZM1022, YAML features', () => {
    const tag = loadedPt(TAKE.replace('conjecture: S = n mod 3 = 0', 'conjecture:\n  S: !x n = 0'), 'ZM1022');
    expect(tag.message).toBe('`!x` no início de um valor é uma etiqueta (tag) YAML, não uma negação: o YAML retira-a do valor');
    expect(tag.hint).toBe('escreva ¬ ou \'not\', ou ponha a expressão toda entre aspas: "!(n = 0)"');
    expect(loadedPt(`${TAKE}? [a]\n: 1\n`, 'ZM1022').message).toBe('uma chave tem de ser um nome simples, não um mapa, uma lista ou nada');
  });

  it('ZM1024, an array too long', () => {
    const nim = loadedPt('name: t\ngame: { nim: { heaps: 1001 } }\n', 'ZM1024');
    expect(nim.message).toBe(
      'este jogo de nim (estado h: nat[1001]) tem 1001 elementos; aceitam-se no máximo 1000 (cada elemento é uma posição à parte do estado, e nenhuma verificação limitada nem prova consegue mais)',
    );
    expect(nim.hint).toBe('use menos montes');
    const array = loadedPt(TAKE.replace('state: { n: nat }', 'state: { n: nat, a: nat[2000] }'), 'ZM1024');
    expect(array.message).toMatch(/^este array tem 2000 elementos; aceitam-se no máximo 1000 \(/);
    expect(array.hint).toBe('use um array mais curto, por exemplo nat[10]');
  });

  it('ZM1030, ZM1031: labels and the depth of the YAML', () => {
    const long = loadedPt(TAKE.replace('name: t', `name: ${'x'.repeat(1001)}`), 'ZM1030');
    expect(long.message).toBe('`name` tem 1001 caracteres; são permitidos no máximo 1000');
    expect(long.hint).toBe('mantenha o nome curto; ponha a explicação num comentário YAML');
    const control = loadedPt(TAKE.replace('name: t', 'name: "a\\tb"'), 'ZM1030');
    expect(control.message).toBe('`name` contém o carácter de controlo U+0009');
    expect(control.hint).toBe('um nome é uma linha de texto imprimível');
    const claim = loadedPt(`${TAKE}claims:\n  - { name: "a\\u0001", holds: safe(start) }\n`, 'ZM1030');
    expect(claim.message).toBe('o `name` de uma afirmação contém o carácter de controlo U+0001');
    const deep = loadedPt(`${TAKE}define:\n  x: ${'['.repeat(250)}${']'.repeat(250)}\n`, 'ZM1031');
    expect(deep.message).toBe('o YAML tem aqui mais de 200 níveis de aninhamento');
    expect(deep.hint).toBe('um ficheiro de jogo precisa de poucos níveis; escreva as estruturas fundas (listas longas de jogadas, definições) de forma plana');
  });

  it('ZM1040, Grundy values and sums where a move keeps the turn', () => {
    const kept = TAKE.replace('to: { n: n - k } }', 'to: { n: n - k }, again: k = 2 }');
    const grundy = loadedPt(kept.replace('conjecture: S = n mod 3 = 0', 'conjecture: { grundy: n mod 3 }'), 'ZM1040');
    expect(grundy.message).toBe('os valores de Grundy não estão definidos para este jogo: uma jogada deste jogo pode manter a vez (`again:`)');
    expect(grundy.hint).toBe('caracterize antes as posições com S/F/N (aplica-se o teorema 4.1 com jogadas que mantêm a vez)');
    const claim = loadedPt(`${kept}claims:\n  - grundy(start) = 2\n`, 'ZM1040');
    expect(claim.message).toBe('`grundy(…)` não tem valor neste jogo: uma jogada deste jogo pode manter a vez (`again:`)');
    expect(claim.hint).toBe('pergunte antes safe(…), fragile(…), neutral(…) ou outcome(…)');
    const sum = loadedPt(kept.replace('to: { n: n - k }', 'to: [{ n: n - k }, { n: 1 }]'), 'ZM1040');
    expect(sum.message).toBe(
      'esta jogada leva a uma soma de posições, e uma jogada deste jogo pode manter a vez (`again:`): uma soma deixaria o mesmo jogador jogar duas vezes seguidas, por isso o seu valor não é dado pelas componentes',
    );
    expect(sum.hint).toBe('escreva a posição toda como um só estado (um campo por componente), ou retire `again:`');
  });

  it('ZM1041, check.from: start where it does not apply', () => {
    const none = loadedPt(TAKE.replace('  start: { n: 5 }\n', '').replace('bounds:', 'from: start, bounds:'), 'ZM1041');
    expect(none.message).toBe('`check.from: start` precisa de uma posição inicial, e o jogo não tem nenhuma');
    expect(none.hint).toBe('dê uma no jogo, por exemplo start: { n: 2008 }, ou retire check.from');
    const from = TAKE.replace('bounds:', 'from: start, bounds:');
    const grundy = loadedPt(from.replace('conjecture: S = n mod 3 = 0', 'conjecture: { grundy: n mod 3 }'), 'ZM1041');
    expect(grundy.message).toBe('`check.from: start` só resolve os resultados; uma conjectura de Grundy precisa dos valores de Grundy de toda a região');
    expect(grundy.hint).toBe('retire check.from para resolver toda a região (check.bounds)');
    const sum = loadedPt(from.replace('to: { n: n - k }', 'to: [{ n: n - k }, { n: 1 }]'), 'ZM1041');
    expect(sum.message).toBe('`check.from: start` não se aplica a jogadas que levam a somas de posições (os seus resultados vêm dos valores de Grundy de toda a região)');
    const claim = loadedPt(from.replace('conjecture: S = n mod 3 = 0\n', 'claims:\n  - grundy(start) = 2\n'), 'ZM1041');
    expect(claim.message).toBe('`check.from: start` só resolve os resultados; uma afirmação pede grundy(…)');
  });
});

describe('Portuguese rows of the required keys of claims, lemmas and strategy cases (ZM1003, ZM1004)', () => {
  it('a claim, a strategy case, an empty file', () => {
    const claim = loadedPt(TAKE.replace('conjecture: S = n mod 3 = 0\n', 'claims:\n  - { name: c, bogus: 1 }\n'), 'ZM1004');
    expect(claim.message).toBe('esta afirmação não tem `holds`');
    expect(claim.hint).toBe('holds: <a afirmação>');
    expect(loadedPt(TAKE.replace('conjecture: S = n mod 3 = 0\n', 'claims:\n  - { name: c, bogus: 1 }\n'), 'ZM1003').message).toBe('chave desconhecida `bogus` numa afirmação');
    const strategy = loadedPt(`${TAKE}proof:\n  strategy:\n    - when: n mod 3 = 1\n`, 'ZM1004');
    expect(strategy.message).toBe('este caso da estratégia não tem `move`');
    expect(strategy.hint).toBe('move: { campo: valor } — a posição para onde se joga');
    const empty = loadedPt('', 'ZM1004');
    expect(empty.message).toBe('o ficheiro está vazio');
    expect(empty.hint).toBe('um ficheiro tem um `game:` e o que se afirma sobre ele');
  });
});

describe('Portuguese rows of the shapes the earlier rows missed (indentation, fields, bounds, positions)', () => {
  const T = TAKE;
  const cases: [what: string, text: string, code: string, message: string, hint: string | undefined][] = [
    [
      'a line indented more than the key above',
      'name: t\ngame:\n  state: { n: nat }\n  moves:\n    - for: k ∈ 1..2\n        if: k ≤ n\n      to: { n: n - k }\nconjecture: S = n mod 3 = 0\n',
      'ZM1001',
      'esta linha está mais indentada do que `for` na linha 5, por isso o YAML lê-a como o resto do valor dessa chave, não como a chave `if`',
      'as entradas de um mapa ou lista começam na mesma coluna: indente `if` com 6 espaços, como `for`',
    ],
    [
      'a line that lines up with nothing',
      'name: t\ngame:\n  state: { n: nat }\n  moves:\n    - for: k ∈ 1..2\n     if: k ≤ n\n      to: { n: n - k }\nconjecture: S = n mod 3 = 0\n',
      'ZM1001',
      '`if` está indentado 5 espaços, o que não se alinha com nada acima: o YAML não sabe a que mapa ou lista pertence',
      'as entradas de um mapa ou lista começam na mesma coluna: 6 espaços como `for` (linha 5) ou 4 espaços como `-` (linha 5)',
    ],
    [
      'two keys of one map at different columns',
      'name: t\ngame:\n    state: { n: nat }\n  moves:\n    - { for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }\nconjecture: S = n mod 3 = 0\n',
      'ZM1001',
      '`state` está indentado 4 espaços e `moves`, na linha 4, no mesmo mapa ou lista, 2 espaços: o YAML não sabe qual dos dois está fora do sítio',
      'as entradas de um mapa ou lista começam na mesma coluna: indente `state` com 2 espaços, como `moves`',
    ],
    [
      'a block scalar',
      T.replace('conjecture: S = n mod 3 = 0', 'conjecture:\n  S: |taken| = 0'),
      'ZM1001',
      'o cabeçalho do bloco de texto tem caracteres a mais: |taken|',
      'um valor YAML que começa por | é um bloco de texto: ponha a expressão entre aspas, "|taken| = 0"',
    ],
    [
      'bool[t] of no table',
      T.replace('state: { n: nat }', 'state: { n: nat, d: bool[segs] }').replace('start: { n: 5 }', 'start: { n: 5, d: {} }'),
      'ZM1007',
      'bool[segs]: `segs` não é uma tabela de dados deste ficheiro',
      'escreva bool[k] com um número k, ou defina a tabela: define: { edges: [[0, 1], [1, 2]] }',
    ],
    [
      'an array length that is not a number',
      T.replace('state: { n: nat }', 'state: { n: nat, h: nat[size] }').replace('start: { n: 5 }', 'start: { n: 5, h: [] }'),
      'ZM1007',
      'o comprimento de um campo array tem de ser um número positivo, mas é `size`',
      undefined,
    ],
    [
      'a range for a bool field',
      T.replace('state: { n: nat }', 'state: { n: nat, b: bool }').replace('start: { n: 5 }', 'start: { n: 5, b: false }').replace('bounds: { n: 0..10 }', 'bounds: { n: 0..10, b: 0..1 }'),
      'ZM1014',
      '`b` é um campo do estado bool: só os inteiros recebem um intervalo',
      undefined,
    ],
    ['a bound that is not a range', T.replace('bounds: { n: 0..10 }', 'bounds: { n: 100 }'), 'ZM1014', 'um limite é um intervalo lo..hi, mas é `100`', 'por exemplo n: 0..100'],
    [
      'a parameter with no values',
      T.replace('state: { n: nat }', 'params: { size: nat }\n  state: { n: nat }'),
      'ZM1014',
      'o parâmetro `size` não tem valores a verificar',
      'dê-os em check: params: { size: 1..10 }, ou declare-o como um intervalo (size: 1..10)',
    ],
    [
      'an element outside a set field',
      T.replace('state: { n: nat }', 'state: { n: nat, d: bool[3] }').replace('start: { n: 5 }', 'start: { n: 5, d: {3} }'),
      'ZM1016',
      '3 não é um índice de `d` (0..2)',
      'um campo bool[3] dá-se como o conjunto dos seus índices verdadeiros, por exemplo {} ou {0, 2}',
    ],
    ['an element of a field that is no array', T.replace('to: { n: n - k }', 'to: { n[0]: n - k }'), 'ZM1016', '`n` não é um campo array, por isso `n[0]` não se pode definir', undefined],
    ['a start without a field', T.replace('state: { n: nat }', 'state: { n: nat, j: nat }'), 'ZM1016', '`start` não dá valor a `j`', 'a posição inicial tem de dar todos os campos do estado'],
    ['to: []', T.replace('to: { n: n - k }', 'to: []'), 'ZM1016', '`to: []` não leva a posição nenhuma', 'dê a posição a que a jogada leva; um monte sem nada é por exemplo { n: 0 }'],
    [
      'a move that sets turn',
      'name: t\ngame:\n  players: [A, B]\n  state: { n: nat }\n  moves:\n    - { for: k ∈ 1..2, if: k ≤ n, to: { n: n - k, turn: A } }\nconjecture: S = n mod 3 = 0\ncheck: { bounds: { n: 0..10 } }\n',
      'ZM1016',
      '`turn` passa para o outro jogador depois de cada jogada; uma jogada não o pode definir',
      'retire `turn` desta posição; uma jogada depois da qual o mesmo jogador volta a jogar di-lo com `again: <condição>`',
    ],
    [
      'a table entry that is not a literal',
      T.replace('conjecture:', 'define:\n  adj: [[1, n]]\nconjecture:'),
      'ZM3016',
      'as entradas da tabela de dados `adj` têm de ser inteiros escritos por extenso',
      'uma tabela de dados é constante: calcule com ela nas expressões que a usam',
    ],
    ['%', T.replace('n mod 3 = 0', 'n % 3 = 0'), 'ZM2001', "carácter inesperado '%'", "use 'mod' (euclidiano: -7 mod 5 = 3)"],
    ['^', T.replace('n mod 3 = 0', 'n ^ 3 = 0'), 'ZM2001', "carácter inesperado '^'", "use '⊕' ou 'xor' para a soma-nim; não há operador de potência"],
  ];
  for (const [what, text, code, message, hint] of cases) {
    it(`${code}, ${what}`, () => {
      const d = loadedPt(text, code);
      expect(d.message).toBe(message);
      expect(d.hint).toBe(hint);
    });
  }
});
