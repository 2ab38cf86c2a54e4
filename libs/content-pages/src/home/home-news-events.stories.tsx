import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderInSite } from './home-story';
import { fixtureHomeData } from './home-fixtures';
import { HomeNewsEvents } from './home-news-events';

interface Args {
  withoutEvents: boolean;
}

const meta: Meta<Args> = {
  title: 'content-pages/Home/News and events',
  parameters: { layout: 'fullscreen' },
  args: { withoutEvents: false },
  render: renderInSite((args, { district, lang }) => {
    const { news, events } = fixtureHomeData(district, lang);
    return <HomeNewsEvents news={news} events={args.withoutEvents ? [] : events} />;
  }),
};
export default meta;
type Story = StoryObj<Args>;

/** Latest news beside upcoming talks and events (stacked on phones). */
export const NewsAndEvents: Story = {};
export const English: Story = { globals: { locale: 'en' } };
/** No upcoming events: the news takes the whole width. */
export const NewsOnly: Story = { args: { withoutEvents: true } };
