import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { favoritesAnswer, favoritesQuery, FAVORITES_CAP, likeAnswer, likeBody, sellerFavoriteAnswer, sellerFavoriteQuery } from './schemas.ts';
import { listFavorites, toggleAdFavorite, toggleSellerFavorite } from './service.ts';

const tags = ['Favorites'];

export const favoritesRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/ads/like/create',
      tags,
      summary: "Toggle the caller's favorite on an ad",
      description:
        'Adds the ad to the favorites, or removes it when it is already there; ads.total_like moves with it in the same transaction. ' +
        'Unknown or deleted ads: 404. An inactive ad can be removed from the favorites but not added.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(likeBody) },
      responses: okResponse(likeAnswer),
    }),
    async (c) => {
      const { ads_id } = readBody(c, likeBody);
      const result = await toggleAdFavorite(c.var.deps.db, c.var.user!.id, ads_id);
      if (!result) throw notFound('Ad not found.', 'AD_NOT_FOUND');
      return ok(c, result, result.is_favorite ? 'Added to Favorites!' : 'Removed from Favorites!');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/seller-favorite',
      tags,
      summary: 'Toggle following a seller',
      description: 'Follows the seller, or unfollows when already followed. Yourself: 422. Unknown member: 404.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { query: sellerFavoriteQuery },
      responses: okResponse(sellerFavoriteAnswer),
    }),
    async (c) => {
      const { seller_id } = c.req.valid('query');
      const result = await toggleSellerFavorite(c.var.deps.db, c.var.user!.id, seller_id);
      if (result === 'self') throw invalidField('seller_id', 'FAVORITE_SELF', 'You cannot add yourself to favorites.');
      if (!result) throw notFound('No seller data available.', 'SELLER_NOT_FOUND');
      return ok(c, result, result.is_favourite ? 'Added to Favorites!' : 'Removed from Favorites!');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/favorites-action',
      tags,
      summary: "The caller's favorites of one kind",
      description:
        `A plain list (not paged), newest favorite first, at most ${FAVORITES_CAP} items. ` +
        'ads: active, undeleted classified ads in the shape of the ads module (is_favorite 1). shop: active shop items in the same ' +
        'shape with their shop (the Shop Items tab; never listed under ads). seller: FavoriteSeller {id, name, lastName, avatar, totalAds}. ' +
        'feeds: the public feeds whose heart the caller turned on (POST /seller/feed-fav; decision 151), in the Feed shape of the feeds module. ' +
        'Shop items are favorited with /seller/ads/like/create like ads.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { query: favoritesQuery },
      responses: okResponse(favoritesAnswer),
    }),
    async (c) => {
      const { type } = c.req.valid('query');
      return ok(c, await listFavorites(c.var.deps.db, c.var.user!.id, type), 'Favorites');
    },
  );
