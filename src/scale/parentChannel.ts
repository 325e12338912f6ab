// Stage: scale (the isolated prover's child process). Its IPC channel to the parent: messages, the
// last words before a fatal error, exit. With host/nodeHost.ts the only file that touches `process`:
// the child has no Host (nothing of it reads files, streams or the environment).

/** The child side of the isolated prover (proverChild.ts): its IPC channel to the parent process. */
export interface ParentChannel {
  onMessage(handler: (message: unknown) => void): void;
  send(message: unknown): void;
  /** `describe` turns the error that is about to end the process (an emscripten abort thrown from
   *  Z3's thread ends up here) into a last message for the parent; the process then exits (70). */
  onFatal(describe: (error: unknown) => unknown): void;
  exit(code: number): never;
  /** Sends a last message, then exits with `code` (once it is sent, or after 500 ms). */
  sendAndExit(message: unknown, code: number): void;
}

export function parentChannel(): ParentChannel {
  const send = process.send?.bind(process);
  if (!send) throw new Error('proverChild runs only as a child process with an IPC channel');
  // Ctrl-C in a terminal reaches the whole process group: the parent decides (it interrupts us).
  process.on('SIGINT', () => undefined);
  // The parent is gone (it exited or was killed): so are we, even if a Z3 check is still running.
  process.on('disconnect', () => process.exit(0));
  let describe: (error: unknown) => unknown = () => undefined;
  let dying = false;
  const die = (error: unknown): void => {
    if (dying) return;
    dying = true;
    setTimeout(() => process.exit(70), 500).unref();
    try {
      const last = describe(error);
      if (last !== undefined && process.connected) send(last, undefined, undefined, () => process.exit(70));
      else process.exit(70);
    } catch {
      process.exit(70);
    }
  };
  process.on('uncaughtException', die);
  process.on('unhandledRejection', die);
  return {
    onMessage: (handler) => void process.on('message', handler),
    send: (message) => void send(message),
    onFatal: (d) => void (describe = d),
    exit: (code) => process.exit(code),
    sendAndExit: (message, code) => {
      setTimeout(() => process.exit(code), 500).unref();
      send(message, undefined, undefined, () => process.exit(code));
    },
  };
}
