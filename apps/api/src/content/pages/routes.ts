import { contentEndpoints } from '@brokerage/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoints } from '../../http/register-endpoint';
import { toIso } from '../shared';
import {
  articleSitemapFeed,
  findBlogPost,
  findChannelArticle,
  findMediaArticle,
  findSpecialColumn,
  listBlogPosts,
  listBlogTags,
  listMedia,
  listMediaYears,
  listNewsFlash,
  listSpecialColumns,
  listStockNews,
} from './articles';
import { findMealPlan, findProduct, listMealPlanDetails, listMealPlans, listProducts, listQuoteServices } from './fees-and-products';
import { findHelpQuestion, findInfoPage, listDownloadForms, listHelpCatalogs, listHelpQuestions } from './help-and-company';
import { findPageMeta, findPageText, getBaseConfig, listBranches } from './site';

/** X-Terminal of the main client: 1 pc, 2 h5. Calls without it count as pc. */
const terminalOf = (header: string | string[] | undefined): 'pc' | 'h5' => (header === '2' ? 'h5' : 'pc');

/** Every page-content call of libs/contracts `contentEndpoints`, each answered by a query of this area. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  registerEndpoints(app, contentEndpoints, {
    pageText: ({ query, district, lang }) => findPageText(db, { district, lang, page: query.page }),
    baseConfig: ({ district, lang }) => getBaseConfig(db, { district, lang }),
    pageMeta: ({ query, district, lang, request }) =>
      findPageMeta(db, {
        district,
        lang,
        pages: query.key_ids,
        terminal: query.platform_check ? terminalOf(request.headers['x-terminal']) : undefined,
        now: query.time_check ? toIso(app.clock.now()) : undefined,
      }),

    mealPlans: ({ district, lang }) => listMealPlans(db, { district, lang }),
    mealPlanDetail: ({ query, district, lang }) => findMealPlan(db, { district, lang, id: query.id }),
    mealPlanDetails: ({ district, lang }) => listMealPlanDetails(db, { district, lang }),
    quoteServices: ({ query, district, lang }) => listQuoteServices(db, { district, lang, market: query.market }),
    products: ({ district, lang }) => listProducts(db, { district, lang }),
    productDetail: ({ query, district, lang }) => findProduct(db, { district, lang, slug: query.slug }),

    mediaYears: ({ district, lang }) => listMediaYears(db, { district, lang }),
    mediaList: ({ query, district, lang }) => listMedia(db, { district, lang, ...query }),
    mediaDetail: ({ query, district, lang }) => findMediaArticle(db, { district, lang, id: query.id }),
    specialList: ({ query, district, lang }) => listSpecialColumns(db, { district, lang, ...query }),
    specialDetail: ({ query, district, lang }) => findSpecialColumn(db, { district, lang, ...query }),
    articleDetail: ({ query, district, lang }) => findChannelArticle(db, { district, lang, id: query.id }),
    newsFlashList: ({ query, district, lang }) => listNewsFlash(db, { district, lang, market: query.type, offset: query.offset, limit: query.limit }),
    stockNews: ({ query, district, lang }) => listStockNews(db, { district, lang, code: query.id, offset: query.offset, limit: query.limit }),
    blogTags: ({ district, lang }) => listBlogTags(db, { district, lang }),
    blogList: ({ query, district, lang }) => listBlogPosts(db, { district, lang, ...query }),
    blogDetail: ({ query, district, lang }) => findBlogPost(db, { district, lang, id: query.id }),
    articleSitemapFeed: ({ query, district, lang }) => articleSitemapFeed(db, { district, lang, ...query }),

    helpCatalogs: ({ district, lang }) => listHelpCatalogs(db, { district, lang }),
    helpQuestions: ({ query, district, lang }) => listHelpQuestions(db, { district, lang, ...query }),
    helpDetail: ({ query, district, lang }) => findHelpQuestion(db, { district, lang, id: query.id }),
    downloadForms: ({ query, district, lang }) => listDownloadForms(db, { district, lang, ...query }),
    branches: ({ district, lang }) => listBranches(db, { district, lang }),
    infoPage: ({ query, district, lang }) => findInfoPage(db, { district, lang, slug: query.slug }),
  });
};
