import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureLicenceNotice } from './home-fixtures';
import { HomeLicence } from './home-licence';

const meta: Meta = {
  title: 'content-pages/Home/Licence and risk notice',
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
        <HomeLicence notice={fixtureLicenceNotice(lang)} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj;

/** The HK site's licence, CE number, regulated activities and risk disclosure. */
export const LicenceNotice: Story = {};
export const English: Story = { globals: { locale: 'en' } };
