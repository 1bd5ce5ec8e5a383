import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Logger } from './log.ts';
import { outageLog } from './outage.ts';
import { closeRedis, connectRedis } from './redis.ts';

export type Realtime = { io: Server; close: () => Promise<void> };

/** The user (and their session) a handshake's bearer token belongs to, or undefined for a token that signs nobody in. */
export type Authenticate = (token: string) => Promise<{ userId: number; sessionId: number } | undefined>;

/** Registers a domain's events on a signed-in socket (socket.data.userId is set). */
export type SocketHandler = (socket: Socket) => void;

/**
 * Emits to socket.io rooms from anywhere (an HTTP call that stores a message). Built with the other deps before the
 * socket server exists; until attachRealtime binds it (and in a process without sockets) an emit reaches no one.
 */
export type Broadcast = {
  emit: (rooms: string[], event: string, payload: unknown) => void;
  /** Which of these members have a socket connected, on any node (through the Redis adapter when there is one). */
  online: (userIds: number[]) => Promise<Set<number>>;
  /**
   * Closes a member's sockets whose session was signed out, on any node: the one session `only`, every session but
   * `except`, or all of them. A socket is authenticated once, at its handshake, so it would otherwise stay open.
   */
  disconnect: (userId: number, which?: { only?: number | undefined; except?: number | undefined }) => Promise<void>;
  bind: (io: Server | undefined) => void;
};

export function createBroadcast(): Broadcast {
  let server: Server | undefined;
  return {
    emit: (rooms, event, payload) => {
      if (server && rooms.length > 0) server.to(rooms).emit(event, payload);
    },
    online: async (userIds) => {
      if (!server || userIds.length === 0) return new Set();
      const sockets = await server.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((s) => s.data.userId as number));
    },
    disconnect: async (userId, which = {}) => {
      if (!server) return;
      for (const socket of await server.in(userRoom(userId)).fetchSockets()) {
        const session = socket.data.sessionId as number;
        if ((which.only === undefined || session === which.only) && session !== which.except) socket.disconnect(true);
      }
    },
    bind: (io) => {
      server = io;
    },
  };
}

/** The personal room of a member: every socket of theirs is in it. */
export const userRoom = (userId: number) => `user:${userId}`;

export type RealtimeOptions = {
  /** Injected by whoever composes the server: the adapter knows no domain, not even how tokens are checked. */
  authenticate: Authenticate;
  /** The domains' events, injected like authenticate. */
  handlers?: SocketHandler[];
  /** Bound to the socket server so HTTP calls can emit to rooms. */
  broadcast?: Broadcast;
  /** Redis adapter across origin nodes when set. */
  redisUrl?: string | undefined;
  /** The adapter's Redis channel prefix: nodes of one deployment share it, other deployments on that Redis do not. */
  redisChannel?: string | undefined;
  /** The largest event a client may send (socket.io's default is 1 MB); larger ones close its connection. */
  maxMessageBytes?: number;
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
 * (auth.token or the Authorization header); each socket joins its user's room, then the injected handlers add their events.
 */
export function attachRealtime(server: HttpServer, { authenticate, handlers = [], broadcast, redisUrl, redisChannel, maxMessageBytes, log }: RealtimeOptions): Realtime {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false }, ...(maxMessageBytes ? { maxHttpBufferSize: maxMessageBytes } : {}) });
  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (redisUrl) {
    const outage = outageLog(log, 'Redis for chat events', 'they reach only the sockets connected to the same origin node');
    pub = connectRedis(redisUrl, outage);
    sub = connectRedis(redisUrl, outage);
    io.adapter(createAdapter(pub, sub, redisChannel ? { key: redisChannel } : {}));
  }
  io.use(async (socket, next) => {
    const token = tokenFrom(socket.handshake);
    const session = token ? await authenticate(token).catch(() => undefined) : undefined;
    if (!session) return next(new Error('Unauthenticated.'));
    socket.data.userId = session.userId;
    socket.data.sessionId = session.sessionId;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId as number));
    for (const handler of handlers) handler(socket);
  });
  broadcast?.bind(io);
  return {
    io,
    close: async () => {
      broadcast?.bind(undefined);
      await io.close();
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}
