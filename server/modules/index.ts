import { authRoutes } from './auth/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { placesRoutes } from './places/routes.ts';
import { usersRoutes } from './users/routes.ts';

/** Every domain's router, mounted under /api/v1 by app.ts. */
export const apiModules = [catalogRoutes, authRoutes, analyticsRoutes, supportRoutes, searchRoutes, placesRoutes, usersRoutes];
