// Stage: cli. The Portuguese of the usage errors that do not carry their own (UsageError.pt): the
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
