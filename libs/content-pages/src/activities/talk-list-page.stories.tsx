import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite, storySite } from '../products/story-site';
import { fixtureTalkList } from './talk-fixtures';
import { TalkListView } from './talk-list-page';

type Variant = 'all' | 'upcoming-topic' | 'empty';

const meta: Meta<{ variant: Variant }> = {
  title: 'content-pages/Activities/Talk list',
  parameters: { layout: 'fullscreen' },
  args: { variant: 'all' },
  argTypes: { variant: { control: { type: 'inline-radio' }, options: ['all', 'upcoming-topic', 'empty'] } },
  render: ({ variant }, { globals }) => {
    const { lang, district } = storySite(globals);
    const data =
      variant === 'upcoming-topic'
        ? fixtureTalkList(lang, { status: 'upcoming', tag: 'us-stocks', page: 1, pageCount: 1, items: fixtureTalkList(lang).items.slice(2, 3) })
        : variant === 'empty'
          ? fixtureTalkList(lang, { status: 'ended', tag: 'options', pageCount: 1, items: [] })
          : fixtureTalkList(lang);
    return (
      <StorySite lang={lang} district={district}>
        <TalkListView {...data} />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<{ variant: Variant }>;

/** Every talk, coming ones first: seats left, a nearly full one, a fully booked one, a past one; page 1 of 2. */
export const AllTalks: Story = {};
/** Upcoming talks of one topic. */
export const UpcomingOfATopic: Story = { args: { variant: 'upcoming-topic' } };
export const Empty: Story = { args: { variant: 'empty' } };
export const English: Story = { globals: { locale: 'en' } };
export const SimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
