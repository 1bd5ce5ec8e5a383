import { catalogRoutes } from './catalog/routes.ts';

/** Every domain's router, mounted under /api/v1 by app.ts. */
export const apiModules = [catalogRoutes];
