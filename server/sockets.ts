import type { Server as HttpServer } from 'node:http';
import { tokenAuthenticator } from './modules/auth/tokens.ts';
import type { Deps } from './platform/deps.ts';
import { attachRealtime, type Realtime } from './platform/realtime.ts';

/** socket.io on the origin's HTTP server, composed like app.ts: the adapter gets the auth module's token check. */
export function attachSockets(server: HttpServer, deps: Deps): Realtime {
  return attachRealtime(server, { authenticate: tokenAuthenticator(deps.db), redisUrl: deps.config.REDIS_URL, log: deps.log });
}
