/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { createShellState, ShellProvider } from '@brokerage/layout';
import { fixtureBaseConfig, fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactNode } from 'react';
import { EventRegistrationForm, validateEventForm } from './event-form';
import { EventTakePart, type EventTakePartProps } from './event-take-part';
import { RegisteredSummary } from './registered-summary';
import { fixtureRegistration } from './talk-fixtures';

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

const renderIn = (ui: ReactNode, lang: Lang = 'en', district: 'hk' | 'mainland' = 'hk') => {
  const shell = createShellState({
    lang,
    district,
    baseConfig: fulfilled(fixtureBaseConfig(district, lang)),
    pageMeta: fulfilled({}),
    activityTotal: fulfilled(0),
    ipRegion: fulfilled('HK'),
  });
  return renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <ShellProvider serverState={shell}>{ui}</ShellProvider>
    </SiteProvider>,
    { locale: lang },
  );
};

const upcomingOnSite: EventTakePartProps['event'] = { status: 'upcoming', registration: 'site', seatsLeft: 12, registrationOpen: true };
const form = <p data-testid="the-form">form</p>;

describe('how to take part in an event', () => {
  it('an ended event says so and links to the coming ones, with no form and no login', () => {
    renderIn(<EventTakePart event={{ ...upcomingOnSite, status: 'ended', registrationOpen: false }} ownRegistration={null} form={form} />);
    const notice = screen.getByTestId('event-take-part');
    expect(notice).toHaveAttribute('data-state', 'ended');
    expect(within(notice).getByRole('heading', { name: 'This event has ended' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Upcoming events' })).toHaveAttribute('href', '/en/events-and-exhibition');
    expect(screen.queryByTestId('the-form')).not.toBeInTheDocument();
  });

  it('an event registering in the app shows the app QR code and the store links', () => {
    renderIn(<EventTakePart event={{ status: 'upcoming', registration: 'app', seatsLeft: null, registrationOpen: false }} ownRegistration={null} form={form} />, 'zh-hk');
    const notice = screen.getByTestId('event-take-part');
    expect(within(notice).getByRole('heading', { name: '請於 App 內報名' })).toBeInTheDocument();
    expect(within(notice).getByRole('img')).toHaveAttribute('src', '/images/download/app-qr.svg');
    expect(within(notice).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
    expect(screen.queryByTestId('the-form')).not.toBeInTheDocument();
  });

  it('an event without registration says to just come', () => {
    renderIn(<EventTakePart event={{ status: 'ongoing', registration: 'none', seatsLeft: null, registrationOpen: false }} ownRegistration={null} form={form} />, 'zh-cn');
    expect(screen.getByRole('heading', { name: '免费入场' })).toBeInTheDocument();
  });

  it('an event registering on the site gives the form and the places left, or says it is full', () => {
    const { unmount } = renderIn(<EventTakePart event={upcomingOnSite} ownRegistration={null} form={form} />);
    expect(screen.getByTestId('the-form')).toBeInTheDocument();
    expect(screen.getByText('12 places left')).toBeInTheDocument();
    unmount();
    renderIn(<EventTakePart event={{ ...upcomingOnSite, seatsLeft: 0, registrationOpen: false }} ownRegistration={null} form={form} />);
    expect(screen.getByRole('heading', { name: 'This event is fully booked.' })).toBeInTheDocument();
    expect(screen.queryByTestId('the-form')).not.toBeInTheDocument();
  });

  it('a visitor who registered sees "You are registered" with the details and the way to all their bookings', () => {
    renderIn(<EventTakePart event={upcomingOnSite} ownRegistration={fixtureRegistration} form={form} />);
    const summary = screen.getByTestId('event-registration');
    expect(summary).toHaveAttribute('data-state', 'registered');
    expect(within(summary).getByRole('status')).toHaveTextContent('You are registered');
    expect(summary).toHaveTextContent('Chan Tai Man');
    expect(summary).toHaveTextContent('+852 51234567');
    expect(summary).toHaveTextContent('21 Nov 2026');
    expect(within(summary).getByRole('link', { name: 'All my bookings' })).toHaveAttribute('href', '/en/sta-login');
    expect(screen.queryByTestId('the-form')).not.toBeInTheDocument();
  });
});

describe('a remembered booking', () => {
  it('speaks of the reminder while the talk is to come, not once it is over; the mainland site has no personal centre to link', () => {
    const { unmount } = renderIn(<RegisteredSummary kind="talk" record={fixtureRegistration} state="registered" />, 'zh-hk');
    expect(screen.getByTestId('talk-registration')).toHaveTextContent('我們會在講座前把詳情及提示發送到你的手機。');
    expect(screen.getByRole('link', { name: '我的全部報名' })).toHaveAttribute('href', '/zh-hk/sta-login');
    unmount();
    renderIn(<RegisteredSummary kind="talk" record={fixtureRegistration} state="registered" over />, 'zh-cn', 'mainland');
    expect(screen.getByTestId('talk-registration')).toHaveTextContent('你已报名');
    expect(screen.getByTestId('talk-registration')).not.toHaveTextContent('提醒');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('event registration form', () => {
  it("shows the account's phone (not a field), checks the name before sending and keeps what was typed", async () => {
    const sent: string[] = [];
    const { user } = renderIn(<EventRegistrationForm phone={{ areaCode: '852', phoneNumber: '51234567' }} initialName="" onValidSubmit={(element) => sent.push(String(new FormData(element).get('name')))} />);
    expect(screen.getByTestId('event-registration-phone')).toHaveTextContent('+852 51234567');
    expect(screen.queryByRole('textbox', { name: /Mobile/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Name'), 'Chan Tai Man');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(sent).toEqual(['Chan Tai Man']);
  });

  it('says why a submit did not go through, in the page language', () => {
    renderIn(<EventRegistrationForm phone={null} answer={{ state: 'full', values: { name: '陳大文' } }} />, 'zh-hk');
    expect(screen.getByRole('alert')).toHaveTextContent('此活動名額已滿。');
    expect(screen.getByLabelText('姓名')).toHaveValue('陳大文');
  });

  it('has the same rule in the browser and the action', () => {
    expect(validateEventForm({ name: ' ' })).toEqual({ name: 'content.activities.talk.form.nameRequired' });
    expect(validateEventForm({ name: 'x'.repeat(61) })).toEqual({ name: 'content.activities.talk.form.nameTooLong' });
    expect(validateEventForm({ name: '陳大文' })).toEqual({});
  });
});
