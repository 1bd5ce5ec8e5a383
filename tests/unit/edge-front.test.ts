/**
 * The local front line of `npm start` (scripts/front.ts) does what Cloudflare's network does before the worker:
 * the client address comes from the connection, never from the client's headers, and text answers are compressed.
 */
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerFirstMatcher } from '../../scripts/edge.ts';
import { frontPort, startFront } from '../../scripts/front.ts';
import { json, startFakeOrigin, type FakeOrigin } from './edge-helpers.ts';

let worker: FakeOrigin;
let front: Server;
let base: string;

beforeAll(async () => {
  worker = await startFakeOrigin((req, body, res) =>
    json(res, 200, { url: req.url, ip: req.headers['cf-connecting-ip'], expect: req.headers.expect ?? null, host: req.headers.host, body }),
  );
  const port = Number(new URL(worker.url).port);
  front = await startFront({ host: '127.0.0.1', port: 0, target: { host: '127.0.0.1', port } });
  base = `http://127.0.0.1:${frontPort(front)}`;
});
afterAll(async () => {
  front.closeAllConnections();
  await new Promise((r) => front.close(r));
  await worker.close();
});

/** One raw HTTP/1.1 exchange, for what fetch will not send (Expect, oversized lines, upgrades). */
function raw(port: number, text: string, until: (answer: string) => boolean = (a) => a.includes('\r\n\r\n') && a.endsWith('}')): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (until(answer)) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('the local front line', () => {
  it('writes the connection address into CF-Connecting-IP, whatever the client sent', async () => {
    const res = await fetch(`${base}/api/v1/who?x=1`, { headers: { 'cf-connecting-ip': '198.51.100.7' } });
    expect(await res.json()).toMatchObject({ url: '/api/v1/who?x=1', ip: '127.0.0.1', host: new URL(base).host });
  });

  it('answers Expect: 100-continue itself and passes the body on without it', async () => {
    const body = '{"email":"a@b.c"}';
    const answer = await raw(
      frontPort(front),
      `POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.startsWith('HTTP/1.1 100 Continue')).toBe(true);
    expect(answer).toContain('HTTP/1.1 200 OK');
    expect(JSON.parse(/\{.*\}/.exec(answer)![0])).toMatchObject({ expect: null, body });
  });

  it('answers a request line over the limit with the envelope and 431', async () => {
    const answer = await raw(frontPort(front), `GET /api/v1/countries?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Type: application/json');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ status: 'error', message: 'The request line or headers are too large.' });
  });

  it('passes WebSocket upgrades on with the same address rule', async () => {
    const upgrades = createServer();
    upgrades.on('upgrade', (req, socket, head) => {
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Ip: ${req.headers['cf-connecting-ip']}\r\n\r\n`);
      socket.write(head);
      socket.on('data', (chunk) => socket.write(chunk));
      socket.on('end', () => socket.end());
    });
    await new Promise<void>((r) => upgrades.listen(0, '127.0.0.1', r));
    const wsFront = await startFront({ host: '127.0.0.1', port: 0, target: { host: '127.0.0.1', port: (upgrades.address() as AddressInfo).port } });
    try {
      const answer = await raw(
        frontPort(wsFront),
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nCF-Connecting-IP: 198.51.100.7\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\nping',
        (a) => a.endsWith('ping'),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 101 /);
      expect(answer).toContain('X-Ip: 127.0.0.1');
      expect(answer.endsWith('ping')).toBe(true);
    } finally {
      for (const server of [wsFront, upgrades]) {
        server.closeAllConnections();
        await new Promise((r) => server.close(r));
      }
    }
  });

  it('answers 502 with the envelope while the worker is not there', async () => {
    const lonely = await startFront({ host: '127.0.0.1', port: 0, target: { host: '127.0.0.1', port: 9 } });
    try {
      const res = await fetch(`http://127.0.0.1:${frontPort(lonely)}/api/v1/currencies`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ status: 'error', message: 'The service is temporarily unavailable. Please try again shortly.' });
    } finally {
      await new Promise((r) => lonely.close(r));
    }
  });
});

/** A GET through `port` as a client accepting `encodings`, with the answer's bytes as sent (not decompressed). */
function rawGet(port: number, path: string, encodings: string, range?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': encodings, ...(range ? { range } : {}) };
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compression at the front line', () => {
  const page = `<!doctype html><title>Board</title>${'<p>An ad card with its price and place.</p>'.repeat(200)}`;
  let site: FakeOrigin;
  let siteFront: Server;
  beforeAll(async () => {
    site = await startFakeOrigin((req, _body, res) => {
      if (req.url === '/photo.webp') return void res.writeHead(200, { 'content-type': 'image/webp', 'content-length': 4000 }).end(Buffer.alloc(4000));
      if (req.url === '/tiny') return void res.writeHead(200, { 'content-type': 'text/html', 'content-length': 4 }).end('<p>x');
      const status = req.headers.range ? 206 : 200;
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(page), etag: '"v1"' }).end(page);
    });
    siteFront = await startFront({ host: '127.0.0.1', port: 0, target: { host: '127.0.0.1', port: Number(new URL(site.url).port) } });
  });
  afterAll(async () => {
    siteFront.closeAllConnections();
    await new Promise((r) => siteFront.close(r));
    await site.close();
  });

  it('sends a page with Brotli when the browser takes it, else gzip, with the same text and a weak validator', async () => {
    const port = frontPort(siteFront);
    const br = await rawGet(port, '/', 'gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', etag: 'W/"v1"' });
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const gzip = await rawGet(port, '/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
  });

  it('leaves alone what gains nothing or must stay byte-exact: no encoding accepted, images, tiny answers, ranges', async () => {
    const port = frontPort(siteFront);
    const plain = await rawGet(port, '/', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    for (const [path, range] of [['/photo.webp'], ['/tiny'], ['/', 'bytes=0-9']] as const) {
      const answer = await rawGet(port, path, 'br, gzip', range);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.headers['content-length'], path).toBeDefined();
    }
  });
});

describe('worker-first paths', () => {
  it('matches run_worker_first patterns as Cloudflare reads them', () => {
    const matches = workerFirstMatcher(['/api/*', '/storage/*', '!/api/meta']);
    expect(['/api/v1/currencies', '/storage/a.webp', '/api/'].map(matches)).toEqual([true, true, true]);
    expect(['/', '/search', '/api', '/api/meta', '/apiary/x'].map(matches)).toEqual([false, false, false, false, false]);
    expect(workerFirstMatcher(undefined)('/api/v1/x')).toBe(false);
    expect(workerFirstMatcher(true)('/anything')).toBe(true);
  });

  it('sends worker-first paths to the worker entrypoint and the rest to the site', async () => {
    const entry = await startFakeOrigin((req, _body, res) => json(res, 200, { entry: 'worker', url: req.url, ip: req.headers['cf-connecting-ip'] }));
    const entryPort = Number(new URL(entry.url).port);
    const routed = await startFront({
      host: '127.0.0.1',
      port: 0,
      target: { host: '127.0.0.1', port: Number(new URL(worker.url).port) },
      workerFirst: { target: { host: '127.0.0.1', port: entryPort }, matches: workerFirstMatcher(['/api/*']) },
    });
    try {
      const url = `http://127.0.0.1:${frontPort(routed)}`;
      expect(await (await fetch(`${url}/api/v1/currencies?x=1`)).json()).toEqual({ entry: 'worker', url: '/api/v1/currencies?x=1', ip: '127.0.0.1' });
      expect(await (await fetch(`${url}/search?q=api/x`)).json()).toMatchObject({ url: '/search?q=api/x' });
      expect(await (await fetch(`${url}/search?q=api/x`)).json()).not.toHaveProperty('entry');
    } finally {
      routed.closeAllConnections();
      await new Promise((r) => routed.close(r));
      await entry.close();
    }
  });
});
