import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductOverviewPage, ProductPage } from './product-page';
import { sampleOverview, sampleProduct, sampleProductList, sampleProductPricing, sampleProductWithoutTrading } from './product-fixtures';
import { StorySite, storySite } from './story-site';

const meta: Meta<typeof ProductPage> = {
  title: 'content-pages/Products/Product page',
  component: ProductPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <ProductPage product={sampleProduct(lang)} related={sampleProductList(lang).slice(1)} pricing={sampleProductPricing(lang)} />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<typeof ProductPage>;

export const HongKongStocks: Story = {};
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** Content written before the trading details: no pricing, facts or steps, one question. */
export const WithoutTradingDetails: Story = {
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <ProductPage product={sampleProductWithoutTrading(lang)} related={sampleProductList(lang).slice(1)} />
      </StorySite>
    );
  },
};
export const Overview: Story = {
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <ProductOverviewPage overview={sampleOverview(lang)} products={sampleProductList(lang)} />
      </StorySite>
    );
  },
};
