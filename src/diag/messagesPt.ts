// Stage: diag. The prose of the diagnostics in Portuguese: one row per message shape of a code (its
// names, positions and values are kept as they are; codes and spans never change). A message with no
// row keeps its English text. Input: a Diagnostic. Output: the same diagnostic, message and hint in
// Portuguese where a row matches.

import type { Diagnostic } from './diagnostic.js';
import { INTERNAL_ERROR } from './internalError.js';
import { CLI_HINTS, CLI_MESSAGES } from './messagesPtCli.js';
import { EVAL_MESSAGES } from './messagesPtEval.js';
import { EXPR_HINTS, EXPR_MESSAGES } from './messagesPtExpr.js';
import { GAME_HINTS, GAME_MESSAGES, MEMORY_MESSAGES } from './messagesPtGame.js';
import { LOAD_HINTS, LOAD_MESSAGES } from './messagesPtLoad.js';

type Row = readonly [code: string | RegExp, shape: RegExp, pt: (m: RegExpExecArray) => string];

const KIND: Record<string, string> = { list: 'uma lista', map: 'um mapa', 'map (key: value)': 'um mapa (chave: valor)', scalar: 'um valor simples' };
const kind = (k: string): string => KIND[k] ?? k;
const where = (w: string): string => (w === 'the file' ? 'no ficheiro' : w === 'a move' ? 'numa jogada' : `em ${w}`);
const SETS: Record<string, string> = { 'the safe set (S)': 'o conjunto das inatacáveis (S)', 'the fragile set (F)': 'o conjunto das frágeis (F)', 'the neutral set (N)': 'o conjunto das neutras (N)' };

/** What the reachable-set solver was about to allocate (solve/reachableBudget.ts, its callers). */
const CHARGED: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [/^(\d+) positions of the box$/, (m) => `${m[1]} posições da caixa`],
  [/^the list of reached positions$/, () => 'a lista das posições atingidas'],
  [/^room for more than the (\d+) positions reached so far$/, (m) => `espaço para mais do que as ${m[1]} posições atingidas até aqui`],
  [/^the (\d+) reached positions in index order$/, (m) => `as ${m[1]} posições atingidas por ordem de índice`],
  [/^the move graph of (\d+) reached positions$/, (m) => `o grafo das jogadas de ${m[1]} posições atingidas`],
  [/^the (\d+) moves between (\d+) reached positions$/, (m) => `as ${m[1]} jogadas entre ${m[2]} posições atingidas`],
];
const charged = (what: string): string => translate(CHARGED, what);

/** What a `view:` key needs (model/loadView.ts). */
const VIEW_NEEDS: Record<string, string> = {
  'an array field (bool[seg] or 0..k[m])': 'um campo que seja um array (bool[seg] ou 0..k[m])',
  'an array field (bool[k], nat[k] or a..b[k])': 'um campo que seja um array (bool[k], nat[k] ou a..b[k])',
  'an integer field (nat, int, a..b) or an array of them': 'um campo inteiro (nat, int, a..b) ou um array deles',
};

const SET_KIND: Record<string, string> = { 'a range a..b': 'um intervalo a..b', "an angle set '<…>'": "um conjunto '<…>'", 'a set {…}': 'um conjunto {…}' };

const MESSAGES: readonly Row[] = [
  ...LOAD_MESSAGES,
  ...EXPR_MESSAGES,
  ...GAME_MESSAGES,
  ...MEMORY_MESSAGES,
  ...EVAL_MESSAGES,
  ...CLI_MESSAGES,
  // computed data tables (model/computedTables.ts)
  [
    'ZM3016',
    /^the data table (`[^`]+`) needs more than the (\d+) entries left for it \(counted from its ranges before it is built\): the data tables of a file hold at most (\d+) entries in all \(--max-table-entries\)$/,
    (m) =>
      `a tabela de dados ${m[1]} precisa de mais do que as ${m[2]} entradas que lhe restam (contadas a partir dos seus intervalos antes de ser construída): as tabelas de dados de um ficheiro têm no máximo ${m[3]} entradas ao todo (--max-table-entries)`,
  ],
  ['ZM3016', /^the range of (`[^`]+`) \((\S+)\) has (\d+) values$/, (m) => `o intervalo de ${m[1]} (${m[2]}) tem ${m[3]} valores`],
  [
    'ZM3019',
    /^a comprehension \[… for …\] builds a data table: it can only be the (whole )?value of a `define:` entry(?:, not part of (`[^`]+`))?$/,
    (m) => `uma compreensão [… for …] constrói uma tabela de dados: só pode ser o valor ${m[1] ? 'inteiro ' : ''}de uma entrada de \`define:\`${m[2] ? `, não parte de ${m[2]}` : ''}`,
  ],
  [
    'ZM3024',
    /^(\|s\|, the number of elements of a set,|s ∪ \{…\}, a set with more elements,|s ∖ \{…\}, a set with fewer elements,) needs (a bool\[k\] field|a bool\[k\] field on its left|a set \{…\} on its right)$/,
    (m) =>
      `${m[1]!.startsWith('|') ? '|s|, o número de elementos de um conjunto,' : m[1]!.startsWith('s ∪') ? 's ∪ {…}, um conjunto com mais elementos,' : 's ∖ {…}, um conjunto com menos elementos,'} precisa de ${m[2] === 'a bool[k] field' ? 'um campo bool[k]' : m[2] === 'a bool[k] field on its left' ? 'um campo bool[k] à esquerda' : 'um conjunto {…} à direita'}`,
  ],
  [
    'ZM3025',
    /^(-?\d+) is not an element of (`[^`]+`) \(a bool\[(\d+)\] field: its elements are (\S+)\)$/,
    (m) => `${m[1]} não é um elemento de ${m[2]} (um campo bool[${m[3]}]: os seus elementos são ${m[4]})`,
  ],
  ['ZM3020', /^the binder '(.+)' of this comprehension hides an outer binder$/, (m) => `a variável '${m[1]}' desta compreensão esconde uma variável exterior`],
  [
    'ZM3020',
    /^the binder '(.+)' of this comprehension hides a name of this file \(a field, parameter, player, definition or table\)$/,
    (m) => `a variável '${m[1]}' desta compreensão esconde um nome deste ficheiro (um campo, parâmetro, jogador, definição ou tabela)`,
  ],
  ['ZM3021', /^the data table (`[^`]+`) has no entries$/, (m) => `a tabela de dados ${m[1]} não tem entradas`],
  ['ZM3021', /^the data table (`[^`]+`) has no entries: the range of (`[^`]+`) is empty$/, (m) => `a tabela de dados ${m[1]} não tem entradas: o intervalo de ${m[2]} é vazio`],
  [
    'ZM3021',
    /^the data table (`[^`]+`) has no entries: its condition `if` holds for none of its values$/,
    (m) => `a tabela de dados ${m[1]} não tem entradas: a sua condição \`if\` não se verifica para nenhum dos seus valores`,
  ],
  [
    'ZM3022',
    /^the data table (`[^`]+`) mixes rows \[a, b, …\] and numbers \((\d+) rows?, (\d+) numbers?\)$/,
    (m) => `a tabela de dados ${m[1]} mistura linhas [a, b, …] e números (${m[2]} ${m[2] === '1' ? 'linha' : 'linhas'}, ${m[3]} ${m[3] === '1' ? 'número' : 'números'})`,
  ],
  ['ZM3022', /^the data table (`[^`]+`) would have three dimensions: an entry of a row is a number$/, (m) => `a tabela de dados ${m[1]} teria três dimensões: uma entrada de uma linha é um número`],
  [
    'ZM3023',
    /^the data table (`[^`]+`) is computed once, before the game is solved: it cannot read the state field (`[^`]+`)( \(through the definition `[^`]+`\))?$/,
    (m) =>
      `a tabela de dados ${m[1]} é calculada uma vez, antes de o jogo ser resolvido: não pode ler o campo do estado ${m[2]}${m[3] ? m[3].replace(' (through the definition ', ' (através da definição ') : ''}`,
  ],
  [
    'ZM3023',
    /^the data table (`[^`]+`) reads the parameter (`[^`]+`)( \(through the definition `[^`]+`\))?, whose values are not integer literals$/,
    (m) => `a tabela de dados ${m[1]} lê o parâmetro ${m[2]}${m[3] ? m[3].replace(' (through the definition ', ' (através da definição ') : ''}, cujos valores não são inteiros literais`,
  ],
  ['ZM3002', /^an entry of the data table (`[^`]+`) must be an integer, found (.+)$/, (m) => `uma entrada da tabela de dados ${m[1]} tem de ser um inteiro, mas é ${m[2]}`],
  ['ZM3002', /^the condition `if` of a comprehension must be a condition \(bool\), found (.+)$/, (m) => `a condição \`if\` de uma compreensão tem de ser uma condição (bool), mas é ${m[1]}`],
  ['ZM3002', /^the binder '(.+)' of a data table ranges over integers, found (.+)$/, (m) => `a variável '${m[1]}' de uma tabela de dados percorre inteiros, mas o domínio é ${m[2]}`],
  [
    'ZM3006',
    /^(a range a\.\.b|an angle set '<…>'|a set \{…\}) cannot be compared with (=|≠): a set is not a value here, it can only appear after ∈ \/ ∉ or as the domain of a binder$/,
    (m) => `${SET_KIND[m[1]!]} não se compara com ${m[2]}: um conjunto não é aqui um valor, só pode aparecer depois de ∈ / ∉ ou como domínio de uma variável ligada`,
  ],
  [
    'ZM3006',
    /^(a range a\.\.b|an angle set '<…>'|a set \{…\}) can only appear after ∈ \/ ∉ or as the domain of a binder$/,
    (m) => `${SET_KIND[m[1]!]} só pode aparecer depois de ∈ / ∉ ou como domínio de uma variável ligada`,
  ],
  [
    'ZM1043',
    /^this file asks nothing \(no conjecture, no claims, no check\.from\), so its game is not solved$/,
    () => 'este ficheiro não pergunta nada (nenhuma conjetura, nenhuma afirmação, nenhum check.from), por isso o jogo não é resolvido',
  ],
  // ZM1044, ZM1045: view: (model/loadView.ts)
  ['ZM1044', /^(`[^`]+`) names the field (`[^`]+`), but the state has no such field$/, (m) => `${m[1]} nomeia o campo ${m[2]}, mas o estado não tem esse campo`],
  ['ZM1044', /^(`[^`]+`) needs (.+); (`[^`]+`) is not one$/, (m) => `${m[1]} precisa de ${VIEW_NEEDS[m[2]!] ?? m[2]}; ${m[3]} não é um`],
  [
    'ZM1044',
    /^(`[^`]+`) must be a number or a definition whose value is a number; (?:there is no definition (`[^`]+`)|the definition (`[^`]+`) is not a number|(`[^`]+`) is a parameter, one value per game)$/,
    (m) =>
      `${m[1]} tem de ser um número ou uma definição cujo valor é um número; ${m[2] ? `não há nenhuma definição ${m[2]}` : m[3] ? `a definição ${m[3]} não é um número` : `${m[4]} é um parâmetro, com um valor por jogo`}`,
  ],
  ['ZM1044', /^`view\.segments` names the data table (`[^`]+`), but `define:` has no such table$/, (m) => `\`view.segments\` nomeia a tabela de dados ${m[1]}, mas \`define:\` não tem essa tabela`],
  ['ZM1045', /^the field (`[^`]+`) has (\d+) elements but the table (`[^`]+`) has (\d+) segments$/, (m) => `o campo ${m[1]} tem ${m[2]} elementos, mas a tabela ${m[3]} tem ${m[4]} segmentos`],
  [
    'ZM1045',
    /^the field (`[^`]+`) has (\d+) elements, which is not a whole number of rows of (\d+)$/,
    (m) => `o campo ${m[1]} tem ${m[2]} elementos, que não são um número inteiro de linhas de ${m[3]}`,
  ],
  ['ZM1045', /^`view\.of` lists no heap$/, () => '`view.of` não indica nenhum monte'],
  ['ZM1045', /^(`[^`]+`) is (-?\d+); it must lie in 1\.\.(\d+)$/, (m) => `${m[1]} é ${m[2]}; tem de estar em 1..${m[3]}`],
  ['ZM1045', /^row (\d+) of the table (`[^`]+`), (\[.*\]), has (\d+) entries, not 2$/, (m) => `a linha ${m[1]} da tabela ${m[2]}, ${m[3]}, tem ${m[4]} entradas, não 2`],
  ['ZM1045', /^row (\d+) of the table (`[^`]+`), (\[.*\]), names a point outside 0\.\.(\d+)$/, (m) => `a linha ${m[1]} da tabela ${m[2]}, ${m[3]}, nomeia um ponto fora de 0..${m[4]}`],
  ['ZM1015', /^no bound given for (.+): checking (.+)$/, (m) => `nenhum limite dado para ${m[1]!.replace(/, (?=`)/g, ', ')}: verifica-se ${m[2]}`],
  [
    'ZM4002',
    /^the move binder (`[^`]+`) ranges over the reals: its moves cannot be enumerated, so the bounded check is skipped$/,
    (m) => `a variável ${m[1]} da jogada percorre os reais: as suas jogadas não se podem enumerar, por isso não há verificação exaustiva`,
  ],
  [
    'ZM4002',
    /^the field (`[^`]+`) is real: its positions cannot be enumerated, so the bounded check is skipped$/,
    (m) => `o campo ${m[1]} é real: as suas posições não se podem enumerar, por isso não há verificação exaustiva`,
  ],
  ['ZM3001', /^unknown name '(.+)'$/, (m) => `nome desconhecido '${m[1]}'`],
  ['ZM3001', /^'(.+)' is a state field, but there is no current position here$/, (m) => `'${m[1]}' é um campo do estado, mas aqui não há posição atual`],
  ['ZM1003', /^unknown key (`[^`]+`) in (.+)$/, (m) => `chave desconhecida ${m[1]} ${where(m[2]!)}`],
  ['ZM1002', /^duplicate key (`[^`]+`)$/, (m) => `chave repetida ${m[1]}`],
  ['ZM1004', /^the file has no (`[^`]+`)$/, (m) => `o ficheiro não tem ${m[1]}`],
  ['ZM1004', /^this move has no (`[^`]+`)$/, (m) => `esta jogada não tem ${m[1]}`],
  ['ZM1004', /^(`[^`]+`) has no (`[^`]+`)$/, (m) => `${m[1]} não tem ${m[2]}`],
  ['ZM1005', /^(`[^`]+`) must be a (list|map \(key: value\)|map|scalar), found a (list|map|scalar)$/, (m) => `${m[1]} tem de ser ${kind(m[2]!)}, mas é ${kind(m[3]!)}`],
  ['ZM1006', /^(`[^`]+`) must be (.+), found (`[^`]+`)$/, (m) => `${m[1]} tem de ser ${m[2]!.replace(/ \| /g, ' | ')}, mas é ${m[3]}`],
  ['ZM1007', /^unknown type (`[^`]+`)$/, (m) => `tipo desconhecido ${m[1]}`],
  ['ZM1007', /^the range (\S+) of (`[^`]+`) is empty$/, (m) => `o intervalo ${m[1]} de ${m[2]} é vazio`],
  ['ZM1012', /^bad timeout (`[^`]+`)$/, (m) => `tempo limite inválido ${m[1]}`],
  ['ZM1014', /^(`[^`]+`) is not a state field \(in (`[^`]+`)\)$/, (m) => `${m[1]} não é um campo do estado (em ${m[2]})`],
  ['ZM1016', /^(`[^`]+`) is not a state field \(in (`[^`]+`)\)$/, (m) => `${m[1]} não é um campo do estado (em ${m[2]})`],
  ['ZM1014', /^the range (\S+) is empty \((.+)\)$/, (m) => `o intervalo ${m[1]} é vazio (${m[2]})`],
  ['ZM1021', /^(`[^`]+`) is empty: an expression was expected$/, (m) => `${m[1]} está vazio: esperava-se uma expressão`],
  ['ZM1047', /^`by: (.*)` is not a way to prove a lemma$/s, (m) => `\`by: ${m[1]}\` não é uma forma de provar um lema`],
  ['ZM1023', /^the induction measure of the lemma (`[^`]+`) must be an integer, found (\w+)$/, (m) => `a medida de indução do lema ${m[1]} tem de ser um inteiro, mas é ${m[2]}`],
  ['ZM1047', /^two lemmas are named (`[^`]+`)$/, (m) => `dois lemas têm o nome ${m[1]}`],
  ['ZM1047', /^(`[^`]+`) is not a valid lemma name$/, (m) => `${m[1]} não é um nome de lema válido`],
  [
    'ZM1055',
    /^`at:` gives where an induction hypothesis is taken, and this lemma has no `by: induction on m`$/,
    () => '`at:` diz onde se toma uma hipótese de indução, e este lema não tem `by: induction on m`',
  ],
  [
    'ZM1055',
    /^`at:` must be a position or a list of positions, each written as \{ field: value \}$/,
    () => '`at:` tem de ser uma posição ou uma lista de posições, cada uma escrita como { campo: valor }',
  ],
  ['ZM1023', /^the lemma (`[^`]+`) must be a condition \(bool\), found (\w+)$/, (m) => `o lema ${m[1]} tem de ser uma condição (bool), mas é ${m[2]}`],
  ['ZM1023', /^the condition (`[^`]+`) of a move must be a condition \(bool\), found (\w+)$/, (m) => `a condição ${m[1]} de uma jogada tem de ser uma condição (bool), mas é ${m[2]}`],
  ['ZM1023', /^(the (?:safe|fragile|neutral) set \([SFN]\)) must be a condition \(bool\), found (\w+)$/, (m) => `${SETS[m[1]!] ?? m[1]} tem de ser uma condição (bool), mas é ${m[2]}`],
  ['ZM1023', /^the score of a move must be an integer, found (\w+)$/, (m) => `a pontuação de uma jogada tem de ser um inteiro, mas é ${m[1]}`],
  [
    'ZM1046',
    /^Grundy values say nothing about points: a move of this game scores points \(`score:`\)$/,
    () => 'os valores de Grundy não dizem nada sobre pontos: uma jogada deste jogo marca pontos (`score:`)',
  ],
  ['ZM1046', /^`grundy\(…\)` says nothing about points: a move of this game scores points \(`score:`\)$/, () => '`grundy(…)` não diz nada sobre pontos: uma jogada deste jogo marca pontos (`score:`)'],
  [
    'ZM1046',
    /^a move that scores points cannot lead to a sum of positions: the value of a sum of scored games is not given by its components$/,
    () => 'uma jogada que marca pontos não pode levar a uma soma de posições: o valor de uma soma de jogos com pontos não é dado pelas suas componentes',
  ],
  [
    /^(ZM4022|ZM4204)$/,
    /^(claim "[^"]*": )?the value of (.+) is not defined: play from it can reach a cycle of moves, and points are counted only in plays that end$/,
    (m) =>
      `${m[1] ? m[1].replace(/^claim /, 'afirmação ') : ''}o valor de ${m[2]} não está definido: a partir daí o jogo pode chegar a um ciclo de jogadas, e os pontos só contam em partidas que acabam`,
  ],
  ['ZM1001', /^tabs are not allowed as indentation$/, () => 'não se pode indentar com tabulações'],
  ['ZM1001', /^this string is never closed: missing closing (.)$/, (m) => `este texto nunca é fechado: falta o ${m[1]} final`],
  ['ZM1001', /^a file holds one YAML document; a second document starts here$/, () => 'um ficheiro tem um só documento YAML; aqui começa um segundo'],
  ['ZM2001', /^unexpected character '(.+)'$/, (m) => `carácter inesperado '${m[1]}'`],
  ['ZM2009', /^unexpected ('.+') after the end of the expression$/, (m) => `${m[1]} inesperado depois do fim da expressão`],
  ['ZM2005', /^'(.)' is never closed: expected '(.)'$/, (m) => `'${m[1]}' nunca é fechado: esperava-se '${m[2]}'`],
  ['ZM2004', /^'(.+)' sets are only allowed after ∈ or ∉$/, (m) => `os conjuntos '${m[1]}' só são permitidos depois de ∈ ou ∉`],
  ['ZM3002', /^'(.+)' needs a (\w+), found (\w+)$/, (m) => `'${m[1]}' precisa de um ${m[2]}, mas é ${m[3]}`],
  ['ZM3003', /^'(.+)' takes (\d+) arguments?, given (\d+)$/, (m) => `'${m[1]}' recebe ${m[2]} ${m[2] === '1' ? 'argumento' : 'argumentos'}, mas tem ${m[3]}`],
  ['ZM3005', /^unbounded: '(.+)' ranges over infinitely many values$/, (m) => `ilimitado: '${m[1]}' percorre uma infinidade de valores`],
  ['ZM3007', /^'(.+)' asks the solved game and can only be used in claims$/, (m) => `'${m[1]}' consulta o jogo resolvido e só pode ser usado em afirmações (claims)`],
  [
    'ZM4013',
    /^the misère sum game reached from the region's positions up to (.+) has (up to|more than) (\S+) positions \(multisets of components, an upper bound counted before the search\), more than the (\d+) searched at most; refused after (\d+) of them$/,
    (m) =>
      `o jogo de somas misère alcançado a partir das posições da região até ${m[1]} tem ${m[2] === 'up to' ? 'até' : 'mais de'} ${m[3]} posições (multiconjuntos de componentes, um majorante contado antes da procura), mais do que as ${m[4]} procuradas no máximo; recusado depois de ${m[5]} delas`,
  ],
  [
    'ZM4013',
    /^the misère sum game of the region would need about (\S+) positions: the search met (\d+) of the (\d+) counted up to (.+) \((\d+)%\), and (more than )?(\S+) are counted up to (.+); at most (\d+) are searched$/,
    (m) =>
      `o jogo de somas misère da região precisaria de cerca de ${m[1]} posições: a procura encontrou ${m[2]} das ${m[3]} contadas até ${m[4]} (${m[5]}%), e ${m[6] ? 'mais de ' : ''}${m[7]} são contadas até ${m[8]}; procuram-se no máximo ${m[9]}`,
  ],
  ['ZM7001', /^cannot read the file: (.*)$/, (m) => `não é possível ler o ficheiro: ${m[1]}`],
  [
    'ZM7003',
    /^the region of (\d+) positions needs at least (.+) to be solved from the start position \((\d+) bytes per position of the region, plus (.+), before the reached positions\), more than the limit of (.+)$/,
    (m) =>
      `a região de ${m[1]} posições precisa de pelo menos ${m[2]} para ser resolvida a partir da posição inicial (${m[3]} bytes por posição da região, mais ${m[4]}, antes das posições atingidas), mais do que o limite de ${m[5]}`,
  ],
  [
    'ZM7003',
    /^solving from the start position needs more than (.+) \((.+)\), more than the limit of (.+)$/,
    (m) => `resolver a partir da posição inicial precisa de mais de ${m[1]} (${charged(m[2]!)}), mais do que o limite de ${m[3]}`,
  ],
  [
    'ZM7012',
    /^at least 2\^(\d+) positions are reachable from the start \(`(.+)` gains one of its (\d+) elements not in the start at each move, in any order\): stored by key they need at least (.+), more than the limit of (.+)$/,
    (m) =>
      `pelo menos 2^${m[1]} posições são atingíveis a partir da posição inicial (\`${m[2]}\` ganha em cada jogada um dos seus ${m[3]} elementos que não estão na posição inicial, por qualquer ordem): guardadas por chave precisam de pelo menos ${m[4]}, mais do que o limite de ${m[5]}`,
  ],
  [
    'ZM7013',
    /^the value by tiers of (.+) \((\d+) elements, one more at each move\) needs (.+): two tiers of (\d+) sets \(tier (\d+), the largest, one byte a set\), the ranking tables and (.+), more than the limit of (.+)$/,
    (m) =>
      `o valor por camadas de ${m[1]} (${m[2]} elementos, mais um em cada jogada) precisa de ${m[3]}: duas camadas de ${m[4]} conjuntos (a camada ${m[5]}, a maior, um byte por conjunto), as tabelas de ordem e ${m[6]}, mais do que o limite de ${m[7]}`,
  ],
  // the limits of a file's contents (model/loadLimits.ts) and of the stack (diag/stackOverflow.ts)
  [
    'ZM1042',
    /^this file has (\d+) claims; at most (\d+) are checked in one file \(--max-claims\)$/,
    (m) => `este ficheiro tem ${m[1]} afirmações; verificam-se no máximo ${m[2]} num ficheiro (--max-claims)`,
  ],
  [
    'ZM3016',
    /^the data tables of this file hold (\d+) entries; at most (\d+) are supported \(--max-table-entries\)$/,
    (m) => `as tabelas de dados deste ficheiro têm ${m[1]} entradas; aceitam-se no máximo ${m[2]} (--max-table-entries)`,
  ],
  [
    'ZM7004',
    /^the file is too deeply nested or too large (to load|for the bounded check|for the symbolic prover|for the periodicity certificate) \(the JavaScript stack overflowed\)(?:: the definitions (.+) → … form a chain (\d+) deep)?$/,
    (m) =>
      `o ficheiro está aninhado fundo demais ou é grande demais ${STAGE_PT[m[1]!] ?? m[1]} (a pilha do JavaScript transbordou)${m[2] ? `: as definições ${m[2]} → … formam uma cadeia com ${m[3]} de profundidade` : ''}`,
  ],
  // internal errors (ZM9xxx): zermelo caught itself in a bug
  [
    INTERNAL_ERROR,
    /^internal error: (.+) \(in the (bounded check|symbolic prover|periodicity certificate); a bug in zermelo, please report it with this file\)$/,
    (m) => `erro interno: ${m[1]} (${STAGE_PT[`for the ${m[2]}`]!.replace(/^para /, 'n')}; um erro do zermelo, por favor comunique-o com este ficheiro)`,
  ],
  [
    'ZM9011',
    /^internal error: the engines disagree — (a periodicity certificate|the prover) found a counterexample inside the bounded region \((.+)\), but the bounded check determined every position of that region \((.+)\) and found the conjecture holds there$/,
    (m) =>
      `erro interno: os motores discordam — ${m[1] === 'the prover' ? 'o provador' : 'um certificado de periodicidade'} encontrou um contraexemplo dentro da região limitada (${m[2]}), mas a verificação limitada determinou todas as posições dessa região (${m[3]}) e a conjectura vale aí`,
  ],
  [
    'ZM9012',
    /^(.*)internal error: the compiled evaluation finds (.+) (true|false), the reference evaluation (.+) \(a bug in zermelo, please report it with this file\)$/,
    (m) =>
      `${m[1]}erro interno: a avaliação compilada dá ${m[2] === 'the claim' ? 'a afirmação' : m[2]} ${m[3] === 'true' ? 'verdadeira' : 'falsa'}, a avaliação de referência ${m[4]} (um erro do zermelo, por favor comunique-o com este ficheiro)`,
  ],
  // game.symmetry (model/loadSymmetry.ts, game/symmetryGroup.ts, solve/symmetryCheck.ts)
  ['ZM1050', /^`game\.symmetry\.field` names one state field$/, () => '`game.symmetry.field` nomeia um campo do estado'],
  [
    'ZM1050',
    /^there is no state field (`[^`]+`)(: a symmetry permutes the indices of one array field of the state)?$/,
    (m) => `não há nenhum campo do estado ${m[1]}${m[2] ? ': uma simetria permuta os índices de um campo do estado que seja um array' : ''}`,
  ],
  [
    'ZM1050',
    /^(`[^`]+`) is not an array field: a symmetry permutes the indices of one array field of the state$/,
    (m) => `${m[1]} não é um campo array: uma simetria permuta os índices de um campo do estado que seja um array`,
  ],
  ['ZM1051', /^`game\.symmetry\.maps` must be a non-empty list of permutations$/, () => '`game.symmetry.maps` tem de ser uma lista não vazia de permutações'],
  ['ZM1051', /^an entry of a symmetry map must be an index \(an integer\)$/, () => 'uma entrada de um mapa de simetria tem de ser um índice (um inteiro)'],
  ['ZM1051', /^a map of game\.symmetry must be a list of indices \(an int array\), found (.+)$/, (m) => `um mapa de game.symmetry tem de ser uma lista de índices (um array de int), mas é ${m[1]}`],
  [
    'ZM4230',
    /^the symmetry map (`.+`) is not a permutation of the indices 0\.\.(-?\d+) of (`[^`]+`): (?:it has (\d+) entries, the field has (\d+) elements|entry (\d+) is (.+), outside 0\.\.(-?\d+)|entries (\d+) and (\d+) are both (\d+))$/s,
    (m) =>
      `o mapa de simetria ${m[1]} não é uma permutação dos índices 0..${m[2]} de ${m[3]}: ${
        m[4] ? `tem ${m[4]} entradas, o campo tem ${m[5]} elementos` : m[6] ? `a entrada ${m[6]} é ${m[7]}, fora de 0..${m[8]}` : `as entradas ${m[9]} e ${m[10]} são ambas ${m[11]}`
      }`,
  ],
  [
    'ZM4231',
    /^the maps of `symmetry:` generate a group of more than (\d+) elements, more than a position is compared with when it is stored$/,
    (m) => `os mapas de \`symmetry:\` geram um grupo de mais de ${m[1]} elementos, mais do que aqueles com que uma posição é comparada quando é guardada`,
  ],
  [
    'ZM4232',
    /^(`.+`) is not a symmetry of the game: at the position (.+), whose image is (.+?), (?:the move (`[^`]+`) leads to (.+), but no move of the image leads to (.+)|the image has the move (`[^`]+`) to (.+), but no move of the position leads to (.+)|the `end:` rules differ: (.+)|the move (`[^`]+`) is made (.+)|the moves differ: (.+)|the move (`[^`]+`) scores (.+?), but the image's move (`[^`]+`) to (.+) scores (.+))$/s,
    (m) =>
      `${m[1]} não é uma simetria do jogo: na posição ${m[2]}, cuja imagem é ${m[3]}, ${
        m[4]
          ? `a jogada ${m[4]} leva a ${m[5]}, mas nenhuma jogada da imagem leva a ${m[6]}`
          : m[7]
            ? `a imagem tem a jogada ${m[7]} para ${m[8]}, mas nenhuma jogada da posição leva a ${m[9]}`
            : m[10]
              ? `as regras \`end:\` diferem: ${m[10]}`
              : m[11]
                ? `a jogada ${m[11]} é feita ${m[12]}`
                : m[14]
                  ? `a jogada ${m[14]} marca ${m[15]}, mas a jogada ${m[16]} da imagem, para ${m[17]}, marca ${m[18]}`
                  : `as jogadas diferem: ${m[13]}`
      }`,
  ],
  [
    'ZM9013',
    /^internal error in obligation "(.+)": (.+); the obligation is neither proved nor refuted$/,
    (m) => `erro interno na obrigação "${m[1]}": ${m[2]}; a obrigação não fica provada nem refutada`,
  ],
];

/** The stages named by ZM7004 and ZM9001 (run/checkFile.ts, model/loadSpec.ts). */
const STAGE_PT: Record<string, string> = {
  'to load': 'para carregar',
  'for the bounded check': 'para a verificação limitada',
  'for the symbolic prover': 'para o provador simbólico',
  'for the periodicity certificate': 'para o certificado de periodicidade',
};

/** Whether some Portuguese row can translate a message of `code` (test/diag/portugueseRows.test.ts). */
export function hasPortugueseRow(code: string): boolean {
  return MESSAGES.some(([c]) => (typeof c === 'string' ? c === code : c.test(code)));
}

const HINTS: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  // game.symmetry
  [
    /^e\.g\. symmetry: \{ field: drawn, maps: \[rot, refl\] \}, each map a list of the field’s indices$/,
    () => 'por exemplo symmetry: { field: drawn, maps: [rot, refl] }, cada mapa uma lista dos índices do campo',
  ],
  [/^array fields here: (.+)$/, (m) => `campos array aqui: ${m[1]}`],
  [/^declare the field as an array, e\.g\. drawn: bool\[seg\]$/, () => 'declare o campo como um array, por exemplo drawn: bool[seg]'],
  [/^e\.g\. \[1, 2, 0\], or the name of a list computed from the parameters$/, () => 'por exemplo [1, 2, 0], ou o nome de uma lista calculada a partir dos parâmetros'],
  [
    /^list where each of the (\d+) elements of (`[^`]+`) goes, each index 0\.\.(-?\d+) exactly once$/,
    (m) => `liste para onde vai cada um dos ${m[1]} elementos de ${m[2]}, cada índice 0..${m[3]} exatamente uma vez`,
  ],
  [/^declare a smaller group \(e\.g\. the rotations and reflections of a polygon\)$/, () => 'declare um grupo menor (por exemplo as rotações e reflexões de um polígono)'],
  [
    /^remove the map from `symmetry:`, or fix it \(or the rules\) so that it maps every move to a move: a symmetry is checked, never assumed$/,
    () => 'retire o mapa de `symmetry:`, ou corrija-o (ou as regras) para que leve cada jogada a uma jogada: uma simetria é verificada, nunca suposta',
  ],
  ...LOAD_HINTS,
  ...EXPR_HINTS,
  ...GAME_HINTS,
  ...CLI_HINTS,
  // a set field grown from the start (solve/solveSparse.ts, ZM7012)
  [
    /^a set field has no bound to lower: start with more elements of `(.+)` in the start position, use a smaller set \(fewer elements\), or raise the limit with --max-memory$/,
    (m) => `um campo conjunto não tem limite para baixar: comece com mais elementos de \`${m[1]}\` na posição inicial, use um conjunto menor (menos elementos) ou suba o limite com --max-memory`,
  ],
  // the value by tiers (solve/value/tierSweep.ts, ZM7013)
  [
    /^start with more elements of (.+) in the start position \(only the tiers from the start's up are computed\), or raise the limit with --max-memory$/,
    (m) => `comece com mais elementos de ${m[1]} na posição inicial (só se calculam as camadas a partir da inicial), ou suba o limite com --max-memory`,
  ],
  // computed data tables (model/computedTables.ts, lang/typecheck.ts)
  [
    /^every use repeats a table's rows in the expanded expression: keep the data small \(lower the constants its ranges read\)$/,
    () => 'cada uso repete as linhas da tabela na expressão expandida: mantenha os dados pequenos (baixe as constantes que os seus intervalos leem)',
  ],
  [/^a data table is small: bound its ranges$/, () => 'uma tabela de dados é pequena: limite os seus intervalos'],
  [/^define the table, e\.g\. (.+), and use its rows here$/, (m) => `defina a tabela, por exemplo ${m[1]}, e use aqui as suas linhas`],
  [/^define the table on its own line and use it here by name$/, () => 'defina a tabela numa linha própria e use-a aqui pelo nome'],
  [/^rename the binder, e\.g\. '(.+)'$/, (m) => `mude o nome da variável, por exemplo '${m[1]}'`],
  [
    /^a table needs at least one entry: check the bounds of its ranges \(a\.\.b is empty when a > b\)$/,
    () => 'uma tabela precisa de pelo menos uma entrada: verifique os limites dos seus intervalos (a..b é vazio quando a > b)',
  ],
  [/^a table needs at least one entry: check the condition and the ranges$/, () => 'uma tabela precisa de pelo menos uma entrada: verifique a condição e os intervalos'],
  [/^a table is a list of numbers or a list of rows: write a number n as the row \[n\]$/, () => 'uma tabela é uma lista de números ou uma lista de linhas: escreva um número n como a linha [n]'],
  [/^a table is a list of rows of numbers; index a second table for a third coordinate$/, () => 'uma tabela é uma lista de linhas de números; indexe uma segunda tabela para uma terceira coordenada'],
  [/^compute the table from constants and parameters; read the position where the table is used$/, () => 'calcule a tabela a partir de constantes e parâmetros; leia a posição onde a tabela é usada'],
  [/^a table is computed for each value of (`[^`]+`): give them as numbers, e\.g\. (.+)$/, (m) => `uma tabela é calculada para cada valor de ${m[1]}: dê-os como números, por exemplo ${m[2]}`],
  [/^(\S+) (∪|∖) \{…\} adds or removes elements of the field itself, e\.g\. (.+)$/, (m) => `${m[1]} ${m[2]} {…} acrescenta ou retira elementos do próprio campo, por exemplo ${m[3]}`],
  [/^e\.g\. (.+) \(bool\[k\] fields here: (.+)\)$/, (m) => `por exemplo ${m[1]} (campos bool[k] aqui: ${m[2]})`],
  [/^a YAML value that starts with \| is a block scalar: put the expression in quotes, (.+)$/, (m) => `um valor YAML que começa por | é um bloco de texto: ponha a expressão entre aspas, ${m[1]}`],
  [/^declare the set as a field bool\[k\] \(or bool\[table\]\)$/, () => 'declare o conjunto como um campo bool[k] (ou bool[tabela])'],
  [/^write `if c then 1 else 0` for a condition$/, () => 'escreva `if c then 1 else 0` para uma condição'],
  [/^compare, e\.g\. `if i < j`$/, () => 'compare, por exemplo `if i < j`'],
  [/^write '(.+) ∈ a\.\.b', a set of integers \{…\} or a list of numbers$/, (m) => `escreva '${m[1]} ∈ a..b', um conjunto de inteiros {…} ou uma lista de números`],
  // ZM4022, a value conjecture in a game with a cycle (check/valueConjecture.ts)
  [
    /^a value conjecture needs a finite game within the bounds: make every play end \(no cycle of moves\)$/,
    () => 'uma conjectura de valor precisa de um jogo finito dentro dos limites: faça todas as partidas acabar (sem ciclos de jogadas)',
  ],
  // ZM1046, points where they have no meaning (model/checkScores.ts)
  [/^conjecture the value of each position instead \(`value: <formula>`\), or S\/F\/N$/, () => 'conjeture antes o valor de cada posição (`value: <fórmula>`), ou S/F/N'],
  [/^ask value\(…\) instead$/, () => 'pergunte antes value(…)'],
  [/^write the whole position as one state \(a field per component\), or remove `score:`$/, () => 'escreva a posição inteira como um só estado (um campo por componente), ou retire `score:`'],
  // ZM1043, a file that asks nothing (run/checkFile.ts)
  [
    /^add a conjecture \(S: …\), claims, or check\.from: start to solve the game from its start position$/,
    () => 'junte uma conjetura (S: …), afirmações, ou check.from: start para resolver o jogo a partir da posição inicial',
  ],
  // ZM3006, a set compared with = / ≠ (lang/setCompare.ts)
  [/^to compare two sets, compare their elements: (.+)$/, (m) => `para comparar dois conjuntos, compare os seus elementos: ${m[1]}`],
  [
    /^(`[^`]+`) is a bool\[(\d+)\] array: compare it with an array of booleans, (.+?)( \(one boolean per element\))?(?:; a set of indices gives a bool\[k\] field only inside a position, as in (.+))?$/,
    (m) =>
      `${m[1]} é um array bool[${m[2]}]: compare-o com um array de booleanos, ${m[3]}${m[4] ? ' (um booleano por elemento)' : ''}${m[5] ? `; um conjunto de índices dá um campo bool[k] só dentro de uma posição, como em ${m[5]}` : ''}`,
  ],
  [
    /^to test membership write (.+?)(; an array is compared with an array literal \[a, b, c\])?$/,
    (m) => `para testar a pertença escreva ${m[1]}${m[2] ? '; um array compara-se com um array literal [a, b, c]' : ''}`,
  ],
  [/^to index a list of values, write an array \[a, b, c\]$/, () => 'para indexar uma lista de valores, escreva um array [a, b, c]'],
  // view: (model/loadView.ts)
  [/^drawn\[k\] says whether segment k is drawn: one element per row of the table$/, () => 'drawn[k] diz se o segmento k está traçado: um elemento por linha da tabela'],
  [/^name the fields of the heaps: (.+)$/, (m) => `indique os campos dos montes: ${m[1]}`],
  [/^choose columns that divide (\d+)$/, (m) => `escolha um número de colunas que divida ${m[1]}`],
  [/^name a field of game\.state$/, () => 'indique um campo de game.state'],
  [/^write the number, or define it: (.+)$/, (m) => `escreva o número, ou defina-o: ${m[1]}`],
  [/^define the segments as rows of two points: (.+)$/, (m) => `defina os segmentos como linhas de dois pontos: ${m[1]}`],
  [/^a segment joins two of the (\d+) points (.+)$/, (m) => `um segmento une dois dos ${m[1]} pontos ${m[2]}`],
  [/^of: \[a, b, c\] — the fields whose values are the heaps$/, () => 'of: [a, b, c] — os campos cujos valores são os montes'],
  [/^points: n — the number of points on the circle$/, () => 'points: n — o número de pontos na circunferência'],
  [/^segments: seg — a data table of pairs of points$/, () => 'segments: seg — uma tabela de dados de pares de pontos'],
  [/^drawn: drawn — the array field that marks the drawn segments$/, () => 'drawn: drawn — o campo array que marca os segmentos traçados'],
  [/^of: board — the array field drawn row by row$/, () => 'of: board — o campo array desenhado linha a linha'],
  [/^columns: 4 — the cells of a row$/, () => 'columns: 4 — as casas de uma linha'],
  [/^kind: heaps, polygon or grid$/, () => 'kind: heaps, polygon ou grid'],
  // ZM1055, the positions of an induction hypothesis (model/loadProof.ts)
  [
    /^add by: induction on m \(a measure ≥ 0 that is smaller at each position under at:\), or remove at:$/,
    () => 'acrescente by: induction on m (uma medida ≥ 0 menor em cada posição de at:), ou retire at:',
  ],
  [
    /^e\.g\. at: \{ n: n div 2 \} \(the fields not named keep their value\), or at: \[\{ n: n - 1 \}, \{ n: n div 2 \}\]$/,
    () => 'p. ex. at: { n: n div 2 } (os campos não nomeados mantêm o valor), ou at: [{ n: n - 1 }, { n: n div 2 }]',
  ],
  // ZM1047, lemma names (model/loadProof.ts)
  [/^give each lemma its own name: it names its obligation in the report$/, () => 'dê a cada lema o seu nome: é o nome da sua obrigação no relatório'],
  [
    /^write by: induction on m, with m an integer measure ≥ 0 over the state, e\.g\. by: induction on n$/,
    () => 'escreva by: induction on m, com m uma medida inteira ≥ 0 sobre o estado, p. ex. by: induction on n',
  ],
  [/^a lemma name is a letter followed by letters, digits, _ or -$/, () => 'um nome de lema é uma letra seguida de letras, algarismos, _ ou -'],
  [/^did you mean (.+) or (.+)\?$/, (m) => `quis dizer ${m[1]} ou ${m[2]}?`],
  [/^did you mean (.+)\?$/, (m) => `quis dizer ${m[1]}?`],
  [/^expected one of: (.+)$/, (m) => `esperava-se uma destas: ${m[1]}`],
  [/^a YAML map holds each key once; remove or rename one of them$/, () => 'um mapa YAML tem cada chave uma só vez; retire ou mude o nome de uma delas'],
  [/^lower check\.bounds\.(\S+) to at most (.+) \(up to there the search certainly fits\)$/, (m) => `baixe check.bounds.${m[1]} para no máximo ${m[2]} (até aí a procura cabe de certeza)`],
  [/^lower check\.bounds\.(\S+) to at most (.+) \(up to there the search is expected to fit\)$/, (m) => `baixe check.bounds.${m[1]} para no máximo ${m[2]} (até aí a procura deve caber)`],
  [/^lower the upper bounds in check\.bounds \(positions up to (.+) are expected to fit\)$/, (m) => `baixe os limites superiores em check.bounds (as posições até ${m[1]} devem caber)`],
  [/^lower the upper bounds in check\.bounds \(positions up to (.+) certainly fit\)$/, (m) => `baixe os limites superiores em check.bounds (as posições até ${m[1]} cabem de certeza)`],
  [/^an operator may be missing$/, () => 'talvez falte um operador'],
  // ZM1015, ZM4002 (model/defaultBounds.ts, game/buildGame.ts)
  [/^choose the region in the file, e\.g\. (check: .+)$/, (m) => `escolha a região no ficheiro, por exemplo ${m[1]}`],
  [/^the prover decides this file \(check\.symbolic: auto or required\)$/, () => 'o provador decide este ficheiro (check.symbolic: auto ou required)'],
  [/^use an integer field \(nat, int, a\.\.b\) to check the conjecture position by position$/, () => 'use um campo inteiro (nat, int, a..b) para verificar a conjectura posição a posição'],
  // ZM1042, ZM3016, ZM7004, ZM9013
  [
    /^split the claims over several files of the same game, or raise the limit with --max-claims (\d+)$/,
    (m) => `reparta as afirmações por vários ficheiros do mesmo jogo, ou aumente o limite com --max-claims ${m[1]}`,
  ],
  [
    /^every use repeats a table's rows in the expanded expression: keep the data small, or raise the limit with --max-table-entries (\d+)$/,
    (m) => `cada uso repete as linhas da tabela na expressão expandida: mantenha os dados pequenos, ou aumente o limite com --max-table-entries ${m[1]}`,
  ],
  [/^nest YAML values, expressions and chains of definitions \(define:\) less deeply$/, () => 'aninhe menos fundo os valores YAML, as expressões e as cadeias de definições (define:)'],
  [
    /^shorten the chain: merge definitions that only call the next one, or compute several steps in one expression$/,
    () => 'encurte a cadeia: junte as definições que só chamam a seguinte, ou calcule vários passos numa só expressão',
  ],
  [
    /^both scripts are written by `zermelo prove (.+) --emit-smt DIR`; please report it with them$/,
    (m) => `os dois scripts são escritos por \`zermelo prove ${m[1]} --emit-smt DIR\`; por favor comunique o erro com eles`,
  ],
  [/^a positive duration such as 30s, 500ms or 2m$/, () => 'uma duração positiva, como 30s, 500ms ou 2m'],
  [
    /^lower the bounds in check\.bounds \(fewer positions are then reachable\), or raise the limit with --max-memory if the machine has the memory$/,
    () => 'reduza os limites em check.bounds (ficam menos posições atingíveis), ou aumente o limite com --max-memory se a máquina tiver a memória',
  ],
  [
    /^lower the bounds in check\.bounds to a box that still holds every position reachable from start, or raise the limit with --max-memory$/,
    () => 'reduza os limites em check.bounds a uma caixa que ainda contenha todas as posições atingíveis a partir do início, ou aumente o limite com --max-memory',
  ],
];

function translate(rows: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[], text: string): string {
  for (const [shape, pt] of rows) {
    const m = shape.exec(text);
    if (m) return pt(m);
  }
  return text;
}

export function diagnosticPt(d: Diagnostic): Diagnostic {
  const rows = MESSAGES.filter(([code]) => (typeof code === 'string' ? code === d.code : code.test(d.code))).map(([, shape, pt]) => [shape, pt] as const);
  return { ...d, message: translate(rows, d.message), ...(d.hint ? { hint: translate(HINTS, d.hint) } : {}) };
}

/** The words around a diagnostic: the hint's label, and the severity in `file:line:col: error CODE`. */
export const HINT_LABEL = { en: 'hint:', pt: 'sugestão:' } as const;
export const SEVERITY_LABEL = {
  en: { error: 'error', warning: 'warning', note: 'note' },
  pt: { error: 'erro', warning: 'aviso', note: 'nota' },
} as const;
