// Stage: serve. What each URL of `zermelo serve` answers: the page, its script and style, the
// list of the folder's YAML files and their text (only files of that list are read; nothing is ever
// written), and the library's answers to the page (serveAnalysis.ts, in the time-limited thread).
// Input: method, path, query, JSON body. Output: a Reply.

import type { Lang } from '../teach/vocabulary.js';
import type { Host } from '../host/host.js';
import { htmlWords } from '../report/html/htmlWords.js';
import { json, type Handler, type Reply } from './serveHttp.js';
import { servePage, servePageCss } from './servePage.js';
import { SERVE_SCRIPT } from './serveScript.js';
import type { ServeWorker, WorkResult } from './serveWorker.js';
import { DEFAULT_MAX_FILE_BYTES } from '../host/fileHost.js';

export interface ServeContext {
  host: Host;
  roots: string[]; // FOLDER, or none (conjectures/ and proofs/)
  lang: Lang;
  worker: ServeWorker;
  limitMs: number;
  /** The game files under the roots (the command line's discovery, cli/discover.ts); throws on an empty folder. */
  discover: () => Promise<{ relative: string; absolute: string }[]>;
}

/** The files the page's chooser lists at most (a folder of 10^5 files would make a page nobody can
 *  use); the reply says how many were left out. */
export const MAX_LISTED_FILES = 1000;

async function listFiles(ctx: ServeContext): Promise<{ relative: string; absolute: string }[]> {
  try {
    return await ctx.discover();
  } catch {
    return []; // an empty folder: the page starts with a new file
  }
}

function workReply(r: WorkResult, limitMs: number, lang: Lang): Reply {
  if ('timedOut' in r) return json(503, { error: htmlWords(lang).serve.errors.timedOut(limitMs / 1000) });
  if ('error' in r) return json(500, { error: `internal error: ${r.error}` });
  if (typeof r.value === 'string') return json(422, { error: r.value });
  return json(200, r.value);
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

function windowOf(b: Record<string, unknown>): { from?: string; to?: string } {
  const w: { from?: string; to?: string } = {};
  if (typeof b.from === 'string' && b.from.trim() !== '') w.from = b.from.trim();
  if (typeof b.to === 'string' && b.to.trim() !== '') w.to = b.to.trim();
  return w;
}

/** The table's parameter values as the page sends them ("size=4,k=2"); anything else is left out. */
function paramsOf(b: Record<string, unknown>): { params?: Record<string, number> } {
  if (typeof b.params !== 'string' || b.params.trim() === '') return {};
  const params: Record<string, number> = {};
  for (const part of b.params.split(',')) {
    const m = /^\s*([A-Za-z_]\w*)\s*=\s*(-?\d+)\s*$/.exec(part);
    if (!m || !Number.isSafeInteger(Number(m[2]))) return {};
    params[m[1]!] = Number(m[2]);
  }
  return { params };
}

export function serveRoutes(ctx: ServeContext): Handler {
  return async (method, path, query, body) => {
    if (method === 'GET') {
      switch (path) {
        case '/':
          return { status: 200, type: 'html', body: servePage(ctx.lang) };
        case '/page.js':
          return { status: 200, type: 'js', body: SERVE_SCRIPT };
        case '/page.css':
          return { status: 200, type: 'css', body: servePageCss() };
        case '/api/files': {
          const files = (await listFiles(ctx)).map((f) => f.relative);
          const omitted = files.length - MAX_LISTED_FILES;
          return json(200, { files: files.slice(0, MAX_LISTED_FILES), ...(omitted > 0 ? { omitted } : {}) });
        }
        case '/api/file': {
          const wanted = query.get('path') ?? '';
          const file = (await listFiles(ctx)).find((f) => f.relative === wanted);
          if (!file) return json(404, { error: `not a YAML file of the folder served: ${wanted}` });
          return json(200, { path: file.relative, text: await ctx.host.readFile(file.absolute, DEFAULT_MAX_FILE_BYTES) });
        }
      }
      return json(404, { error: `nothing at ${path}` });
    }
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const base = { file: str(b.file, 'untitled.yaml'), text: str(b.text), window: windowOf(b), ...paramsOf(b) };
    switch (path) {
      case '/api/analyze':
        return workReply(await ctx.worker.run('analyze', { ...base, lang: ctx.lang }), ctx.limitMs, ctx.lang);
      case '/api/moves':
        return workReply(await ctx.worker.run('moves', { ...base, index: Number(b.index), lang: ctx.lang }), ctx.limitMs, ctx.lang);
      case '/api/play':
        return workReply(await ctx.worker.run('play', { ...base, index: Number(b.index), move: Number(b.move), lang: ctx.lang }), ctx.limitMs, ctx.lang);
    }
    return json(404, { error: `nothing at ${path}` });
  };
}
