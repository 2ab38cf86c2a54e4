import type { Product, ProductSummary } from '@brokerage/contracts';
import { PRODUCT_SLUGS } from '@brokerage/contracts/constants';
import type { SiteRouteHandle } from '@brokerage/site-core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { productMessages as m } from './messages';
import { FaqList, FeatureGrid, PageHero, PlainLink, ProductCards, ProductCta, RiskNote, useSitePath } from './product-parts';

/**
 * What `productLoader` gives `products/financial-investment/{slug?}`: the overview (`index`) with
 * every product's card, or one product with the others as "more products".
 */
export type ProductPageData =
  | { kind: 'overview'; overview: Product; products: ProductSummary[] }
  | { kind: 'product'; product: Product; related: ProductSummary[] };

/** One product page: hero with highlights, features, FAQ, risk note, other products and the closing band. */
export function ProductPage({ product, related }: { product: Product; related: ProductSummary[] }) {
  const { i18n } = useLingui();
  const path = useSitePath();
  return (
    <>
      <PageHero
        title={product.title}
        summary={product.summary}
        highlights={product.highlights}
        eyebrow={
          <nav aria-label={i18n._(m.breadcrumb)}>
            <PlainLink href={path('/products/financial-investment')} style={{ display: 'inline' }}>
              ← {i18n._(m.allProducts)}
            </PlainLink>
          </nav>
        }
      />
      <FeatureGrid heading={i18n._(m.features)} items={product.features} />
      <FaqList items={product.faq} />
      <RiskNote text={product.riskNote} />
      <ProductCards heading={i18n._(m.moreProducts)} products={related} />
      <ProductCta />
    </>
  );
}

/** The financial-investment overview: its own hero and features, then a card for each product. */
export function ProductOverviewPage({ overview, products }: { overview: Product; products: ProductSummary[] }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero title={overview.title} summary={overview.summary} highlights={overview.highlights} />
      <ProductCards heading={i18n._(m.allProducts)} products={products} />
      <FeatureGrid heading={i18n._(m.features)} items={overview.features} />
      <FaqList items={overview.faq} />
      <RiskNote text={overview.riskNote} />
      <ProductCta />
    </>
  );
}

/** `products/financial-investment/{slug?}` (spec 2): the overview without a slug, else the product. */
export const ProductRoute = () => {
  const data = useLoaderData<ProductPageData>();
  return data.kind === 'overview' ? <ProductOverviewPage {...data} /> : <ProductPage {...data} />;
};

/** Each product is a page of its own in the sitemap (the overview is the route without a slug). */
export const productHandle: SiteRouteHandle = { sitemapParams: { slug: PRODUCT_SLUGS.filter((slug) => slug !== 'index') } };
