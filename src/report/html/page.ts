// Stage: report (html). The frame of every HTML report: one self-contained document (inline CSS, no
// script, no network, no external assets), readable printed or on a projector. Input: a title, the
// language and the body HTML. Output: the document text.

import { escapeHtml as esc } from './escape.js';
import type { Lang } from '../../teach/vocabulary.js';

/** The reports' style sheet (also used by the `serve` page). Cells keep their size at any page width:
 *  a one-coordinate table wraps in blocks instead of shrinking. */
export const PAGE_CSS = `
:root { --safe: #1f2937; --fragile: #f3f4f6; --neutral: #fcd34d; --undetermined: #e9d5ff; --bad: #dc2626; --ok: #15803d; --mark: #2563eb; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 84rem; padding: 0 1rem; color: #111827; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; } h2 { font-size: 1.3rem; margin-top: 2rem; border-bottom: 1px solid #e5e7eb; } h3 { font-size: 1.1rem; }
.sub { color: #4b5563; margin-top: 0; } code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .9em; }
pre { background: #f9fafb; border: 1px solid #e5e7eb; padding: .6rem; overflow-x: auto; }
.verdict { display: inline-block; padding: .1rem .5rem; border-radius: .3rem; font-weight: 600; color: white; background: #6b7280; }
.verdict.proved, .verdict.holds { background: var(--ok); } .verdict.refuted, .verdict.invalid { background: var(--bad); } .verdict.unknown { background: #b45309; }
table.obligations, table.failures { border-collapse: collapse; } table.obligations td, table.failures td { border: 1px solid #e5e7eb; padding: .2rem .6rem; text-align: left; }
table.failures td.count { white-space: nowrap; font-weight: 600; }
.status-proved { color: var(--ok); } .status-refuted, .status-error { color: var(--bad); } .status-unknown { color: #b45309; }
.sections { display: flex; flex-direction: column; gap: 1.2rem; } figure.section { margin: 0; } figcaption { font-weight: 600; margin-bottom: .3rem; }
.blocks { display: flex; flex-wrap: wrap; gap: .8rem 1.6rem; } .blocks > table.game-table { flex: none; } .scroll { overflow-x: auto; max-width: 100%; }
table.game-table { border-collapse: separate; border-spacing: 3px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
table.game-table th { font-weight: 400; color: #4b5563; font-size: .95rem; padding: 0 .2rem; white-space: nowrap; }
table.game-table th.corner, table.game-table th.row { text-align: right; padding-right: .4rem; }
td.cell, td.swatch { position: relative; width: 3rem; height: 3rem; padding: 0; text-align: center; vertical-align: middle; border: 1px solid #9ca3af; border-radius: 3px; box-sizing: border-box; }
td.cell .sym, td.swatch .sym { font-size: 1.4rem; font-weight: 700; line-height: .9; }
/* the symbol's box sets the cell's least width: a table squeezed by its container keeps its cells */
td.cell > .sym, td.swatch > .sym { display: inline-block; min-width: calc(3rem - 2px); }
td.cell > .sym { position: relative; top: -3px; } /* room below for the generation */
/* in a 3rem cell the counterexamples' numbers stack in the left band, the symbol is in the middle, the generation in the bottom right corner */
/* the generation at .85rem (13.6 px; it was .65rem, 10.4 px, too small on a projector), bold, in the corner below the symbol */
td.cell .gen { position: absolute; right: 2px; bottom: 1px; font-size: .85rem; font-weight: 700; line-height: 1; }
td.cell .val { position: absolute; right: 2px; top: 1px; font-size: .75rem; line-height: 1; }
td.cell.safe, td.swatch.safe { background: var(--safe); color: white; } td.cell.fragile, td.swatch.fragile { background: var(--fragile); color: #111827; }
td.cell.neutral, td.swatch.neutral { background: var(--neutral); color: #111827; } td.cell.undetermined, td.swatch.undetermined { background: var(--undetermined); color: #111827; }
td.cell.mismatch { outline: 3px solid var(--bad); outline-offset: -3px; }
td.cell.target { border: 2px dashed var(--mark); }
td.cell.named { box-shadow: 0 0 0 3px var(--mark); }
td.cell.selected { box-shadow: 0 0 0 4px #f59e0b; }
td.cell:hover { box-shadow: 0 0 0 3px var(--mark); cursor: default; }
.badge { display: inline-block; min-width: 1.1rem; padding: 0 .25rem; border-radius: .6rem; background: var(--mark); color: white; font: 700 .75rem/1.1rem system-ui, sans-serif; text-align: center; }
td.cell .badges { position: absolute; top: 1px; left: 1px; display: flex; flex-direction: column; gap: 1px; }
td.cell .badge { min-width: .6rem; padding: 0 .1rem; font-size: .6rem; line-height: .8rem; }
.table-and-counterexamples { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
.table-box { flex: 1 1 36rem; min-width: 0; } /* 36rem: one block of ten cells */ aside.counterexamples { flex: 1 1 22rem; max-width: 40rem; } aside.counterexamples h3 { margin-top: 0; }
ol.counterexample-list { list-style: none; padding: 0; margin: 0; }
.counterexample { position: relative; border-left: 4px solid var(--bad); padding: .3rem .8rem .3rem 2.2rem; margin: 0 0 .8rem; background: #fef2f2; }
.counterexample > .badge { position: absolute; left: .5rem; top: .55rem; }
.counterexample p { margin: .2rem 0; } .counterexample ul.moves { margin: .3rem 0; padding-left: 1.2rem; } .note { color: #4b5563; }
.counterexample .own-table { margin: .4rem 0; } .counterexample .line p { margin: .3rem 0 .1rem; }
ol.line-steps { margin: 0; padding-left: 1.6rem; } ol.line-steps li.line-end { list-style: none; color: #4b5563; font-style: italic; }
section.legend table.vocabulary { border-collapse: separate; border-spacing: 3px 4px; }
section.legend td { padding: 0 .5rem; } section.legend td.vocab-symbol, section.legend td.vocab-letter { font: 700 1.1rem ui-monospace, "DejaVu Sans Mono", monospace; text-align: center; }
section.legend td.vocab-word { font-weight: 600; } section.legend td.vocab-cgt { color: #4b5563; }
ul.facts, ul.legend-notes { padding-left: 1.2rem; }
figure.drawing-box, div.drawing-box { margin: .4rem 0; } svg.drawing { display: block; max-width: 100%; height: auto; background: white; }
table.game-table th.row .row-drawing { display: inline-block; vertical-align: middle; margin-right: .4rem; }
table.game-table th.row .row-drawing svg.drawing { width: 5rem; } table.game-table th.row .row-drawing svg.drawing-heaps, table.game-table th.row .row-drawing svg.drawing-grid { width: auto; max-width: 12rem; }
`;

export function htmlPage(title: string, lang: Lang, body: string): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    '<link rel="icon" href="data:,">',
    `<style>${PAGE_CSS}</style>`,
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
