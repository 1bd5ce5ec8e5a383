import { z } from '@hono/zod-openapi';
import { rowId } from '../../http/ids.ts';
import { adSchema } from '../ads/schemas.ts';
import { feedSchema } from '../feeds/schemas.ts';

export const likeBody = z.object({ ads_id: rowId('ads id') }).openapi('AdLikeBody');

export const likeAnswer = z
  .object({
    is_favorite: z.union([z.literal(0), z.literal(1)]).openapi({ description: '1 when the ad is now among the caller\'s favorites' }),
    total_like: z.number().int().openapi({ description: "The ad's favorite count after the toggle" }),
  })
  .openapi('AdLikeAnswer');

export const sellerFavoriteQuery = z.object({ seller_id: rowId('seller id') });

export const sellerFavoriteAnswer = z
  .object({ is_favourite: z.union([z.literal(0), z.literal(1)]).openapi({ description: '1 when the caller now follows the seller' }) })
  .openapi('SellerFavoriteAnswer');

export const FAVORITE_TYPES = ['ads', 'feeds', 'seller', 'shop'] as const;

export const favoritesQuery = z.object({
  type: z.enum(FAVORITE_TYPES, { error: 'The selected type is invalid.' }).openapi({ description: 'Which favorites to list' }),
});

export const favoriteSellerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    totalAds: z.number().int().openapi({ description: 'Active, undeleted classified ads the seller lists publicly' }),
  })
  .openapi('FavoriteSeller');

export const favoritesAnswer = z
  .union([z.array(adSchema), z.array(favoriteSellerSchema), z.array(feedSchema)])
  .openapi({ description: "ads: Ad[] (the ads module's ad shape, is_favorite 1); shop: Ad[] of shop items (with shop); seller: FavoriteSeller[]; feeds: Feed[] (is_favorite 1)" });

export const FAVORITES_CAP = 200;
