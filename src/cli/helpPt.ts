// Stage: cli. The help in the book's Portuguese: each command's summary and description, and each
// option's help (by command and option, or by option alone where every command says the same), and
// the synopsis' words. Option names, values and YAML keys stay as they are typed. Input: a command
// or an option. Output: Portuguese text, or undefined where the table has no row (a test checks that
// every command's help is complete: test/teach/portugueseEverywhere.test.ts). Below, the Portuguese
// of the usage errors (usagePt).

import type { CommandInfo } from './commandTable.js';

interface CommandPt {
  summary: string;
  description: string[];
}

export const COMMANDS_PT: Record<CommandInfo['name'], CommandPt> = {
  check: {
    summary: 'verifica conjecturas e afirmações (por omissão: conjectures/ e proofs/); compara os veredictos com `expect`',
    description: [
      'Verifica cada ficheiro .yaml/.yml dos ficheiros e pastas dados (por omissão: conjectures/ e proofs/),',
      'por ordem: a verificação exaustiva dentro de check.bounds e depois, se ela não refutou o ficheiro,',
      'a prova simbólica (check.symbolic: auto | off | required). Os ficheiros de proofs/ têm de ficar provados.',
    ],
  },
  merge: {
    summary: 'junta os relatórios JSON de `check --shard i/n` no relatório da execução inteira',
    description: [
      'Lê os relatórios JSON das n partes de uma execução (check --shard i/n --json) e escreve na saída o',
      'relatório JSON da execução inteira: os ficheiros verificados inteiros ficam como estão, um ficheiro',
      'repartido pelas partes é reconstruído a partir das suas fatias (falhas somadas, os menores',
      'contraexemplos guardados, o veredicto recalculado). Sai com o código que o check daria à execução',
      'inteira; relatórios que não encaixam (outra versão, outro commit, uma fatia em falta ou repetida) dão 2.',
    ],
  },
  explain: {
    summary: 'mostra o jogo depois de expandido, o seu espaço de estados e o Teorema 4.1 para a conjectura',
    description: [
      'Escreve os esquemas de jogadas como fórmulas, o espaço de estados (campos, domínios, parâmetros, a',
      'região limitada e o seu tamanho), a conjectura com as palavras do livro (I = inatacáveis, tipo S;',
      'F = frágeis, tipo P; N = neutras, tipo N) e as condições I, II, III do Teorema 4.1 para este jogo.',
    ],
  },
  prove: {
    summary: 'prova um ficheiro: certificados de periodicidade e depois o provador simbólico (Z3), obrigação a obrigação',
    description: [
      'Lista as obrigações de prova como um verificador: ✓ provada, ✗ refutada (com um contraexemplo',
      'confirmado pelo avaliador), ? desconhecida (com a razão), cada uma com o seu tempo e as larguras ou',
      'hipóteses usadas. O ficheiro só fica provado quando todas as obrigações, a finitude incluída, o estão.',
      'Como no check, tenta-se primeiro um certificado de periodicidade: um jogo de um monte que ele decide',
      'para todo o n fica provado (ou refutado) sem o Z3 (não com --emit-smt, que pede as obrigações).',
    ],
  },
  table: {
    summary: 'escreve a tabela do jogo (a do livro): + inatacável, − frágil, posição a posição',
    description: [
      'Resolve o jogo dentro dos limites e desenha a tabela: uma coordenada dá uma linha por jogador, duas',
      'uma grelha (um tabuleiro quando ambas são coordenadas de tabuleiro), mais uma fatia por valor das',
      'outras. As células onde a conjectura discorda da verdade levam *. Um ficheiro verificado a partir do',
      'início (check.from: start) tem só as posições atingíveis a partir do início, como o check as resolve.',
    ],
  },
  play: {
    summary: 'joga contra o campeão no terminal (jogadas da entrada padrão, uma por linha)',
    description: [
      'O campeão joga na perfeição: de uma posição frágil joga para uma inatacável; de uma inatacável faz',
      'a partida durar o mais possível, à espera de um erro. Escreva uma jogada pelo número, pelo nome ou',
      'pela posição a que leva; q para. Também por guião: as jogadas pela entrada padrão. Um ficheiro',
      'verificado a partir do início (check.from: start) é resolvido só a partir da posição jogada.',
    ],
  },
  guess: {
    summary: 'adivinha a conjectura mais simples que descreve a tabela resolvida, verifica-a e escreve o YAML',
    description: [
      'O processo de adivinhação do livro, automatizado: restos módulo um período com um número finito de',
      'exceções, relações entre coordenadas (iguais, congruentes, soma-nim), uma linha por jogador, um',
      'limiar; cada palpite é verificado pelo Teorema 4.1 dentro dos limites antes de ser mostrado.',
    ],
  },
  serve: {
    summary: 'uma página local: edite um ficheiro de jogo e veja ao vivo diagnósticos, tabela, veredicto e jogadas; jogue contra o campeão',
    description: [
      'Serve http://127.0.0.1:PORTA/ (só esta máquina) até Ctrl-C. A página edita os ficheiros YAML da',
      'PASTA (por omissão: conjectures/ e proofs/) e mostra, enquanto escreve, os diagnósticos no sítio, o',
      'veredicto da verificação exaustiva com os contraexemplos, a tabela com as gerações, as jogadas de',
      'uma posição clicada e uma partida contra o campeão. Nada vem de fora e nenhum ficheiro é escrito.',
      'Um pedido que calcule mais de 10 s é parado.',
    ],
  },
  init: {
    summary: 'escreve um ficheiro comentado para começar (por omissão game.yaml), que se verifica como espera',
    description: [
      'Escreve um ficheiro de jogo completo com um comentário em cada chave: um jogo de um monte, a sua',
      'conjectura, uma afirmação, os limites e o veredicto esperado (veja docs/format-reference.md). Nunca',
      'escreve por cima de um ficheiro. Com --lang pt, os comentários, os nomes e a afirmação vêm em português.',
    ],
  },
};

/** Option help: `command.option` first, then `option` for the options every command explains alike. */
const OPTIONS_PT: Record<string, string> = {
  help: 'mostra esta ajuda',
  version: 'escreve a versão',
  'main.help': 'mostra a ajuda (também: zermelo COMANDO --help, zermelo help COMANDO)',
  deterministic: 'põe todas as durações a zero (relatórios reproduzíveis, para testes e comparações)',
  'no-color': 'sem cores ANSI (também quando NO_COLOR está definida ou a saída não é um terminal)',
  lang: 'a língua do texto: en (por omissão) ou pt, as palavras do livro em português',
  'max-table-entries': 'aceita tabelas de dados com até NÚMERO entradas num ficheiro (por omissão 20000)',
  'max-claims': 'aceita até NÚMERO afirmações num ficheiro (por omissão 1000)',
  'max-file-size': 'recusa um ficheiro de jogo maior do que TAMANHO antes de o ler, por exemplo 8M (por omissão 1M)',
  confirm: 'volta a verificar com o cvc5 cada obrigação que o Z3 provou (um processo à parte; o que não se confirma é dito, um desacordo sai com 70)',
  'max-memory': 'não resolve uma região que se estime precisar de mais do que TAMANHO, por exemplo 8G (por omissão 4G)',
  param: 'um valor para os parâmetros do jogo, por exemplo size=8 (por omissão: o maior de check.params)',
  timeout: 'limite de tempo por obrigação de prova, por exemplo 30s, 500ms, 2m (por omissão: check.timeout, senão 30s)',
  'check.json': 'escreve o relatório em JSON na saída (esquema: docs/report.schema.json)',
  'check.junit': 'escreve também um relatório JUnit XML (um caso de teste por ficheiro e por afirmação)',
  'check.no-symbolic': 'não corre o provador simbólico (as provas ficam então por fazer)',
  'check.symbolic': 'substitui o check.symbolic de cada ficheiro: auto, off ou required (um desconhecido falha com saída 3)',
  'check.total-timeout': 'limite de tempo da execução inteira, por exemplo 10m: o ficheiro em curso termina, os restantes ficam por verificar (saída 3)',
  'check.quiet': 'escreve só as falhas e o resumo',
  'check.verbose': 'escreve também os detalhes dos ficheiros que passam (certificados, afirmações, onde falha uma refutação esperada)',
  'check.html': 'escreve também um relatório HTML autónomo (a tabela com as gerações, os contraexemplos ao lado)',
  'check.from': 'com --html: o primeiro valor de cada tabela, por exemplo 20 ou n=20 (as coordenadas que um ficheiro não tem são ignoradas)',
  'check.to': 'com --html: o último valor de cada tabela, por exemplo 60 ou n=60 (alarga os limites quando é preciso)',
  'check.param': 'com --html: o jogo de cada tabela, por exemplo size=8 (por omissão: o do primeiro contraexemplo; os parâmetros que um ficheiro não tem são ignorados)',
  'check.shard': 'verifica só a parte i de n (ficheiros repartidos à vez, por ordem), para uma matriz de CI',
  'check.workers': 'verifica NÚMERO ficheiros de cada vez em threads; auto (por omissão): um por núcleo, no máximo 4, 1 para um só ficheiro',
  'check.sample': 'testa também NÚMERO posições sorteadas muito além dos limites (substitui check.sample; 0: nenhuma)',
  'check.seed': 'a semente do sorteio (por omissão: derivada do ficheiro; sempre escrita)',
  'check.no-cache': 'recalcula cada ficheiro em vez de reutilizar os resultados de .zermelo-cache/ (os novos resultados são guardados)',
  'merge.json': 'escreve o relatório junto em JSON na saída (o formato por omissão e o único)',
  'merge.junit': 'escreve também um relatório JUnit XML da execução junta',
  'merge.quiet': 'sem linha de resumo no stderr',
  'prove.emit-smt': 'escreve cada obrigação como um ficheiro SMT-LIB2 autónomo na PASTA',
  'prove.json': 'escreve o relatório em JSON na saída',
  'prove.deterministic': 'põe todas as durações a zero',
  'table.from': 'primeiro valor mostrado: 5 para todas as coordenadas, ou n=5 / m=2,n=3',
  'table.to': 'último valor mostrado (alarga os limites quando é preciso), por exemplo 60 ou n=60',
  'table.letters': 'I / F / N (os conjuntos do Teorema 4.1) em vez de + / −',
  'table.grundy': 'valores de Grundy em vez de + / − (jogos imparciais)',
  'table.values': 'o valor de cada posição (jogos com pontos, score:: a melhor diferença dos pontos ainda por marcar) em vez de + / −',
  'table.generations': 'junta a geração: o passo da indução retrógrada que classificou a posição',
  'table.region': 'resolve e tabela a região inteira (check.bounds), também para um ficheiro verificado a partir do início',
  'table.html': 'escreve também a tabela como uma página HTML autónoma',
  'table.width': 'corta as tabelas largas nesta largura (por omissão: $COLUMNS, senão 80)',
  'play.start': 'a posição inicial, por exemplo "n=20" ou "{ n: 20, turn: B }" (por omissão: a do ficheiro)',
  'play.as': 'joga em primeiro lugar (por omissão) ou em segundo a partir da posição inicial',
  'play.hints': 'mostra a classe de cada posição e quais as jogadas boas',
  'guess.prove': 'corre também o provador simbólico (Z3) sobre o palpite: provado para todas as posições, ou porque não',
  'serve.port': 'a porta em 127.0.0.1 (por omissão 8765; 0: uma porta livre, escrita)',
};

export function optionHelpPt(command: string, option: string): string | undefined {
  return OPTIONS_PT[`${command}.${option}`] ?? OPTIONS_PT[option];
}

/** The placeholders of a synopsis or an option's value, in Portuguese. */
const PLACEHOLDERS: Record<string, string> = {
  FILE: 'FICHEIRO',
  PATH: 'CAMINHO',
  FOLDER: 'PASTA',
  REPORT: 'RELATÓRIO',
  PORT: 'PORTA',
  COMMAND: 'COMANDO',
  options: 'opções',
  DURATION: 'DURAÇÃO',
  COUNT: 'NÚMERO',
  SIZE: 'TAMANHO',
  SOLVER: 'SOLUCIONADOR',
  SEED: 'SEMENTE',
  MODE: 'MODO',
  WHO: 'QUEM',
  DIR: 'PASTA',
  LANG: 'LÍNGUA',
  'NAME=VALUE': 'NOME=VALOR',
  COLUMNS: 'COLUNAS',
};

export function placeholdersPt(text: string): string {
  return text.replace(/NAME=VALUE|\b(?:FILE|PATH|FOLDER|REPORT|PORT|COMMAND|options|DURATION|COUNT|SIZE|SEED|MODE|WHO|DIR|LANG|COLUMNS|SOLVER)\b/g, (w) => PLACEHOLDERS[w] ?? w);
}

// The Portuguese of the usage errors that do not carry their own (UsageError.pt): the
// values of the options, the files named on the command line, the commands' own refusals. One row
// per message shape; names, values and options are kept as written. Input: the English message or
// hint. Output: the Portuguese, or the text unchanged when no row matches (a test runs every command
// under --lang pt and looks for English words: test/teach/portugueseEverywhere.test.ts).

type Row = readonly [shape: RegExp, pt: (m: RegExpExecArray) => string];

/** What a typed position or window is wrong about (teach/positionInput.ts, teach/tableWindow.ts). */
const TYPED: readonly Row[] = [
  [/^'(.+)' is not an assignment such as size=8$/, (m) => `'${m[1]}' não é uma atribuição como size=8`],
  [/^'(.+)' is not an assignment such as size=8 or r=0\.1$/, (m) => `'${m[1]}' não é uma atribuição como size=8 ou r=0.1`],
  [/^'(.+)' is an integer parameter, not '(.+)'$/, (m) => `'${m[1]}' é um parâmetro inteiro, não '${m[2]}'`],
  [/^'(.+)' is not a player \((.*)\)$/, (m) => `'${m[1]}' não é um jogador (${m[2]})`],
  [/^'(.+)' is not a value for (.+)$/, (m) => `'${m[1]}' não é um valor para ${m[2]}`],
  [/^(.+) = (.+) is outside its domain (.+)$/, (m) => `${m[1]} = ${m[2]} está fora do seu domínio ${m[3]}`],
  [/^'(.+)' is not an element of (\S+) \((\d+) elements\)$/, (m) => `'${m[1]}' não é um elemento de ${m[2]} (${m[3]} elementos)`],
  [/^(\S+) needs (\d+) values, found (\d+)$/, (m) => `${m[1]} precisa de ${m[2]} valores, tem ${m[3]}`],
  [/^'(.+)' is not a field of this game \((.*)\)$/, (m) => `'${m[1]}' não é um campo deste jogo (${m[2]})`],
  [/^too many values: the game has (\d+) fields$/, (m) => `valores a mais: o jogo tem ${m[1]} campos`],
  [/^'(.+)' is not a coordinate value such as n=5$/, (m) => `'${m[1]}' não é um valor de coordenada como n=5`],
  [/^'(.+)' is not a coordinate of this table \((.*)\)$/, (m) => `'${m[1]}' não é uma coordenada desta tabela (${m[2] === 'none' ? 'nenhuma' : m[2]})`],
];

const MESSAGES: readonly Row[] = [
  [/^--(start|from|to|param): (.+)$/s, (m) => `--${m[1]}: ${translate(TYPED, m[2]!)}`],
  [/^no such file or folder: (.+)$/s, (m) => `não existe o ficheiro ou a pasta ${m[1]}`],
  [/^no such file: (.+)$/s, (m) => `não existe o ficheiro ${m[1]}`],
  [/^no such folder: (.+)$/s, (m) => `não existe a pasta ${m[1]}`],
  [/^no \.yaml or \.yml files in (.+)$/s, (m) => `não há ficheiros .yaml nem .yml em ${m[1]}`],
  [/^nothing to check: no conjectures\/ or proofs\/ folder here$/, () => 'nada a verificar: aqui não há pasta conjectures/ nem proofs/'],
  [/^'(.+)' must come after a command$/, (m) => `'${m[1]}' tem de vir depois de um comando`],
  [/^unknown command '(.+)'$/, (m) => `comando desconhecido '${m[1]}'`],
  [/^(\w+) needs a FILE$/, (m) => `o ${m[1]} precisa de um FICHEIRO`],
  [/^(\w+) takes exactly one FILE, got (\d+)$/, (m) => `o ${m[1]} recebe exatamente um FICHEIRO, não ${m[2]}`],
  [/^--(\S+) needs a whole number( ≥ \d+)?, such as (.+?), not '(.*)'$/, (m) => `--${m[1]} precisa de um número inteiro${m[2] ?? ''}, como ${m[3]!.replace(' or ', ' ou ')}, não '${m[4]}'`],
  [/^--max-memory needs a size such as 8G, 512M or 2GiB, not '(.*)'$/, (m) => `--max-memory precisa de um tamanho como 8G, 512M ou 2GiB, não '${m[1]}'`],
  [/^--shard needs i\/n with 1 ≤ i ≤ n, such as 2\/3, not '(.*)'$/, (m) => `--shard precisa de i/n com 1 ≤ i ≤ n, como 2/3, não '${m[1]}'`],
  [/^--(\S+) and --(\S+) cannot be used together$/, (m) => `--${m[1]} e --${m[2]} não se usam juntas`],
  [/^--timeout needs a duration such as 30s, 500ms or 2m, not '(.*)'$/, (m) => `--timeout precisa de uma duração como 30s, 500ms ou 2m, não '${m[1]}'`],
  [/^--total-timeout needs a duration such as 10m, 90s or 1\.5m, not '(.*)'$/, (m) => `--total-timeout precisa de uma duração como 10m, 90s ou 1.5m, não '${m[1]}'`],
  [/^--(from|to) chooses the window of the HTML report's tables$/, (m) => `--${m[1]} escolhe a janela das tabelas do relatório HTML`],
  [/^--param chooses the game of the HTML report's tables$/, () => '--param escolhe o jogo das tabelas do relatório HTML'],
  [/^merge needs the JSON reports of the shards$/, () => 'o merge precisa dos relatórios JSON das partes (--shard)'],
  [/^play needs standard input, which this host does not provide$/, () => 'o play precisa da entrada padrão, que este ambiente não dá'],
  [/^--port needs a port number from 0 to 65535, not '(.*)'$/, (m) => `--port precisa de um número de porta de 0 a 65535, não '${m[1]}'`],
  [/^--lang accepts en or pt$/, () => '--lang aceita en ou pt'],
  [/^serve takes one FOLDER$/, () => 'o serve recebe uma PASTA'],
  [/^serve runs until Ctrl-C, which this host cannot deliver$/, () => 'o serve corre até Ctrl-C, que este ambiente não consegue enviar'],
  [/^--param: the game has no parameter '(.+)'$/, (m) => `--param: o jogo não tem o parâmetro '${m[1]}'`],
  [/^--width needs a number of columns \(at least 20\), not '(.*)'$/, (m) => `--width precisa de um número de colunas (pelo menos 20), não '${m[1]}'`],
  [
    /^--(from|to) (.+): the state of this game is a set \((.+), (\d+) elements\), and its table lists whole positions, smallest sets first; a window per element would choose nothing$/,
    (m) =>
      `--${m[1]} ${m[2]}: o estado deste jogo é um conjunto (${m[3]}, ${m[4]} elementos), e a sua tabela lista posições inteiras, primeiro os conjuntos menores; uma janela por elemento não escolheria nada`,
  ],
];

const HINTS: readonly Row[] = [
  [/^use one of them$/, () => 'use uma delas'],
  [/^choose one of them$/, () => 'escolha uma delas'],
  [/^use it with --html FILE$/, () => 'use-a com --html FICHEIRO'],
  [/^e\.g\. (.+)$/s, (m) => `por exemplo ${m[1]!.replace(/ or (?=--)/g, ' ou ')}`],
  [/^give one with --start, e\.g\. (.+)$/, (m) => `dê uma com --start, por exemplo ${m[1]}`],
  [/^its parameters: (.+)$/, (m) => `os seus parâmetros: ${m[1]}`],
  [/^this game has no parameters$/, () => 'este jogo não tem parâmetros'],
  [/^0 asks the system for a free port$/, () => '0 pede ao sistema uma porta livre'],
  [/^run with --help to see the options$/, () => 'corra com --help para ver as opções'],
  [/^run zermelo in the project folder, or name the files to check$/, () => 'corra o zermelo na pasta do projeto, ou dê os ficheiros a verificar'],
  [/^usage: zermelo COMMAND \[options\]; see zermelo --help$/, () => 'uso: zermelo COMANDO [opções]; veja zermelo --help'],
  [/^the commands are (.+)$/, (m) => `os comandos são ${m[1]}`],
  [/^in a CI matrix: (.+) with (.+)$/, (m) => `numa matriz de CI: ${m[1]} com ${m[2]}`],
  [
    /^give the number of marked elements instead: --from 2 --to 3 lists the positions whose sets have 2 or 3 elements \((.+)\)$/,
    (m) => `dê antes o número de elementos marcados: --from 2 --to 3 lista as posições cujos conjuntos têm 2 ou 3 elementos (${m[1]})`,
  ],
  [/^(zermelo \w+ \S+)$/, (m) => m[1]!], // a command to run: the same in every language
];

function translate(rows: readonly Row[], text: string): string {
  for (const [shape, pt] of rows) {
    const m = shape.exec(text);
    if (m) return pt(m);
  }
  return text;
}

/** The Portuguese of a usage error's message and hint (those without their own). */
export function usagePt(message: string, hint: string | undefined): { message: string; hint?: string } {
  return { message: translate(MESSAGES, message), ...(hint !== undefined ? { hint: translate(HINTS, hint) } : {}) };
}

// The Portuguese of `zermelo merge`'s errors (scale/mergeReports.ts, mergeSliceRecords.ts): one row per
// message shape and per hint, names, shard numbers and codes kept as they are; a message with no row
// keeps its English.

/** Why a file is not a report (mergeReports.ts parseReport, fileProblem). */
const WHY: readonly Row[] = [
  [/^not JSON \((.*)\)$/s, () => 'não é JSON'], // the parser's own detail is the JavaScript engine's English
  [/^not a JSON object$/, () => 'não é um objeto JSON'],
  [/^no "tool": \{ "name": "zermelo", "version": … \}$/, () => 'não tem "tool": { "name": "zermelo", "version": … }'],
  [/^no "files" array$/, () => 'não tem a lista "files"'],
  [/^"shard" is not \{ index, count \} with 1 ≤ index ≤ count$/, () => '"shard" não é { index, count } com 1 ≤ index ≤ count'],
  [/^files\[(\d+)\] is not an object$/, (m) => `files[${m[1]}] não é um objeto`],
  [/^files\[(\d+)\] has no string "(\w+)"$/, (m) => `files[${m[1]}] não tem o texto "${m[2]}"`],
  [/^files\[(\d+)\] has no "(\w+)"$/, (m) => `files[${m[1]}] não tem "${m[2]}"`],
  [/^files\[(\d+)\] lacks "diagnostics", "counterexamples" or "claims"$/, (m) => `files[${m[1]}] não tem "diagnostics", "counterexamples" ou "claims"`],
  [/^files\[(\d+)\] has a "slice" without a valid index and count$/, (m) => `files[${m[1]}] tem um "slice" sem index e count válidos`],
  [/^files\[(\d+)\] has a malformed "([\w.]+)"$/, (m) => `files[${m[1]}] tem um "${m[2]}" malformado`],
];

/** What does not fit between the slices of a file (mergeSliceRecords.ts). */
const WHAT: Record<string, string> = {
  'a different number of swept parameter values': 'um número diferente de valores dos parâmetros',
  'different conditions': 'condições diferentes',
  'fewer counterexamples than its slice record lists': 'menos contraexemplos do que o registo da sua fatia indica',
};

const MERGE_MESSAGES: readonly Row[] = [
  [/^(\S+) is not a zermelo JSON report: (.*)$/s, (m) => `${m[1]} não é um relatório JSON do zermelo: ${translate(WHY, m[2]!)}`],
  [/^(\S+) has report schema version (.+); this zermelo reads version (\d+)$/, (m) => `${m[1]} tem a versão ${m[2]} do esquema de relatório; este zermelo lê a versão ${m[3]}`],
  [
    /^(\S+) was written by zermelo (\S+), (\S+) by zermelo (\S*): reports of different versions cannot be merged$/,
    (m) => `${m[1]} foi escrito pelo zermelo ${m[2]}, ${m[3]} pelo zermelo ${m[4]}: relatórios de versões diferentes não se juntam`,
  ],
  [/^(\S+) has different contents in (\S+) and (\S+) \(sha256 (.+) and (.+)\)$/, (m) => `${m[1]} tem conteúdos diferentes em ${m[2]} e ${m[3]} (sha256 ${m[4]} e ${m[5]})`],
  [/^(\S+) was checked whole and appears in more than one report: (.+)$/, (m) => `${m[1]} foi verificado inteiro e aparece em mais de um relatório: ${m[2]!.replace(/\(slice /g, '(fatia ')}`],
  [/^(\S+) is split into (\d+) slices in (\S+) but into (\d+) in (\S+)$/, (m) => `${m[1]} está dividido em ${m[2]} fatias em ${m[3]}, mas em ${m[4]} em ${m[5]}`],
  [/^slice (\S+) of (\S+) appears twice: in (\S+) and (\S+)$/, (m) => `a fatia ${m[1]} de ${m[2]} aparece duas vezes: em ${m[3]} e em ${m[4]}`],
  [
    /^(\S+) is split across (\d+) shards but slice (.+) is missing \(found (.*)\)$/,
    (m) => `${m[1]} está dividido por ${m[2]} partes, mas falta a fatia ${m[3]} (encontradas: ${m[4]!.replace(/ in /g, ' em ')})`,
  ],
  [/^(\S+) is the report of an unsharded run, (\S+) of shard (\S+)$/, (m) => `${m[1]} é o relatório de uma execução sem partes, ${m[2]} o da parte ${m[3]}`],
  [/^(\S+) is shard (\S+) but (\S+) is shard (\S+)$/, (m) => `${m[1]} é a parte ${m[2]}, mas ${m[3]} é a parte ${m[4]}`],
  [/^shard (\S+) appears twice: (\S+) and (\S+)$/, (m) => `a parte ${m[1]} aparece duas vezes: ${m[2]} e ${m[3]}`],
  [/^shard (.+) is missing \(found (.*)\)$/, (m) => `falta a parte ${m[1]} (encontradas: ${m[2]})`],
  [/^the slices of (\S+) do not fit together: (.+)$/, (m) => `as fatias de ${m[1]} não encaixam: ${WHAT[m[2]!] ?? m[2]}`],
];

const SHARD_HINT = 'junte os relatórios de uma só execução de `zermelo check --shard i/n --json` para i = 1..n, cada um uma vez';
const MERGE_HINTS: readonly Row[] = [
  [/^merge the reports of one run of `zermelo check --shard i\/n --json` for i = 1\.\.n, each once$/, () => SHARD_HINT],
  [
    /^merge the reports of one run of `zermelo check --shard i\/n --json` for i = 1\.\.n, each once; a file checked whole belongs to exactly one shard$/,
    () => `${SHARD_HINT}; um ficheiro verificado inteiro pertence a uma só parte`,
  ],
  [
    /^merge the reports of one run of `zermelo check --shard i\/n --json` for i = 1\.\.n, each once; a shard that failed to upload its report must be rerun$/,
    () => `${SHARD_HINT}; uma parte que não enviou o seu relatório tem de ser corrida de novo`,
  ],
  [/^merge the reports of one run of `zermelo check --shard i\/n` for i = 1\.\.n$/, () => 'junte os relatórios de uma só execução de `zermelo check --shard i/n` para i = 1..n'],
  [/^pass the files written by `zermelo check --json` \(stdout\), e\.g\. (.+)$/, (m) => `dê os ficheiros escritos por \`zermelo check --json\` (saída padrão), por exemplo ${m[1]}`],
  [/^run the merge with the zermelo version that wrote the reports$/, () => 'corra o merge com a versão do zermelo que escreveu os relatórios'],
  [
    /^run every shard and the merge with the same zermelo version \(npm ci from the same package-lock\.json\)$/,
    () => 'corra todas as partes e o merge com a mesma versão do zermelo (npm ci com o mesmo package-lock.json)',
  ],
  [/^every shard must check the same commit$/, () => 'todas as partes têm de verificar o mesmo commit'],
];

export function mergeErrorPt(message: string, hint: string | undefined): { message: string; hint?: string } {
  return { message: translate(MERGE_MESSAGES, message), ...(hint !== undefined ? { hint: translate(MERGE_HINTS, hint) } : {}) };
}
