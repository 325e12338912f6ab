// Stage: serve. Runs the page's requests in one worker thread (serveThread.ts) under a time
// limit (counted from the thread being ready, not from its start): requests queue and run one at a
// time; one that takes longer than the limit ends the thread
// (the next request starts a fresh one) and answers "too long", so no keystroke can hang the server.
// Input: a kind and a request. Output: the thread's value, or { error } / { timedOut }.

import { Worker } from 'node:worker_threads';
import { entryPoint } from '../scale/workerSpawn.js';

export type WorkResult = { value: unknown } | { error: string } | { timedOut: number };

export class ServeWorker {
  private worker: { thread: Worker; ready: Promise<void> } | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private closed = false;

  constructor(private readonly limitMs: number) {}

  run(kind: 'analyze' | 'moves' | 'play', request: unknown): Promise<WorkResult> {
    const next = this.queue.then(() => this.runNow(kind, request));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private thread(): { thread: Worker; ready: Promise<void> } {
    if (this.worker) return this.worker;
    const { entry, execArgv } = entryPoint('../serve/serveThread');
    const thread = new Worker(entry, { execArgv });
    thread.unref();
    const ready = new Promise<void>((resolve) => {
      const onReady = (m: { ready?: boolean }): void => {
        if (!m.ready) return;
        thread.off('message', onReady);
        resolve();
      };
      thread.on('message', onReady);
      thread.once('exit', () => resolve()); // then the request fails with "stopped"
    });
    const entryRef = { thread, ready };
    thread.on('exit', () => {
      if (this.worker === entryRef) this.worker = undefined;
    });
    this.worker = entryRef;
    return entryRef;
  }

  private async runNow(kind: string, request: unknown): Promise<WorkResult> {
    if (this.closed) return { error: 'the server is stopping' };
    const current = this.thread();
    await current.ready;
    const worker = current.thread;
    if (worker.threadId < 0) return { error: 'the worker thread stopped' };
    const id = this.nextId++;
    return new Promise<WorkResult>((resolve) => {
      const done = (r: WorkResult): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(r);
      };
      const onMessage = (m: { id: number; value?: unknown; error?: string }): void => {
        if (m.id !== id) return;
        done(m.error !== undefined ? { error: m.error } : { value: m.value });
      };
      const onError = (e: Error): void => done({ error: e.message });
      const onExit = (): void => done({ error: 'the worker thread stopped' });
      const timer = setTimeout(() => {
        if (this.worker === current) this.worker = undefined;
        void worker.terminate();
        done({ timedOut: this.limitMs });
      }, this.limitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ id, kind, request });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.thread.terminate();
  }
}
