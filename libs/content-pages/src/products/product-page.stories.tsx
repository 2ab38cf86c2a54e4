import type { Lang } from '@brokerage/domain';
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
/** A product of another market: its hero and how-to-trade screens show a stock of that market. */
const otherMarket = (slug: string, feeMarket: string, title: Record<Lang, string>): Story => ({
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <ProductPage product={{ ...sampleProduct(lang), slug, feeMarket, title: title[lang] }} related={sampleProductList(lang).slice(1)} />
      </StorySite>
    );
  },
});
const US_STOCKS = { en: 'US stocks', 'zh-hk': '美股', 'zh-cn': '美股' };
const A_SHARES = { en: 'China A-shares', 'zh-hk': 'A 股', 'zh-cn': 'A 股' };
export const UsStocksEnglish: Story = { ...otherMarket('us-stocks', 'us-stocks', US_STOCKS), globals: { locale: 'en' } };
export const UsStocksTraditionalChinese: Story = { ...otherMarket('us-stocks', 'us-stocks', US_STOCKS), globals: { locale: 'zh-hk' } };
export const UsStocksSimplifiedChinese: Story = { ...otherMarket('us-stocks', 'us-stocks', US_STOCKS), globals: { district: 'mainland', locale: 'zh-cn' } };
export const ASharesEnglish: Story = { ...otherMarket('a-shares', 'a-shares', A_SHARES), globals: { locale: 'en' } };
export const ASharesTraditionalChinese: Story = { ...otherMarket('a-shares', 'a-shares', A_SHARES), globals: { locale: 'zh-hk' } };
export const ASharesSimplifiedChinese: Story = { ...otherMarket('a-shares', 'a-shares', A_SHARES), globals: { district: 'mainland', locale: 'zh-cn' } };
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
