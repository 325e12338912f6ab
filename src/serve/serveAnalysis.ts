// Stage: serve. What the `serve` page asks of the library, answered as JSON: a YAML text
// checked like `zermelo check --no-symbolic` (diagnostics with their offsets and line:col, the
// verdict, the counterexamples, the table with generations and the counterexamples' marks), the
// moves of one position, and one round of a game against the champion. Runs in serveThread.ts, so
// that a time limit can stop it. Input: requests (plain data). Output: plain data.

import { performance } from 'node:perf_hooks';
import type { Diagnostic } from '../diag/diagnostic.js';
import { lineColOf } from '../diag/lineMap.js';
import { diagnosticPt } from '../diag/messagesPt.js';
import { TERM_DRAW, TERM_LOSE, TERM_WIN } from '../run/runControls.js';
import { checkFile } from '../run/checkFile.js';
import { boundedHtml } from '../report/html/boundedHtml.js';
import { drawingSvg } from '../report/html/drawingSvg.js';
import { counterexampleHtml } from '../report/html/counterexampleHtml.js';
import { counterexampleMarks } from '../report/html/counterexampleMarks.js';
import { ownTables, pageCounterexamples, tableParams } from '../report/html/counterexampleTables.js';
import { formatParams } from '../report/renderText.js';
import { htmlWords } from '../report/html/htmlWords.js';
import { summaryIn } from '../report/html/renderCheckHtml.js';
import { classesOf, tableFacts } from '../report/html/renderTableHtml.js';
import { tableGrid } from '../report/html/tableGrid.js';
import { tableLegend } from '../report/html/tableLegend.js';
import type { FileReport } from '../report/model.js';
import { pipeline } from '../run/pipeline.js';
import { moveNameText, moveTargetText } from '../teach/moveName.js';
import { championChoice, classAt, generationAt, rankMoves, seenClass, type RankedMove } from '../teach/champion.js';
import type { SolvedGame } from '../teach/engine.js';
import { drawGamePosition } from '../teach/positionDrawing.js';
import { withSentences } from '../teach/explainPt.js';
import { championValueChoice, playValues, type PlayValues } from '../teach/playValues.js';
import { tableFor, windowSyntaxError, type WindowText } from '../teach/tableFor.js';
import { tableCells } from '../teach/tableModel.js';
import { words, type Lang } from '../teach/vocabulary.js';

/** A region estimated to need more memory is not solved (the bounded stage says which bound). */
export const SERVE_MAX_MEMORY = 512 * 1024 * 1024;

export interface AnalyzeRequest {
  file: string;
  text: string;
  window: WindowText;
  lang: Lang;
  /** The table's parameter values (default: the first counterexample's, else the largest swept). */
  params?: Record<string, number>;
}

/** One parameter assignment the page can choose for its table ("size=4"), marked when it fails. */
export interface ParamChoice {
  value: string;
  label: string;
  failures: number;
}

export interface DiagnosticJson {
  code: string;
  severity: Diagnostic['severity'];
  message: string;
  hint: string | null;
  start: number | null; // UTF-16 offsets into the text, end exclusive
  end: number | null;
  line: number | null;
  col: number | null;
}

export interface Analysis {
  diagnostics: DiagnosticJson[];
  verdict: FileReport['verdict'];
  verdictText: string;
  summary: string;
  counterexamples: FileReport['counterexamples'];
  /** Rendered by the same functions as `check --html`. */
  html: { table: string; facts: string; legend: string; counterexamples: string; bounded: string };
  start: number | null; // the region index of the file's start position
  playable: boolean;
  /** The table's parameter values as the page sends them back ("size=4"; '' without params). */
  params: string;
  /** The swept values (bounded.perParam), to choose another game for the table. */
  paramChoices: ParamChoice[];
}

export interface MoveJson {
  label: string;
  target: string;
  index: number;
  cls: string;
  generation: number | null;
  /** The move keeps the turn (`again:`): the same player moves next; its label says so. */
  keeps: boolean;
  good: boolean; // the book's jogada boa: to a safe position, or keeping the turn into a fragile one
  /** A game with points: the move's points and what it is worth to its mover (null: not defined). */
  points?: number;
  worth?: number | null;
  /** The target drawn by the file's `view:` (an <svg>), '' without one or for a sum. */
  drawing: string;
}

export interface PositionJson {
  index: number;
  position: string;
  cls: string;
  generation: number | null;
  moves: MoveJson[];
  champion: number | null; // which of `moves` the champion would play
  /** A game with points: the value of the position (null where it is not defined); the champion
   *  plays a move worth it. */
  value?: number | null;
  /** The game is over here: who wins, for the player to move. */
  over: 'mover-wins' | 'mover-loses' | 'draw' | null;
  /** The position drawn by the file's `view:` (an <svg>), '' without one. */
  drawing: string;
}

export interface PlayRound {
  human: MoveJson;
  /** The champion's answers in order: none after a human move that keeps the turn or ends the game,
   *  several when the champion's moves keep the turn. */
  champion: MoveJson[];
  position: PositionJson; // after the last move
  /** Who is to move at `position` (the champion only when the game is over there). */
  toMove: 'you' | 'champion';
}

/** Champion moves in a row that keep the turn before a round gives up (a loopy game: a draw). */
export const MAX_CHAMPION_MOVES = 1000;

interface Solved {
  key: string;
  params: string; // "size=4": the game of the table
  solved: SolvedGame;
}

let last: Solved | undefined;

function diagnosticJson(raw: Diagnostic, text: string, lang: Lang): DiagnosticJson {
  const d = lang === 'pt' ? diagnosticPt(raw) : raw;
  const at = d.span ? lineColOf(text, d.span.start) : undefined;
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    hint: d.hint ?? null,
    start: d.span?.start ?? null,
    end: d.span?.end ?? null,
    line: at?.line ?? null,
    col: at?.col ?? null,
  };
}

export async function analyze(req: AnalyzeRequest): Promise<Analysis> {
  for (const key of ['from', 'to'] as const) {
    const t = req.window[key];
    if (t !== undefined && windowSyntaxError(t)) delete req.window[key];
  }
  const checked = await checkFile(req.file, req.text, {
    engines: pipeline,
    now: () => performance.now(),
    symbolic: 'off',
    symbolicOffReason: 'the page runs the bounded check only (zermelo check proves)',
    bounded: { sample: 0, maxMemoryBytes: SERVE_MAX_MEMORY },
  });
  const report = withSentences(checked.report, req.lang);
  const out: Analysis = {
    diagnostics: checked.diagnostics.map((d) => diagnosticJson(d, req.text, req.lang)),
    verdict: report.verdict,
    verdictText: words(req.lang).verdict[report.verdict],
    summary: summaryIn(report, req.lang),
    counterexamples: report.counterexamples,
    html: { table: '', facts: '', legend: '', counterexamples: '', bounded: report.bounded ? boundedHtml(report.bounded, req.lang) : '' },
    start: null,
    playable: false,
    params: '',
    paramChoices: (report.bounded?.perParam ?? []).map((p) => ({
      value: paramsText(p.params),
      label: `${p.failures > 0 ? '✗ ' : ''}${formatParams(p.params)}`,
      failures: p.failures,
    })),
  };
  if (!checked.spec || report.verdict === 'invalid') return out;
  const list = pageCounterexamples(report.counterexamples);
  const params = tableParams(list, req.params);
  const t = tableFor(checked.spec, req.window, { grundy: true, ...(params ? { params } : {}) });
  out.diagnostics.push(...t.diagnostics.filter((d) => !checked.diagnostics.some((c) => c.code === d.code && c.message === d.message)).map((d) => diagnosticJson(d, req.text, req.lang)));
  if (!t.value) return out;
  const { model, solved } = t.value;
  out.params = paramsText(solved.params);
  last = { key: solvedKey(req.text, req.window), params: out.params, solved };
  const { marks, placements } = counterexampleMarks(list, model);
  const own = ownTables(checked.spec, list, placements, req.lang);
  const view = checked.spec.view;
  out.html = {
    ...out.html,
    table: tableGrid(model, req.lang, 'symbols', marks),
    facts: tableFacts(model, req.lang, htmlWords(req.lang).serve.chooseWindow),
    legend: tableLegend(
      {
        classes: classesOf([model]),
        mode: 'symbols',
        generations: true,
        mismatches: model.mismatches > 0,
        counterexamples: report.counterexamples.length > 0,
        values: tableCells(model).some((c) => c.value !== undefined),
      },
      req.lang,
    ),
    counterexamples: list.map((c, k) => counterexampleHtml(c, k + 1, placements[k]!, req.lang, own[k], view)).join(''),
  };
  const start = solved.game.start ? solved.game.region.encode(solved.game.start) : -1;
  out.start = start >= 0 ? start : null;
  out.playable = !solved.game.hasSums;
  return out;
}

function solvedKey(text: string, window: WindowText): string {
  return JSON.stringify([text, window.from ?? null, window.to ?? null]);
}

/** "size=4,k=2": parameter values as the page sends them back. */
function paramsText(params: Record<string, unknown>): string {
  return Object.entries(params)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(',');
}

/** The game of the last analysis of this text (solved again when the text, window or game changed). */
async function solvedAsync(file: string, text: string, window: WindowText, lang: Lang, params?: Record<string, number>): Promise<SolvedGame | string> {
  // without params: the game of the last analysis (the page sends the analysis's params back)
  if (last?.key === solvedKey(text, window) && (params === undefined || paramsText(params) === last.params)) return last.solved;
  const errors = htmlWords(lang).serve.errors;
  const loaded = await pipeline.load(file, text);
  if (!loaded.value) return errors.fileHasErrors;
  const t = tableFor(loaded.value, window, { grundy: true, ...(params ? { params } : {}) });
  if (!t.value) return t.diagnostics.map((d) => (lang === 'pt' ? diagnosticPt(d) : d).message).join('; ') || errors.cannotSolve;
  last = { key: solvedKey(text, window), params: paramsText(t.value.solved.params), solved: t.value.solved };
  return t.value.solved;
}

/** A move as listed in `lang`: zermelo's own move names translated and a kept turn marked, as
 *  `zermelo play` lists them; a kept move is good into a position fragile for its mover again. */
function moveJson(solved: SolvedGame, m: RankedMove, lang: Lang, values?: PlayValues): MoveJson {
  const keeps = m.keeps;
  const label = moveNameText(lang, m.label, { generated: m.move.generated === true, keeps });
  const target = moveTargetText(lang, m.target);
  const only = m.move.targets.length === 1 ? m.move.targets[0]!.position : undefined;
  const drawing = only && drawGamePosition(solved.spec.view, solved.game, only);
  const worth = values?.worth(m);
  const scored = values ? { points: worth?.points ?? Number(m.move.points ?? 0), worth: worth?.worth ?? null } : {};
  return { label, target, index: m.index, cls: m.cls, generation: m.generation, keeps, good: seenClass(m) === 'safe', ...scored, drawing: drawing ? drawingSvg(drawing, target, lang) : '' };
}

function positionJson(solved: SolvedGame, index: number, lang: Lang): PositionJson {
  const { game } = solved;
  const position = game.region.decode(index);
  const cls = classAt(solved, index);
  const ranked = rankMoves(solved, position);
  const term = game.terminalOf(position) || (ranked.length === 0 ? (game.play === 'misere' ? TERM_WIN : TERM_LOSE) : 0);
  // a game with points: the champion plays a move worth the value (teach/playValues.ts, as `play`)
  const values = playValues(solved);
  const value = values?.at(index);
  const choice = term ? undefined : values ? championValueChoice(values, value, cls, ranked) : championChoice(cls, ranked);
  const drawing = drawGamePosition(solved.spec.view, game, position);
  return {
    index,
    drawing: drawing ? drawingSvg(drawing, game.formatPosition(position), lang) : '',
    position: game.formatPosition(position),
    cls,
    generation: generationAt(solved, index),
    moves: ranked.map((m) => moveJson(solved, m, lang, values)),
    champion: choice ? ranked.indexOf(choice) : null,
    ...(values ? { value: value ?? null } : {}),
    over: term === TERM_WIN ? 'mover-wins' : term === TERM_LOSE ? 'mover-loses' : term === TERM_DRAW ? 'draw' : null,
  };
}

export interface PositionRequest {
  file: string;
  text: string;
  window: WindowText;
  index: number;
  lang?: Lang; // of the answers' sentences (English when absent)
  /** The game of the table the index belongs to (the analysis's `params`). */
  params?: Record<string, number>;
}

export async function movesAt(req: PositionRequest): Promise<PositionJson | string> {
  const solved = await solvedAsync(req.file, req.text, req.window, req.lang ?? 'en', req.params);
  if (typeof solved === 'string') return solved;
  if (!Number.isInteger(req.index) || req.index < 0 || req.index >= solved.solution.size) return htmlWords(req.lang ?? 'en').serve.errors.noPosition(req.index);
  return positionJson(solved, req.index, req.lang ?? 'en');
}

/** The human plays move `move` from `index`; the champion answers unless the game is over. */
export async function playRound(req: PositionRequest & { move: number }): Promise<PlayRound | string> {
  const errors = htmlWords(req.lang ?? 'en').serve.errors;
  const solved = await solvedAsync(req.file, req.text, req.window, req.lang ?? 'en', req.params);
  if (typeof solved === 'string') return solved;
  if (solved.game.hasSums) return errors.sums;
  const here = await movesAt(req);
  if (typeof here === 'string') return here;
  const human = here.moves[req.move];
  if (!human) return errors.noMove(req.move, here.position);
  if (human.index < 0) return errors.outside(human.target);
  let at = positionJson(solved, human.index, req.lang ?? 'en');
  // a move that keeps the turn: the human moves again; else the champion moves until it passes the turn
  if (human.keeps) return { human, champion: [], position: at, toMove: 'you' };
  const champion: MoveJson[] = [];
  while (champion.length < MAX_CHAMPION_MOVES) {
    if (at.over || at.champion === null) return { human, champion, position: at, toMove: 'champion' };
    const move = at.moves[at.champion]!;
    if (move.index < 0) return errors.championLeaves(`${move.label} → ${move.target}`);
    champion.push(move);
    at = positionJson(solved, move.index, req.lang ?? 'en');
    if (!move.keeps) return { human, champion, position: at, toMove: 'you' };
  }
  return errors.endless(MAX_CHAMPION_MOVES);
}
