// Stage: diag. The prose of the diagnostics in Portuguese: one row per message shape of a code (its
// names, positions and values are kept as they are; codes and spans never change). A message with no
// row keeps its English text. Input: a Diagnostic. Output: the same diagnostic, message and hint in
// Portuguese where a row matches.

import type { Diagnostic } from './diagnostic.js';

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

const SET_KIND: Record<string, string> = { 'a range a..b': 'um intervalo a..b', "an angle set '<…>'": "um conjunto '<…>'", 'a set {…}': 'um conjunto {…}' };

const MESSAGES: readonly Row[] = [
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
  ['ZM1044', /^`by: (.*)` is not a way to prove a lemma$/s, (m) => `\`by: ${m[1]}\` não é uma forma de provar um lema`],
  ['ZM1023', /^the induction measure of the lemma (`[^`]+`) must be an integer, found (\w+)$/, (m) => `a medida de indução do lema ${m[1]} tem de ser um inteiro, mas é ${m[2]}`],
  ['ZM1044', /^two lemmas are named (`[^`]+`)$/, (m) => `dois lemas têm o nome ${m[1]}`],
  ['ZM1044', /^(`[^`]+`) is not a valid lemma name$/, (m) => `${m[1]} não é um nome de lema válido`],
  ['ZM1023', /^the lemma (`[^`]+`) must be a condition \(bool\), found (\w+)$/, (m) => `o lema ${m[1]} tem de ser uma condição (bool), mas é ${m[2]}`],
  ['ZM1023', /^the condition (`[^`]+`) of a move must be a condition \(bool\), found (\w+)$/, (m) => `a condição ${m[1]} de uma jogada tem de ser uma condição (bool), mas é ${m[2]}`],
  ['ZM1023', /^(the (?:safe|fragile|neutral) set \([SFN]\)) must be a condition \(bool\), found (\w+)$/, (m) => `${SETS[m[1]!] ?? m[1]} tem de ser uma condição (bool), mas é ${m[2]}`],
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
];

const HINTS: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
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
  // ZM1044, lemma names (model/loadProof.ts)
  [/^give each lemma its own name: it names its obligation in the report$/, () => 'dê a cada lema o seu nome: é o nome da sua obrigação no relatório'],
  [
    /^write by: induction on m, with m an integer measure ≥ 0 over the state, e\.g\. by: induction on n$/,
    () => 'escreva by: induction on m, com m uma medida inteira ≥ 0 sobre o estado, p. ex. by: induction on n',
  ],
  [/^a lemma name is a letter followed by letters, digits, _ or -$/, () => 'um nome de lema é uma letra seguida de letras, algarismos, _ ou -'],
  [/^did you mean (.+) or (.+)\?$/, (m) => `quis dizer ${m[1]} ou ${m[2]}?`],
  [/^did you mean (.+)\?$/, (m) => `quis dizer ${m[1]}?`],
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
