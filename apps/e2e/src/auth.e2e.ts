import type { District } from '@brokerage/contracts';
import type { Locator, Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, originOf, pagePath, pageUrl, type OpenOptions } from './support';
import { DEMO_PHONES, isSessionValid } from './support/session';

const UI_TIMEOUT_MS = 15_000;
const DEMO_PASSWORD = 'Demo-pass-2026';

/**
 * A context of its own, seen by the site (a trusted proxy on loopback) as coming from its own
 * documentation-range address: the per-IP daily code caps of one test never reach another.
 */
let nextAddress = 10;
const ownVisitor = (options: OpenOptions = {}): OpenOptions => ({
  ...options,
  context: { ...options.context, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${nextAddress++}` } },
});

/** A phone number nobody has registered yet, in the area's format. */
const newPhone = (district: District): string => {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const serial = String(nextAddress % 10);
  return district === 'hk' ? `6${digits.slice(1)}${serial}` : `139${digits}${serial}`;
};

const panelIn = (scope: Page | Locator): Locator => scope.getByTestId('auth-panel');
const field = (panel: Locator, label: RegExp): Locator => panel.getByLabel(label).first();
/** Waits until the code field holds a 6-digit code (in sit the API returns it and the panel fills it in). */
const codeFilledIn = async (code: Locator): Promise<string> => {
  await code.page().waitForFunction((input) => /^\d{6}$/.test((input as HTMLInputElement).value), await code.elementHandle(), { timeout: UI_TIMEOUT_MS });
  return code.inputValue();
};
const sessionCookieOf = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name.endsWith('session'));

describeInBrowser('register and log in', ({ open }) => {
  it('hk: registers a new phone by SMS on sta-regform (code prefilled in sit, e-mail asked) and lands on the thank-you page, logged in', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform'), ownVisitor());
    const panel = panelIn(page);
    await expectNoSeriousAxeViolations(page);
    await field(panel, /^Mobile number/).fill(newPhone('hk'));
    const code = field(panel, /^Verification code/);
    await panel.getByRole('button', { name: 'Get code' }).click();
    await codeFilledIn(code);
    await panel.getByText(/Resend in \d+s/).waitFor({ timeout: UI_TIMEOUT_MS });
    // Not registered yet, on the Hong Kong site: the e-mail is required.
    const email = field(panel, /^E-mail/);
    await expect(email.getAttribute('required')).resolves.not.toBeNull();
    await email.fill('new.investor@example.com');
    await panel.getByRole('button', { name: 'Log in / Register' }).click();

    await page.waitForURL(pageUrl('hk', 'en', '/newreg-thankyou'), { timeout: UI_TIMEOUT_MS });
    await page.getByRole('heading', { level: 1, name: 'Welcome aboard' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByRole('banner').getByRole('button', { name: /Account menu|\*\*\*\*/ }).first().waitFor({ timeout: UI_TIMEOUT_MS });

    // The session lives in an HttpOnly cookie that page scripts and the page state never see.
    const cookie = await sessionCookieOf(page);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain(cookie?.value ?? 'no-cookie');
    await expect(page.content()).resolves.not.toContain(cookie?.value ?? 'no-cookie');

    // A reload keeps the session; the default avatar is a real picture.
    await page.reload();
    const avatar = page.getByRole('banner').locator('img').first();
    await avatar.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
  });

  it('mainland: a new +86 phone registers by SMS without an e-mail', async () => {
    const { page } = await open(pageUrl('mainland', 'zh-cn', '/sta-regform'), ownVisitor());
    const panel = panelIn(page);
    await expect(panel.getByRole('combobox').first().inputValue()).resolves.toBe('86');
    await field(panel, /^手机号码/).fill(newPhone('mainland'));
    await panel.getByRole('button', { name: '获取验证码' }).click();
    await codeFilledIn(field(panel, /^验证码/));
    await expect(panel.getByLabel(/^邮箱|^电邮/).count()).resolves.toBe(0);
    await panel.getByRole('button', { name: '登录 / 注册' }).click();
    await page.waitForURL(pageUrl('mainland', 'zh-cn', '/newreg-thankyou'), { timeout: UI_TIMEOUT_MS });
  });

  it('hk: the demo user logs in with a password from the header dialog, stays on the page, and logs out', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/404'), ownVisitor());
    await page.getByRole('banner').getByRole('button', { name: 'Log in / Register' }).click();
    const dialog = page.getByTestId('login-dialog');
    await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
    // Focus moves into the dialog.
    await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await expectNoSeriousAxeViolations(page);
    const panel = panelIn(dialog);
    await panel.getByRole('button', { name: 'Log in with password' }).click();
    await field(panel, /^Mobile number/).fill(DEMO_PHONES.accountOpened.phoneNumber);
    await field(panel, /^Password/).fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: /^Log in$/ }).click();

    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    const accountButton = page.getByRole('banner').getByRole('button', { name: /Demo Investor/ });
    await accountButton.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).pathname).toBe(pagePath('hk', 'en', '/404'));
    const cookie = await sessionCookieOf(page);
    expect(cookie?.httpOnly).toBe(true);

    await accountButton.click();
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in / Register' }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await sessionCookieOf(page)).toBeUndefined();
    await expect(isSessionValid('hk', cookie?.value ?? '')).resolves.toBe(false);
  });

  it('hk: the please-login dialog on sta-login leads to a working login and back to the personal centre', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-login'), ownVisitor());
    const pleaseLogin = page.getByRole('dialog').filter({ hasText: /log in/i }).first();
    await pleaseLogin.waitFor({ timeout: UI_TIMEOUT_MS });
    await pleaseLogin.getByRole('button', { name: /log in/i }).last().click();
    const panel = panelIn(page.getByTestId('login-dialog'));
    await panel.getByRole('button', { name: 'Log in with password' }).click();
    await field(panel, /^Mobile number/).fill(DEMO_PHONES.accountOpened.phoneNumber);
    await field(panel, /^Password/).fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: /^Log in$/ }).click();
    await page.getByTestId('personal-centre-details').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).pathname).toBe(pagePath('hk', 'en', '/sta-login'));
    await expect(page.getByTestId('personal-centre-details').innerText()).resolves.toContain('Demo Investor');
  });

  it('hk: a password login of an unregistered phone offers to register, and confirming sends an SMS code', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform'), ownVisitor());
    const panel = panelIn(page);
    await panel.getByRole('button', { name: 'Log in with password' }).click();
    await field(panel, /^Mobile number/).fill(newPhone('hk'));
    await field(panel, /^Password/).fill('Any-pass-2026');
    await panel.getByRole('button', { name: /^Log in$/ }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'The mobile phone number is not registered. Do you want to register now?' });
    await confirm.waitFor({ timeout: UI_TIMEOUT_MS });
    await confirm.getByRole('button', { name: 'Register now' }).click();
    await codeFilledIn(field(panel, /^Verification code/));
  });

  it('hk: a phone without a password is offered the SMS login instead (300705), and confirming asks for a code', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform'), ownVisitor());
    const panel = panelIn(page);
    await panel.getByRole('button', { name: 'Log in with password' }).click();
    await field(panel, /^Mobile number/).fill(DEMO_PHONES.noAccount.phoneNumber);
    await field(panel, /^Password/).fill('Any-pass-2026');
    await panel.getByRole('button', { name: /^Log in$/ }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'No login password is set in this account' });
    await confirm.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(confirm.innerText()).resolves.toContain('Personal Centre');
    // Another test may have sent this demo phone a code within the minute: the request itself is what counts here.
    const codeRequest = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/en/auth') && (request.postData() ?? '').includes('intent=send-phone-code'));
    await confirm.getByRole('button', { name: 'Log in by SMS' }).click();
    await codeRequest;
    await field(panel, /^Verification code/).waitFor({ timeout: UI_TIMEOUT_MS });
  });

  it('hk: a corporate investor logs in with an organisation e-mail and a code sent to it', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform'), ownVisitor());
    const panel = panelIn(page);
    await panel.getByRole('radio', { name: 'Corporate investor' }).check();
    await field(panel, /^Organisation e-mail/).fill('treasury@harbourfront-capital.com.hk');
    await panel.getByRole('button', { name: 'Get code' }).click();
    await codeFilledIn(field(panel, /^Verification code/));
    await panel.getByRole('button', { name: /^Log in$/ }).click();
    await page.getByRole('banner').getByRole('button', { name: /Account menu|Harbourfront|\*\*\*\*/ }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    expect((await sessionCookieOf(page))?.httpOnly).toBe(true);
  });

  it('hk: an invite code from ?ICode= is filled in and cannot be edited', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform?ICode=AB12'), ownVisitor());
    const invite = field(panelIn(page), /^Invitation code/);
    await expect(invite.inputValue()).resolves.toBe('AB12');
    await expect(invite.getAttribute('readonly')).resolves.not.toBeNull();
  });

  it('refuses to jump off the site after a login: an external or //evil jump lands on the home page', async () => {
    const { page: loginPage } = await open(`${originOf('hk')}${pagePath('hk', 'en', '/404')}`, ownVisitor());
    await loginPage.getByRole('banner').getByRole('button', { name: 'Log in / Register' }).click();
    const panel = panelIn(loginPage.getByTestId('login-dialog'));
    await loginPage.evaluate(() => {
      // The dialog's jump URL, as a crafted link would set it.
      const original = window.fetch;
      window.fetch = (input, init) => {
        if (init?.body instanceof URLSearchParams && init.body.get('intent')?.startsWith('login')) init.body.set('jump', '//evil.example/steal');
        return original(input, init);
      };
    });
    await panel.getByRole('button', { name: 'Log in with password' }).click();
    await field(panel, /^Mobile number/).fill(DEMO_PHONES.accountOpened.phoneNumber);
    await field(panel, /^Password/).fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: /^Log in$/ }).click();
    await loginPage.waitForURL(pageUrl('hk', 'en'), { timeout: UI_TIMEOUT_MS });
    expect(new URL(loginPage.url()).origin).toBe(originOf('hk'));
  });
});
