// Stage: cli. `zermelo table FILE`: the game's table (teach/buildTable) as text on stdout — coloured
// only on a terminal — and, with --html FILE, as a self-contained page. The positions tabled are
// those `check` solves: with check.from: start only the ones reachable from the start (--region:
// the whole region). Also the setup shared by table, play and guess: one FILE, --param, --lang,
// --max-memory, the game built and solved. Exit 0, or 2.

import { cliWords } from '../cliWords.js';
import type { Engines } from '../../run/engines.js';
import { renderTableHtml } from '../../report/html/renderTableHtml.js';
import { buildTable } from '../../teach/buildTable.js';
import { checksFromStart, prepareGame, type GrundyProblem, type PrepareOptions, type SolvedGame } from '../../teach/engine.js';
import { parseParamAssignments } from '../../teach/positionInput.js';
import { renderTableText } from '../../teach/renderTableText.js';
import { parseWindowBound, tableAxes } from '../../teach/tableWindow.js';
import { isSetTable } from '../../teach/setTable.js';
import { parseLang, type Lang } from '../../teach/vocabulary.js';
import type { Spec } from '../../model/model.js';
import { UsageError, type ParsedArgs } from '../args.js';
import { wantsColor } from '../color.js';
import { resolvePath } from '../../host/paths.js';
import type { Host } from '../../host/host.js';
import { writeReportFile } from './io.js';
import { loadOne, printDiagnostics } from './loadOne.js';
import { EXIT } from '../../report/exitCodes.js';
import { parseBytes } from '../../game/memoryEstimate.js';

export interface TeachSetup {
  spec: Spec;
  source: string;
  lang: Lang;
  params: Record<string, number>;
  /** --max-memory: the limit of the solve (undefined: the default, as `check`). */
  maxMemoryBytes?: number;
}

/** One FILE loaded, --lang, --param and --max-memory read (the game is built by `solve` below). */
export async function teachSetup(args: ParsedArgs, host: Host, engines: Engines, command: string): Promise<TeachSetup | number> {
  const lang = parseLang(args.options.lang as string | undefined);
  if (!lang) throw new UsageError(`--lang accepts en or pt`);
  const assigned = typeof args.options.param === 'string' ? parseParamAssignments(args.options.param) : { ints: {}, texts: {} };
  if (typeof assigned === 'string') throw new UsageError(`--param: ${assigned}`, 'e.g. --param size=8');
  const params = assigned.ints;
  const memory = args.options['max-memory'];
  const maxMemoryBytes = memory === undefined ? undefined : parseBytes(String(memory));
  if (memory !== undefined && maxMemoryBytes === undefined) throw new UsageError(`--max-memory needs a size such as 8G, 512M or 2GiB, not '${String(memory)}'`);
  // a real parameter's value goes to the loader as written (it is read exactly, model/realParams.ts)
  const loaded = await loadOne(args, host, engines, command, Object.keys(assigned.texts).length ? assigned.texts : undefined);
  if (typeof loaded === 'number') return loaded;
  for (const [name, text] of Object.entries(assigned.texts)) {
    if (loaded.spec.defines.some((d) => d.name === name && d.fromParam)) continue; // a real parameter
    const integer = loaded.spec.game.params.find((p) => p.name === name);
    if (integer && params[name] === undefined) throw new UsageError(`--param: '${name}' is an integer parameter, not '${text}'`, `e.g. --param ${name}=8`);
    if (!integer) {
      const known = [...loaded.spec.game.params.map((p) => p.name), ...loaded.spec.defines.filter((d) => d.fromParam).map((d) => d.name)];
      throw new UsageError(`--param: the game has no parameter '${name}'`, known.length ? `its parameters: ${known.join(', ')}` : 'this game has no parameters');
    }
  }
  return { spec: loaded.spec, source: loaded.source, lang, params, ...(maxMemoryBytes !== undefined ? { maxMemoryBytes } : {}) };
}

/** Builds and solves the game; its diagnostics go to stderr. */
export function solve(setup: TeachSetup, host: Host, args: ParsedArgs, options: PrepareOptions = {}): SolvedGame | number {
  const solved = prepareGame(setup.spec, { params: setup.params, ...(setup.maxMemoryBytes !== undefined ? { maxMemoryBytes: setup.maxMemoryBytes } : {}), ...options });
  printDiagnostics(host, solved.diagnostics, setup.source, args.options['no-color'] === true, setup.lang);
  if (solved.value) return solved.value;
  // only a warning (a real field or move, ZM4002): say why nothing follows, rather than exit silently
  if (!solved.diagnostics.some((d) => d.severity === 'error')) host.stderr.write(`zermelo: ${cliWords(setup.lang).notEnumerable}\n`);
  return EXIT.usage;
}

function windowOption(args: ParsedArgs, key: 'from' | 'to', names: string[]): Record<string, number> | undefined {
  const text = args.options[key];
  if (typeof text !== 'string') return undefined;
  const parsed = parseWindowBound(text, names);
  if (typeof parsed === 'string') throw new UsageError(`--${key}: ${parsed}`);
  return parsed;
}

/** A table of sets lists whole positions by the sizes of their sets (teach/setTable.ts), so its
 *  window is a number of marked elements; a value per element (0 or 1) would choose nothing. */
function setWindowOnly(args: ParsedArgs, field: string, elements: number): void {
  for (const key of ['from', 'to'] as const) {
    const text = args.options[key];
    if (typeof text !== 'string' || /^\s*\d+\s*$/.test(text)) continue;
    throw new UsageError(
      `--${key} ${text}: the state of this game is a set (${field}, ${elements} elements), and its table lists whole positions, smallest sets first; a window per element would choose nothing`,
      `give the number of marked elements instead: --from 2 --to 3 lists the positions whose sets have 2 or 3 elements (0..${elements})`,
    );
  }
}

/** Bounds widened so that the window lies inside the region (only fields limited by check.bounds);
 *  a `--from` alone asks for the default span after it. */
function widened(solved: SolvedGame, from: Record<string, number> = {}, to: Record<string, number> = {}): PrepareOptions['bounds'] | undefined {
  const { game } = solved;
  const out: Record<string, [number, number]> = {};
  game.slots.forEach((s, k) => {
    const want = to[s.name] ?? (from[s.name] !== undefined ? from[s.name]! + 39 : undefined);
    if (want === undefined || want <= game.region.hi[k]! || !solved.spec.check.bounds[s.field]) return;
    const hi = Math.min(want, s.domainHi);
    out[s.field] = [game.region.lo[k]!, Math.max(out[s.field]?.[1] ?? hi, hi)];
  });
  return Object.keys(out).length ? out : undefined;
}

export async function runTable(args: ParsedArgs, host: Host, engines: Engines): Promise<number> {
  const o = args.options;
  if ([o.letters, o.grundy, o.values].filter(Boolean).length > 1) throw new UsageError('--letters, --grundy and --values cannot be used together', 'choose one of them');
  const width = o.width === undefined ? Number(host.env.COLUMNS) || 80 : Number(o.width);
  if (!Number.isInteger(width) || width < 20) throw new UsageError(`--width needs a number of columns (at least 20), not '${String(o.width)}'`);
  const setup = await teachSetup(args, host, engines, 'table');
  if (typeof setup === 'number') return setup;
  const scope: PrepareOptions = o.region === true ? { scope: 'region' } : {};
  if (o.region === true && checksFromStart(setup.spec)) {
    // the file's check visits only what the start reaches; the whole box may be far larger
    host.stderr.write(`zermelo: ${cliWords(setup.lang).wholeRegion}\n`);
  }
  let solved = solve(setup, host, args, scope);
  if (typeof solved === 'number') return solved;
  const game = solved.game;
  const axes = tableAxes(game);
  const names = axes.free.map((s) => game.slots[s]!.name);
  if (isSetTable(game, axes.free)) setWindowOnly(args, game.slots[axes.free[0]!]!.field, axes.free.length);
  const from = windowOption(args, 'from', names);
  const to = windowOption(args, 'to', names);
  for (const name of names) {
    const a = from?.[name];
    const b = to?.[name];
    if (a !== undefined && b !== undefined && a > b) throw new UsageError(`--from ${name}=${a} is after --to ${name}=${b}`, 'the window runs from --from up to --to, e.g. --from 5 --to 60');
  }
  // solved from the start, the table has what the start reaches: a wider box would add only empty cells
  const bounds = solved.solution.reachable ? undefined : widened(solved, from, to);
  if (bounds) {
    solved = solve(setup, host, args, { ...scope, bounds });
    if (typeof solved === 'number') return solved;
  }
  if (o.grundy && !solved.grundy()) throw grundyRefusal(solved.grundyProblem?.());
  const model = buildTable(solved, { ...(from ? { from } : {}), ...(to ? { to } : {}), grundy: o.grundy === true || typeof o.html === 'string', values: o.values === true });
  const chosen = setup.spec.game.params.filter((p) => setup.params[p.name] === undefined).map((p) => `${p.name} = ${solved.params[p.name]}`);
  if (chosen.length) {
    const example = setup.spec.game.params[0]!.name;
    model.notes.push(
      setup.lang === 'pt'
        ? `${chosen.join(', ')}: o maior valor de check.params (escolha outro com --param ${example}=8).`
        : `${chosen.join(', ')}: the largest value of check.params (choose another with --param ${example}=8).`,
    );
  }
  const mode = o.values ? 'values' : o.grundy ? 'grundy' : o.letters ? 'letters' : 'symbols';
  const color = wantsColor(host, host.stdout, o['no-color'] === true);
  host.stdout.write(renderTableText(model, { mode, generations: o.generations === true, color, width, lang: setup.lang }));
  if (typeof o.html === 'string') {
    const written = await writeReportFile(host, resolvePath(host.cwd, o.html), renderTableHtml(model, setup.lang, mode));
    if (written !== true) {
      host.stderr.write(`zermelo: ${cliWords(setup.lang).error} ZM7002: ${cliWords(setup.lang).cannotWriteReport('HTML', o.html, cliWords(setup.lang).ioError(written))}\n`);
      return EXIT.usage;
    }
  }
  return EXIT.ok;
}

/** Why `--grundy` shows no values, in both languages, with what to do instead. */
function grundyRefusal(problem: GrundyProblem | undefined): UsageError {
  const instead = { en: 'use --letters or the default + / −', pt: 'use --letters ou o + / − habitual' };
  if (problem?.problem === 'cycle') {
    return new UsageError(
      `--grundy: Grundy values are defined only for finite games, and a cycle of moves is reachable from the start (${problem.reached} positions reached), so play can go on for ever`,
      `${instead.en}: the table then shows the outcomes, a draw by infinite play as neutral`,
      {
        message: `--grundy: os valores de Grundy só estão definidos para jogos finitos, e a partir da posição inicial chega-se a um ciclo de jogadas (${problem.reached} posições alcançadas): a partida pode não acabar`,
        hint: `${instead.pt}: a tabela mostra então as classes, um empate por partida infinita como neutra`,
      },
    );
  }
  if (problem?.problem === 'failed' || problem?.problem === 'region-cycle') {
    const d = problem.diagnostics[0];
    const message = `--grundy: ${d ? `${d.message} (${d.code})` : 'the Grundy values could not be computed'}`;
    return new UsageError(message, d?.hint ?? instead.en);
  }
  const why = problem?.problem === 'unsupported' ? problem.why : 'Grundy values are defined only for impartial, normal-play games without draws';
  return new UsageError(`--grundy: ${why}`, instead.en, { message: `--grundy: ${grundyWhyPt(why)}`, hint: instead.pt });
}

/** grundyUnsupported's reasons (solve/solveGrundy.ts) in Portuguese. */
function grundyWhyPt(why: string): string {
  if (/partizan/.test(why)) return 'os valores de Grundy só estão definidos para jogos imparciais; este jogo é partidário (os jogadores têm jogadas diferentes)';
  if (/misère/.test(why)) return 'os valores de Grundy descrevem o jogo normal; no jogo perde-ganha não determinam as classes';
  if (/end: draw/.test(why)) return 'os valores de Grundy só estão definidos para jogos sem empates; este jogo tem `end: draw`';
  if (/end: win/.test(why)) return 'os valores de Grundy só estão definidos para o jogo normal; este jogo tem `end: win`';
  if (/again:/.test(why)) return 'os valores de Grundy só estão definidos para jogos em que cada jogada passa a vez; este jogo tem `again:`';
  return 'os valores de Grundy só estão definidos para jogos imparciais, em jogo normal, sem empates';
}
