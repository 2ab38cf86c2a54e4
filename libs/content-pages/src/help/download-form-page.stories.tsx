import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { DownloadFormView } from './download-form-page';
import { fixtureDownloadFormGroups } from './help-fixtures';

interface Args {
  empty: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Help/Download forms',
  parameters: { layout: 'fullscreen' },
  args: { empty: false },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <DownloadFormView groups={args.empty ? [] : fixtureDownloadFormGroups(lang)} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Forms grouped by category, each with its size, last update and download link. */
export const Forms: Story = {};
export const Empty: Story = { args: { empty: true } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
