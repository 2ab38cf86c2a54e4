import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { sampleMarketTexts, sampleQuoteServices } from './fee-fixtures';
import { MarketPage } from './market-page';

type Args = { withTexts: boolean; withoutAShares: boolean };

const meta: Meta<Args> = {
  title: 'content-pages/Fees/Market page',
  parameters: { layout: 'fullscreen' },
  args: { withTexts: true, withoutAShares: false },
  render: ({ withTexts, withoutAShares }, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const services = sampleQuoteServices(lang).filter((service) => !withoutAShares || service.market !== 'a');
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <MarketPage texts={withTexts ? sampleMarketTexts(lang) : {}} services={services} />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const AllMarkets: Story = {};
export const MarketWithoutPackages: Story = { args: { withoutAShares: true } };
export const PageTextsUnavailable: Story = { args: { withTexts: false } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
