import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixturePrivacyPage, fixtureStatementPage } from './company-fixtures';
import { InfoPageView } from './info-page';

interface Args {
  /** A short page (two sections) has no table of contents. */
  short: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Company/Information page',
  parameters: { layout: 'fullscreen' },
  args: { short: false },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <InfoPageView page={args.short ? fixtureStatementPage(lang) : fixturePrivacyPage(lang)} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Privacy policy: four sections, with the table of contents beside the text (above it on phones). */
export const LongPage: Story = {};
/** Statement: two sections, no table of contents. */
export const ShortPage: Story = { args: { short: true } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
