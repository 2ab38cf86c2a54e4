import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorySite, storySite } from '../products/story-site';
import { fixtureTalk } from './activity-fixtures';
import { TalkDetailView } from './talk-detail-page';
import { TalkRegistrationForm } from './talk-form';
import { fixtureRegistration } from './talk-fixtures';

type Variant = 'open' | 'booked' | 'full' | 'ended' | 'offline';

const meta: Meta<{ variant: Variant }> = {
  title: 'content-pages/Activities/Talk detail',
  parameters: { layout: 'fullscreen' },
  args: { variant: 'open' },
  argTypes: { variant: { control: { type: 'inline-radio' }, options: ['open', 'booked', 'full', 'ended', 'offline'] } },
  render: ({ variant }, { globals }) => {
    const { lang, district } = storySite(globals);
    const talk =
      variant === 'full'
        ? fixtureTalk(lang, { seatsLeft: 0, registrationOpen: false })
        : variant === 'ended'
          ? fixtureTalk(lang, { status: 'ended', registrationOpen: false, date: '2026-09-17' })
          : variant === 'offline'
            ? fixtureTalk(lang, { format: 'offline', location: lang === 'en' ? 'Tsim Sha Tsui Branch seminar room' : '尖沙咀分行研討室' })
            : fixtureTalk(lang);
    return (
      <StorySite lang={lang} district={district}>
        <TalkDetailView
          talk={talk}
          booking={variant === 'booked' ? fixtureRegistration : null}
          // The story's form never leaves the page.
          form={<TalkRegistrationForm district={district} lang={lang} accountPhone={{ areaCode: '852', phoneNumber: '51234567' }} answer={null} submitting={false} onValidSubmit={() => undefined} />}
        />
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<{ variant: Variant }>;

/** An online talk open for booking: when, how, the speaker, the programme and the form with the seats left. */
export const Open: Story = {};
export const OpenEnglish: Story = { globals: { locale: 'en' } };
export const OpenSimplifiedChinese: Story = { globals: { locale: 'zh-cn' } };
export const OpenMainland: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };
export const OpenMainlandEnglish: Story = { globals: { district: 'mainland', locale: 'en' } };
export const OpenOnAPhone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** At a branch. */
export const AtABranch: Story = { args: { variant: 'offline' } };
/** The signed-in visitor's booking in place of the form. */
export const Booked: Story = { args: { variant: 'booked' } };
export const FullyBooked: Story = { args: { variant: 'full' } };
export const Ended: Story = { args: { variant: 'ended' }, globals: { locale: 'en' } };
