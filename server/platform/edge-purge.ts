import { generationPath, PURGE_PATH } from '../../common/edge-cache.ts';
import type { Unlisten } from '../db/client.ts';
import type { Logger } from './log.ts';
import { outageLog } from './outage.ts';

/**
 * Purging the edge's cached pages when their objects change (docs/decisions.md 146). Two adapters: with Cloudflare
 * credentials, Cloudflare's purge of each object's generation address, which reaches every data centre; otherwise
 * the edge worker's own purge call at the site's address (one worker, as in a local run).
 */
export type EdgePurge = (keys: string[]) => Promise<void>;

type PurgeOptions = {
  siteUrl: string;
  edgeSecret: string;
  cloudflare?: { zoneId: string; apiToken: string; apiUrl: string } | undefined;
};

/** Cloudflare takes up to 30 addresses per purge call; the edge's own call takes up to 1,000 keys. */
const CLOUDFLARE_BATCH = 30;
const EDGE_BATCH = 1000;

const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function answered(res: Response, what: string) {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  await res.arrayBuffer();
}

export function createEdgePurge({ siteUrl, edgeSecret, cloudflare }: PurgeOptions): EdgePurge {
  const site = siteUrl.replace(/\/$/, '');
  if (cloudflare) {
    return async (keys) => {
      // Every object change can move addresses in or out of the sitemap (the edge does the same for its own call).
      const files = [...new Set([...keys, 'sitemap'])].map((k) => `${site}${generationPath(k)}`);
      for (const batch of chunks(files, CLOUDFLARE_BATCH)) {
        const res = await fetch(`${cloudflare.apiUrl.replace(/\/$/, '')}/zones/${encodeURIComponent(cloudflare.zoneId)}/purge_cache`, {
          method: 'POST',
          headers: { authorization: `Bearer ${cloudflare.apiToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ files: batch }),
          signal: AbortSignal.timeout(10_000),
        });
        await answered(res, 'Cloudflare purge');
      }
    };
  }
  return async (keys) => {
    for (const batch of chunks(keys, EDGE_BATCH)) {
      const res = await fetch(`${site}${PURGE_PATH}`, {
        method: 'POST',
        headers: { 'x-edge-secret': edgeSecret, 'content-type': 'application/json' },
        body: JSON.stringify({ keys: batch }),
        signal: AbortSignal.timeout(10_000),
      });
      await answered(res, 'edge purge');
    }
  };
}

/** How long changes are gathered before one purge: a checkout or a bulk edit changes many rows at once. */
const GATHER_MS = 300;

/**
 * Listens to the database's page_change channel (the triggers of migration page_changes) and purges what changed,
 * gathered over GATHER_MS. A purge that fails is logged once per outage and not retried: cached pages also expire.
 */
export async function startPagePurging(listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>, purge: EdgePurge, log: Logger) {
  const outage = outageLog(log, 'edge cache purge', 'cached pages refresh when they expire');
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    timer = undefined;
    const keys = [...pending];
    pending = new Set();
    running = running.then(() => purge(keys).then(outage.recovered, outage.failed));
  };
  const unlisten = await listen('page_change', (key) => {
    pending.add(key);
    timer ??= setTimeout(flush, GATHER_MS);
  });
  return async () => {
    await unlisten();
    if (timer) {
      clearTimeout(timer);
      flush();
    }
    await running;
  };
}
