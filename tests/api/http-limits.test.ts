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

type Answer = { status: number; headers: string; body: string };

/** Sends requests one after the other on one connection; answers each one's status line, headers and body. */
function exchange(...requests: string[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const answers: Answer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(requests[0]!));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, end));
      if (end < 0 || !length || Buffer.byteLength(text.slice(end + 4)) < Number(length[1])) return;
      answers.push({ status: Number(text.slice(9, 12)), headers: text.slice(0, end), body: text.slice(end + 4, end + 4 + Number(length[1])) });
      text = '';
      if (answers.length === requests.length) {
        socket.destroy();
        resolve(answers);
      } else socket.write(requests[answers.length]!);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answers));
  });
}

const post = (path: string, body: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;
const currencies = 'GET /api/v1/currencies HTTP/1.1\r\nHost: x\r\n\r\n';

describe('the origin over HTTP', () => {
  it('answers a request line over the limit with 431 and the envelope', async () => {
    const [res] = await exchange(`GET /api/v1/countries?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res!.status).toBe(431);
    expect(res!.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res!.body)).toEqual({ status: 'error', message: 'The request line or headers are too large.' });
  });

  it('answers an unreadable request with 400 and the envelope', async () => {
    const [res] = await exchange('GET / HTTP/1.1\r\nHost x\r\n\r\n');
    expect(res!.status).toBe(400);
    expect(JSON.parse(res!.body)).toEqual({ status: 'error', message: 'The request could not be read.' });
  });

  it('reads the rest of an upload it refused before answering, so the connection serves the next request', async () => {
    const [tooLarge, next] = await exchange(post('/api/v1/contact', 'x'.repeat(2 * 1024 * 1024)), currencies);
    expect(tooLarge!.status).toBe(413);
    expect(JSON.parse(tooLarge!.body)).toEqual({ status: 'error', message: 'The request is too large.', message_status: 'REQUEST_TOO_LARGE' });
    expect(tooLarge!.headers).not.toMatch(/^connection: close$/im);
    expect(next!.status).toBe(200);
    const [stranger, after] = await exchange(post('/api/v1/seller/ads/create', JSON.stringify({ name: 'x'.repeat(500_000) })), currencies);
    expect(stranger!.status).toBe(401);
    expect(after!.status).toBe(200);
  });

  it('closes the connection after a refused upload of unknown length it stopped reading', async () => {
    const chunk = 'x'.repeat(1024 * 1024);
    const chunked = `POST /api/v1/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${[1, 2].map(() => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')}0\r\n\r\n`;
    const [res] = await exchange(chunked);
    expect(res!.status).toBe(413);
    expect(res!.headers).toMatch(/^connection: close$/im);
  });
});
