import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import type { Realtime } from '../server/platform/realtime.ts';
import { attachSockets } from '../server/sockets.ts';
import type { TestApp } from './app.ts';

/** An origin node for socket tests: the test app on a real HTTP server with socket.io attached through `deps`. */
export async function startSocketNode(t: TestApp, deps: TestApp['deps'] = t.deps): Promise<{ url: string; realtime: Realtime; close: () => Promise<void> }> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as HttpServer;
  await new Promise((res) => server.once('listening', res));
  const realtime = attachSockets(server, deps);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    realtime,
    // socket.io closes the HTTP server with it.
    close: () => realtime.close(),
  };
}

/** A websocket signed in with `token`, once connected (rejects with the handshake's refusal). */
export async function connectAs(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { Authorization: `Bearer ${token}` } });
  await new Promise<void>((res, rej) => {
    socket.once('connect', () => res());
    socket.once('connect_error', rej);
  });
  return socket;
}
