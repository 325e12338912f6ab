// Test helper: `zermelo serve` run in-process through main() against the in-memory host, with a
// Ctrl-C the test can send; resolves once the server prints its address (port 0: a free port).

import { main } from '../../src/cli/main.js';
import { fakeHost, type FakeHost } from '../e2e/fakeHost.js';

export interface Served {
  url: string; // http://127.0.0.1:PORT/
  port: number;
  host: FakeHost;
  /** Sends Ctrl-C and resolves with main()'s exit code. */
  stop(): Promise<number>;
}

export async function startServe(files: Record<string, string>, argv: string[] = []): Promise<Served> {
  const host = fakeHost(files);
  let interrupt: (() => void) | undefined;
  host.onInterrupt = (handler) => {
    interrupt = handler;
    return () => void (interrupt = undefined);
  };
  const exit = main(['serve', ...argv, '--port', '0'], host);
  const end = Date.now() + 20_000;
  for (;;) {
    const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(host.out());
    if (m) return { url: m[0], port: Number(m[1]), host, stop: async () => (interrupt?.(), exit) };
    const early = await Promise.race([exit, new Promise<undefined>((resolve) => setTimeout(resolve, 20))]);
    if (early !== undefined) throw new Error(`serve ended with ${early} before listening: ${host.err()}`);
    if (Date.now() > end) throw new Error(`serve did not start: ${host.err()}`);
  }
}
