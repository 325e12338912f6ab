// Stage: cli. `zermelo serve [FOLDER]`: a local page to edit a game file and see, as one types, its
// diagnostics, verdict, table and counterexamples, the moves of a position, and a game against the
// champion — answered by the library in a time-limited thread. Binds 127.0.0.1 only, fetches
// nothing from elsewhere, writes no file. Runs until Ctrl-C: exit 130. Port taken or bad option: 2.

import { cliWords } from '../cliWords.js';
import type { Engines } from '../../run/engines.js';
import { parseLang } from '../../teach/vocabulary.js';
import { UsageError, type ParsedArgs } from '../args.js';
import { discoverFiles } from '../discover.js';
import { resolvePath } from '../../host/paths.js';
import type { Host } from '../../host/host.js';
import { closeServer, listen } from '../../serve/serveHttp.js';
import { serveRoutes } from '../../serve/serveRoutes.js';
import { ServeWorker } from '../../serve/serveWorker.js';

export const DEFAULT_PORT = 8765;
/** The longest a request may compute (solving a large region while typing): then it is stopped. */
export const SERVE_LIMIT_MS = 10_000;

function portOption(value: unknown): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(String(value)) || port > 65535) throw new UsageError(`--port needs a port number from 0 to 65535, not '${String(value)}'`, '0 asks the system for a free port');
  return port;
}

export async function runServe(args: ParsedArgs, host: Host, _engines: Engines): Promise<number> {
  const lang = parseLang(args.options.lang as string | undefined);
  if (!lang) throw new UsageError('--lang accepts en or pt');
  if (args.operands.length > 1) throw new UsageError('serve takes one FOLDER', 'e.g. zermelo serve examples');
  if (!host.onInterrupt) throw new UsageError('serve runs until Ctrl-C, which this host cannot deliver');
  const port = portOption(args.options.port);
  const roots = args.operands.length ? [args.operands[0]!] : [];
  if (roots.length && (await host.stat(resolvePath(host.cwd, roots[0]!))) !== 'dir') throw new UsageError(`no such folder: ${roots[0]}`);
  const worker = new ServeWorker(SERVE_LIMIT_MS);
  const listening = await listen(port, serveRoutes({ host, roots, lang, worker, limitMs: SERVE_LIMIT_MS, discover: () => discoverFiles(host, roots) }));
  if ('error' in listening) {
    await worker.close();
    const e = listening.error;
    if (e.code === 'EADDRINUSE') {
      const next = port === 65535 ? 8766 : port + 1;
      host.stderr.write(
        lang === 'pt'
          ? `zermelo: a porta ${port} está ocupada: outro programa escuta em 127.0.0.1:${port}\nsugestão: escolha outra com --port, por exemplo --port ${next} (--port 0 escolhe uma livre)\n`
          : `zermelo: port ${port} is taken: another program listens on 127.0.0.1:${port}\nhint: choose another with --port, e.g. --port ${next} (--port 0 picks a free one)\n`,
      );
    } else host.stderr.write(`zermelo: ${cliWords(lang).cannotListen(`127.0.0.1:${port}`, e.message)}\n`);
    return 2;
  }
  const cw = cliWords(lang);
  const served = roots.length ? `${roots[0]}/` : cw.servedDefault;
  host.stdout.write(`zermelo serve: ${cw.serving(`http://127.0.0.1:${listening.port}/`, served)}\n`);
  await new Promise<void>((resolve) => {
    const remove = host.onInterrupt!(() => {
      remove();
      resolve();
    });
  });
  await closeServer(listening.server);
  await worker.close();
  host.stderr.write(`zermelo serve: ${cw.serveStopped}\n`);
  return 130;
}
