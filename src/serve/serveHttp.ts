// Stage: serve. The HTTP side of `zermelo serve`: listens on 127.0.0.1 only, refuses any Host
// header but 127.0.0.1:PORT and localhost:PORT (a page elsewhere cannot reach it through DNS
// rebinding), takes JSON only in POST bodies (no cross-site form posts), serves the page, its script
// and style, the YAML files of the folder (read, never written), and the library's answers.
// Input: the routes' handlers. Output: a listening server, or why it could not listen.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const MAX_BODY = 1024 * 1024;

export interface Reply {
  status: number;
  type: 'html' | 'js' | 'css' | 'json';
  body: string;
}

export type Handler = (method: string, path: string, query: URLSearchParams, body: unknown) => Promise<Reply>;

const TYPES: Record<Reply['type'], string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

// Nothing but this server: no CDN, no font, no frame, no form target elsewhere.
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const json = (status: number, value: unknown): Reply => ({ status, type: 'json', body: JSON.stringify(value) });

function send(res: ServerResponse, r: Reply): void {
  res.writeHead(r.status, {
    'Content-Type': TYPES[r.type],
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  res.end(r.body);
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

async function respond(req: IncomingMessage, res: ServerResponse, port: () => number, handler: Handler): Promise<void> {
  if (!hostAllowed(req.headers.host, port())) return send(res, json(403, { error: `refused: the Host header must be 127.0.0.1:${port()} or localhost:${port()}` }));
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port()}`);
  const method = req.method ?? 'GET';
  let body: unknown;
  if (method === 'POST') {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return send(res, json(415, { error: 'POST bodies are JSON (Content-Type: application/json)' }));
    const text = await readBody(req);
    if (text === undefined) return send(res, json(413, { error: 'the request is larger than 1 MB' }));
    try {
      body = JSON.parse(text);
    } catch {
      return send(res, json(400, { error: 'the request is not JSON' }));
    }
  } else if (method !== 'GET') return send(res, json(405, { error: `${method} is not served` }));
  send(res, await handler(method, url.pathname, url.searchParams, body));
}

/** Listens on 127.0.0.1:port (0: a free port); resolves with the server and its port, or the error. */
export function listen(port: number, handler: Handler): Promise<{ server: Server; port: number } | { error: NodeJS.ErrnoException }> {
  let bound = port;
  const server = createServer((req, res) => {
    respond(req, res, () => bound, handler).catch((error: unknown) => {
      if (!res.headersSent) send(res, json(500, { error: error instanceof Error ? error.message : String(error) }));
      else res.end();
    });
  });
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => resolve({ error }));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      bound = typeof address === 'object' && address ? address.port : port;
      resolve({ server, port: bound });
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
