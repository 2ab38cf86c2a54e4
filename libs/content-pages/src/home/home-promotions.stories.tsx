import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderInSite } from './home-story';
import { fixtureHomeData } from './home-fixtures';
import { HomePromotions } from './home-promotions';

const meta: Meta = {
  title: 'content-pages/Home/Promotions',
  parameters: { layout: 'fullscreen' },
  render: renderInSite((_args, { district, lang }) => <HomePromotions promotions={fixtureHomeData(district, lang).promotions} />),
};
export default meta;
type Story = StoryObj;

/** Cards with cover, title, period and a shortened summary; a row to swipe through on phones. */
export const Promotions: Story = {};
export const English: Story = { globals: { locale: 'en' } };
