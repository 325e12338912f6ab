// Stage: diag. The Portuguese of the expression diagnostics: syntax (ZM2xxx, lang/parser.ts,
// lexer.ts, tokenStream.ts) and names and types (ZM3xxx, lang/typecheck*.ts, checkCall.ts,
// checkName.ts, model/dataTables.ts, expandDataExpr.ts), one row per message shape.

import type { HintRow, MessageRow } from './ptRow.js';

/** A token as the parser names it (lang/tokenStream.ts describe): the end, or the token quoted. */
const token = (t: string): string => (t === 'the end of the expression' ? 'o fim da expressão' : t);
const FOUND = "(the end of the expression|'.*')";

const BINDERS_OF: Record<string, string> = { 'binder list': 'nesta lista de variáveis ligadas', count: 'neste count' };
const ROW_USES = 'index it \\(adj\\[v\\]\\[i\\]\\), measure it \\(len\\(adj\\[v\\]\\), sum, max\\), test membership \\(w ∈ adj\\[v\\]\\) or range over it \\(∀ w ∈ adj\\[v\\]: …\\)';
const ROW_USES_PT = 'indexe-a (adj[v][i]), meça-a (len(adj[v]), sum, max), teste a pertença (w ∈ adj[v]) ou percorra-a (∀ w ∈ adj[v]: …)';
const CLASH: Record<string, string> = { 'a state field': 'um campo do estado', 'a game parameter': 'um parâmetro do jogo', 'a player': 'um jogador' };

/** What expectOp expected (lang/parser.ts), before ", found …". */
const EXPECTED: readonly HintRow[] = [
  [/^expected '\|' to close the size \|…\|$/, () => "esperava-se '|' a fechar o tamanho |…|"],
  [/^expected ':' after the field name '(.+)'$/, (m) => `esperava-se ':' depois do nome de campo '${m[1]}'`],
  [/^expected 'then' after the condition of 'if'$/, () => "esperava-se 'then' depois da condição do 'if'"],
  [/^expected 'else' after the 'then' branch$/, () => "esperava-se 'else' depois do ramo 'then'"],
  [/^expected ':' after the binder of (.+)$/, (m) => `esperava-se ':' depois da variável de ${m[1]}`],
  [/^expected ',' or '>' in the set '<…>'$/, () => "esperava-se ',' ou '>' no conjunto '<…>'"],
  [/^expected a value$/, () => 'esperava-se um valor'],
  [/^expected a field name in the position record$/, () => 'esperava-se um nome de campo no registo da posição'],
  [/^expected '(.)' to close the '(.)'$/, (m) => `esperava-se '${m[1]}' a fechar o '${m[2]}'`],
  [/^expected a binder name after (.+)$/, (m) => `esperava-se o nome de uma variável depois de ${m[1]}`],
  [/^expected '∈' after the binder '(.+)'$/, (m) => `esperava-se '∈' depois da variável '${m[1]}'`],
];
function expected(text: string): string | undefined {
  for (const [shape, pt] of EXPECTED) {
    const m = shape.exec(text);
    if (m) return pt(m);
  }
  return undefined;
}

export const EXPR_MESSAGES: readonly MessageRow[] = [
  // ZM2002, ZM2003, ZM2008: "expected …, found …" (lang/parser.ts, tokenStream.ts)
  [
    /^(ZM2002|ZM2003|ZM2008)$/,
    new RegExp(`^(.+), found ${FOUND}$`),
    (m) => {
      const what = expected(m[1]!);
      return what ? `${what}, mas encontrou-se ${token(m[2]!)}` : m[0];
    },
  ],
  ['ZM2002', /^an angle set needs at least one element, e\.g\. '<0,2>'$/, () => "um conjunto angular precisa de pelo menos um elemento, por exemplo '<0,2>'"],
  ['ZM2003', /^the expression ends too early: expected a value$/, () => 'a expressão acaba cedo demais: esperava-se um valor'],
  // ZM2006: number literals (lang/lexer.ts)
  ['ZM2006', /^expected digits after the decimal point in '(.+)'$/, (m) => `esperavam-se algarismos depois do ponto decimal em '${m[1]}'`],
  ['ZM2006', /^a number cannot be followed directly by a letter: '(.+)'$/, (m) => `um número não pode ser seguido diretamente de uma letra: '${m[1]}'`],
  // ZM2007: operators that do not combine (lang/parser.ts)
  [
    'ZM2007',
    new RegExp(`^${FOUND} cannot follow ('∈'|a comparison) without parentheses$`),
    (m) => `${token(m[1]!)} não pode vir depois de ${m[2] === 'a comparison' ? 'uma comparação' : m[2]} sem parênteses`,
  ],
  ['ZM2007', /^a range has two bounds: 'a\.\.b\.\.c' is not allowed$/, () => "um intervalo tem dois limites: 'a..b..c' não é permitido"],
  ['ZM2007', /^'(.+)' cannot appear inside an operand without parentheses$/, (m) => `'${m[1]}' não pode aparecer dentro de um operando sem parênteses`],
  // ZM2008: binders
  ['ZM2008', /^a binder ranges over its domain: write '(.+) ∈ …', not '∉'$/, (m) => `uma variável ligada percorre o seu domínio: escreva '${m[1]} ∈ …', não '∉'`],
  // ZM2010: nesting (lang/parser.ts)
  [
    'ZM2010',
    /^expression nested too deeply: more than (\d+) levels of parentheses, brackets, if-then-else or prefix operators$/,
    (m) => `expressão aninhada fundo demais: mais de ${m[1]} níveis de parênteses, parênteses retos, if-then-else ou operadores prefixos`,
  ],
  [
    'ZM2010',
    /^expression nested too deeply: more than (\d+) levels of operators \(a chain a \+ b \+ … counts one level per operator\)$/,
    (m) => `expressão aninhada fundo demais: mais de ${m[1]} níveis de operadores (uma cadeia a + b + … conta um nível por operador)`,
  ],
  // ZM3004, ZM3008: functions and position records (lang/checkCall.ts)
  ['ZM3004', /^unknown function '(.+)'$/, (m) => `função desconhecida '${m[1]}'`],
  ['ZM3008', /^field '(.+)' is given twice in this position$/, (m) => `o campo '${m[1]}' é dado duas vezes nesta posição`],
  ['ZM3008', /^unknown field '(.+)' in a position$/, (m) => `campo desconhecido '${m[1]}' numa posição`],
  ['ZM3008', /^this position does not give (.+)$/, (m) => `esta posição não dá ${m[1]}`],
  // ZM3009, ZM3010, ZM3011, ZM3012 (lang/typecheck.ts, typecheckDefinitions.ts)
  ['ZM3009', /^cannot infer the type of the recursive definition '(.+)'$/, (m) => `não é possível inferir o tipo da definição recursiva '${m[1]}'`],
  ['ZM3010', /^'(.+)' is bound twice in this (.+)$/, (m) => `'${m[1]}' está ligada duas vezes ${BINDERS_OF[m[2]!] ?? `neste ${m[2]}`}`],
  ['ZM3011', /^'an index' needs integers, found (.+)$/, (m) => `um índice tem de ser inteiro, mas é ${m[1]}`],
  ['ZM3011', /^'(.+)' needs (numbers|integers), found (.+)$/, (m) => `'${m[1]}' precisa de ${m[2] === 'numbers' ? 'números' : 'inteiros'}, mas é ${m[3]}`],
  ['ZM3011', /^cannot compare (.+) ([<>≤≥]) (.+)$/, (m) => `não é possível comparar ${m[1]} ${m[2]} ${m[3]}`],
  ['ZM3002', /^cannot compare (.+) ([=≠]) (.+)$/, (m) => `não é possível comparar ${m[1]} ${m[2]} ${m[3]}`],
  ['ZM3011', /^only arrays can be indexed, found (.+)$/, (m) => `só os arrays se podem indexar, mas é ${m[1]}`],
  ['ZM3012', /^index (-?\d+) is outside the array \(indices 0\.\.(-?\d+)\)$/, (m) => `o índice ${m[1]} está fora do array (índices 0..${m[2]})`],
  // ZM3013: names and functions (lang/checkCall.ts, checkName.ts)
  ['ZM3013', /^'(.+)' is not a function$/, (m) => `'${m[1]}' não é uma função`],
  ['ZM3013', /^'(.+)' is a definition with (\d+) parameter\(s\): call it as (.+)$/, (m) => `'${m[1]}' é uma definição com ${m[2]} ${m[2] === '1' ? 'parâmetro' : 'parâmetros'}: chame-a como ${m[3]}`],
  ['ZM3013', /^'(.+)' is a function: call it as (.+)$/, (m) => `'${m[1]}' é uma função: chame-a como ${m[2]}`],
  // ZM3014: definitions (lang/typecheckDefinitions.ts, model/dataTables.ts, computedTables.ts)
  [
    'ZM3014',
    /^'(.+)' is already taken \(a field, parameter, player, definition or reserved word\)$/,
    (m) => `'${m[1]}' já está ocupado (um campo, parâmetro, jogador, definição ou palavra reservada)`,
  ],
  ['ZM3014', /^'(.+)' is defined twice$/, (m) => `'${m[1]}' está definido duas vezes`],
  ['ZM3014', /^'(.+)' is a built-in function and cannot be redefined$/, (m) => `'${m[1]}' é uma função pré-definida e não pode ser redefinida`],
  ['ZM3014', /^'(.+)' is reserved$/, (m) => `'${m[1]}' é reservado`],
  ['ZM3014', /^'(.+)' is already (a state field|a game parameter|a player)$/, (m) => `'${m[1]}' já é ${CLASH[m[2]!]}`],
  ['ZM3014', /^'(.+)' names a parameter twice$/, (m) => `'${m[1]}' indica um parâmetro duas vezes`],
  // ZM3017, ZM3018: data tables (model/expandDataExpr.ts, dataTables.ts)
  ['ZM3017', /^(`[^`]+`) is a data table, not a value$/, (m) => `${m[1]} é uma tabela de dados, não um valor`],
  ['ZM3017', /^a row of the data table (`[^`]+`) is not a value here$/, (m) => `uma linha da tabela de dados ${m[1]} não é aqui um valor`],
  ['ZM3017', /^in count, a binder that ranges over a row of a data table must come first$/, () => 'em count, uma variável que percorre uma linha de uma tabela de dados tem de vir primeiro'],
  ['ZM3017', /^count ranges over at most one row of a data table$/, () => 'count percorre no máximo uma linha de uma tabela de dados'],
  ['ZM3017', /^(\w+)\((.+)\) is not defined: (`[^`]+`) is a data table$/, (m) => `${m[1]}(${m[2]}) não está definido: ${m[3]} é uma tabela de dados`],
  ['ZM3017', /^the domain of '(.+)' uses '(.+)', which ranges over a row of a data table$/, (m) => `o domínio de '${m[1]}' usa '${m[2]}', que percorre uma linha de uma tabela de dados`],
  ['ZM3018', /^row (-?\d+) is outside the data table (`[^`]+`) \(rows 0\.\.(-?\d+)\)$/, (m) => `a linha ${m[1]} está fora da tabela de dados ${m[2]} (linhas 0..${m[3]})`],
  [
    'ZM3018',
    /^index (-?\d+) is outside the data table: (?:(\S+) has (\d+) entries|no row of (\S+) has (\d+) entries)$/,
    (m) => `o índice ${m[1]} está fora da tabela de dados: ${m[2] ? `${m[2]} tem ${m[3]} entradas` : `nenhuma linha de ${m[4]} tem ${m[5]} entradas`}`,
  ],
];

export const EXPR_HINTS: readonly HintRow[] = [
  [/^write \|s\| for the number of elements of the set s$/, () => 'escreva |s| para o número de elementos do conjunto s'],
  [/^'if c then x else y' always needs an else branch$/, () => "'if c then x else y' precisa sempre de um ramo else"],
  [/^e\.g\. (\S+ i ∈ 0\.\.2: h\[i\] > 0|count\(i ∈ 0\.\.2: h\[i\] = 1\))$/, (m) => `por exemplo ${m[1]}`],
  [/^write the multiplication explicitly, e\.g\. 2 \* n$/, () => 'escreva a multiplicação explicitamente, por exemplo 2 * n'],
  [/^add parentheses, e\.g\. \(x ∈ S\) = b$/, () => 'junte parênteses, por exemplo (x ∈ S) = b'],
  [/^write \((.+) …\)$/, (m) => `escreva (${m[1]} …)`],
  [/^binders are bounded: (.+) ∈ 0\.\.n, (.+) ∈ \{1, 4\} or (.+) ∈ h$/, (m) => `as variáveis ligadas são limitadas: ${m[1]} ∈ 0..n, ${m[2]} ∈ {1, 4} ou ${m[3]} ∈ h`],
  [/^split it into definitions \(define:\)$/, () => 'divida-a em definições (define:)'],
  [/^the fields are (.+)$/, (m) => `os campos são ${m[1]}`],
  [/^a position names every state field(?:, including turn \((.+) or (.+)\))?$/, (m) => `uma posição indica todos os campos do estado${m[1] ? `, incluindo turn (${m[1]} ou ${m[2]})` : ''}`],
  [/^give a base case that does not call the definition, e\.g\. if n = 0 then 0 else …$/, () => 'dê um caso de base que não chame a definição, por exemplo if n = 0 then 0 else …'],
  [/^to read an element of an array write (.+)$/, (m) => `para ler um elemento de um array escreva ${m[1]}`],
  [/^choose another name for the data table$/, () => 'escolha outro nome para a tabela de dados'],
  [/^choose another name$/, () => 'escolha outro nome'],
  [new RegExp(`^use one of its rows: ${ROW_USES}; len\\((.+)\\) is the number of rows$`), (m) => `use uma das suas linhas: ${ROW_USES_PT}; len(${m[1]}) é o número de linhas`],
  [new RegExp(`^${ROW_USES}$`), () => ROW_USES_PT],
  [/^write count\(w ∈ adj\[v\], …: …\) with the row binder first, or count inside a ∀\/∃$/, () => 'escreva count(w ∈ adj[v], …: …) com a variável da linha primeiro, ou conte dentro de um ∀/∃'],
  [/^count inside a ∀\/∃, or combine the rows in a condition$/, () => 'conte dentro de um ∀/∃, ou combine as linhas numa condição'],
  [/^apply (\w+) to a row: (.+)$/, (m) => `aplique ${m[1]} a uma linha: ${m[2]}`],
  [
    /^give '(.+)' a range a\.\.b \(read only where '(.+)' is in the row\), or move the condition into `if:`$/,
    (m) => `dê a '${m[1]}' um intervalo a..b (lido só onde '${m[2]}' está na linha), ou passe a condição para \`if:\``,
  ],
  [/^the indices of a row r are 0\.\.len\((.+)\[r\]\) - 1$/, (m) => `os índices de uma linha r são 0..len(${m[1]}[r]) - 1`],
];
