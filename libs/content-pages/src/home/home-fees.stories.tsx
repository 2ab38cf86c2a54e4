import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderInSite } from './home-story';
import { fixtureHomeData } from './home-fixtures';
import { HomeFees } from './home-fees';

const meta: Meta = {
  title: 'content-pages/Home/Fee highlights',
  parameters: { layout: 'fullscreen' },
  render: renderInSite((_args, { district, lang }) => {
    const { plans, texts } = fixtureHomeData(district, lang);
    return <HomeFees plans={plans} text={texts.fees} />;
  }),
};
export default meta;
type Story = StoryObj;

/** The fee promise, links to the fee page and its calculator, three plans (the default one marked). */
export const Fees: Story = {};
export const English: Story = { globals: { locale: 'en' } };
