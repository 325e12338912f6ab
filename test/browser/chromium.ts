// Test helper: headless Chromium driven through the DevTools protocol over --remote-debugging-pipe
// (file descriptors 3 and 4, NUL-separated JSON; no npm dependency). Opens a local file or URL,
// collects console errors, exceptions and every network request, evaluates expressions, sets the
// viewport, types text and clicks like a user (Input domain), takes screenshots.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The Chromium binary ($CHROMIUM_BIN first), or undefined when none is installed. */
export function findChromium(): string | undefined {
  const env = process.env.CHROMIUM_BIN;
  if (env && existsSync(env)) return env;
  return CANDIDATES.find((p) => existsSync(p));
}

interface Pending {
  resolve(v: Record<string, unknown>): void;
  reject(e: Error): void;
}

export interface PageVisit {
  errors: string[]; // console errors, uncaught exceptions, log entries of level error
  requests: string[]; // every URL the page asked for
  evaluate<T>(expression: string): Promise<T>;
  /** Waits until the expression is truthy (polled every 50 ms); rejects with `what` after the timeout. */
  waitFor(expression: string, what: string, timeoutMs?: number): Promise<void>;
  /** The layout viewport in CSS pixels (the page reflows). */
  setViewport(width: number, height: number): Promise<void>;
  /** Types text at the focused element, as a keyboard would insert it. */
  type(text: string): Promise<void>;
  /** A mouse click at page coordinates (CSS pixels, relative to the viewport). */
  click(x: number, y: number): Promise<void>;
  /** The whole page, or only a rectangle of it (CSS pixels, document coordinates). */
  screenshot(clip?: { x: number; y: number; width: number; height: number }): Promise<Buffer>;
  close(): Promise<void>;
}

/** One headless Chromium for a whole test file: each page is a target of its own (own session,
 *  own errors and requests), so a file pays for one browser start, not one per page. */
export interface Browser {
  open(url: string): Promise<PageVisit>;
  close(): Promise<void>;
}

export async function launchChromium(binary: string, timeoutMs = 300_000): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'zermelo-chromium-'));
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-extensions',
    `--user-data-dir=${profile}`,
    '--remote-debugging-pipe',
    '--window-size=1280,900',
    'about:blank',
  ];
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let stderr = '';
  (child.stderr as Readable).on('data', (d: Buffer) => void (stderr += d.toString()));
  const pending = new Map<number, Pending>();
  const listeners: ((m: Record<string, unknown>) => void)[] = [];
  let nextId = 1;
  let buffer = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const msg = JSON.parse(buffer.slice(0, end)) as Record<string, unknown>;
      buffer = buffer.slice(end + 1);
      const p = typeof msg.id === 'number' ? pending.get(msg.id) : undefined;
      if (p) {
        pending.delete(msg.id as number);
        if (msg.error) p.reject(new Error(JSON.stringify(msg.error)));
        else p.resolve((msg.result ?? {}) as Record<string, unknown>);
      } else listeners.forEach((l) => l(msg));
    }
  });
  // a hung browser is killed at last; unref: a file that closes its browser does not wait for this
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  timer.unref();
  child.on('exit', () => pending.forEach((p) => p.reject(new Error(`chromium exited\n${stderr.slice(-2000)}`))));
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
    });

  const front = { targetId: '' }; // the page in front: only it renders (screenshots, layout, animation frames)
  return {
    open: (url) => openTarget(send, listeners, url, front),
    async close(): Promise<void> {
      clearTimeout(timer);
      await send('Browser.close').catch(() => undefined);
      await new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type Send = (method: string, params?: Record<string, unknown>, sessionId?: string) => Promise<Record<string, unknown>>;

/** A new page (target) of the browser, with the events of its own session only. */
async function openTarget(send: Send, listeners: ((m: Record<string, unknown>) => void)[], url: string, front: { targetId: string }): Promise<PageVisit> {
  const { targetId } = (await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
  front.targetId = targetId; // a new target opens in front
  const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
  /** Brings this page to the front before anything that needs it drawn (a background page is not). */
  const raise = async (): Promise<void> => {
    if (front.targetId === targetId) return;
    await send('Target.activateTarget', { targetId });
    front.targetId = targetId;
  };
  const errors: string[] = [];
  const requests: string[] = [];
  const onEvent = (m: Record<string, unknown>): void => {
    if (m.sessionId !== sessionId) return;
    // the fields read here of the DevTools protocol's events (Runtime, Log, Network)
    const p = (m.params ?? {}) as { type?: string; args?: unknown; exceptionDetails?: unknown; entry?: { level?: string; text?: string; url?: string }; request?: { url?: string } };
    if (m.method === 'Runtime.consoleAPICalled' && (p.type === 'error' || p.type === 'assert')) errors.push(`console.${p.type}: ${JSON.stringify(p.args)}`);
    if (m.method === 'Runtime.exceptionThrown') errors.push(`exception: ${JSON.stringify(p.exceptionDetails)}`);
    if (m.method === 'Log.entryAdded' && p.entry?.level === 'error') errors.push(`log: ${p.entry.text} ${p.entry.url ?? ''}`);
    if (m.method === 'Network.requestWillBeSent') requests.push(String(p.request?.url));
  };
  listeners.push(onEvent);
  for (const domain of ['Runtime', 'Log', 'Page', 'Network']) await send(`${domain}.enable`, {}, sessionId);
  let onLoad: (m: Record<string, unknown>) => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    onLoad = (m) => void (m.method === 'Page.loadEventFired' && m.sessionId === sessionId && resolve());
    listeners.push(onLoad);
  });
  await send('Page.navigate', { url }, sessionId);
  await loaded;
  listeners.splice(listeners.indexOf(onLoad), 1);

  return {
    errors,
    requests,
    async evaluate<T>(expression: string): Promise<T> {
      await raise();
      const r = (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)) as { result: { value: T }; exceptionDetails?: unknown };
      if (r.exceptionDetails) throw new Error(`evaluation failed: ${JSON.stringify(r.exceptionDetails)}`);
      return r.result.value;
    },
    async waitFor(expression: string, what: string, ms = 20_000): Promise<void> {
      await raise();
      const end = Date.now() + ms;
      for (;;) {
        const r = (await send('Runtime.evaluate', { expression: `Boolean(${expression})`, returnByValue: true }, sessionId)) as { result: { value: boolean } };
        if (r.result.value) return;
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async setViewport(width: number, height: number): Promise<void> {
      await raise();
      await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false }, sessionId);
    },
    async type(text: string): Promise<void> {
      await raise();
      await send('Input.insertText', { text }, sessionId);
    },
    async click(x: number, y: number): Promise<void> {
      await raise();
      for (const type of ['mousePressed', 'mouseReleased']) await send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 }, sessionId);
    },
    async screenshot(clip?: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
      await raise();
      const params = clip ? { format: 'png', clip: { ...clip, scale: 1 }, captureBeyondViewport: true } : { format: 'png', captureBeyondViewport: true };
      const r = (await send('Page.captureScreenshot', params, sessionId)) as { data: string };
      return Buffer.from(r.data, 'base64');
    },
    async close(): Promise<void> {
      await send('Target.closeTarget', { targetId }).catch(() => undefined);
      const at = listeners.indexOf(onEvent);
      if (at >= 0) listeners.splice(at, 1);
    },
  };
}

/** One page in a browser of its own (closed with the page): for a file that opens a single page. */
export async function openPage(binary: string, url: string, timeoutMs = 60_000): Promise<PageVisit> {
  const browser = await launchChromium(binary, timeoutMs);
  try {
    const page = await browser.open(url);
    return {
      ...page,
      async close(): Promise<void> {
        await page.close();
        await browser.close();
      },
    };
  } catch (e) {
    await browser.close();
    throw e;
  }
}
