/**
 * The origin over real HTTP: what Node's parser refuses before any route runs is the envelope too, and an answer
 * given before an upload was read closes the connection, so a proxy never reuses a connection about to go.
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from '../../server/http/client-error.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
  });
  server.on('clientError', answerClientError);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

/** Sends `head` (and `body`) on one connection; answers the status line, headers and body as received. */
function exchange(head: string, body = ''): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      if (body) socket.write(body, () => undefined);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, end));
      if (end >= 0 && length && Buffer.byteLength(text.slice(end + 4)) >= Number(length[1])) {
        socket.destroy();
        resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, end), body: text.slice(end + 4) });
      }
    });
    socket.on('error', reject);
  });
}

describe('the origin over HTTP', () => {
  it('answers a request line over the limit with 431 and the envelope', async () => {
    const res = await exchange(`GET /api/v1/countries?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ status: 'error', message: 'The request line or headers are too large.' });
  });

  it('answers an unreadable request with 400 and the envelope', async () => {
    const res = await exchange('GET / HTTP/1.1\r\nHost x\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ status: 'error', message: 'The request could not be read.' });
  });

  it('closes the connection after refusing an upload it did not read, and keeps it otherwise', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const tooLarge = await exchange(`POST /api/v1/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n`, big);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ status: 'error', message: 'The request is too large.' });
    expect(tooLarge.headers).toMatch(/^connection: close$/im);
    const upload = '{"name":"x"}';
    const stranger = await exchange(`POST /api/v1/seller/ads/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${upload.length}\r\n\r\n`, upload);
    expect(stranger.status).toBe(401);
    expect(stranger.headers).toMatch(/^connection: close$/im);
    const read = await exchange(`POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n`, '{}');
    expect(read.status).toBe(422);
    expect(read.headers).toMatch(/^connection: keep-alive$/im);
  });
});
