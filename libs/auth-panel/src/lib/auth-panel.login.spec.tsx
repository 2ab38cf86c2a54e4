/**
 * @jest-environment jsdom
 */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { setAnalyticsSink, type AnalyticsEvent } from '@brokerage/analytics';
import { act, screen, within } from '@testing-library/react';
import type { LoginSuccess } from '../transport';
import { failure, fakeTransport, pending, SAMPLE_CODE, SAMPLE_LOGIN } from '../testing/fake-transport';
import { fillPasswordForm, panel, renderPanel } from '../testing/render-panel';
import { SUBMIT_THROTTLE_MS } from './use-login-form';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const advance = (ms = 0) => act(async () => jest.advanceTimersByTimeAsync(ms));

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const SERVED_KEYS = [publicKey.export({ type: 'spki', format: 'pem' }).toString()];
const decrypt = (ciphertext: string | undefined) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertext ?? '', 'base64')).toString('utf8');

const VALID_PHONE = { hk: '51234567', mainland: '13800138000' } as const;

describe('funnel analytics', () => {
  afterEach(() => setAnalyticsSink(null));

  it('reports the start once, each code sent and the registration, with nothing the visitor typed', async () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    const transport = fakeTransport({ loginSms: async () => ({ ok: true, ...SAMPLE_LOGIN, isNewUser: true }) }, { rsaPublicKeys: SERVED_KEYS });
    const { user } = await renderPanel({ district: 'mainland', transport });
    await user.type(panel.phone(), VALID_PHONE.mainland);
    await user.click(panel.sendCode());
    await advance();
    await user.click(panel.submit());
    await advance();
    expect(events.map((event) => event.name)).toEqual(['register_started', 'code_sent', 'registered']);
    expect(JSON.stringify(events)).not.toContain(VALID_PHONE.mainland);
  });

  it('reports a returning user\'s login as logged_in', async () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    const transport = fakeTransport({}, { rsaPublicKeys: SERVED_KEYS });
    const { user } = await renderPanel({ district: 'hk', transport });
    await fillPasswordForm(user, VALID_PHONE.hk, 'Secret-2026');
    await user.click(panel.submit());
    await advance();
    expect(events.map((event) => event.name)).toEqual(['register_started', 'logged_in']);
  });
});

describe.each(['hk', 'mainland'] as const)('logging in on the %s site', (district) => {
  const phone = VALID_PHONE[district];
  const areaCode = district === 'hk' ? '852' : '86';

  it('logs in (or registers) with phone + SMS code, then hands the result over and starts afresh', async () => {
    window.history.replaceState(null, '', '/en/sta-regform?rgdim_src=news&ICode=FRIEND8');
    const transport = fakeTransport({}, { rsaPublicKeys: SERVED_KEYS });
    const { user, onLoggedIn } = await renderPanel({ district, transport, jumpUrl: '/en/charges', inviteCode: 'FRIEND8' });
    await user.type(panel.phone(), phone);
    await user.click(panel.sendCode());
    await advance();
    if (district === 'hk') await user.type(panel.email(), 'amy.chan@example.hk');
    await user.click(panel.submit());
    await advance();

    const [input] = jest.mocked(transport.loginSms).mock.calls[0];
    expect(input).toEqual({
      jump: '/en/charges',
      areaCode,
      phoneNumber: phone,
      captcha: SAMPLE_CODE,
      inviteCode: 'FRIEND8',
      pageQuery: '?rgdim_src=news&ICode=FRIEND8',
      ...(district === 'hk' ? { email: expect.any(String) } : {}),
    });
    if (district === 'hk') expect(decrypt(input.email)).toBe('amy.chan@example.hk');
    expect(onLoggedIn).toHaveBeenCalledWith({ ok: true, ...SAMPLE_LOGIN });
    expect(panel.phone()).toHaveValue('');
    expect(panel.code()).toHaveValue('');
    expect(panel.sendCode()).toHaveTextContent('Get code');
    expect(screen.getByRole('status')).toHaveTextContent('You are logged in.');
  });

  it('logs in with phone + password, the password encrypted as UTF-8', async () => {
    const transport = fakeTransport({}, { rsaPublicKeys: SERVED_KEYS });
    const { user, onLoggedIn } = await renderPanel({ district, transport, jumpUrl: '/en/market' });
    await fillPasswordForm(user, phone, '港灣 Pässwörd 2026');
    await user.click(panel.submit());
    await advance();

    const [input] = jest.mocked(transport.loginPassword).mock.calls[0];
    expect(input).toEqual({ jump: '/en/market', areaCode, phoneNumber: phone, password: expect.any(String) });
    expect(input.password).not.toContain('Pässwörd');
    expect(decrypt(input.password)).toBe('港灣 Pässwörd 2026');
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(panel.retail()).toBeChecked();
    expect(panel.code()).toBeInTheDocument();
  });

  it("sends the page's stored jump instead of the panel's, read when the login goes out", async () => {
    const transport = fakeTransport({}, { rsaPublicKeys: SERVED_KEYS });
    let stored: string | null = null;
    const { user } = await renderPanel({ district, transport, jumpUrl: '/en/market', storedJumpUrl: () => stored });
    await fillPasswordForm(user, phone, 'Secret-2026');
    stored = '/en/promotion-and-activities/detail/3';
    await user.click(panel.submit());
    await advance();
    expect(jest.mocked(transport.loginPassword).mock.calls[0][0].jump).toBe('/en/promotion-and-activities/detail/3');
  });

  it('logs in with organisation e-mail + code, the e-mail encrypted', async () => {
    const transport = fakeTransport({}, { rsaPublicKeys: SERVED_KEYS });
    const { user, onLoggedIn } = await renderPanel({ district, transport });
    await user.click(panel.corporate());
    await user.type(panel.orgEmail(), 'treasury@harbourfront-capital.com.hk');
    await user.type(panel.code(), '１３５７９０');
    await user.click(panel.submit());
    await advance();

    const [input] = jest.mocked(transport.loginEmail).mock.calls[0];
    expect(input).toEqual({ email: expect.any(String), captcha: '135790' });
    expect(decrypt(input.email)).toBe('treasury@harbourfront-capital.com.hk');
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('checks the fields on submit: the first problem of each field is shown and the first one focused', async () => {
    const { user, transport } = await renderPanel({ district });
    await user.type(panel.phone(), '123');
    await user.type(panel.code(), '12');
    await user.type(panel.invite(), 'no spaces please');
    if (district === 'hk') await user.type(panel.email(), 'amy@');
    await user.click(panel.submit());

    const phoneMessage = district === 'hk' ? 'Please enter an 8-digit phone number' : 'Please enter an 11-digit mobile number starting with 1';
    expect(panel.phone()).toHaveAccessibleDescription(phoneMessage);
    expect(panel.code()).toHaveAccessibleDescription('The verification code has 6 digits');
    expect(panel.invite()).toHaveAccessibleDescription('An invitation code has up to 32 letters, digits, hyphens or underscores');
    if (district === 'hk') expect(panel.email()).toHaveAccessibleDescription(/Please enter a valid e-mail address$/);
    expect(panel.phone()).toHaveFocus();
    expect(transport.loginSms).not.toHaveBeenCalled();
  });

  it.each([
    ['SMS', 'loginSms', 'The verification code is incorrect.', 'The verification code is incorrect.'],
    ['SMS', 'loginSms', '', 'error！'],
    ['e-mail', 'loginEmail', 'This e-mail address is not registered for an organisation account.', 'This e-mail address is not registered for an organisation account.'],
    ['e-mail', 'loginEmail', '', 'error！'],
  ] as const)('shows the server message of a refused %s login (%s), else "error！"', async (mode, call, message, shown) => {
    const transport = fakeTransport({ [call]: async () => failure(300201, message), checkPhone: async () => ({ ok: true, registered: true }) });
    const { user } = await renderPanel({ district, transport });
    if (mode === 'e-mail') {
      await user.click(panel.corporate());
      await user.type(panel.orgEmail(), 'treasury@example.com');
    } else {
      await user.type(panel.phone(), phone);
      await advance(400);
    }
    await user.type(panel.code(), '123456');
    await user.click(panel.submit());
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
    expect(panel.code()).toHaveValue('123456');
  });

  it('shows "error！" when the transport itself fails', async () => {
    const transport = fakeTransport({ loginPassword: () => Promise.reject(new Error('offline')) });
    const { user, onLoggedIn } = await renderPanel({ district, transport });
    await fillPasswordForm(user, phone, 'secret');
    await user.click(panel.submit());
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent('error！');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('asks a number that is not registered (300701) to register, then switches to SMS and sends a code', async () => {
    const transport = fakeTransport({ loginPassword: async () => failure(300701, 'Not registered') });
    const { user } = await renderPanel({ district, transport });
    await fillPasswordForm(user, phone, 'secret');
    await user.click(panel.submit());
    await advance();

    const dialog = screen.getByRole('dialog', { name: 'Number not registered' });
    expect(dialog).toHaveAccessibleDescription('The mobile phone number is not registered. Do you want to register now?');
    await user.click(within(dialog).getByRole('button', { name: 'Register now' }));
    await advance();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(transport.sendPhoneCode).toHaveBeenCalledWith({ areaCode, phoneNumber: phone, key: 1 });
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(panel.code()).toHaveValue(SAMPLE_CODE);
    expect(panel.code()).toHaveFocus();
    expect(panel.sendCode()).toHaveTextContent('Resend in 60s');
  });

  it('offers an account without a password (300705) the SMS login, pointing to the Personal Centre for one', async () => {
    const transport = fakeTransport({ loginPassword: async () => failure(300705, 'No password') });
    const { user } = await renderPanel({ district, transport });
    await fillPasswordForm(user, phone, 'secret');
    await user.click(panel.submit());
    await advance();

    const dialog = screen.getByRole('dialog', { name: 'No login password' });
    expect(dialog).toHaveAccessibleDescription(
      'No login password is set in this account. Do you want to login by SMS verification? You can set a login password in the app under Personal Centre.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Log in by SMS' }));
    await advance();
    expect(transport.sendPhoneCode).toHaveBeenCalledTimes(1);
    expect(panel.code()).toBeInTheDocument();
  });

  it('stays in password mode when the question is declined', async () => {
    const transport = fakeTransport({ loginPassword: async () => failure(300705, 'No password') });
    const { user } = await renderPanel({ district, transport });
    await fillPasswordForm(user, phone, 'secret');
    await user.click(panel.submit());
    await advance();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel.password()).toHaveValue('secret');
    expect(transport.sendPhoneCode).not.toHaveBeenCalled();
  });
});

describe('submitting once', () => {
  it('blocks a second submit while the first is under way', async () => {
    const transport = fakeTransport({ loginPassword: pending });
    const { user } = await renderPanel({ transport });
    await fillPasswordForm(user);
    await user.click(panel.submit());
    await advance(SUBMIT_THROTTLE_MS * 5);
    expect(panel.submit()).toHaveTextContent('Please wait…');
    expect(panel.submit()).toBeDisabled();
    await user.type(panel.password(), '{Enter}');
    expect(transport.loginPassword).toHaveBeenCalledTimes(1);
  });

  it('throttles submits: a refused login can be sent again only after a moment', async () => {
    const transport = fakeTransport({ loginPassword: async () => failure(300702, 'Wrong password') });
    const { user } = await renderPanel({ transport });
    await fillPasswordForm(user);
    await user.click(panel.submit());
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    await user.click(panel.submit());
    expect(transport.loginPassword).toHaveBeenCalledTimes(1);
    await advance(SUBMIT_THROTTLE_MS);
    await user.click(panel.submit());
    await advance();
    expect(transport.loginPassword).toHaveBeenCalledTimes(2);
  });
});

describe('the invite code (ICode)', () => {
  it('is prefilled and read-only when the page has one', async () => {
    await renderPanel({ inviteCode: 'FRIEND8' });
    expect(panel.invite()).toHaveValue('FRIEND8');
    expect(panel.invite()).toHaveAttribute('readonly');
    expect(panel.invite()).toHaveAccessibleDescription('Filled in from your invitation link.');
  });

  it('is optional and editable without one, and left out when empty', async () => {
    const transport = fakeTransport({ checkPhone: async () => ({ ok: true, registered: true }) });
    const { user } = await renderPanel({ transport });
    expect(panel.invite()).not.toHaveAttribute('readonly');
    await user.type(panel.phone(), '51234567');
    await user.type(panel.code(), '123456');
    await advance(400);
    await user.click(panel.submit());
    await advance();
    const [input] = jest.mocked(transport.loginSms).mock.calls[0];
    expect(input).not.toHaveProperty('inviteCode');
    expect(input).not.toHaveProperty('email');
    expect(input).not.toHaveProperty('jump');
  });
});

describe('after a login', () => {
  it('passes the new-user flag and redirect on to the site', async () => {
    const registration: LoginSuccess = { user: null, redirectTo: '/mainland/zh-cn/newreg-thankyou', isNewUser: true };
    const transport = fakeTransport({ loginSms: async () => ({ ok: true, ...registration }) });
    const { user, onLoggedIn } = await renderPanel({ district: 'mainland', transport });
    await user.type(panel.phone(), '13800138000');
    await user.type(panel.code(), '123456');
    await user.click(panel.submit());
    await advance();
    expect(onLoggedIn).toHaveBeenCalledWith({ ok: true, ...registration });
  });
});
