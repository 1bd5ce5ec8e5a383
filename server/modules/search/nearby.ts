import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { AD_COLUMNS, AD_POINT, earthPoint, markFavorites, METERS_PER_MILE, toAdItem, withinRadius, type Geo } from './ads.ts';
import { PUBLIC_AD } from '../ads/visibility.ts';
import type { NearbyAd } from './schemas.ts';

export const NEARBY_LIMIT = 50;

/** Active ads within the radius, nearest first (exported so tests can EXPLAIN exactly what runs). */
export function nearbySql(geo: Geo, limit = NEARBY_LIMIT): SQL {
  return sql`select ${AD_COLUMNS}, earth_distance(${earthPoint(geo.lat, geo.lng)}, ${AD_POINT}) as distance_m
    from ads a left join currencies cu on cu.id = a.currency_id
    where ${PUBLIC_AD} and ${withinRadius(geo)}
    order by ${AD_POINT} <-> ${earthPoint(geo.lat, geo.lng)}
    limit ${limit}`;
}

export async function nearbyAds(db: Db, geo: Geo, viewerId?: number): Promise<NearbyAd[]> {
  const list = await rows(db, nearbySql(geo));
  return markFavorites(
    db,
    viewerId,
    list.map((r) => ({ ...toAdItem(r), distance_miles: Math.round((Number(r.distance_m) / METERS_PER_MILE) * 100) / 100 })),
  );
}
