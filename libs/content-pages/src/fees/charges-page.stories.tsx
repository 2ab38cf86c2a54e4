import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLang, type District } from '@brokerage/domain';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { ChargesPage } from './charges-page';
import { sampleChargesTexts, samplePlans, summaryOf } from './fee-fixtures';
import { calculatorPlanOf, type CalculatorQuery } from './trade-cost-calculator';

type Args = { planId: 1 | 2 | 3 | 4; query: CalculatorQuery; withTexts: boolean };

const meta: Meta<Args> = {
  title: 'content-pages/Fees/Charges page',
  parameters: { layout: 'fullscreen' },
  args: { planId: 1, query: {}, withTexts: true },
  render: ({ planId, query, withTexts }, { globals }) => {
    const lang = isLang(globals.locale) ? globals.locale : 'zh-hk';
    const district: District = globals.district === 'mainland' ? 'mainland' : 'hk';
    const plans = samplePlans(lang);
    return (
      <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
        <ChargesPage
          texts={withTexts ? sampleChargesTexts(lang) : {}}
          plans={plans.map(summaryOf)}
          plan={plans[planId - 1]}
          calculatorPlans={plans.map(calculatorPlanOf)}
          calculatorQuery={query}
        />
      </SiteProvider>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

export const DefaultPlan: Story = {};
export const ActiveTrader: Story = { args: { planId: 2 } };
export const WithCalculatorResult: Story = { args: { query: { market: 'hk-stocks', side: 'buy', price: '388.20', quantity: '20000' } } };
export const PageTextsUnavailable: Story = { args: { withTexts: false } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
