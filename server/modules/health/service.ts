import { pingDatabase } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';

export type Readiness = { ready: boolean; database: 'up' | 'down'; redis: 'not configured' | 'up' | 'down' };

/**
 * Whether this origin node can serve calls: the database must answer. Redis only shares counters between nodes
 * (each node falls back to its own), so its state is reported but never makes a node unready.
 */
export async function readiness(deps: Deps): Promise<Readiness> {
  const database = (await pingDatabase(deps.db)) ? 'up' : 'down';
  return { ready: database === 'up', database, redis: deps.limits.redisStatus() };
}
