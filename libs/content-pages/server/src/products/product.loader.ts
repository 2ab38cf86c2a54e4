import type { LoaderFunctionArgs } from '@remix-run/node';
import { productPricingOf, type ProductPageData } from '@brokerage/content-pages';
import { PRODUCT_SLUGS, type Product, type ProductSlug, type ProductSummary } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import { logger, requestApi, siteContextOf } from '@brokerage/site-server';

/** The eleven product pages; `index` is the overview and has no page of its own under that name. */
const PAGE_SLUGS = PRODUCT_SLUGS.filter((slug) => slug !== 'index');

const isProductPageSlug = (value: string): value is Exclude<ProductSlug, 'index'> => (PAGE_SLUGS as readonly string[]).includes(value);

/** How many related products a product page shows at most. */
const RELATED_LIMIT = 4;

/** The products the content names as related (in its order), or else the first three others in menu order. */
const relatedOf = (product: Product, products: ProductSummary[]): ProductSummary[] => {
  const others = products.filter((entry) => entry.slug !== product.slug);
  const named = (product.related ?? []).flatMap((slug) => others.filter((entry) => entry.slug === slug));
  return (named.length > 0 ? named : others.slice(0, 3)).slice(0, RELATED_LIMIT);
};

/**
 * `products/financial-investment/{slug?}`: without a slug the overview (`index`) and every
 * product's card; with one of the eleven slugs that product, its related products and its pricing
 * under the default fee plan. Any other slug is a 404. The product's content is the page: when the
 * API cannot give it, the page is a 503; without the fee plan the page renders without its pricing.
 */
export const productLoader = async ({ request, context, params }: LoaderFunctionArgs): Promise<ProductPageData> => {
  const slug = params['slug'];
  if (slug !== undefined && !isProductPageSlug(slug)) throw new Response(null, { status: 404 });
  const { site } = siteContextOf(context);
  const lang = langOfPath(site, new URL(request.url).pathname);
  try {
    const api = await requestApi({ request, context, lang });
    const [detail, list, plan] = await Promise.all([
      api.content.productDetail({ slug: slug ?? 'index' }),
      api.content.products(),
      slug === undefined ? null : api.content.mealPlanDetail({}).catch((error: unknown) => logger.warn('Fee plan for the product pricing could not be loaded', { district: site.district, lang, slug, error })),
    ]);
    const products = list.list.filter((product) => isProductPageSlug(product.slug));
    return slug === undefined
      ? { kind: 'overview', overview: detail, products }
      : { kind: 'product', product: detail, related: relatedOf(detail, products), pricing: plan ? productPricingOf(plan, detail.feeMarket) : null };
  } catch (error) {
    logger.error('Product page could not be loaded', { district: site.district, lang, slug: slug ?? 'index', error });
    throw new Response(null, { status: 503 });
  }
};
