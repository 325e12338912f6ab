// Stage: report (html). The frame of every HTML report: one self-contained document (inline CSS, no
// script, no network, no external assets), readable printed or on a projector. Input: a title, the
// language and the body HTML. Output: the document text.

import { escapeHtml as esc } from './escape.js';
import type { Lang } from '../../teach/vocabulary.js';

const CSS = `
:root { --safe: #1f2937; --fragile: #f3f4f6; --neutral: #fcd34d; --undetermined: #e9d5ff; --bad: #dc2626; --ok: #15803d; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #111827; }
h1 { font-size: 1.5rem; margin-bottom: .2rem; } h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid #e5e7eb; }
.sub { color: #4b5563; margin-top: 0; } code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .9em; }
pre { background: #f9fafb; border: 1px solid #e5e7eb; padding: .6rem; overflow-x: auto; }
.verdict { display: inline-block; padding: .1rem .5rem; border-radius: .3rem; font-weight: 600; color: white; background: #6b7280; }
.verdict.proved, .verdict.holds { background: var(--ok); } .verdict.refuted, .verdict.invalid { background: var(--bad); } .verdict.unknown { background: #b45309; }
table.obligations { border-collapse: collapse; } table.obligations td, table.obligations th { border: 1px solid #e5e7eb; padding: .2rem .6rem; text-align: left; }
.status-proved { color: var(--ok); } .status-refuted, .status-error { color: var(--bad); } .status-unknown { color: #b45309; }
.sections { display: flex; flex-wrap: wrap; gap: 1.5rem; } figure.section { margin: 0; } figcaption { font-weight: 600; margin-bottom: .3rem; }
svg.table text { font-family: ui-monospace, "DejaVu Sans Mono", monospace; text-anchor: middle; dominant-baseline: central; }
svg.table text.axis { font-size: 11px; fill: #4b5563; }
svg.table .cell rect { stroke: #9ca3af; stroke-width: 1; }
svg.table .cell.safe rect { fill: var(--safe); } svg.table .cell.safe text { fill: white; }
svg.table .cell.fragile rect { fill: var(--fragile); } svg.table .cell.fragile text { fill: #374151; }
svg.table .cell.neutral rect { fill: var(--neutral); } svg.table .cell.undetermined rect { fill: var(--undetermined); }
svg.table .cell.mismatch rect { stroke: var(--bad); stroke-width: 3; }
svg.table .cell:hover rect { stroke: #2563eb; stroke-width: 3; }
.legend .key { display: inline-block; width: .9rem; height: .9rem; vertical-align: -.1rem; border: 1px solid #9ca3af; }
.key.safe { background: var(--safe); } .key.fragile { background: var(--fragile); } .key.neutral { background: var(--neutral); }
.key.undetermined { background: var(--undetermined); } .key.mismatch { border: 3px solid var(--bad); }
.counterexample { border-left: 4px solid var(--bad); padding: .2rem .8rem; margin: .8rem 0; background: #fef2f2; }
.counterexample ul { margin: .3rem 0; } .note { color: #4b5563; }
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
    `<style>${CSS}</style>`,
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
