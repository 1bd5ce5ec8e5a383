import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Logger } from './log.ts';
import { outageLog } from './outage.ts';
import { closeRedis, connectRedis } from './redis.ts';

export type Realtime = { io: Server; close: () => Promise<void> };

/** The user a handshake's bearer token belongs to, or undefined for a token that signs nobody in. */
export type Authenticate = (token: string) => Promise<{ userId: number } | undefined>;

export type RealtimeOptions = {
  /** Injected by whoever composes the server: the adapter knows no domain, not even how tokens are checked. */
  authenticate: Authenticate;
  /** Redis adapter across origin nodes when set. */
  redisUrl?: string | undefined;
  log: Logger;
};

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
export function attachRealtime(server: HttpServer, { authenticate, redisUrl, log }: RealtimeOptions): Realtime {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (redisUrl) {
    const outage = outageLog(log, 'Redis for chat events', 'they reach only the sockets connected to the same origin node');
    pub = connectRedis(redisUrl, outage);
    sub = connectRedis(redisUrl, outage);
    io.adapter(createAdapter(pub, sub));
  }
  io.use(async (socket, next) => {
    const token = tokenFrom(socket.handshake);
    const session = token ? await authenticate(token).catch(() => undefined) : undefined;
    if (!session) return next(new Error('Unauthenticated.'));
    socket.data.userId = session.userId;
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
