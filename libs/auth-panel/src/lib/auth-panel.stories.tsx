import { CODES, MESSAGES } from '@brokerage/contracts';
import { isLang, type District, type Lang } from '@brokerage/domain';
import { createI18n } from '@brokerage/i18n';
import { district as hkSite } from '@brokerage/hk-district';
import { district as mainlandSite } from '@brokerage/mainland-district';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { MessageDescriptor } from '@lingui/core';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import type { AuthTransport, PanelUser } from '../transport';
import { failure, fakeTransport, pending, SAMPLE_CODE, SAMPLE_PUZZLE, SAMPLE_USER } from '../testing/fake-transport';
import { AuthPanel, type AuthPanelProps } from './auth-panel';
import { panelMessages as m } from './messages';

// The district configs come straight from the district projects, not from @brokerage/layout/testing:
// that entry loads Testing Library, whose act() environment would make the Storybook render test
// report every update these stories' interactions cause.

/** How the fake site server answers, story by story. */
const SCENARIOS = {
  success: () => ({}),
  configFails: () => ({ panelConfig: async () => failure(null) }),
  captcha: (lang: Lang) => {
    // The first request needs the slider; the one after it (key 2) goes through.
    const answers = [failure(CODES.CAPTCHA_REQUIRED, MESSAGES[CODES.CAPTCHA_REQUIRED][lang])];
    return { sendPhoneCode: async () => answers.shift() ?? { ok: true as const, captcha: SAMPLE_CODE } };
  },
  sliderWrong: (lang: Lang) => {
    let puzzles = 0;
    return {
      sendPhoneCode: async () => failure(CODES.CAPTCHA_REQUIRED, MESSAGES[CODES.CAPTCHA_REQUIRED][lang]),
      sliderVerify: async () => failure(CODES.CAPTCHA_INVALID, MESSAGES[CODES.CAPTCHA_INVALID][lang]),
      sliderChallenge: async () => ({ ok: true as const, puzzle: { ...SAMPLE_PUZZLE, challengeId: `story-challenge-${(puzzles += 1)}` } }),
    };
  },
  requestFailed: (lang: Lang) => ({ sendPhoneCode: async () => failure(CODES.REQUEST_FAILED, MESSAGES[CODES.REQUEST_FAILED][lang]) }),
  serverMessage: (lang: Lang) => ({ sendPhoneCode: async () => failure(CODES.DAILY_LIMIT_REACHED, MESSAGES[CODES.DAILY_LIMIT_REACHED][lang]) }),
  noMessage: () => ({ sendPhoneCode: async () => failure(CODES.CODE_COOLDOWN, '') }),
  emailCodeWrong: (lang: Lang) => ({ sendEmailCode: async () => failure(CODES.ORG_EMAIL_CODE_INVALID, MESSAGES[CODES.ORG_EMAIL_CODE_INVALID][lang]) }),
  emailNotOrganisation: (lang: Lang) => ({ sendEmailCode: async () => failure(CODES.ORG_EMAIL_NOT_FOUND, MESSAGES[CODES.ORG_EMAIL_NOT_FOUND][lang]) }),
  notRegistered: (lang: Lang) => ({ loginPassword: async () => failure(CODES.PHONE_NOT_REGISTERED, MESSAGES[CODES.PHONE_NOT_REGISTERED][lang]) }),
  noPassword: (lang: Lang) => ({ loginPassword: async () => failure(CODES.NO_PASSWORD_SET, MESSAGES[CODES.NO_PASSWORD_SET][lang]) }),
  loginRefused: (lang: Lang) => ({ loginSms: async () => failure(CODES.CODE_WRONG, MESSAGES[CODES.CODE_WRONG][lang]) }),
  submitting: () => ({ loginSms: pending, loginPassword: pending }),
  newUser: () => ({ loginSms: async () => ({ ok: true as const, user: SAMPLE_USER, redirectTo: '/en', isNewUser: true }) }),
} satisfies Record<string, (lang: Lang) => Partial<AuthTransport>>;

type Scenario = keyof typeof SCENARIOS;

interface StoryArgs extends Pick<AuthPanelProps, 'placement' | 'appEnv' | 'inviteCode'> {
  scenario: Scenario;
  user: PanelUser | null;
  /** Start on the welcome a login that registered the phone shows in the dialog. */
  welcomed?: boolean;
}

const scope = (globals: Record<string, unknown>): { lang: Lang; district: District } => ({
  lang: isLang(globals.locale) ? globals.locale : 'zh-hk',
  district: globals.district === 'mainland' ? 'mainland' : 'hk',
});

/**
 * The panel as a site mounts it; logging in shows the logged-in view (in the dialog, a registration
 * first the welcome, until Continue), logging out the form again.
 */
function PanelStory({ scenario, user: initialUser, welcomed = false, globals, ...props }: StoryArgs & { globals: Record<string, unknown> }) {
  const { lang, district } = scope(globals);
  const transport = useMemo(() => fakeTransport(SCENARIOS[scenario](lang), { lang }), [scenario, lang]);
  const [user, setUser] = useState(initialUser);
  const [welcoming, setWelcoming] = useState(welcomed);
  const welcome = { onContinue: () => setWelcoming(false), onLeave: () => setWelcoming(false) };
  return (
    <SiteProvider value={{ site: district === 'mainland' ? mainlandSite : hkSite, lang }}>
      <Stage $dialog={props.placement === 'dialog'}>
        <AuthPanel
          {...props}
          transport={transport}
          user={user}
          welcome={welcoming ? welcome : null}
          onLoggedIn={(result) => {
            setUser(result.user ?? SAMPLE_USER);
            if (result.isNewUser && props.placement === 'dialog') setWelcoming(true);
          }}
          onLogout={() => setUser(null)}
        />
      </Stage>
    </SiteProvider>
  );
}

/** The dialog placement sits in the 504 px login dialog's content box. */
const Stage = styled.div<{ $dialog: boolean }>`
  padding: ${({ theme }) => theme.space.lg};
  max-width: ${({ $dialog }) => ($dialog ? '456px' : 'none')};
`;

const meta: Meta<StoryArgs> = {
  title: 'auth-panel/AuthPanel',
  args: { scenario: 'success', placement: 'dialog', appEnv: 'sit', inviteCode: null, user: null },
  argTypes: {
    scenario: { control: 'select', options: Object.keys(SCENARIOS) },
    placement: { control: 'inline-radio', options: ['page', 'dialog', 'activity'] },
    appEnv: { control: 'inline-radio', options: ['sit', 'uat', 'pro'] },
  },
  render: (args, { globals }) => <PanelStory key={`${args.scenario}/${args.user?.nickname}`} {...args} globals={globals} />,
};
export default meta;
type Story = StoryObj<StoryArgs>;

/** Finds the panel's controls by their names in the story's language. */
function panelOf({ canvasElement, globals }: StoryContext<StoryArgs>) {
  const { lang, district } = scope(globals);
  const i18n = createI18n(lang);
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const canvas = within(canvasElement);
  const startsWith = (descriptor: MessageDescriptor) => (name: string) => name.startsWith(t(descriptor));
  return {
    t,
    district,
    canvas,
    // Dialogs render into the page body, outside the story's canvas.
    page: within(canvasElement.ownerDocument.body),
    validPhone: district === 'hk' ? '51234567' : '13800138000',
    phone: () => canvas.getByRole('textbox', { name: startsWith(m.phone) }),
    code: () => canvas.getByRole('textbox', { name: startsWith(m.checkCode) }),
    password: () => canvas.getByLabelText(startsWith(m.password)),
    email: () => canvas.getByRole('combobox', { name: startsWith(m.email) }),
    orgEmail: () => canvas.getByRole('combobox', { name: startsWith(m.orgEmail) }),
    sendCode: () => canvas.getByRole('button', { name: t(m.sendCode) }),
    button: (descriptor: MessageDescriptor) => canvas.getByRole('button', { name: t(descriptor) }),
  };
}

const fillPasswordForm = async (context: StoryContext<StoryArgs>) => {
  const panel = panelOf(context);
  await userEvent.click(panel.button(m.usePassword));
  await userEvent.type(panel.phone(), panel.validPhone);
  await userEvent.type(panel.password(), 'Demo-pass-2026');
  return panel;
};

const requestEmailCode = async (context: StoryContext<StoryArgs>) => {
  const panel = panelOf(context);
  await userEvent.click(panel.canvas.getByRole('radio', { name: panel.t(m.corporate) }));
  await userEvent.type(panel.orgEmail(), 'treasury@harbourfront-capital.com.hk');
  await userEvent.click(panel.sendCode());
  return panel;
};

const requestSmsCode = async (context: StoryContext<StoryArgs>) => {
  const panel = panelOf(context);
  await userEvent.type(panel.phone(), panel.validPhone);
  await userEvent.click(panel.sendCode());
  return panel;
};

/** Phone + SMS code, nothing typed yet (the login dialog). */
export const Empty: Story = {};

/** On the register/login page (sta-regform). */
export const OnRegisterPage: Story = { args: { placement: 'page' } };

/** In an activity page. */
export const InActivityPage: Story = { args: { placement: 'activity' } };

/** The mainland site: +86 by default and no e-mail field. */
export const MainlandSite: Story = { globals: { district: 'mainland', locale: 'zh-cn' } };

/** Opened from an invitation link (`?ICode=`): the code is filled in and read-only. */
export const WithInviteCode: Story = { args: { inviteCode: 'FRIEND8', placement: 'page' } };

/** The area list could not be fetched: the built-in list stands in. */
export const AreaListFallback: Story = { args: { scenario: 'configFails' } };

/** Everything filled in for a new Hong Kong number: submit is enabled. */
export const FilledIn: Story = {
  play: async (context) => {
    const panel = panelOf(context);
    await userEvent.type(panel.phone(), panel.validPhone);
    await userEvent.type(panel.code(), SAMPLE_CODE);
    if (panel.district === 'hk') await userEvent.type(panel.email(), 'amy.chan@example.hk');
    await expect(panel.button(m.submitRegister)).toBeEnabled();
  },
};

/** Phone + password. */
export const PasswordMode: Story = {
  play: async (context) => {
    const panel = await fillPasswordForm(context);
    await expect(panel.button(m.submitLogin)).toBeEnabled();
  },
};

/** Organisation e-mail + code, with the host suggestions the e-mail field offers after '@'. */
export const CorporateEmail: Story = {
  play: async (context) => {
    const panel = panelOf(context);
    await userEvent.click(panel.canvas.getByRole('radio', { name: panel.t(m.corporate) }));
    await userEvent.type(panel.orgEmail(), 'treasury@');
    await expect(panel.orgEmail()).toHaveValue('treasury@');
  },
};

/** A code was sent: the countdown blocks another request, and sit prefills the code. */
export const Countdown: Story = {
  play: async (context) => {
    const panel = await requestSmsCode(context);
    await waitFor(() => expect(panel.code()).toHaveValue(SAMPLE_CODE));
    // The only button whose name holds a number: 'Resend in 60s'.
    await expect(panel.canvas.getByRole('button', { name: (name) => /\d/.test(name) })).toBeDisabled();
  },
};

/** Code 400 on sending an SMS code: the slider captcha. */
export const SliderCaptcha: Story = {
  args: { scenario: 'captcha' },
  play: async (context) => {
    const panel = await requestSmsCode(context);
    await panel.canvas.findByRole('slider');
  },
};

/** A wrong slider answer: a new puzzle and a message. */
export const SliderWrongAnswer: Story = {
  args: { scenario: 'sliderWrong' },
  play: async (context) => {
    const panel = await requestSmsCode(context);
    await userEvent.click(await panel.canvas.findByRole('button', { name: panel.t(m.sliderVerify) }));
    await panel.canvas.findByText(panel.t(m.sliderFailed));
  },
};

/** An invalid number gets the first message of its phone rules. */
export const InvalidPhone: Story = {
  play: async (context) => {
    const panel = panelOf(context);
    await userEvent.type(panel.phone(), '12345');
    await userEvent.click(panel.sendCode());
    await panel.canvas.findByRole('alert');
  },
};

/** An invalid address gets the first e-mail rules text. */
export const InvalidEmail: Story = {
  play: async (context) => {
    const panel = panelOf(context);
    await userEvent.click(panel.canvas.getByRole('radio', { name: panel.t(m.corporate) }));
    await userEvent.type(panel.orgEmail(), 'treasury@harbourfront');
    await userEvent.click(panel.sendCode());
    await panel.canvas.findByRole('alert');
  },
};

/** Codes 800 and 900: 'request failed!'. */
export const RequestFailed: Story = {
  args: { scenario: 'requestFailed' },
  play: async (context) => {
    const panel = await requestSmsCode(context);
    await panel.canvas.findByText(panel.t(m.requestFailed));
  },
};

/** Any other code: the server's message. */
export const ServerMessage: Story = {
  args: { scenario: 'serverMessage' },
  play: async (context) => {
    const panel = await requestSmsCode(context);
    await panel.canvas.findByRole('alert');
  },
};

/** A refusal without a message: 'error！'. */
export const DefaultError: Story = {
  args: { scenario: 'noMessage' },
  play: async (context) => {
    const panel = await requestSmsCode(context);
    await panel.canvas.findByText(panel.t(m.errorDefault));
  },
};

/** E-mail code, 304005: the e-mail rules text on a wrong or expired code. */
export const EmailCodeWrong: Story = {
  args: { scenario: 'emailCodeWrong' },
  play: async (context) => {
    const panel = await requestEmailCode(context);
    await panel.canvas.findByRole('alert');
  },
};

/** E-mail code, 304001: not an organisation account, contact the account manager. */
export const EmailNotOrganisation: Story = {
  args: { scenario: 'emailNotOrganisation' },
  play: async (context) => {
    const panel = await requestEmailCode(context);
    await panel.canvas.findByRole('alert');
  },
};

/** Password login, 300701: register now? */
export const NotRegistered: Story = {
  args: { scenario: 'notRegistered' },
  play: async (context) => {
    const panel = await fillPasswordForm(context);
    await userEvent.click(panel.button(m.submitLogin));
    await panel.page.findByRole('dialog');
  },
};

/** Password login, 300705: no password set, log in by SMS? */
export const NoPasswordSet: Story = {
  args: { scenario: 'noPassword' },
  play: async (context) => {
    const panel = await fillPasswordForm(context);
    await userEvent.click(panel.button(m.submitLogin));
    await panel.page.findByRole('dialog');
  },
};

/** A refused SMS login: the server's message. */
export const LoginRefused: Story = {
  args: { scenario: 'loginRefused' },
  play: async (context) => {
    const panel = panelOf(context);
    await userEvent.type(panel.phone(), panel.validPhone);
    await userEvent.type(panel.code(), '111111');
    if (panel.district === 'hk') await userEvent.type(panel.email(), 'amy.chan@example.hk');
    await userEvent.click(panel.button(m.submitRegister));
    await panel.canvas.findByRole('alert');
  },
};

/** While the login is under way: submit is blocked. */
export const Submitting: Story = {
  args: { scenario: 'submitting' },
  play: async (context) => {
    const panel = await fillPasswordForm(context);
    await userEvent.click(panel.button(m.submitLogin));
    await expect(await panel.canvas.findByRole('button', { name: panel.t(m.submitting) })).toBeDisabled();
  },
};

/** A logged-in user: nickname, welcome back and logout. */
export const LoggedIn: Story = { args: { user: SAMPLE_USER, placement: 'page' } };

/** Phone + SMS code on a phone. */
export const OnMobile: Story = { args: { placement: 'page' }, globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Before a login is sent: the terms it accepts, linking the Statement and the Privacy policy (Traditional Chinese). */
export const ConsentLine: Story = {
  globals: { locale: 'zh-hk' },
  play: async (context) => {
    const panel = panelOf(context);
    await expect(panel.canvas.getByRole('link', { name: '私隱政策' })).toHaveAttribute('target', '_blank');
  },
};

/** A new number registered in the login dialog: the welcome and the next steps, focus on its heading. */
export const RegisteredInDialog: Story = {
  args: { scenario: 'newUser' },
  globals: { locale: 'en' },
  play: async (context) => {
    const panel = panelOf(context);
    await userEvent.type(panel.phone(), panel.validPhone);
    await userEvent.type(panel.code(), SAMPLE_CODE);
    if (panel.district === 'hk') await userEvent.type(panel.email(), 'amy.chan@example.hk');
    await userEvent.click(panel.button(m.submitRegister));
    const heading = await panel.canvas.findByRole('heading', { name: panel.t(m.welcomeTitle) });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(panel.canvas.getByRole('link', { name: panel.t(m.welcomeOpenAccount) })).toBeInTheDocument();
  },
};

/** The welcome in Traditional Chinese (Hong Kong site). */
export const WelcomeTraditionalChinese: Story = { args: { welcomed: true }, globals: { locale: 'zh-hk', district: 'hk' } };

/** The welcome in Simplified Chinese (mainland site). */
export const WelcomeSimplifiedChinese: Story = { args: { welcomed: true }, globals: { locale: 'zh-cn', district: 'mainland' } };

/** The welcome in English, on a phone. */
export const WelcomeEnglishMobile: Story = { args: { welcomed: true }, globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } } };
