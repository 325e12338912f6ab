// The conformance files' one way to run a YAML text: `zermelo check --json --no-cache` through main()
// with an in-memory host (the real engines), returning the exit code, the file's JSON record and stderr.
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

// `freshProver`: prove in a child process with a fresh Z3, as the CLI does. Where a test pins the first
// counterexample Z3 found, that is Z3's pick among equally small ones, which depends on what the
// process's Z3 did before (in process, the files vitest ran earlier in that worker; seen 2026-12-07:
// survey2's a12 gave a = 8, b = 0 instead of a = 1, b = 7).
export async function checkText<F>(text: string, args: readonly string[] = [], path = 'conjectures/probe.yaml', freshProver = false): Promise<{ code: number; file: F; err: string }> {
  const host = fakeHost({ [path]: text }, freshProver ? { env: {} } : {});
  const code = await main(['check', '--json', '--no-cache', ...args, path], host);
  return { code, file: (JSON.parse(host.out()) as { files: F[] }).files[0]!, err: host.err() };
}

/** Several files in one `check` run (one prover child, the files in the order given): the exit code
 *  of the run and each file's JSON record by its path. */
export async function checkTexts<F extends { file: string }>(
  texts: Record<string, string>,
  args: readonly string[] = [],
  freshProver = false,
): Promise<{ code: number; files: Map<string, F>; err: string }> {
  const host = fakeHost(texts, freshProver ? { env: {} } : {});
  const code = await main(['check', '--json', '--no-cache', ...args, ...Object.keys(texts)], host);
  const files = (JSON.parse(host.out()) as { files: F[] }).files;
  return { code, files: new Map(files.map((f) => [f.file, f])), err: host.err() };
}
