// Stage: cli. The lines the commands write themselves (not the reports' renderers): the cache and
// progress lines, the run's interruptions and time limits, files that cannot be read or written,
// serve's and merge's own lines — in English and in the book's Portuguese. Input: a language.
// Output: functions building each line (without the `zermelo: ` prefix unless said).

import { obligationTitlePt } from '../teach/sentences/termsPt.js';

export type CliLang = 'en' | 'pt';

export interface CliWords {
  error: string; // the severity word of `zermelo: error ZM7002: …`
  hint: string;
  cannotRead: (what: string) => string;
  /** io.ts's description of a failed read or write, in the language. */
  ioError: (english: string) => string;
  cannotWriteReport: (kind: 'JUnit' | 'HTML', path: string, why: string) => string;
  cannotWriteSmt: (name: string, dir: string, why: string) => string;
  cacheReused: (hits: number, total: number, dir: string) => string;
  cacheUnauthenticated: (count: number, dir: string) => string;
  interrupted: (done: number, total: number) => string;
  checking: (file: string) => string;
  /** A proof obligation as the progress line shows it: its status, then its title. */
  obligation: (status: string, title: string) => string;
  checkingPhase: (file: string, phase: string, seconds: number) => string;
  exploring: (file: string, explored: number, found: number) => string;
  stopInterrupt: string;
  stopTimeLimit: (label: string, cutShort: string | undefined) => string;
  notEnumerable: string;
  wholeRegion: string;
  proveInterrupted: string;
  noProver: string;
  serving: (url: string, served: string) => string;
  servedDefault: string;
  cannotListen: (where: string, why: string) => string;
  serveStopped: string;
  merged: (count: number, summary: string) => string;
  cannotReadReport: (name: string, why: string) => string;
  mergeHint: string;
  internal: (message: string) => string;
}

const IO_PT: Record<string, string> = {
  'no such file': 'o ficheiro não existe',
  'permission denied': 'sem permissão',
  'it is a folder': 'é uma pasta',
  'a loop of symbolic links': 'um ciclo de ligações simbólicas',
  'no space left on the device (ENOSPC); nothing half-written was left, an earlier file of that name is unchanged':
    'não há espaço livre no dispositivo (ENOSPC); não ficou nada escrito a meio, um ficheiro anterior com esse nome está intacto',
  'the disk quota is exceeded (EDQUOT); nothing half-written was left, an earlier file of that name is unchanged':
    'a quota do disco foi excedida (EDQUOT); não ficou nada escrito a meio, um ficheiro anterior com esse nome está intacto',
};

const STATUS_PT: Record<string, string> = { proved: 'provada', refuted: 'refutada', unknown: 'desconhecida', running: 'em curso', skipped: 'por fazer' };

/** The engines' phase names, as the progress line shows them. */
function phasePt(phase: string): string {
  const conj = /^checking the conjecture at (\d+) positions$/.exec(phase);
  if (conj) return `a verificar a conjectura em ${conj[1]} posições`;
  const claims = /^evaluating (\d+) claims?$/.exec(phase);
  if (claims) return `a avaliar ${claims[1]} ${claims[1] === '1' ? 'afirmação' : 'afirmações'}`;
  return phase;
}

const EN: CliWords = {
  error: 'error',
  hint: 'hint',
  cannotRead: (what) => `cannot read the file: ${what}`,
  ioError: (english) => english,
  cannotWriteReport: (kind, path, why) => `cannot write the ${kind} report ${path}: ${why}`,
  cannotWriteSmt: (name, dir, why) => `cannot write ${name} into ${dir}: ${why}`,
  cacheReused: (hits, total, dir) => `${hits} of ${total} results reused from ${dir}/ (same file, options and zermelo build; --no-cache recomputes)`,
  cacheUnauthenticated: (count, dir) =>
    `${count} cached ${count === 1 ? 'result' : 'results'} in ${dir}/ ignored and recomputed: not authenticated with this cache key (in CI, set ZERMELO_CACHE_KEY; see README "Cache")`,
  interrupted: (done, total) => `interrupted after ${done} of ${total} files; no report file written (exit 130)`,
  checking: (file) => `checking ${file}`,
  obligation: (status, title) => `${status} ${title}`,
  checkingPhase: (file, phase, seconds) => `checking ${file}: ${phase} (${seconds} s)`,
  exploring: (file, explored, found) => `checking ${file}: exploring from start, ${explored}/${found} positions`,
  stopInterrupt: 'interrupted — stopping now: the open proof obligations of the file under way become unknown and no further file is checked (Ctrl-C again to quit at once)',
  stopTimeLimit: (label, cutShort) => {
    const reached = `the run's time limit (${label}) was reached — stopping now`;
    if (cutShort !== undefined) return `${reached}: the bounded check of ${cutShort} was cut short; it and the rest are reported as not checked`;
    return `${reached}: the file under way ends with its open proof obligations unknown (or is reported as not checked if its bounded check is still running); the rest is reported as not checked`;
  },
  notEnumerable: 'this game cannot be enumerated, so there is no table to solve or play; `zermelo prove` decides it',
  wholeRegion: '--region solves every position of the region (check.bounds), not only those reachable from the start as `check` does; a large region takes long',
  proveInterrupted: 'interrupted; the obligations left open are unknown (exit 130)',
  noProver: 'the symbolic prover is not available in this build; nothing was proved',
  serving: (url, served) => `${url} (the YAML files of ${served}; nothing is written; Ctrl-C stops)`,
  servedDefault: 'conjectures/ and proofs/',
  cannotListen: (where, why) => `cannot listen on ${where}: ${why}`,
  serveStopped: 'stopped (exit 130)',
  merged: (count, summary) => `merged ${count} ${count === 1 ? 'report' : 'reports'}: ${summary}`,
  cannotReadReport: (name, why) => `cannot read the report ${name}: ${why}`,
  mergeHint: 'pass the files written by `zermelo check --json`, e.g. reports/*/zermelo.json',
  internal: (message) =>
    `internal error: ${message}\n` +
    'This is a bug in zermelo, not in your file. Please report it to the maintainers with the command\n' +
    'you ran, the file, and this message (ZERMELO_DEBUG=1 prints the stack trace on stderr).',
};

const PT: CliWords = {
  error: 'erro',
  hint: 'sugestão',
  cannotRead: (what) => `não consigo ler o ficheiro: ${what}`,
  ioError: (english) => IO_PT[english] ?? english,
  cannotWriteReport: (kind, path, why) => `não consigo escrever o relatório ${kind} ${path}: ${why}`,
  cannotWriteSmt: (name, dir, why) => `não consigo escrever ${name} em ${dir}: ${why}`,
  cacheReused: (hits, total, dir) => `${hits} de ${total} resultados reutilizados de ${dir}/ (o mesmo ficheiro, as mesmas opções e a mesma versão do zermelo; --no-cache recalcula)`,
  cacheUnauthenticated: (count, dir) =>
    `${count} ${count === 1 ? 'resultado guardado' : 'resultados guardados'} em ${dir}/ ${count === 1 ? 'ignorado e recalculado' : 'ignorados e recalculados'}: não autenticados com esta chave (em CI, defina ZERMELO_CACHE_KEY; veja a secção "Cache" do README)`,
  interrupted: (done, total) => `interrompido depois de ${done} de ${total} ficheiros; nenhum relatório escrito (saída 130)`,
  checking: (file) => `a verificar ${file}`,
  obligation: (status, title) => `${STATUS_PT[status] ?? status} ${obligationTitlePt(title)}`,
  checkingPhase: (file, phase, seconds) => `a verificar ${file}: ${phasePt(phase)} (${seconds} s)`,
  exploring: (file, explored, found) => `a verificar ${file}: a explorar a partir do início, ${explored}/${found} posições`,
  stopInterrupt: 'interrompido — a parar já: as obrigações de prova em aberto do ficheiro em curso ficam desconhecidas e nenhum outro ficheiro é verificado (Ctrl-C de novo para sair de imediato)',
  stopTimeLimit: (label, cutShort) => {
    const reached = `o limite de tempo da execução (${label}) foi atingido — a parar já`;
    if (cutShort !== undefined) return `${reached}: a verificação exaustiva de ${cutShort} foi interrompida; ele e os restantes ficam por verificar`;
    return `${reached}: o ficheiro em curso termina com as obrigações em aberto desconhecidas (ou fica por verificar, se a verificação exaustiva ainda corre); os restantes ficam por verificar`;
  },
  notEnumerable: 'este jogo não se pode enumerar, por isso não há tabela para resolver nem partida para jogar; o `zermelo prove` decide-o',
  wholeRegion: '--region resolve todas as posições da região (check.bounds), não só as atingíveis a partir do início como faz o `check`; uma região grande demora',
  proveInterrupted: 'interrompido; as obrigações em aberto ficam desconhecidas (saída 130)',
  noProver: 'o provador simbólico não está disponível nesta versão; nada foi provado',
  serving: (url, served) => `${url} (os ficheiros YAML de ${served}; nada é escrito; Ctrl-C para)`,
  servedDefault: 'conjectures/ e proofs/',
  cannotListen: (where, why) => `não consigo escutar em ${where}: ${why}`,
  serveStopped: 'parado (saída 130)',
  merged: (count, summary) => `${count === 1 ? 'junto 1 relatório' : `juntos ${count} relatórios`}: ${summary}`,
  cannotReadReport: (name, why) => `não consigo ler o relatório ${name}: ${why}`,
  mergeHint: 'dê os ficheiros escritos por `zermelo check --json`, por exemplo reports/*/zermelo.json',
  internal: (message) =>
    `erro interno: ${message}\n` +
    'É um defeito do zermelo, não do seu ficheiro. Por favor comunique-o a quem o mantém, com o comando\n' +
    'que correu, o ficheiro e esta mensagem (ZERMELO_DEBUG=1 escreve o rasto da pilha no stderr).',
};

export function cliWords(lang: CliLang | undefined): CliWords {
  return lang === 'pt' ? PT : EN;
}
