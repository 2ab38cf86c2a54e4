import type { Meta, StoryObj } from '@storybook/react-vite';
import { PricingAndFacts, TradeSteps } from './product-below-fold';
import { PageHero } from './page-hero';
import { Cards, FaqList, ProductCard, RiskNote } from './product-parts';
import { sampleProduct, sampleProductList, sampleProductPricing } from './product-fixtures';
import { StorySite, storySite } from './story-site';

const meta: Meta<typeof ProductCard> = {
  title: 'content-pages/Products/Parts',
  component: ProductCard,
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <Cards>
          {sampleProductList(lang).map((product) => (
            <ProductCard key={product.slug} product={product} href={`/${lang}/products/financial-investment/${product.slug}`} />
          ))}
        </Cards>
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<typeof ProductCard>;

export const ProductCards: Story = {};

export const Hero: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    const product = sampleProduct(lang);
    return (
      <StorySite lang={lang} district={district}>
        <PageHero title={product.title} summary={product.summary} highlights={product.highlights} />
      </StorySite>
    );
  },
};

export const FaqAndRiskNote: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    const product = sampleProduct(lang);
    return (
      <StorySite lang={lang} district={district}>
        <FaqList items={product.faq} />
        <RiskNote text={product.riskNote} />
      </StorySite>
    );
  },
};

export const PricingAndMarketFacts: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <PricingAndFacts pricing={sampleProductPricing(lang)} facts={sampleProduct(lang).facts} />
      </StorySite>
    );
  },
};

export const HowToTrade: Story = {
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <TradeSteps steps={sampleProduct(lang).steps ?? []} />
      </StorySite>
    );
  },
};
