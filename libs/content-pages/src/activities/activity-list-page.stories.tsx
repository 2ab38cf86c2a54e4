import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite, storySite } from '../products/story-site';
import { fixtureActivityCards, fixturePromotionList } from './activity-fixtures';
import { ActivityListView } from './activity-list-page';

type Variant = 'promotions' | 'second-page' | 'events' | 'empty';

const meta: Meta<{ variant: Variant }> = {
  title: 'content-pages/Activities/Tabbed list',
  parameters: { layout: 'fullscreen' },
  args: { variant: 'promotions' },
  argTypes: { variant: { control: { type: 'inline-radio' }, options: ['promotions', 'second-page', 'events', 'empty'] } },
  render: ({ variant }, { globals }) => {
    const { lang, district } = storySite(globals);
    const data =
      variant === 'events'
        ? fixturePromotionList(lang, { section: 'events', tab: 'fresh', pageCount: 1, items: fixtureActivityCards(lang).filter((item) => item.kind === 'event') })
        : variant === 'empty'
          ? fixturePromotionList(lang, { tab: 'funds-promo', pageCount: 1, items: [] })
          : variant === 'second-page'
            ? fixturePromotionList(lang, { tab: 'welcome-offer', page: 2 })
            : fixturePromotionList(lang);
    return (
      <StorySite lang={lang} district={district}>
        <ActivityListView {...data} />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<{ variant: Variant }>;

/** Promotions, tab "all", page 1 of 3. */
export const Promotions: Story = {};
/** The welcome-offer tab on its second page. */
export const SecondPage: Story = { args: { variant: 'second-page' } };
/** Events, upcoming tab. */
export const Events: Story = { args: { variant: 'events' } };
/** A tab with nothing in it. */
export const EmptyTab: Story = { args: { variant: 'empty' } };
export const English: Story = { globals: { locale: 'en' } };
export const Mainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
