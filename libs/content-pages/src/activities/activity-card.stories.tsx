import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { StorySite, storySite } from '../products/story-site';
import { ActivityCard } from './activity-card';
import { fixtureActivityCards } from './activity-fixtures';

interface Args {
  /** Which card: 0 a running promotion, 1 an upcoming campaign with its own landing page, 2 an ended one-day event. */
  index: 0 | 1 | 2;
}

const meta: Meta<Args> = {
  title: 'content-pages/Activities/Activity card',
  args: { index: 0 },
  argTypes: { index: { control: { type: 'inline-radio' }, options: [0, 1, 2] } },
  render: ({ index }, { globals }) => {
    const { lang, district } = storySite(globals);
    return (
      <StorySite lang={lang} district={district}>
        <Column>
          <ActivityCard item={fixtureActivityCards(lang)[index]} />
        </Column>
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const Column = styled.ul`
  display: flex;
  max-width: 380px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A running promotion with its period. */
export const RunningPromotion: Story = {};
/** A campaign that links to its own landing page (opens in a new tab), not started yet. */
export const ExternalCampaign: Story = { args: { index: 1 } };
/** A one-day event that is over: one date, the venue, a muted badge. */
export const EndedEvent: Story = { args: { index: 2 } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
