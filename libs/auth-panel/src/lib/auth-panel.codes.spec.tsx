/**
 * @jest-environment jsdom
 */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { failure, fakeTransport, pending, SAMPLE_CODE, SAMPLE_PUZZLE } from '../testing/fake-transport';
import { panel, renderPanel } from '../testing/render-panel';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets pending promises settle, with the clock moved by `ms`. */
const advance = (ms = 0) => act(async () => jest.advanceTimersByTimeAsync(ms));

const VALID_PHONE = { hk: '51234567', mainland: '13800138000' } as const;

/** The phone field and the send button in each language. */
const NAMES: Record<Lang, { phone: string; send: string }> = {
  en: { phone: 'Mobile number', send: 'Get code' },
  'zh-hk': { phone: '手機號碼', send: '獲取驗證碼' },
  'zh-cn': { phone: '手机号码', send: '获取验证码' },
};
const phoneIn = (lang: Lang) => screen.getByRole('textbox', { name: new RegExp(`^${NAMES[lang].phone}`) });
const sendIn = (lang: Lang) => screen.getByRole('button', { name: NAMES[lang].send });

describe.each(['hk', 'mainland'] as const)('sending an SMS code on the %s site', (district) => {
  const phone = VALID_PHONE[district];
  const areaCode = district === 'hk' ? '852' : '86';

  it('sends key 1 with the normalised number and counts 60 seconds down before another send', async () => {
    const { user, transport } = await renderPanel({ district });
    await user.type(panel.phone(), ` ${phone} `);
    await user.click(panel.sendCode());
    expect(transport.sendPhoneCode).toHaveBeenCalledWith({ areaCode, phoneNumber: phone, key: 1 });
    await advance();
    expect(panel.sendCode()).toHaveTextContent('Resend in 60s');
    expect(panel.sendCode()).toBeDisabled();

    await advance(1000);
    expect(panel.sendCode()).toHaveTextContent('Resend in 59s');
    await advance(58_000);
    expect(panel.sendCode()).toHaveTextContent('Resend in 1s');
    expect(panel.sendCode()).toBeDisabled();
    await advance(1000);
    expect(panel.sendCode()).toHaveTextContent('Get code');
    expect(panel.sendCode()).toBeEnabled();
    await user.click(panel.sendCode());
    expect(transport.sendPhoneCode).toHaveBeenCalledTimes(2);
  });

  it('prefills the returned code in sit, says the code is on its way and moves to the code field', async () => {
    const { user } = await renderPanel({ district, appEnv: 'sit' });
    await user.type(panel.phone(), phone);
    await user.click(panel.sendCode());
    await advance();
    expect(panel.code()).toHaveValue(SAMPLE_CODE);
    expect(panel.code()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('A verification code has been sent to your mobile number.');
  });

  it.each(['uat', 'pro'] as const)('prefills in uat, never in pro (%s)', async (appEnv) => {
    const { user } = await renderPanel({ district, appEnv });
    await user.type(panel.phone(), phone);
    await user.click(panel.sendCode());
    await advance();
    expect(panel.code()).toHaveValue(appEnv === 'pro' ? '' : SAMPLE_CODE);
  });

  it('refuses an invalid number with the first message of its phone rules, without calling', async () => {
    const { user, transport } = await renderPanel({ district });
    await user.type(panel.phone(), '12345');
    await user.click(panel.sendCode());
    const message = district === 'hk' ? 'Please enter an 8-digit phone number' : 'Please enter an 11-digit mobile number starting with 1';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(panel.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(panel.phone()).toHaveAccessibleDescription(message);
    expect(panel.phone()).toHaveFocus();
    expect(transport.sendPhoneCode).not.toHaveBeenCalled();
    expect(panel.sendCode()).toHaveTextContent('Get code');

    await user.type(panel.phone(), '1');
    expect(panel.phone()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the code and stops the countdown when the number is edited', async () => {
    const { user } = await renderPanel({ district });
    await user.type(panel.phone(), phone);
    await user.click(panel.sendCode());
    await advance(3000);
    expect(panel.code()).toHaveValue(SAMPLE_CODE);
    expect(panel.sendCode()).toHaveTextContent('Resend in 57s');
    await user.type(panel.phone(), '{Backspace}9');
    expect(panel.code()).toHaveValue('');
    expect(panel.sendCode()).toHaveTextContent('Get code');
    expect(panel.sendCode()).toBeEnabled();
  });

  it('drops the answer of a request for a number that has since been edited', async () => {
    let answer: (value: { ok: true; captcha: string }) => void = () => undefined;
    const transport = fakeTransport({ sendPhoneCode: () => new Promise((resolve) => (answer = resolve)) });
    const { user } = await renderPanel({ district, transport });
    await user.type(panel.phone(), phone);
    await user.click(panel.sendCode());
    await user.type(panel.phone(), '{Backspace}9');
    await act(async () => answer({ ok: true, captcha: SAMPLE_CODE }));
    expect(panel.code()).toHaveValue('');
    expect(panel.sendCode()).toHaveTextContent('Get code');
  });

  it.each([
    ['en', 800, 'request failed!'],
    ['en', 900, 'request failed!'],
    ['zh-hk', 800, '請求失敗！'],
    ['zh-cn', 900, '请求失败！'],
  ] as const)('in %s, code %s shows "request failed!" and cancels the countdown', async (lang, code, text) => {
    const transport = fakeTransport({ sendPhoneCode: async () => failure(code, 'Gateway said no') }, { lang });
    const { user } = await renderPanel({ district, lang, transport });
    await user.type(phoneIn(lang), phone);
    await user.click(sendIn(lang));
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(sendIn(lang)).toBeEnabled();
  });

  it.each([
    ['en', 'error！'],
    ['zh-hk', '錯誤！'],
    ['zh-cn', '错误！'],
  ] as const)('in %s, shows the server message of another code, else "error！"', async (lang, fallback) => {
    const answers = [failure(300205, 'Daily limit reached'), failure(300204, '')];
    const transport = fakeTransport({ sendPhoneCode: async () => answers.shift() ?? failure(300204, '') }, { lang });
    const { user } = await renderPanel({ district, lang, transport });
    await user.type(phoneIn(lang), phone);
    await user.click(sendIn(lang));
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent('Daily limit reached');
    await user.click(sendIn(lang));
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent(fallback);
  });

  it('only logs a send that fails without a code: no message, and the button is free for another try', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers = [failure(300205, 'Daily limit reached'), failure(null)];
    const transport = fakeTransport({ sendPhoneCode: async () => answers.shift() ?? failure(null) });
    const { user } = await renderPanel({ district, transport });
    await user.type(panel.phone(), phone);
    await user.click(panel.sendCode());
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent('Daily limit reached');
    await user.click(panel.sendCode());
    await advance();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(panel.sendCode()).toHaveTextContent('Get code');
    expect(panel.sendCode()).toBeEnabled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without a code'), '');
    warn.mockRestore();
  });
});

describe('the slider captcha (code 400 on sending an SMS code)', () => {
  const captchaFirst = () => {
    const answers = [failure(400, 'Please complete the slider verification first.')];
    return fakeTransport({ sendPhoneCode: async () => answers.shift() ?? { ok: true, captcha: SAMPLE_CODE } });
  };

  const openSlider = async (district: 'hk' | 'mainland' = 'hk') => {
    const rendered = await renderPanel({ district, transport: captchaFirst() });
    await rendered.user.type(panel.phone(), VALID_PHONE[district]);
    await rendered.user.click(panel.sendCode());
    await advance();
    return rendered;
  };

  it.each(['hk', 'mainland'] as const)('opens on the %s site, focused, with the countdown cancelled', async (district) => {
    const { transport } = await openSlider(district);
    const box = screen.getByRole('group', { name: 'Security check' });
    expect(within(box).getByRole('img', { name: 'Puzzle picture with a gap' })).toHaveAttribute('src', SAMPLE_PUZZLE.background);
    expect(screen.getByRole('slider', { name: 'Position of the puzzle piece' })).toHaveFocus();
    expect(transport.sliderChallenge).toHaveBeenCalledTimes(1);
    expect(panel.sendCode()).toHaveTextContent('Get code');
  });

  it('moves the piece with the keyboard, then verifies and sends again with key 2 and the captcha token', async () => {
    const { user, transport } = await openSlider();
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuemax', String(SAMPLE_PUZZLE.width - SAMPLE_PUZZLE.pieceSize));
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '272');
    await user.keyboard('{Home}{Shift>}{ArrowRight}{ArrowRight}{/Shift}{PageUp}{ArrowLeft}{ArrowUp}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '29');
    await user.keyboard('{ArrowLeft}{Enter}');
    await advance();

    expect(transport.sliderVerify).toHaveBeenCalledWith({ challengeId: SAMPLE_PUZZLE.challengeId, x: 28, trail: expect.any(Array) });
    // Key moves make the trail the API checks, as a drag would: from the start, every step, then the Enter.
    const { trail } = jest.mocked(transport.sliderVerify).mock.calls[0][0];
    expect(trail.map(([, x]) => x)).toEqual([0, 272, 0, 10, 20, 30, 29, 30, 29, 28, 28]);
    expect(trail.map(([at]) => at)).toEqual([...trail.map(([at]) => at)].sort((a, b) => a - b));
    expect(transport.sendPhoneCode).toHaveBeenLastCalledWith({ areaCode: '852', phoneNumber: '51234567', key: 2, graphCaptcha: 'slider-token' });
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    expect(panel.code()).toHaveValue(SAMPLE_CODE);
    expect(panel.sendCode()).toHaveTextContent('Resend in 60s');
  });

  it('takes a drag of the piece and verifies where it is released', async () => {
    // jsdom has no PointerEvent; a MouseEvent carries the same coordinates.
    window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
    const { transport } = await openSlider();
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 100 });
    fireEvent.pointerMove(slider, { clientX: 150 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerMove(slider, { clientX: 900 });
    expect(slider).toHaveAttribute('aria-valuenow', '272');
    fireEvent.pointerUp(slider, { clientX: 280 });
    await advance();
    expect(transport.sliderVerify).toHaveBeenCalledWith({ challengeId: SAMPLE_PUZZLE.challengeId, x: 180, trail: expect.any(Array) });
    expect(jest.mocked(transport.sliderVerify).mock.calls[0][0].trail.map(([, x]) => x)).toEqual([0, 50, 272, 180]);
    expect(transport.sendPhoneCode).toHaveBeenLastCalledWith(expect.objectContaining({ key: 2, graphCaptcha: 'slider-token' }));
  });

  it('sends a long drag as at most 50 points, from where it started to where it ended', async () => {
    window.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
    const { transport } = await openSlider();
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 0 });
    for (let clientX = 1; clientX <= 200; clientX += 1) fireEvent.pointerMove(slider, { clientX });
    fireEvent.pointerUp(slider, { clientX: 150 });
    await advance();
    const { trail } = jest.mocked(transport.sliderVerify).mock.calls[0][0];
    expect(trail).toHaveLength(50);
    expect(trail[0][1]).toBe(0);
    expect(trail[49][1]).toBe(150);
  });

  it('gives a new puzzle after a wrong answer', async () => {
    const transport = captchaFirst();
    transport.sliderVerify = async () => failure(300206, 'Wrong');
    let challenges = 0;
    transport.sliderChallenge = jest.fn(async () => ({ ok: true as const, puzzle: { ...SAMPLE_PUZZLE, challengeId: `challenge-${(challenges += 1)}` } }));
    const { user } = await renderPanel({ transport });
    await user.type(panel.phone(), '51234567');
    await user.click(panel.sendCode());
    await advance();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await advance();
    expect(transport.sliderChallenge).toHaveBeenCalledTimes(2);
    expect(within(screen.getByRole('group', { name: 'Security check' })).getByRole('alert')).toHaveTextContent('The piece did not fit. Please try this new puzzle.');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('slider')).toHaveFocus();
  });

  it('can be asked for a new puzzle, and closed back to the send button', async () => {
    const { user, transport } = await openSlider();
    await user.click(screen.getByRole('button', { name: 'New puzzle' }));
    await advance();
    expect(transport.sliderChallenge).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    expect(panel.sendCode()).toHaveFocus();
  });

  it('drops a puzzle that arrives after the box was closed', async () => {
    let deliver: (puzzle: { ok: true; puzzle: typeof SAMPLE_PUZZLE }) => void = () => undefined;
    const transport = fakeTransport({ sendPhoneCode: async () => failure(400, 'Slide first'), sliderChallenge: () => new Promise((resolve) => (deliver = resolve)) });
    const { user } = await renderPanel({ transport });
    await user.type(panel.phone(), '51234567');
    await user.click(panel.sendCode());
    await advance();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => deliver({ ok: true, puzzle: SAMPLE_PUZZLE }));
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
  });

  it('says so while the puzzle loads, and shows the server message when it cannot load', async () => {
    const transport = fakeTransport({ sendPhoneCode: async () => failure(400, 'Slide first'), sliderChallenge: pending });
    const { user } = await renderPanel({ transport });
    await user.type(panel.phone(), '51234567');
    await user.click(panel.sendCode());
    await advance();
    expect(screen.getByText('Loading the puzzle…')).toBeInTheDocument();

    transport.sliderChallenge = async () => failure(100429, 'Too many requests. Please wait a minute.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(panel.sendCode());
    await advance();
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute.');
  });
});

describe.each(['hk', 'mainland'] as const)('sending an e-mail code on the %s site', (district) => {
  const switchToEmail = async (options: Parameters<typeof renderPanel>[0] = {}) => {
    const rendered = await renderPanel({ district, ...options });
    await rendered.user.click(panel.corporate());
    return rendered;
  };

  it('encrypts the address with the served key, counts down and prefills in sit', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const transport = fakeTransport({}, { rsaPublicKeys: [publicKey.export({ type: 'spki', format: 'pem' }).toString()] });
    const { user } = await switchToEmail({ transport });
    await user.type(panel.orgEmail(), ' Treasury@Harbourfront-Capital.com.hk ');
    await user.click(panel.sendCode());
    await advance();

    const [{ email }] = jest.mocked(transport.sendEmailCode).mock.calls[0];
    const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(email, 'base64'));
    expect(plain.toString('utf8')).toBe('Treasury@Harbourfront-Capital.com.hk');
    expect(panel.code()).toHaveValue(SAMPLE_CODE);
    expect(screen.getByRole('status')).toHaveTextContent('A verification code has been sent to your e-mail address.');
    expect(panel.sendCode()).toHaveTextContent('Resend in 60s');
  });

  it('refuses an invalid address with the first e-mail rules text', async () => {
    const { user, transport } = await switchToEmail();
    await user.type(panel.orgEmail(), 'treasury@');
    await user.click(panel.sendCode());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
    expect(panel.orgEmail()).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(transport.sendEmailCode).not.toHaveBeenCalled();
  });

  it('clears the code and stops the countdown when the address is edited', async () => {
    const { user } = await switchToEmail();
    await user.type(panel.orgEmail(), 'treasury@example.com');
    await user.click(panel.sendCode());
    await advance(2000);
    expect(panel.sendCode()).toHaveTextContent('Resend in 58s');
    await user.type(panel.orgEmail(), '{Backspace}k');
    expect(panel.code()).toHaveValue('');
    expect(panel.sendCode()).toHaveTextContent('Get code');
  });

  it.each([
    [304005, ['The verification code is incorrect or has expired. Please request a new one.']],
    [304001, ['This e-mail address is not registered for an organisation account.', 'Please contact your account manager to enable e-mail login.']],
  ])('shows the e-mail rules texts for code %s', async (code, texts) => {
    const transport = fakeTransport({ sendEmailCode: async () => failure(code, 'server words') });
    const { user } = await switchToEmail({ transport });
    await user.type(panel.orgEmail(), 'treasury@example.com');
    await user.click(panel.sendCode());
    await advance();
    for (const text of texts) expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).not.toHaveTextContent('server words');
    expect(panel.sendCode()).toHaveTextContent('Get code');
  });

  it('shows the server message of other codes', async () => {
    const transport = fakeTransport({ sendEmailCode: async () => failure(300204, 'Please wait 60 seconds before asking for another code.') });
    const { user } = await switchToEmail({ transport });
    await user.type(panel.orgEmail(), 'treasury@example.com');
    await user.click(panel.sendCode());
    await advance();
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 60 seconds before asking for another code.');
  });

  it('suggests common hosts once the address ends with @', async () => {
    const { user } = await switchToEmail();
    const suggestions = () =>
      Array.from(document.getElementById(panel.orgEmail().getAttribute('list') ?? '')?.querySelectorAll('option') ?? [], (option) => option.value);
    await user.type(panel.orgEmail(), 'treasury');
    expect(suggestions()).toEqual([]);
    await user.type(panel.orgEmail(), '@');
    expect(suggestions()).toEqual(['treasury@gmail.com', 'treasury@outlook.com', 'treasury@yahoo.com', 'treasury@qq.com', 'treasury@163.com', 'treasury@hotmail.com']);
    await user.type(panel.orgEmail(), 'q');
    expect(suggestions()).toEqual(['treasury@qq.com']);
  });
});
