import type { UploadLimit } from '../http/body-limits.ts';
import { adUploadLimits } from './ads/upload.ts';
import { authRoutes, authUploadLimits } from './auth/routes.ts';
import { accountRoutes } from './account/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { placesRoutes } from './places/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { adsRoutes } from './ads/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { promotionsRoutes } from './promotions/routes.ts';
import { favoritesRoutes } from './favorites/routes.ts';
import { complaintsRoutes } from './complaints/routes.ts';
import { sellersRoutes } from './sellers/routes.ts';
import { chatRoutes, chatUploadLimits } from './chat/routes.ts';
import { offersRoutes } from './offers/routes.ts';
import { translationRoutes } from './translation/routes.ts';
import { companiesRoutes, companiesUploadLimits } from './companies/routes.ts';
import { subscriptionsRoutes } from './subscriptions/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { shopsRoutes } from './shops/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { workspaceRoutes, workspaceUploadLimits } from './workspace/routes.ts';
import { reviewsRoutes, reviewsUploadLimits } from './reviews/routes.ts';
import { shopRequestsRoutes, shopRequestsUploadLimits } from './shop-requests/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { sitemapRoutes } from './sitemap/routes.ts';
import { hotelsRoutes, hotelsUploadLimits } from './hotels/routes.ts';
import { blogsRoutes, blogsUploadLimits } from './blogs/routes.ts';
import { feedsRoutes } from './feeds/routes.ts';
import { feedsUploadLimits } from './feeds/upload.ts';
import { assistantRoutes, assistantUploadLimits } from './assistant/routes.ts';
import { storiesRoutes, storiesUploadLimits } from './stories/routes.ts';
import { adminRoutes } from './admin/routes.ts';

/** Every domain's router, mounted under /api/v1 by app.ts. */
export const apiModules = [catalogRoutes, authRoutes, accountRoutes, analyticsRoutes, supportRoutes, searchRoutes, placesRoutes, usersRoutes, adsRoutes, paymentsRoutes, promotionsRoutes, favoritesRoutes, complaintsRoutes, sellersRoutes, chatRoutes, offersRoutes, translationRoutes, companiesRoutes, subscriptionsRoutes, cartRoutes, checkoutRoutes, shopsRoutes, ordersRoutes, workspaceRoutes, reviewsRoutes, shopRequestsRoutes, assistantRoutes, hotelsRoutes, blogsRoutes, feedsRoutes, storiesRoutes, adminRoutes, sitemapRoutes, healthRoutes];

/** The calls that carry files, with the body size each may reach (app.ts's bodyLimit); every other call stays small. */
export const uploadBodyLimits: UploadLimit[] = [...authUploadLimits, ...shopRequestsUploadLimits, ...companiesUploadLimits, ...adUploadLimits, ...workspaceUploadLimits, ...reviewsUploadLimits, ...chatUploadLimits, ...assistantUploadLimits, ...feedsUploadLimits, ...storiesUploadLimits, ...blogsUploadLimits, ...hotelsUploadLimits];
