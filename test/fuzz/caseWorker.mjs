// A worker thread for the large fuzz campaign: runs the BUILT CLI (dist/, `npm run build` first) on
// one case at a time, with an in-memory host, and posts back the exit code and the output. The
// campaign terminates and replaces the worker when a case overruns its time limit or kills it
// (a synchronous hang, an out-of-memory crash), so one bad case cannot stop the campaign.

import { parentPort, workerData } from 'node:worker_threads';

const { main } = await import(workerData.mainUrl);

function memoryHost(files) {
  const cwd = '/repo';
  const store = new Map(Object.entries(files).map(([p, t]) => [`${cwd}/${p}`, t]));
  let out = '';
  let err = '';
  const isDir = (path) => [...store.keys()].some((k) => k.startsWith(path.endsWith('/') ? path : `${path}/`));
  return {
    cwd,
    env: {},
    stdout: { write: (t) => void (out += t), isTTY: false },
    stderr: { write: (t) => void (err += t), isTTY: false },
    out: () => out,
    err: () => err,
    readFile: async (path) => {
      const text = store.get(path);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
    writeFile: async (path, text) => void store.set(path, text),
    stat: async (path) => (store.has(path) ? 'file' : isDir(path) ? 'dir' : undefined),
    listDir: async (path) => {
      const prefix = path.endsWith('/') ? path : `${path}/`;
      const names = new Map();
      for (const key of store.keys()) {
        if (!key.startsWith(prefix)) continue;
        const rest = key.slice(prefix.length);
        const slash = rest.indexOf('/');
        names.set(slash < 0 ? rest : rest.slice(0, slash), slash < 0 ? 'file' : 'dir');
      }
      return [...names].map(([name, kind]) => ({ name, kind }));
    },
    now: () => 0,
  };
}

parentPort.on('message', async ({ id, path, text, argv }) => {
  const host = memoryHost({ [path]: text });
  const started = performance.now();
  const cpu = process.cpuUsage(); // this process's CPU (the campaign's thread waits meanwhile): a hang is CPU spent, not a loaded machine's wall time
  let code;
  let thrown = '';
  try {
    code = await main(argv, host);
  } catch (error) {
    code = 'threw';
    thrown = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  }
  const used = process.cpuUsage(cpu);
  parentPort.postMessage({ id, code, out: host.out(), err: host.err() + thrown, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
});
parentPort.postMessage({ ready: true });
