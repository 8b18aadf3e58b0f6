import type { FastifyInstance } from 'fastify';
import { carInfoRoutes } from './car-info.ts';
import { litestoreRoutes } from './litestore.ts';
import { contentRoutes } from './content.ts';
import { companyRoutes } from './company.ts';
import { clubStoreRoutes } from './club-stores.ts';
import { analyticsRoutes } from './analytics.ts';
import { clubRoutes } from './club.ts';
import { contentExtraRoutes } from './content-extra.ts';
import { shopRoutes } from './shop.ts';
import { serviceRoutes } from './service.ts';
import { accountRoutes } from './account.ts';
import { searchRoutes } from './search.ts';
import { ridePackRoutes } from './ride-pack.ts';

/** Every `/stage-api` call, by area. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await carInfoRoutes(app);
  await litestoreRoutes(app);
  await contentRoutes(app);
  await companyRoutes(app);
  await clubStoreRoutes(app);
  await analyticsRoutes(app);
  await clubRoutes(app);
  await contentExtraRoutes(app);
  await shopRoutes(app);
  await serviceRoutes(app);
  await accountRoutes(app);
  await searchRoutes(app);
  await ridePackRoutes(app);
}
