import type { Meta, StoryObj } from '@storybook/react-vite';
import { AiInvestmentPage } from './ai-investment-page';
import { sampleAiInvestment } from './product-fixtures';
import { StorySite, storySite } from './story-site';

const meta: Meta<typeof AiInvestmentPage> = {
  title: 'content-pages/Products/AI investment',
  component: AiInvestmentPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <AiInvestmentPage {...sampleAiInvestment(lang)} />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<typeof AiInvestmentPage>;

export const Default: Story = {};
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
