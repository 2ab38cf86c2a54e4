import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureNewsList } from './news-fixtures';
import { NewsListView } from './news-list-page';

interface Args {
  page: number;
  empty: boolean;
  /** Year tabs of the media centre. */
  yearTabs: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/News/List with pagination',
  parameters: { layout: 'fullscreen' },
  args: { page: 1, empty: false, yearTabs: false },
  argTypes: { page: { control: { type: 'number', min: 1, max: 3 } } },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const data = fixtureNewsList(lang, args.page);
    const tabs = args.yearTabs
      ? [
          { key: 'all', path: 'about-us/media-centre', current: false },
          { key: '2026', path: 'about-us/media-centre/2026', current: true },
          { key: '2025', path: 'about-us/media-centre/2025', current: false },
        ]
      : undefined;
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <NewsListView data={{ ...data, ...(args.yearTabs ? { kind: 'media-centre', basePath: 'about-us/media-centre/2026', tabs } : {}), ...(args.empty ? { items: [], pageCount: 1, page: 1 } : {}) }} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const FirstPage: Story = {};
export const SecondPage: Story = { args: { page: 2 }, globals: { locale: 'en' } };
export const MediaCentreByYear: Story = { args: { yearTabs: true }, globals: { locale: 'zh-cn', district: 'mainland' } };
/** Nothing published yet. */
export const Empty: Story = { args: { empty: true } };
