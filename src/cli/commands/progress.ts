// Stage: cli. A one-line progress indicator on stderr, only on a terminal and unless --quiet; it is
// erased before anything else is printed, so piped output and logs never contain it.

import type { Host } from '../host.js';

export class Progress {
  private shown = false;
  private readonly enabled: boolean;

  constructor(
    private readonly host: Host,
    wanted: boolean,
  ) {
    this.enabled = wanted && host.stderr.isTTY && host.env.CI === undefined;
  }

  show(text: string): void {
    if (!this.enabled) return;
    this.host.stderr.write(`\r\x1b[K${text}`);
    this.shown = true;
  }

  clear(): void {
    if (!this.shown) return;
    this.host.stderr.write('\r\x1b[K');
    this.shown = false;
  }
}
