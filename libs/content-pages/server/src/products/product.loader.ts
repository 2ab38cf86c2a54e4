import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ProductPageData } from '@brokerage/content-pages';
import { PRODUCT_SLUGS, type ProductSlug } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import { logger, requestApi, siteContextOf } from '@brokerage/site-server';

/** The eleven product pages; `index` is the overview and has no page of its own under that name. */
const PAGE_SLUGS = PRODUCT_SLUGS.filter((slug) => slug !== 'index');

const isProductPageSlug = (value: string): value is Exclude<ProductSlug, 'index'> => (PAGE_SLUGS as readonly string[]).includes(value);

/**
 * `products/financial-investment/{slug?}`: without a slug the overview (`index`) and every
 * product's card; with one of the eleven slugs that product and the other products. Any other slug
 * is a 404. The product's content is the page: when the API cannot give it, the page is a 503.
 */
export const productLoader = async ({ request, context, params }: LoaderFunctionArgs): Promise<ProductPageData> => {
  const slug = params['slug'];
  if (slug !== undefined && !isProductPageSlug(slug)) throw new Response(null, { status: 404 });
  const { site } = siteContextOf(context);
  const lang = langOfPath(site, new URL(request.url).pathname);
  try {
    const api = await requestApi({ request, context, lang });
    const [detail, list] = await Promise.all([api.content.productDetail({ slug: slug ?? 'index' }), api.content.products()]);
    const products = list.list.filter((product) => isProductPageSlug(product.slug));
    return slug === undefined
      ? { kind: 'overview', overview: detail, products }
      : { kind: 'product', product: detail, related: products.filter((product) => product.slug !== slug) };
  } catch (error) {
    logger.error('Product page could not be loaded', { district: site.district, lang, slug: slug ?? 'index', error });
    throw new Response(null, { status: 503 });
  }
};
