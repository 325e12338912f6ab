// Stage: cli. The help in the book's Portuguese: each command's summary and description, and each
// option's help (by command and option, or by option alone where every command says the same), and
// the synopsis' words. Option names, values and YAML keys stay as they are typed. Input: a command
// or an option. Output: Portuguese text, or undefined where the table has no row (a test checks that
// every command's help is complete: test/teach/portugueseEverywhere.test.ts).

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
