import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { ArticleCard } from './article-card';
import { fixtureNewsCards } from './news-fixtures';

interface Args {
  /** A news flash: no cover image. */
  withoutCover: boolean;
  /** A flash notice naming stocks that have stock news. */
  withStocks: boolean;
}

const STOCKS = [
  { code: '00700.HK', name: { 'zh-hk': '騰訊控股', 'zh-cn': '腾讯控股', en: 'Tencent Holdings' } },
  { code: '09988.HK', name: { 'zh-hk': '阿里巴巴集團', 'zh-cn': '阿里巴巴集团', en: 'Alibaba Group' } },
];

const meta: Meta<Args> = {
  title: 'content-pages/News/Article card',
  args: { withoutCover: false, withStocks: false },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const [card] = fixtureNewsCards(lang, 1);
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <ArticleCard
          card={{
            ...card,
            ...(args.withoutCover ? { coverImage: null } : {}),
            ...(args.withStocks ? { stocks: STOCKS.map((stock) => ({ code: stock.code, name: stock.name[lang], path: `news-stock/${stock.code}` })) } : {}),
          }}
        />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const WithCover: Story = {};
export const English: Story = { globals: { locale: 'en' } };
/** News flash cards are text only. */
export const WithoutCover: Story = { args: { withoutCover: true } };
/** A flash notice links the stocks it names to their stock news. */
export const FlashWithStocks: Story = { args: { withoutCover: true, withStocks: true } };
