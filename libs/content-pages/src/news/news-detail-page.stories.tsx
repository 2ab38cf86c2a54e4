import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { NewsDetailView } from './news-detail-page';
import { fixtureNewsDetail } from './news-fixtures';

interface Args {
  /** A CMS preview of a draft. */
  preview: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/News/Detail',
  parameters: { layout: 'fullscreen' },
  args: { preview: false },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <NewsDetailView data={fixtureNewsDetail(lang, args.preview)} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const NewsItem: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const SimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const MainlandEnglish: Story = { globals: { district: 'mainland', locale: 'en' } };
/** On a phone the related articles are rows, a thumbnail beside each title. */
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const Preview: Story = { args: { preview: true } };
