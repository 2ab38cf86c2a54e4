import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderInSite } from './home-story';
import { fixtureTrust } from './home-fixtures';
import { HomeTrust } from './home-trust';

const meta: Meta = {
  title: 'content-pages/Home/Trust band',
  parameters: { layout: 'fullscreen' },
  render: renderInSite((_args, { district, lang }) => <HomeTrust trust={fixtureTrust(district, lang)} />),
};
export default meta;
type Story = StoryObj;

/** Under the hero: figures, the SFC licence linked to the public register, and the two protections. */
export const HongKong: Story = {};
export const English: Story = { globals: { locale: 'en' } };
/** The mainland site: the figures and protections, no licence link. */
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
