import type { FastifyPluginAsync } from 'fastify';
import { registerArticleRoutes } from './articles';
import { registerFeeAndProductRoutes } from './fees-and-products';
import { registerHelpAndCompanyRoutes } from './help-and-company';
import { registerSiteRoutes } from './site';

/** Every page-content call of libs/contracts `contentEndpoints`. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  registerSiteRoutes(app);
  registerFeeAndProductRoutes(app);
  registerArticleRoutes(app);
  registerHelpAndCompanyRoutes(app);
};
