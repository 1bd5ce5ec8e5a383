import type { Server as HttpServer } from 'node:http';
import { tokenAuthenticator } from './modules/auth/tokens.ts';
import { chatSocketHandler } from './modules/chat/sockets.ts';
import type { Deps } from './platform/deps.ts';
import { LOOKUP_PHOTO_MAX_BYTES } from './platform/images.ts';
import { attachRealtime, type Realtime } from './platform/realtime.ts';

/** socket.io on the origin's HTTP server, composed like app.ts: the adapter gets the auth module's token check and the chat's events. */
export function attachSockets(server: HttpServer, deps: Deps): Realtime {
  return attachRealtime(server, {
    authenticate: tokenAuthenticator(deps.db),
    handlers: [chatSocketHandler(deps)],
    broadcast: deps.broadcast,
    redisUrl: deps.config.REDIS_URL,
    redisChannel: deps.config.REALTIME_CHANNEL,
    // chat_bot:image carries a photo as a data URL: base64 of up to 10 MB, plus the event around it.
    maxMessageBytes: Math.ceil((LOOKUP_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024,
    log: deps.log,
  });
}
