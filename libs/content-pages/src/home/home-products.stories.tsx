import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderInSite } from './home-story';
import { fixtureHomeData } from './home-fixtures';
import { HomeProducts } from './home-products';

const meta: Meta = {
  title: 'content-pages/Home/Product highlights',
  parameters: { layout: 'fullscreen' },
  render: renderInSite((_args, { district, lang }) => <HomeProducts products={fixtureHomeData(district, lang).products} />),
};
export default meta;
type Story = StoryObj;

/** Six cards: HK, US, A-shares, funds, bonds, options; two columns on phones. */
export const Products: Story = {};
export const English: Story = { globals: { locale: 'en' } };
