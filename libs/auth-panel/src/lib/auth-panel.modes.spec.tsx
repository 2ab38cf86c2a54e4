/**
 * @jest-environment jsdom
 */
import { act, screen, within } from '@testing-library/react';
import { failure, fakeTransport, SAMPLE_USER } from '../testing/fake-transport';
import { panel, renderPanel } from '../testing/render-panel';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the panel's pending promises (panelConfig, check-phone) settle and the debounce pass. */
const settle = () => act(async () => jest.advanceTimersByTimeAsync(400));

const isMarkedRequired = (input: HTMLElement) => {
  const label = document.querySelector(`label[for="${input.id}"]`);
  return input.hasAttribute('required') && label?.textContent?.includes('*') === true;
};

describe.each(['hk', 'mainland'] as const)('AuthPanel modes on the %s site', (district) => {
  it('opens on phone + SMS code for a personal investor, the code also registering', async () => {
    await renderPanel({ district });
    await settle();
    expect(panel.retail()).toBeChecked();
    expect(panel.phone()).toBeInTheDocument();
    expect(panel.code()).toBeInTheDocument();
    expect(panel.invite()).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(panel.submit()).toHaveTextContent('Log in / Register');
    expect(screen.getByRole('button', { name: 'Log in with password' })).toBeInTheDocument();
  });

  it('switches to phone + password and back with the second toggle', async () => {
    const { user } = await renderPanel({ district });
    await user.click(screen.getByRole('button', { name: 'Log in with password' }));
    expect(panel.password()).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('textbox', { name: /^Verification code/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Invitation code/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^E-mail/ })).toBeNull();
    expect(panel.submit()).toHaveTextContent(/^Log in$/);

    await user.click(screen.getByRole('button', { name: 'Log in with SMS code' }));
    expect(panel.code()).toBeInTheDocument();
  });

  it('switches to organisation e-mail + code with the retail/corporate toggle', async () => {
    const { user } = await renderPanel({ district });
    await user.click(panel.corporate());
    expect(panel.corporate()).toBeChecked();
    expect(panel.orgEmail()).toHaveAttribute('type', 'email');
    expect(panel.code()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Mobile number/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in with password' })).toBeNull();
    expect(panel.submit()).toHaveTextContent(/^Log in$/);
  });

  it('clears the code when the type or the way is switched', async () => {
    const { user } = await renderPanel({ district });
    await user.type(panel.code(), '123456');
    await user.click(panel.corporate());
    expect(panel.code()).toHaveValue('');
    await user.type(panel.code(), '654321');
    await user.click(panel.retail());
    expect(panel.code()).toHaveValue('');
    await user.type(panel.code(), '111111');
    await user.click(screen.getByRole('button', { name: 'Log in with password' }));
    await user.click(screen.getByRole('button', { name: 'Log in with SMS code' }));
    expect(panel.code()).toHaveValue('');
  });

  it('marks the required fields of each mode with an asterisk', async () => {
    const { user } = await renderPanel({ district });
    await settle();
    expect(isMarkedRequired(panel.phone())).toBe(true);
    expect(isMarkedRequired(panel.code())).toBe(true);
    expect(isMarkedRequired(panel.invite())).toBe(false);
    expect(screen.getByText('(optional)', { selector: 'label[for] *' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log in with password' }));
    expect(isMarkedRequired(panel.phone())).toBe(true);
    expect(isMarkedRequired(panel.password())).toBe(true);

    await user.click(panel.corporate());
    expect(isMarkedRequired(panel.orgEmail())).toBe(true);
    expect(isMarkedRequired(panel.code())).toBe(true);
  });

  it('enables "Get code" only once a phone number (SMS) or an e-mail (e-mail mode) is entered', async () => {
    const { user } = await renderPanel({ district });
    expect(panel.sendCode()).toBeDisabled();
    await user.type(panel.phone(), '5');
    expect(panel.sendCode()).toBeEnabled();
    await user.clear(panel.phone());
    expect(panel.sendCode()).toBeDisabled();

    await user.click(panel.corporate());
    expect(panel.sendCode()).toBeDisabled();
    await user.type(panel.orgEmail(), 'a');
    expect(panel.sendCode()).toBeEnabled();
  });

  it('enables submit in password mode once phone and password are entered', async () => {
    const { user } = await renderPanel({ district });
    await user.click(screen.getByRole('button', { name: 'Log in with password' }));
    await user.type(panel.phone(), '51234567');
    expect(panel.submit()).toBeDisabled();
    await user.type(panel.password(), 'x');
    expect(panel.submit()).toBeEnabled();
  });

  it('enables submit in e-mail mode once e-mail and code are entered', async () => {
    const { user } = await renderPanel({ district });
    await user.click(panel.corporate());
    await user.type(panel.orgEmail(), 'treasury@example.com');
    expect(panel.submit()).toBeDisabled();
    await user.type(panel.code(), '1');
    expect(panel.submit()).toBeEnabled();
  });

  it('shows a logged-in user the nickname, a welcome back and a logout button instead of the form', async () => {
    const { user, onLogout, transport } = await renderPanel({ district, user: SAMPLE_USER });
    const card = screen.getByTestId('auth-panel-user');
    expect(within(card).getByText('Chan Tai Man')).toBeInTheDocument();
    expect(within(card).getByText('Welcome back! You are logged in.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(transport.panelConfig).not.toHaveBeenCalled();
  });
});

describe('AuthPanel area picker', () => {
  it.each([
    ['hk', 'en', '852', 'Country or region code', '+852 Hong Kong, China'],
    ['hk', 'zh-hk', '852', '國家或地區區號', '+852 中國香港'],
    ['mainland', 'zh-cn', '86', '国家或地区区号', '+86 中国大陆'],
    ['mainland', 'en', '86', 'Country or region code', '+86 Chinese Mainland'],
  ] as const)('defaults on the %s site in %s to +%s, labelled in the page language', async (district, lang, code, name, label) => {
    await renderPanel({ district, lang });
    await settle();
    const picker = screen.getByRole('combobox', { name });
    expect(picker).toHaveValue(code);
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(label);
  });

  it('lists the areas panelConfig serves, in their order', async () => {
    const transport = fakeTransport({
      panelConfig: async () => ({
        ok: true,
        rsaPublicKeys: [],
        areas: [
          { code: '65', name: 'Singapore' },
          { code: '852', name: 'Hong Kong SAR' },
          { code: '44', name: 'United Kingdom' },
        ],
      }),
    });
    await renderPanel({ transport });
    await settle();
    expect(within(panel.area()).getAllByRole('option').map((option) => option.textContent)).toEqual(['+65 Singapore', '+852 Hong Kong SAR', '+44 United Kingdom']);
    expect(panel.area()).toHaveValue('852');
  });

  it.each([
    ['hk', '852'],
    ['mainland', '86'],
  ] as const)('falls back to the built-in list on the %s site when panelConfig fails', async (district, code) => {
    const transport = fakeTransport({ panelConfig: async () => failure(null, 'Network error') }, { lang: 'zh-cn' });
    await renderPanel({ district, lang: 'zh-cn', transport });
    await settle();
    const picker = screen.getByRole('combobox', { name: /^国家或地区区号/ });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['+86 中国大陆', '+852 中国香港', '+853 中国澳门', '+886 中国台湾', '+65 新加坡']);
    expect(picker).toHaveValue(code);
  });

  it('can be changed, which clears the code', async () => {
    const { user } = await renderPanel();
    await settle();
    await user.type(panel.code(), '123456');
    await user.selectOptions(panel.area(), '65');
    expect(panel.area()).toHaveValue('65');
    expect(panel.code()).toHaveValue('');
  });
});

describe('AuthPanel registered flag (check-phone)', () => {
  it('asks whether a valid Hong Kong number is registered, after a pause in typing', async () => {
    const { user, transport } = await renderPanel({ district: 'hk' });
    await user.type(panel.phone(), '5123 4567');
    expect(transport.checkPhone).not.toHaveBeenCalled();
    await settle();
    expect(transport.checkPhone).toHaveBeenCalledTimes(1);
    expect(transport.checkPhone).toHaveBeenCalledWith({ areaCode: '852', phoneNumber: '51234567' });
  });

  it('does not ask about an invalid number', async () => {
    const { user, transport } = await renderPanel({ district: 'hk' });
    await user.type(panel.phone(), '5123');
    await settle();
    expect(transport.checkPhone).not.toHaveBeenCalled();
  });

  it('requires the e-mail of a new Hong Kong number: submit waits for it', async () => {
    const { user } = await renderPanel({ district: 'hk' });
    await user.type(panel.phone(), '51234567');
    await user.type(panel.code(), '123456');
    await settle();
    expect(isMarkedRequired(panel.email())).toBe(true);
    expect(screen.getByText('New Hong Kong accounts need an e-mail address for account notices.')).toBeInTheDocument();
    expect(panel.submit()).toBeDisabled();
    await user.type(panel.email(), 'amy@example.com');
    expect(panel.submit()).toBeEnabled();
  });

  it('makes the e-mail optional for a registered Hong Kong number', async () => {
    const transport = fakeTransport({ checkPhone: async () => ({ ok: true, registered: true }) });
    const { user } = await renderPanel({ district: 'hk', transport });
    await user.type(panel.phone(), '51234567');
    await user.type(panel.code(), '123456');
    await settle();
    expect(isMarkedRequired(panel.email())).toBe(false);
    expect(panel.email()).toHaveAccessibleName('E-mail (optional)');
    expect(panel.submit()).toBeEnabled();
  });

  it('keeps the e-mail required when the check fails', async () => {
    const transport = fakeTransport({ checkPhone: async () => failure(null, 'Network error') });
    const { user } = await renderPanel({ district: 'hk', transport });
    await user.type(panel.phone(), '51234567');
    await user.type(panel.code(), '123456');
    await settle();
    expect(isMarkedRequired(panel.email())).toBe(true);
    expect(panel.submit()).toBeDisabled();
  });

  it('forgets the answer when the number is edited', async () => {
    const transport = fakeTransport({ checkPhone: async ({ phoneNumber }) => ({ ok: true, registered: phoneNumber === '51234567' }) });
    const { user } = await renderPanel({ district: 'hk', transport });
    await user.type(panel.phone(), '51234567');
    await settle();
    expect(isMarkedRequired(panel.email())).toBe(false);
    await user.type(panel.phone(), '{Backspace}8');
    expect(isMarkedRequired(panel.email())).toBe(true);
    await settle();
    expect(isMarkedRequired(panel.email())).toBe(true);
  });

  it('neither asks nor shows an e-mail field on the mainland site: phone and code are enough', async () => {
    const { user, transport } = await renderPanel({ district: 'mainland' });
    await user.type(panel.phone(), '13800138000');
    await settle();
    expect(transport.checkPhone).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: /^E-mail/ })).toBeNull();
    expect(panel.submit()).toBeDisabled();
    await user.type(panel.code(), '123456');
    expect(panel.submit()).toBeEnabled();
  });
});

describe('AuthPanel placement and languages', () => {
  it("is the page's heading on a page of its own, a section's in an activity, none in the dialog (the dialog has one)", async () => {
    const { unmount } = await renderPanel({ placement: 'page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in / Register' })).toBeInTheDocument();
    unmount();
    const activity = await renderPanel({ placement: 'activity' });
    expect(screen.getByRole('heading', { level: 2, name: 'Register to join' })).toBeInTheDocument();
    activity.unmount();
    await renderPanel({ placement: 'dialog' });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it.each([
    ['zh-hk', '手機號碼', '驗證碼', '獲取驗證碼', '登入 / 註冊', '機構投資者'],
    ['zh-cn', '手机号码', '验证码', '获取验证码', '登录 / 注册', '机构投资者'],
  ] as const)('speaks %s', async (lang, phone, code, send, submit, corporate) => {
    await renderPanel({ lang });
    expect(screen.getByRole('textbox', { name: new RegExp(`^${phone}`) })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${code}`) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: send })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: corporate })).toBeInTheDocument();
  });
});
