import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { ArticleCard } from './article-card';
import { fixtureNewsCards } from './news-fixtures';

interface Args {
  /** A news flash: no cover image. */
  withoutCover: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/News/Article card',
  args: { withoutCover: false },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const [card] = fixtureNewsCards(lang, 1);
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <ArticleCard card={args.withoutCover ? { ...card, coverImage: null } : card} />
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
