// Stage: diag. The Portuguese of the loader's diagnostics (ZM10xx: names, players, families, octal
// codes, conjectures, definitions, YAML, labels, kept turns, check.from), one row per message shape
// raised in model/ (see diag/messagesPt.ts for how rows are used).

import type { HintRow, MessageRow } from './ptRow.js';

const NAME_KIND: Record<string, string> = { field: 'campo', parameter: 'parâmetro', player: 'jogador' };
const nameKind = (k: string): string => NAME_KIND[k] ?? k;
const SET_NAME: Record<string, string> = { safe: 'das inatacáveis', fragile: 'das frágeis', neutral: 'das neutras' };
const NODE: Record<string, string> = { 'a map': 'um mapa', 'a list': 'uma lista', nothing: 'nada' };
const node = (n: string): string => NODE[n] ?? n;
const FIXED: Record<string, string> = { state: 'o estado', moves: 'as jogadas', players: 'os jogadores' };
const KEPT = 'a move of this game can keep the turn \\(`again:`\\)';
const KEPT_PT = 'uma jogada deste jogo pode manter a vez (`again:`)';

/** The parts of a file named in words by model/schemaContext.ts (ZM1003, ZM1004). */
const PART_IN: Record<string, string> = { 'a claim': 'numa afirmação', 'a lemma': 'num lema', 'a strategy case': 'num caso da estratégia' };
const THIS_PART: Record<string, string> = { claim: 'esta afirmação', lemma: 'este lema', 'strategy case': 'este caso da estratégia' };

export const LOAD_MESSAGES: readonly MessageRow[] = [
  // indentation the YAML parser cannot place (model/badIndent.ts)
  [
    'ZM1001',
    /^this line is indented more than `(.+)` on line (\d+), so YAML reads it as the rest of that (item|key's value), not as (a list item|the key `.+`)$/,
    (m) =>
      `esta linha está mais indentada do que \`${m[1]}\` na linha ${m[2]}, por isso o YAML lê-a como o resto ${m[3] === 'item' ? 'desse item' : 'do valor dessa chave'}, não como ${m[4] === 'a list item' ? 'um item de lista' : m[4]!.replace(/^the key /, 'a chave ')}`,
  ],
  [
    'ZM1001',
    /^(this line|`.+`) is indented (\d+) spaces?, which lines up with nothing above it: YAML cannot tell which map or list it belongs to$/,
    (m) =>
      `${m[1] === 'this line' ? 'esta linha' : m[1]} está indentad${m[1] === 'this line' ? 'a' : 'o'} ${m[2]} ${m[2] === '1' ? 'espaço' : 'espaços'}, o que não se alinha com nada acima: o YAML não sabe a que mapa ou lista pertence`,
  ],
  [
    'ZM1001',
    /^(`.+`) is indented (\d+) spaces? and (`.+`) on line (\d+), in the same map or list, (\d+) spaces?: YAML cannot tell which one is out of place$/,
    (m) =>
      `${m[1]} está indentado ${m[2]} ${m[2] === '1' ? 'espaço' : 'espaços'} e ${m[3]}, na linha ${m[4]}, no mesmo mapa ou lista, ${m[5]} ${m[5] === '1' ? 'espaço' : 'espaços'}: o YAML não sabe qual dos dois está fora do sítio`,
  ],
  ['ZM1001', /^block scalar header includes extra characters: (.+)$/, (m) => `o cabeçalho do bloco de texto tem caracteres a mais: ${m[1]}`],
  // fields, bounds and positions (model/boolSets.ts, loadFields.ts, loadCheck.ts, loadMoves.ts, loadUpdate.ts)
  ['ZM1007', /^bool\[(.+)\]: (`[^`]+`) is not a data table of this file$/, (m) => `bool[${m[1]}]: ${m[2]} não é uma tabela de dados deste ficheiro`],
  ['ZM1007', /^bool\[(.+)\]: the table (`[^`]+`) has (\d+) rows \((.+) are allowed\)$/, (m) => `bool[${m[1]}]: a tabela ${m[2]} tem ${m[3]} linhas (permitem-se ${m[4]})`],
  ['ZM1007', /^the length of an array field must be a positive number, found (`[^`]+`)$/, (m) => `o comprimento de um campo array tem de ser um número positivo, mas é ${m[1]}`],
  [
    'ZM1014',
    /^(`[^`]+`) is a (bool|real) (state field|field|parameter): only integer ones take a range$/,
    (m) => `${m[1]} é um ${m[3] === 'parameter' ? 'parâmetro' : m[3] === 'field' ? 'campo' : 'campo do estado'} ${m[2]}: só os inteiros recebem um intervalo`,
  ],
  ['ZM1014', /^(`[^`]+`) is a real parameter: it takes one value, not a range$/, (m) => `${m[1]} é um parâmetro real: recebe um valor, não um intervalo`],
  ['ZM1014', /^a bound is a range lo\.\.hi, found (`.+`)$/, (m) => `um limite é um intervalo lo..hi, mas é ${m[1]}`],
  ['ZM1014', /^parameter (`[^`]+`) has no values to check$/, (m) => `o parâmetro ${m[1]} não tem valores a verificar`],
  ['ZM1014', /^(`[^`]+`) is not a (parameter) \(in (`[^`]+`)\)$/, (m) => `${m[1]} não é um parâmetro (em ${m[3]})`],
  ['ZM1016', /^(-?\d+) is not an index of (`[^`]+`) \((.+)\)$/, (m) => `${m[1]} não é um índice de ${m[2]} (${m[3]})`],
  ['ZM1016', /^(`[^`]+`) is not an array field, so (`[^`]+`) cannot be set$/, (m) => `${m[1]} não é um campo array, por isso ${m[2]} não se pode definir`],
  ['ZM1016', /^(`[^`]+`) gives no value for (.+)$/, (m) => `${m[1]} não dá valor a ${m[2]}`],
  ['ZM1016', /^(`[^`]+`) gives whole fields; (`[^`]+`) sets one element$/, (m) => `${m[1]} dá campos inteiros; ${m[2]} define um só elemento`],
  ['ZM1016', /^`to: \[\]` leads to no position at all$/, () => '`to: []` não leva a posição nenhuma'],
  ['ZM1016', /^`turn` passes to the other player after every move; a move cannot set it$/, () => '`turn` passa para o outro jogador depois de cada jogada; uma jogada não o pode definir'],
  ['ZM3016', /^the entries of the data table (`[^`]+`) must be integer literals$/, (m) => `as entradas da tabela de dados ${m[1]} têm de ser inteiros escritos por extenso`],
  // ZM1003, ZM1004 in the parts of a file that model/schemaContext.ts names in words (claims, lemmas, strategy cases)
  ['ZM1003', /^unknown key (`[^`]+`) in (a claim|a lemma|a strategy case)$/, (m) => `chave desconhecida ${m[1]} ${PART_IN[m[2]!]}`],
  ['ZM1004', /^this (claim|lemma|strategy case) has no (`[^`]+`)$/, (m) => `${THIS_PART[m[1]!]} não tem ${m[2]}`],
  ['ZM1004', /^the file is empty$/, () => 'o ficheiro está vazio'],
  // ZM1008: names declared twice or not valid (model/loadFields.ts, loadGame.ts, families/takeSet.ts)
  ['ZM1008', /^(\d+) appears twice in (`[^`]+`)$/, (m) => `${m[1]} aparece duas vezes em ${m[2]}`],
  ['ZM1008', /^(`[^`]+`) is not a valid (field|parameter|player) name$/, (m) => `${m[1]} não é um nome de ${nameKind(m[2]!)} válido`],
  [
    'ZM1008',
    /^(`[^`]+`) cannot be used as a (field|parameter|player) name: (?:(`turn` is the implicit field of partizan games)|(`[^`]+`) is a reserved word of the expression language)$/,
    (m) => `${m[1]} não pode ser usado como nome de ${nameKind(m[2]!)}: ${m[3] ? '`turn` é o campo implícito dos jogos partidários' : `${m[4]} é uma palavra reservada da linguagem de expressões`}`,
  ],
  ['ZM1008', /^the two players have the same name (`[^`]+`)$/, (m) => `os dois jogadores têm o mesmo nome ${m[1]}`],
  ['ZM1008', /^(`[^`]+`) is both a parameter and a state field$/, (m) => `${m[1]} é ao mesmo tempo um parâmetro e um campo do estado`],
  ['ZM1008', /^(`[^`]+`) is both a player and a field or parameter$/, (m) => `${m[1]} é ao mesmo tempo um jogador e um campo ou parâmetro`],
  // ZM1009: by: and the players (model/loadMoves.ts)
  ['ZM1009', /^`by:` in an impartial game: both players have the same moves$/, () => '`by:` num jogo imparcial: os dois jogadores têm as mesmas jogadas'],
  ['ZM1009', /^(`[^`]*`) is not a player$/, (m) => `${m[1]} não é um jogador`],
  // ZM1010: game families (model/families/*.ts, loadGame.ts)
  ['ZM1010', /^`nim` expects \{ heaps: k \} or \{ heaps: k, take: \[ … \] \}$/, () => '`nim` espera { heaps: k } ou { heaps: k, take: [ … ] }'],
  ['ZM1010', /^nim needs at least one heap$/, () => 'o nim precisa de pelo menos um monte'],
  ['ZM1010', /^partizan subtraction names two players, found (\d+)$/, (m) => `a subtração partidária indica dois jogadores, mas tem ${m[1]}`],
  ['ZM1010', /^(`[^`]+`) is empty: the game would have no moves$/, (m) => `${m[1]} está vazio: o jogo não teria jogadas`],
  ['ZM1010', /^a game has one family, found (`[^`]+`) and (`[^`]+`)$/, (m) => `um jogo tem uma só família, mas tem ${m[1]} e ${m[2]}`],
  // ZM1011: octal codes (model/families/octal.ts)
  ['ZM1011', /^an octal code is a string such as "0\.77" \(Kayles\) or "0\.07" \(Dawson's Kayles\)$/, () => 'um código octal é um texto como "0.77" (Kayles) ou "0.07" (Kayles de Dawson)'],
  ['ZM1011', /^(`[^`]+`) is not an octal code: it has no point$/, (m) => `${m[1]} não é um código octal: não tem ponto`],
  ['ZM1011', /^an octal code has one point$/, () => 'um código octal tem um só ponto'],
  ['ZM1011', /^(`[^`]+`) is not an octal digit \(0–7\)$/, (m) => `${m[1]} não é um algarismo octal (0–7)`],
  ['ZM1011', /^unexpected (`[^`]+`) in an octal code$/, (m) => `${m[1]} inesperado num código octal`],
  ['ZM1011', /^an octal code has a single digit before the point$/, () => 'um código octal tem um só algarismo antes do ponto'],
  ['ZM1011', /^the digit before the point can only be 0 or 4, found (.+)$/, (m) => `o algarismo antes do ponto só pode ser 0 ou 4, mas é ${m[1]}`],
  ['ZM1011', /^every digit of this octal code is 0: the game has no moves$/, () => 'todos os algarismos deste código octal são 0: o jogo não tem jogadas'],
  // ZM1013: the conjecture (model/loadConjecture.ts, typecheckSpec.ts)
  [
    'ZM1013',
    /^the (\w+) set is given twice: (`[^`]+`) and (`[^`]+`) name the same set$/,
    (m) => `o conjunto ${SET_NAME[m[1]!] ?? m[1]} é dado duas vezes: ${m[2]} e ${m[3]} designam o mesmo conjunto`,
  ],
  ['ZM1013', /^(`[^`]+`) is not a set of positions \(S, F, N or grundy\)$/, (m) => `${m[1]} não é um conjunto de posições (S, F, N ou grundy)`],
  ['ZM1013', /^a one-line conjecture names its set: `S = …`$/, () => 'uma conjectura numa linha indica o seu conjunto: `S = …`'],
  ['ZM1013', /^the conjecture is empty$/, () => 'a conjectura está vazia'],
  ['ZM1013', /^a conjecture is a map or a one-line string, found (.+)$/, (m) => `uma conjectura é um mapa ou um texto numa linha, mas é ${node(m[1]!)}`],
  [
    'ZM1013',
    /^Grundy values are defined for impartial games only; this game names its players$/,
    () => 'os valores de Grundy só estão definidos para jogos imparciais; este jogo indica os seus jogadores',
  ],
  // ZM1017, ZM1018, ZM1019, ZM1020 (model/loadMoves.ts, loadDefines.ts, loadGame.ts, schemaContext.ts)
  ['ZM1017', /^a move of a partizan game cannot lead to a sum of positions$/, () => 'uma jogada de um jogo partidário não pode levar a uma soma de posições'],
  [
    'ZM1018',
    /^(`[^`]*`) is not a definition head(?:(: a parameter is missing)|: (`[^`]*`) is not a name)?$/,
    (m) => `${m[1]} não é uma cabeça de definição${m[2] ? ': falta um parâmetro' : m[3] ? `: ${m[3]} não é um nome` : ''}`,
  ],
  ['ZM1019', /^(`[^`]+`) fixes the (state|moves|players): remove (`[^`]+`)$/, (m) => `${m[1]} fixa ${FIXED[m[2]!]}: retire ${m[3]}`],
  ['ZM1020', /^the amounts in (`[^`]+`) must be positive integers$/, (m) => `as quantidades em ${m[1]} têm de ser inteiros positivos`],
  ['ZM1020', /^(`[^`]+`) must be a non-negative integer, found (.+)$/, (m) => `${m[1]} tem de ser um inteiro não negativo, mas é ${node(m[2]!)}`],
  // ZM1022: YAML features (model/yamlTree.ts)
  [
    'ZM1022',
    /^(`[^`]+`) at the start of a value is a YAML tag, not a negation: YAML drops it from the value$/,
    (m) => `${m[1]} no início de um valor é uma etiqueta (tag) YAML, não uma negação: o YAML retira-a do valor`,
  ],
  ['ZM1022', /^a key must be a plain name, not a map, a list or nothing$/, () => 'uma chave tem de ser um nome simples, não um mapa, uma lista ou nada'],
  ['ZM1022', /^unsupported YAML node$/, () => 'nó YAML não suportado'],
  ['ZM1022', /^unresolved tag: (.+)$/, (m) => `etiqueta (tag) não resolvida: ${m[1]}`],
  // ZM1024: arrays too long (model/loadFields.ts, families/nim.ts)
  [
    'ZM1024',
    /^(this array|this nim game \(state h: nat\[\d+\]\)) has (\d+) elements; at most (\d+) are supported \(every element is a separate slot of the state, and no bounded check or proof can handle more\)$/,
    (m) =>
      `${m[1] === 'this array' ? 'este array' : m[1]!.replace('this nim game (state', 'este jogo de nim (estado')} tem ${m[2]} elementos; aceitam-se no máximo ${m[3]} (cada elemento é uma posição à parte do estado, e nenhuma verificação limitada nem prova consegue mais)`,
  ],
  // ZM1030: name and title (model/loadSpec.ts, loadClaims.ts)
  ['ZM1030', /^(`[^`]+`) is (\d+) characters long; at most (\d+) are allowed$/, (m) => `${m[1]} tem ${m[2]} caracteres; são permitidos no máximo ${m[3]}`],
  [
    'ZM1030',
    /^(`[^`]+`|a claim's `name`) contains the control character (U\+[0-9A-F]{4,})$/,
    (m) => `${m[1] === "a claim's `name`" ? 'o `name` de uma afirmação' : m[1]} contém o carácter de controlo ${m[2]}`,
  ],
  // ZM1031 (model/loadSpec.ts)
  ['ZM1031', /^the YAML nests more than (\d+) levels deep here$/, (m) => `o YAML tem aqui mais de ${m[1]} níveis de aninhamento`],
  // ZM1040: Grundy values and sums where a move keeps the turn (model/checkKeptMoves.ts)
  ['ZM1040', new RegExp(`^Grundy values are not defined for this game: ${KEPT}$`), () => `os valores de Grundy não estão definidos para este jogo: ${KEPT_PT}`],
  ['ZM1040', new RegExp(`^\`grundy\\(…\\)\` has no value in this game: ${KEPT}$`), () => `\`grundy(…)\` não tem valor neste jogo: ${KEPT_PT}`],
  [
    'ZM1040',
    new RegExp(`^this move leads to a sum of positions, and ${KEPT}: a sum would let the same player move twice in a row, so its value is not given by its components$`),
    () => `esta jogada leva a uma soma de posições, e ${KEPT_PT}: uma soma deixaria o mesmo jogador jogar duas vezes seguidas, por isso o seu valor não é dado pelas componentes`,
  ],
  // ZM1041: check.from: start where it does not apply (model/checkFrom.ts)
  ['ZM1041', /^`check\.from: start` needs a start position, and the game has none$/, () => '`check.from: start` precisa de uma posição inicial, e o jogo não tem nenhuma'],
  [
    'ZM1041',
    /^`check\.from: start` solves outcomes only; a Grundy conjecture needs the Grundy values of the whole region$/,
    () => '`check.from: start` só resolve os resultados; uma conjectura de Grundy precisa dos valores de Grundy de toda a região',
  ],
  [
    'ZM1041',
    /^`check\.from: start` does not apply to moves that lead to sums of positions \(their outcomes come from Grundy values of the whole region\)$/,
    () => '`check.from: start` não se aplica a jogadas que levam a somas de posições (os seus resultados vêm dos valores de Grundy de toda a região)',
  ],
  ['ZM1041', /^`check\.from: start` solves outcomes only; a claim asks for grundy\(…\)$/, () => '`check.from: start` só resolve os resultados; uma afirmação pede grundy(…)'],
];

export const LOAD_HINTS: readonly HintRow[] = [
  [
    /^the entries of one map or list start in the same column: indent (`.+`) by (\d+) spaces?, like (`.+`)$/,
    (m) => `as entradas de um mapa ou lista começam na mesma coluna: indente ${m[1]} com ${m[2]} ${m[2] === '1' ? 'espaço' : 'espaços'}, como ${m[3]}`,
  ],
  [
    /^the entries of one map or list start in the same column: (.+)$/,
    (m) =>
      `as entradas de um mapa ou lista começam na mesma coluna: ${m[1]!.replace(/(\d+) spaces? like (`[^`]+`) \(line (\d+)\)/g, (_, n: string, l: string, line: string) => `${n} ${n === '1' ? 'espaço' : 'espaços'} como ${l} (linha ${line})`).replace(/\) or (\d)/g, ') ou $1')}`,
  ],
  [/^write bool\[k\] with a number k, or define the table: (define: .+)$/, (m) => `escreva bool[k] com um número k, ou defina a tabela: ${m[1]}`],
  [/^e\.g\. (\S+: [\d.]+(?:\.\.\d+)?)$/, (m) => `por exemplo ${m[1]}`],
  [/^the (state field|parameter)s are: (.+)$/, (m) => `os ${m[1] === 'parameter' ? 'parâmetros' : 'campos do estado'} são: ${m[2]!.replace('(none)', '(nenhum)')}`],
  [/^a field type is nat \| int \| bool \| real \| a\.\.b, or an array such as nat\[3\]$/, () => 'o tipo de um campo é nat | int | bool | real | a..b, ou um array como nat[3]'],
  [/^give it one exact value in check: (params: \{ .+ \}) \(a decimal, or a fraction such as 1\/3\)$/, (m) => `dê-lhe um valor exato em check: ${m[1]} (um decimal, ou uma fração como 1/3)`],
  [/^give them in check: (params: \{ .+ \}), or declare it as a range \((.+)\)$/, (m) => `dê-os em check: ${m[1]}, ou declare-o como um intervalo (${m[2]})`],
  [
    /^a bool\[(\d+)\] field is given as the set of its indices that are true, e\.g\. (.+) or (.+)$/,
    (m) => `um campo bool[${m[1]}] dá-se como o conjunto dos seus índices verdadeiros, por exemplo ${m[2]} ou ${m[3]}`,
  ],
  [/^the start position must give every state field$/, () => 'a posição inicial tem de dar todos os campos do estado'],
  [/^write the whole array, e\.g\. (.+)$/, (m) => `escreva o array inteiro, por exemplo ${m[1]}`],
  [/^give the position the move leads to; a heap with nothing left is e\.g\. (.+)$/, (m) => `dê a posição a que a jogada leva; um monte sem nada é por exemplo ${m[1]}`],
  [
    /^remove `turn` from this position; a move after which the same player moves again says so with `again: <condition>`$/,
    () => 'retire `turn` desta posição; uma jogada depois da qual o mesmo jogador volta a jogar di-lo com `again: <condição>`',
  ],
  [/^write one entry per move schema, each starting with `- `$/, () => 'escreva uma entrada por esquema de jogada, cada uma a começar por `- `'],
  [/^a data table is constant: compute with it in the expressions that use it$/, () => 'uma tabela de dados é constante: calcule com ela nas expressões que a usam'],
  // unexpected characters (lang/lexer.ts)
  [/^use 'mod' \(Euclidean: -7 mod 5 = 3\)$/, () => "use 'mod' (euclidiano: -7 mod 5 = 3)"],
  [/^use '⊕' or 'xor' for the nim-sum; there is no power operator$/, () => "use '⊕' ou 'xor' para a soma-nim; não há operador de potência"],
  [/^write 'a mod m = b mod m'$/, () => "escreva 'a mod m = b mod m'"],
  [/^move it under claims: - holds: …$/, () => 'passe-o para claims: - holds: …'],
  // the hints of the required keys (model/schemaContext.ts requireKey callers)
  [/^a file holds a `game:` and what is claimed about it$/, () => 'um ficheiro tem um `game:` e o que se afirma sobre ele'],
  [/^holds: <the statement>$/, () => 'holds: <a afirmação>'],
  [/^name: a word naming the lemma, e\.g\. (name: \S+)$/, (m) => `name: uma palavra que dê nome ao lema, por exemplo ${m[1]}`],
  [/^holds: a condition over the state, e\.g\. (holds: .+)$/, (m) => `holds: uma condição sobre o estado, por exemplo ${m[1]}`],
  [/^move: \{ field: value \} — the position to move to$/, () => 'move: { campo: valor } — a posição para onde se joga'],
  [/^e\.g\. (nim: \{ heaps: \d+ \})$/, (m) => `por exemplo ${m[1]}`],
  [/^every file describes one game under `game:`$/, () => 'cada ficheiro descreve um jogo em `game:`'],
  [/^say where the move leads, e\.g\. (to: \{ .+ \})$/, (m) => `diga para onde leva a jogada, por exemplo ${m[1]}`],
  [/^list the move schemas under moves:, or use a family$/, () => 'liste os esquemas de jogadas em moves:, ou use uma família'],
  [/^e\.g\. (state: \{ n: nat \}), or a family such as (subtraction: \[1, 4\])$/, (m) => `por exemplo ${m[1]}, ou uma família como ${m[2]}`],
  [/^a name is a letter followed by letters, digits or _$/, () => 'um nome é uma letra seguida de letras, algarismos ou _'],
  [
    /^declare the players \(players: \[A, B\]\) to give each player its own moves, or remove `by:`$/,
    () => 'declare os jogadores (players: [A, B]) para dar a cada um as suas jogadas, ou retire `by:`',
  ],
  [/^the players are (.+) and (.+)$/, (m) => `os jogadores são ${m[1]} e ${m[2]}`],
  [/^e\.g\. subtraction: \{ A: \[1, 4\], B: \[2, 3\] \}$/, () => 'por exemplo subtraction: { A: [1, 4], B: [2, 3] }'],
  [/^e\.g\. "0\.77" \(Kayles\) or "0\.07" \(Dawson's Kayles\)$/, () => 'por exemplo "0.77" (Kayles) ou "0.07" (Kayles de Dawson)'],
  [/^e\.g\. "0\.77"$/, () => 'por exemplo "0.77"'],
  [/^e\.g\. "0\.77" or "4\.0"$/, () => 'por exemplo "0.77" ou "4.0"'],
  [/^each digit is a sum of 1 \(take all\), 2 \(leave one heap\), 4 \(split in two\)$/, () => 'cada algarismo é uma soma de 1 (tirar tudo), 2 (deixar um monte), 4 (dividir em dois)'],
  [/^d0 splits a heap into two without removing anything \(4\); nothing else is possible with 0 tokens$/, () => 'd0 divide um monte em dois sem retirar nada (4); com 0 fichas nada mais é possível'],
  [
    /^write e\.g\. `conjecture: S = n mod 5 ∈ <0,2>`, or a map \{ S: …, F: … \} or \{ grundy: … \}$/,
    () => 'escreva por exemplo `conjecture: S = n mod 5 ∈ <0,2>`, ou um mapa { S: …, F: … } ou { grundy: … }',
  ],
  [/^characterise the positions with S\/F\/N instead \(the player to move is the field `turn`\)$/, () => 'caracterize antes as posições com S/F/N (o jogador que joga é o campo `turn`)'],
  [/^sums of independent positions \(Sprague–Grundy\) are for impartial games only$/, () => 'as somas de posições independentes (Sprague–Grundy) são só para jogos imparciais'],
  [/^write `name: expression` or `name\(x, y\): expression`$/, () => 'escreva `nome: expressão` ou `nome(x, y): expressão`'],
  [
    /^a family combines with params, start, end and play; write the general rules instead to change the rest$/,
    () => 'uma família combina-se com params, start, end e play; para mudar o resto, escreva antes as regras gerais',
  ],
  [/^write ¬ or 'not', or put the whole expression in quotes: "!\(n = 0\)"$/, () => 'escreva ¬ ou \'not\', ou ponha a expressão toda entre aspas: "!(n = 0)"'],
  [/^use fewer heaps$/, () => 'use menos montes'],
  [/^use a shorter array, e\.g\. (.+)$/, (m) => `use um array mais curto, por exemplo ${m[1]}`],
  [/^keep the name short; put the explanation in a YAML comment$/, () => 'mantenha o nome curto; ponha a explicação num comentário YAML'],
  [/^a name is one line of printable text$/, () => 'um nome é uma linha de texto imprimível'],
  [
    /^a game file needs a few levels; write deep structures \(long lists of moves, definitions\) flat$/,
    () => 'um ficheiro de jogo precisa de poucos níveis; escreva as estruturas fundas (listas longas de jogadas, definições) de forma plana',
  ],
  [
    /^characterise the positions with S\/F\/N instead \(Theorem 4\.1 with kept moves applies\)$/,
    () => 'caracterize antes as posições com S/F/N (aplica-se o teorema 4.1 com jogadas que mantêm a vez)',
  ],
  [/^ask safe\(…\), fragile\(…\), neutral\(…\) or outcome\(…\) instead$/, () => 'pergunte antes safe(…), fragile(…), neutral(…) ou outcome(…)'],
  [/^write the whole position as one state \(a field per component\), or remove `again:`$/, () => 'escreva a posição toda como um só estado (um campo por componente), ou retire `again:`'],
  [/^give one in the game, e\.g\. start: \{ n: 2008 \}, or remove check\.from$/, () => 'dê uma no jogo, por exemplo start: { n: 2008 }, ou retire check.from'],
  [/^remove check\.from to solve the whole region \(check\.bounds\)$/, () => 'retire check.from para resolver toda a região (check.bounds)'],
];
