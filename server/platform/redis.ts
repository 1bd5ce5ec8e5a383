import { Redis, type RedisOptions } from 'ioredis';
import type { OutageLog } from './outage.ts';

export type RedisStatus = 'not configured' | 'up' | 'down';

/**
 * A Redis client that handles its own errors. While Redis is unreachable ioredis reconnects for ever and emits an
 * error on every attempt (printed as "[ioredis] Unhandled error event" when nobody listens): they go to `outage`,
 * which logs the outage and its end once each (clients of one purpose share it).
 */
export function connectRedis(url: string, outage: OutageLog, options: RedisOptions = {}): Redis {
  const client = new Redis(url, options);
  client.on('error', (err: unknown) => outage.failed(err));
  client.on('ready', () => outage.recovered());
  return client;
}

export function redisStatus(client: Redis | undefined): RedisStatus {
  if (!client) return 'not configured';
  return client.status === 'ready' ? 'up' : 'down';
}

/** Closes a client whatever its state: politely while it is up, else (or when Redis went away meanwhile) it is dropped. */
export async function closeRedis(client: Redis | undefined): Promise<void> {
  if (!client) return;
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
