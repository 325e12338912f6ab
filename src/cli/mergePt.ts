// Stage: cli. The Portuguese of `zermelo merge`'s errors (scale/mergeReports.ts,
// mergeSliceRecords.ts): one row per message shape and per hint, names, shard numbers and codes kept
// as they are; a message with no row keeps its English. Input: a MergeError's message and hint.
// Output: the same in Portuguese.

type Row = readonly [shape: RegExp, pt: (m: RegExpExecArray) => string];

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

const MESSAGES: readonly Row[] = [
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
const HINTS: readonly Row[] = [
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

function translate(rows: readonly Row[], text: string): string {
  for (const [shape, pt] of rows) {
    const m = shape.exec(text);
    if (m) return pt(m);
  }
  return text;
}

export function mergeErrorPt(message: string, hint: string | undefined): { message: string; hint?: string } {
  return { message: translate(MESSAGES, message), ...(hint !== undefined ? { hint: translate(HINTS, hint) } : {}) };
}
