// Stage: serve. The page of `zermelo serve`: an editor for the YAML text with the diagnostics
// drawn at their positions, the verdict, the table with generations and the counterexamples beside
// it, the moves of a clicked position, a game against the champion. The page's words come from
// report/html/htmlWords.ts (read by its script from a JSON block); its style extends the reports'.
// Input: the language. Output: the HTML document and the style sheet (served as /page.css).

import { escapeHtml as esc } from '../report/html/escape.js';
import { htmlWords } from '../report/html/htmlWords.js';
import { PAGE_CSS } from '../report/html/page.js';
import { words, type Lang } from '../teach/vocabulary.js';

const SERVE_CSS = `
body { max-width: none; margin: 0; padding: 0 1rem 2rem; }
header.serve { display: flex; flex-wrap: wrap; align-items: baseline; gap: .5rem 1.5rem; padding: .6rem 0; border-bottom: 1px solid #e5e7eb; }
header.serve h1 { margin: 0; font-size: 1.3rem; } #status { color: #4b5563; }
main.serve { display: grid; grid-template-columns: minmax(18rem, 26rem) minmax(0, 1fr); gap: 1.5rem; margin-top: 1rem; }
@media (max-width: 62rem) { main.serve { grid-template-columns: minmax(0, 1fr); } }
.editor { position: relative; height: 30rem; border: 1px solid #9ca3af; border-radius: 4px; background: white; }
.editor textarea, .editor .backdrop { position: absolute; inset: 0; margin: 0; padding: .5rem; box-sizing: border-box; width: 100%; height: 100%;
  font: 14px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre; overflow: auto; tab-size: 2; border: 0; }
.editor .backdrop { color: transparent; background: transparent; pointer-events: none; } .editor .backdrop code { font: inherit; }
.editor textarea { background: transparent; color: #111827; resize: none; outline: none; caret-color: #111827; }
.editor mark { color: transparent; background: #fecaca; border-bottom: 2px solid var(--bad); border-radius: 2px; }
.editor mark.warning { background: #fde68a; border-bottom-color: #b45309; }
ul.diagnostics { list-style: none; padding: 0; margin: .5rem 0; } ul.diagnostics li { padding: .2rem .4rem; cursor: pointer; border-left: 4px solid var(--bad); margin-bottom: .3rem; background: #fef2f2; }
ul.diagnostics li.warning { border-left-color: #b45309; background: #fffbeb; } ul.diagnostics li.none { border-left-color: var(--ok); background: #f0fdf4; cursor: default; }
ul.diagnostics .where { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-weight: 600; margin-right: .4rem; } ul.diagnostics .hint { display: block; color: #4b5563; }
.window-inputs input { width: 6rem; font: inherit; }
td.cell, li.counterexample { cursor: pointer; } #table.stale { opacity: .35; } aside.counterexamples { flex-basis: 18rem; }
ul.moves-list { list-style: none; padding: 0; } ul.moves-list li { margin: .2rem 0; }
ul.moves-list .tag { font-size: .85rem; margin-left: .4rem; padding: 0 .3rem; border-radius: .3rem; background: #e5e7eb; }
ul.moves-list .tag.good { background: #dcfce7; color: var(--ok); font-weight: 600; }
button { font: inherit; padding: .25rem .7rem; border: 1px solid #6b7280; border-radius: .3rem; background: #f9fafb; cursor: pointer; }
button.move { margin: .2rem .4rem .2rem 0; } button:hover { background: #e5e7eb; }
ol.transcript li.champion { color: #1f2937; font-weight: 600; } .outcome { font-weight: 700; font-size: 1.1rem; }
.error-box { border-left: 4px solid var(--bad); background: #fef2f2; padding: .3rem .8rem; }
.move-drawing { display: inline-block; vertical-align: middle; margin-right: .4rem; } .move-drawing svg.drawing { width: 4.5rem; }
.move-drawing svg.drawing-heaps, .move-drawing svg.drawing-grid { width: auto; max-width: 10rem; } button.move .move-drawing { display: block; margin: 0 auto .2rem; }
`;

export function servePageCss(): string {
  return PAGE_CSS + SERVE_CSS;
}

export function servePage(lang: Lang): string {
  const hw = htmlWords(lang);
  const s = hw.serve;
  const w = words(lang);
  const pageWords = { ...s, cls: w.cls, generation: w.generation, counterexamples: hw.counterexamples, table: hw.table, bounded: hw.bounded, value: hw.value, scores: hw.scores, worth: hw.worth };
  // JSON inside <script type="application/json"> is data, not code (CSP allows no inline script):
  // "<" is escaped so that no text can close the element.
  const data = JSON.stringify(pageWords).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(s.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/page.css">
<script type="application/json" id="words">${data}</script>
<script src="/page.js" defer></script>
</head>
<body>
<header class="serve"><h1>${esc(s.title)}</h1>
<label>${esc(s.file)} <select id="file"></select></label>
<label id="params-box" hidden>${esc(s.params)} <select id="params"></select></label>
<span class="window-inputs">${esc(s.window)}: <label>${esc(s.from)} <input id="from" placeholder="0"></label> <label>${esc(s.to)} <input id="to" placeholder="39"></label></span>
<span id="status" role="status"></span></header>
<p class="note">${esc(s.notSaved)}</p>
<main class="serve">
<section class="editor-pane">
<div class="editor"><pre class="backdrop" aria-hidden="true"><code id="highlights"></code></pre><textarea id="source" spellcheck="false" autocomplete="off" aria-label="YAML"></textarea></div>
<ul id="diagnostics" class="diagnostics" aria-label="${esc(s.problems)}"></ul>
</section>
<section class="result-pane">
<h2 id="verdict-line"><span id="verdict" class="verdict"></span> <span id="summary"></span></h2>
<div id="facts"></div>
<div class="table-and-counterexamples"><div class="table-box" id="table"></div>
<aside class="counterexamples" id="counterexamples-box" hidden><h3>${esc(hw.counterexamples)}</h3><ol id="counterexamples" class="counterexample-list"></ol></aside></div>
<section id="position-pane"><p class="note" id="position-hint">${esc(s.clickCell)}</p><h3 id="position-title"></h3><div id="position-drawing" class="drawing-box"></div><ul id="moves" class="moves-list"></ul>
<button id="play-here" hidden>${esc(s.playHere)}</button></section>
<section id="play-pane" hidden><h3>${esc(s.playTitle)}</h3><ol id="transcript" class="transcript"></ol><div id="play-drawing" class="drawing-box"></div><p id="play-prompt"></p><div id="play-moves"></div>
<p id="outcome" class="outcome"></p><button id="play-stop">${esc(s.stopPlay)}</button></section>
<div id="bounded"></div>
<div id="legend"></div>
</section>
</main>
</body>
</html>
`;
}
