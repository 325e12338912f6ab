// Stage: report. A one-line progress indicator on stderr, only on a terminal and unless --quiet; it is
// erased before anything else is printed, so piped output and logs never contain it. It is cut to the
// width of stderr's terminal (its `columns`, read at each redraw; 100 when unknown). With counts it
// draws a bar and an ETA (the mean time per finished file × the files left), e.g.
// `[#######·····] 12/30 ETA 1m05s  checking conjectures/heap/game09.yaml`.

import type { Host } from '../host/host.js';
import { printable } from '../diag/printable.js';

const BAR = 20;

export class Progress {
  private shown = false;
  private readonly enabled: boolean;
  private readonly started: number;

  constructor(
    private readonly host: Host,
    wanted: boolean,
  ) {
    this.enabled = wanted && host.stderr.isTTY && host.env.CI === undefined;
    this.started = host.now();
  }

  show(text: string, counts?: { done: number; total: number }): void {
    if (!this.enabled) return;
    const shown = printable(text); // one line, whatever the file names in it
    const line = counts ? `${progressBar(counts.done, counts.total, this.host.now() - this.started)}  ${shown}` : shown;
    const columns = this.host.stderr.columns;
    const width = columns !== undefined && columns > 20 ? columns : 100;
    this.host.stderr.write(`\r\x1b[K${[...line].length > width - 1 ? `${[...line].slice(0, width - 2).join('')}…` : line}`);
    this.shown = true;
  }

  clear(): void {
    if (!this.shown) return;
    this.host.stderr.write('\r\x1b[K');
    this.shown = false;
  }
}

/** "[#####···············] 5/20 ETA 45s" (no ETA before the first file is done). */
export function progressBar(done: number, total: number, elapsedMs: number): string {
  const filled = total > 0 ? Math.round((BAR * Math.min(done, total)) / total) : 0;
  const eta = done > 0 && done < total ? ` ETA ${formatEta((elapsedMs / done) * (total - done))}` : '';
  return `[${'#'.repeat(filled)}${'·'.repeat(BAR - filled)}] ${done}/${total}${eta}`;
}

function formatEta(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
