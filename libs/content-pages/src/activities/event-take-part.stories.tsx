import type { Meta, StoryObj } from '@storybook/react-vite';
import { createShellState, ShellProvider } from '@brokerage/layout';
import { fixtureBaseConfig } from '@brokerage/layout/testing';
import styled from 'styled-components';
import { StorySite, storySite } from '../products/story-site';
import { EventRegistrationForm } from './event-form';
import { EventTakePart, type EventTakePartProps } from './event-take-part';
import { fixtureRegistration } from './talk-fixtures';

type Kind = 'site-form' | 'site-registered' | 'site-full' | 'app' | 'none' | 'ended';

const EVENTS: Record<Kind, EventTakePartProps['event']> = {
  'site-form': { status: 'upcoming', registration: 'site', seatsLeft: 18, registrationOpen: true },
  'site-registered': { status: 'upcoming', registration: 'site', seatsLeft: 17, registrationOpen: true },
  'site-full': { status: 'upcoming', registration: 'site', seatsLeft: 0, registrationOpen: false },
  app: { status: 'upcoming', registration: 'app', seatsLeft: null, registrationOpen: false },
  none: { status: 'upcoming', registration: 'none', seatsLeft: null, registrationOpen: false },
  ended: { status: 'ended', registration: 'site', seatsLeft: 0, registrationOpen: false },
};

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

const meta: Meta<{ kind: Kind }> = {
  title: 'content-pages/Activities/Event: taking part',
  args: { kind: 'site-form' },
  argTypes: { kind: { control: { type: 'select' }, options: Object.keys(EVENTS) } },
  render: ({ kind }, { globals }) => {
    const { lang, district } = storySite(globals);
    const shell = createShellState({ lang, district, baseConfig: fulfilled(fixtureBaseConfig(district, lang)), pageMeta: fulfilled({}), activityTotal: fulfilled(0), ipRegion: fulfilled('HK') });
    return (
      <StorySite lang={lang} district={district}>
        <ShellProvider serverState={shell}>
          <Column>
            <EventTakePart
              event={EVENTS[kind]}
              ownRegistration={kind === 'site-registered' ? fixtureRegistration : null}
              form={<EventRegistrationForm phone={{ areaCode: '852', phoneNumber: '51234567' }} initialName="Chan Tai Man" onValidSubmit={() => undefined} />}
            />
          </Column>
        </ShellProvider>
      </StorySite>
    );
  },
};
export default meta;
type Story = StoryObj<{ kind: Kind }>;

const Column = styled.div`
  max-width: 380px;
`;

/** Registers on the site: a logged-in user's form (the account's phone shown) and the places left. */
export const SiteForm: Story = {};
/** The visitor registered: "You are registered" with the details, in place of the form. */
export const SiteRegistered: Story = { args: { kind: 'site-registered' } };
export const SiteFull: Story = { args: { kind: 'site-full' } };
/** Registers in the app: the download QR code and store links. */
export const InTheApp: Story = { args: { kind: 'app' } };
/** No registration: just come. */
export const NoRegistration: Story = { args: { kind: 'none' } };
/** An ended event: no form, no login, the way to the coming events. */
export const Ended: Story = { args: { kind: 'ended' } };
export const English: Story = { args: { kind: 'site-registered' }, globals: { locale: 'en' } };
export const SimplifiedChinese: Story = { args: { kind: 'app' }, globals: { locale: 'zh-cn' } };
export const Mainland: Story = { args: { kind: 'ended' }, globals: { district: 'mainland', locale: 'zh-cn' } };
