import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountGuidePage } from './account-guide-page';
import { sampleAccountGuide } from './product-fixtures';
import { StorySite, storySite } from './story-site';

const meta: Meta<typeof AccountGuidePage> = {
  title: 'content-pages/Products/Account guide',
  component: AccountGuidePage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <AccountGuidePage {...sampleAccountGuide(lang)} />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<typeof AccountGuidePage>;

export const HongKong: Story = {};
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
