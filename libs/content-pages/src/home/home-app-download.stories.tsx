import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderInSite } from './home-story';
import { HomeAppDownload } from './home-app-download';
import { fixtureAppDownload } from './home-fixtures';

const meta: Meta = {
  title: 'content-pages/Home/App download',
  parameters: { layout: 'fullscreen' },
  render: renderInSite((_args, { lang }) => <HomeAppDownload content={fixtureAppDownload(lang)} />),
};
export default meta;
type Story = StoryObj;

/** Store badges and, on desktop, the QR code. */
export const AppDownload: Story = {};
export const English: Story = { globals: { locale: 'en' } };
