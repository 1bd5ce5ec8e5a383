import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { resolveToken } from '../modules/auth/tokens.ts';
import type { Deps } from './deps.ts';
import { outageLog } from './outage.ts';
import { closeRedis, connectRedis } from './redis.ts';

export type Realtime = { io: Server; close: () => Promise<void> };

function tokenFrom(handshake: { auth: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }): string | undefined {
  if (typeof handshake.auth.token === 'string') return handshake.auth.token.replace(/^Bearer\s+/i, '');
  const header = handshake.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.replace(/^Bearer\s+/i, '') || undefined;
}

/**
 * socket.io on the origin's HTTP server at /socket.io. The handshake must carry a valid bearer token
 * (auth.token or the Authorization header); each socket joins its user's room. Chat rooms come with chat.
 */
export function attachRealtime(server: HttpServer, deps: Deps): Realtime {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (deps.config.REDIS_URL) {
    const outage = outageLog(deps.log, 'Redis for chat events', 'they reach only the sockets connected to the same origin node');
    pub = connectRedis(deps.config.REDIS_URL, outage);
    sub = connectRedis(deps.config.REDIS_URL, outage);
    io.adapter(createAdapter(pub, sub));
  }
  io.use(async (socket, next) => {
    const token = tokenFrom(socket.handshake);
    const session = token ? await resolveToken(deps.db, token).catch(() => undefined) : undefined;
    if (!session) return next(new Error('Unauthenticated.'));
    socket.data.userId = session.user.id;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join(`user:${socket.data.userId as number}`);
  });
  return {
    io,
    close: async () => {
      await io.close();
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}
