import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { answerClientError } from './http/client-error.ts';
import { buildDeps } from './platform/build.ts';
import { mediaTempDir, sweepMediaTemp } from './platform/media.ts';
import { createEdgePurge, startPagePurging } from './platform/edge-purge.ts';
import { seedDatabase } from './seed/index.ts';
import { resumeStoryVideos } from './modules/stories/service.ts';
import { attachSockets } from './sockets.ts';
import { startPromotionExpirySweep } from './modules/promotions/service.ts';
import { startReservationSweep } from './modules/checkout/payment.ts';
import { startChatDigestSweep } from './modules/chat/digest.ts';
import { startScheduledBlogSweep } from './modules/blogs/scheduled.ts';
import { describePhotosLater } from './modules/ads/photo-vectors.ts';
import { resumeFeedVideos } from './modules/feeds/upload.ts';

const config = loadConfig();
const { deps, database, close } = await buildDeps(config);
await database.migrate();
// Photo vectors of the demo photos are computed after the start, in the background, rather than slowing the seed.
await seedDatabase({ ...deps, config: { ...config, PHOTO_VECTORS: false } });

// Upload folders a crash left behind (decision 150).
void sweepMediaTemp(mediaTempDir(config.dataDir)).catch((err: unknown) => deps.log.error('sweeping upload temp files', err));
// Story videos whose conversion a restart interrupted.
void resumeStoryVideos(deps).catch((err: unknown) => deps.log.error('resuming story videos', err));

const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.API_PORT, hostname: '127.0.0.1' }, (info) => {
  deps.log.info(`origin API listening on http://127.0.0.1:${info.port} (${database.engine})`);
}) as HttpServer;
server.on('clientError', answerClientError);
const realtime = attachSockets(server, deps);
const stopPromotionSweep = startPromotionExpirySweep(deps);
const stopReservationSweep = startReservationSweep(deps);
const stopChatDigestSweep = startChatDigestSweep(deps);
const stopScheduledBlogSweep = startScheduledBlogSweep(deps);
describePhotosLater(deps);
// Feed videos a restart left half-converted (the job queue lives in memory).
void resumeFeedVideos(deps).catch((err: unknown) => deps.log.error('resuming feed video conversions', err));
const cloudflare = config.CLOUDFLARE_ZONE_ID && config.CLOUDFLARE_API_TOKEN ? { zoneId: config.CLOUDFLARE_ZONE_ID, apiToken: config.CLOUDFLARE_API_TOKEN, apiUrl: config.CLOUDFLARE_API_URL } : undefined;
const stopPagePurging = config.EDGE_CACHE_PURGE
  ? await startPagePurging(database.listen, createEdgePurge({ siteUrl: config.APP_URL, edgeSecret: config.EDGE_SECRET, cloudflare }), deps.log)
  : async () => undefined;

const SHUTDOWN_GRACE_MS = 5000;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopPromotionSweep();
    stopReservationSweep();
    stopChatDigestSweep();
    stopScheduledBlogSweep();
    void stopPagePurging();
    // socket.io closes the HTTP server too; the database closes only once the requests still running have answered
    // (or after a grace period), so none of them fails on a closed pool.
    const drained = new Promise((res) => {
      server.once('close', res);
      setTimeout(res, SHUTDOWN_GRACE_MS).unref();
    });
    void realtime
      .close()
      .then(() => drained)
      .then(close)
      .finally(() => process.exit(0));
  });
}
