import type { Product, ProductSummary } from '@brokerage/contracts';
import { PRODUCT_SLUGS } from '@brokerage/contracts/constants';
import { AppButtonLink } from '@brokerage/layout';
import { AppPhone, deferHydration } from '@brokerage/ui';
import type { SiteRouteHandle } from '@brokerage/site-core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import { productMessages as m } from './messages';
import { PlainLink, useSitePath } from './bands';
import { appScreenMarketOf, HeroActions, PageHero } from './page-hero';
import type { ProductPricing } from './product-pricing';

// Everything after the hero starts below the first screen: its code loads when a visitor comes near it.
const ProductBelowFold = deferHydration(() => import('./product-below-fold').then((module) => module.ProductBelowFold));
const OverviewBelowFold = deferHydration(() => import('./product-below-fold').then((module) => module.ProductOverviewBelowFold));
// The hero's icon is decoration drawn by the server: the icon set's code comes after the page hydrates.
const HeroIcon = deferHydration(() => import('../home/home-icons').then((module) => module.ProductIcon));

/**
 * What `productLoader` gives `products/financial-investment/{slug?}`: the overview (`index`) with
 * every product's card, or one product with its related products (three or four) and its pricing
 * under the default fee plan (null when no fee table prices it, or the plans could not be loaded).
 */
export type ProductPageData =
  | { kind: 'overview'; overview: Product; products: ProductSummary[] }
  | { kind: 'product'; product: Product; related: ProductSummary[]; pricing?: ProductPricing | null };

/**
 * One product page: hero with highlights, what it costs beside the market's facts, features, how
 * to trade in the app, FAQ, related products, risk note and the closing band. Sections whose
 * content the product lacks are left out.
 */
export function ProductPage({ product, related, pricing = null }: { product: Product; related: ProductSummary[]; pricing?: ProductPricing | null }) {
  const { i18n } = useLingui();
  const path = useSitePath();
  // The app's IPO centre for new listings, its quote page for everything else.
  const heroScreen = product.slug === 'ipo' ? 'ipo' : 'quote';
  const market = appScreenMarketOf(product.feeMarket);
  return (
    <>
      <PageHero
        title={product.title}
        summary={product.summary}
        highlights={product.highlights}
        icon={<HeroIcon slug={product.slug} size={30} />}
        visual={<AppPhone kind={heroScreen} market={market} />}
        eyebrow={
          <nav aria-label={i18n._(m.breadcrumb)}>
            <PlainLink href={path('/products/financial-investment')} style={{ display: 'inline' }}>
              ← {i18n._(m.allProducts)}
            </PlainLink>
          </nav>
        }
      >
        <HeroActions>
          <AppButtonLink href={path('/account-guide')} $variant="accent" $size="lg">
            {i18n._(m.openAccount)}
          </AppButtonLink>
          {pricing ? (
            <AppButtonLink href="#pricing" $variant="ghost" $size="lg">
              {i18n._(m.seePricing)}
            </AppButtonLink>
          ) : null}
        </HeroActions>
      </PageHero>
      <ProductBelowFold product={product} related={related} pricing={pricing} market={market} />
    </>
  );
}

/** The financial-investment overview: its own hero and features, then a card for each product. */
export function ProductOverviewPage({ overview, products }: { overview: Product; products: ProductSummary[] }) {
  return (
    <>
      <PageHero title={overview.title} summary={overview.summary} highlights={overview.highlights} />
      <OverviewBelowFold overview={overview} products={products} />
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
