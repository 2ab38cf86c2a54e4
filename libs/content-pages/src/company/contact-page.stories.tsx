import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { fixtureContactData } from './company-fixtures';
import { ContactPage } from './contact-page';

interface Args {
  /** Simulates a failed base-config and branches call: the page keeps what it has and says so. */
  partial: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Company/Contact us',
  parameters: { layout: 'fullscreen' },
  args: { partial: false },
  render: (args, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const data = fixtureContactData(lang, district === 'mainland' ? 'amap' : 'google');
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <ContactPage {...(args.partial ? { ...data, contact: null, branches: [] } : data)} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const HongKong: Story = {};
/** Mainland site: branch maps open in Amap. */
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const English: Story = { globals: { locale: 'en' } };
export const PartlyUnavailable: Story = { args: { partial: true } };
