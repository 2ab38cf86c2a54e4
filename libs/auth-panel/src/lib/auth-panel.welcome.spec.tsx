/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { panel, renderPanel } from '../testing/render-panel';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the consent line before a login is sent', () => {
  it.each([
    ['hk', 'en', 'By continuing, you accept the terms of our Statement and our Privacy policy.', ['Statement', 'Privacy policy'], '/en'],
    ['hk', 'zh-hk', '繼續即表示您接受本公司聲明的條款及私隱政策。', ['聲明', '私隱政策'], '/zh-hk'],
    ['mainland', 'zh-cn', '继续即表示您接受本公司声明的条款及隐私政策。', ['声明', '隐私政策'], '/mainland/zh-cn'],
  ] as const)('links the terms and the privacy notice of the %s site in %s, opening beside the form', async (district: District, lang: Lang, sentence, [terms, privacy], base) => {
    await renderPanel({ district, lang });
    const line = screen.getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(sentence));
    const termsLink = within(line).getByRole('link', { name: terms });
    expect(termsLink).toHaveAttribute('href', `${base}/statement`);
    expect(within(line).getByRole('link', { name: privacy })).toHaveAttribute('href', `${base}/privacy`);
    expect(termsLink).toHaveAttribute('target', '_blank');
    expect(termsLink).toHaveAccessibleDescription(lang === 'en' ? '(opens in a new tab)' : lang === 'zh-hk' ? '（在新分頁開啟）' : '（在新标签页打开）');
    // Before the button that sends the code and logs in.
    expect(line.compareDocumentPosition(screen.getByRole('button', { name: /登入 \/ 註冊|登录 \/ 注册|Log in \/ Register/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stays in every mode', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Log in with password' }));
    expect(screen.getByRole('link', { name: 'Statement' })).toBeInTheDocument();
    await user.click(panel.corporate());
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });
});

describe('the welcome after a login that registered the phone', () => {
  const welcome = () => ({ onContinue: jest.fn(), onLeave: jest.fn() });

  it('says the account was created, with focus on that news, and offers the next steps instead of the form', async () => {
    const actions = welcome();
    await renderPanel({ welcome: actions });
    const heading = screen.getByRole('heading', { name: 'Welcome! Your account is ready' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('This mobile number is now registered and you are logged in. What would you like to do next?')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a securities account' })).toHaveAttribute('href', '/en/account-guide');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/en/download');
  });

  it('goes on to where the visitor was going with Continue, and lets a next step lead elsewhere', async () => {
    const actions = welcome();
    const { user } = await renderPanel({ welcome: actions });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(actions.onContinue).toHaveBeenCalledTimes(1);
    screen.getByRole('link', { name: 'Open a securities account' }).addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Open a securities account' }));
    expect(actions.onLeave).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['hk', 'zh-hk', '歡迎！您的帳戶已建立', '開立證券帳戶', '/zh-hk/account-guide', '下載App', '/zh-hk/download', '繼續'],
    ['mainland', 'zh-cn', '欢迎！您的账户已创建', '开立证券账户', '/mainland/zh-cn/account-guide', '下载App', '/mainland/zh-cn/download', '继续'],
  ] as const)('on the %s site in %s', async (district: District, lang: Lang, title, openAccount, openAccountHref, download, downloadHref, next) => {
    await renderPanel({ district, lang, welcome: welcome() });
    expect(screen.getByRole('heading', { name: title })).toHaveFocus();
    expect(screen.getByRole('link', { name: openAccount })).toHaveAttribute('href', openAccountHref);
    expect(screen.getByRole('link', { name: download })).toHaveAttribute('href', downloadHref);
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });
});
