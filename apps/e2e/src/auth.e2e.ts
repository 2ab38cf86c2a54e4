import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { District } from '@brokerage/contracts';
import type { Locator, Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, heldAssets, originOf, pagePath, pageUrl, type OpenOptions } from './support';
import { DEMO_PHONES, isSessionValid, loginWithPasswordThroughApi, sessionStorageState } from './support/session';

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
    // E-mails are unique per account: a fresh one keeps the test repeatable against long-running servers.
    await email.fill(`new.investor.${Date.now()}@example.com`);
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
    await page.getByRole('menuitem', { name: 'Log out' }).click();
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

  it.each([
    ['desktop', 'sta-regform page'],
    ['mobile', 'sta-regform page'],
    ['desktop', 'login dialog'],
  ] as const)('the calling-code picker shows its whole label (%s, %s), in line with the number', async (viewport, where) => {
    const { page } = await open(pageUrl('hk', 'en', where === 'login dialog' ? '/404' : '/sta-regform'), ownVisitor({ viewport }));
    if (where === 'login dialog') await page.getByRole('banner').getByRole('button', { name: 'Log in / Register' }).click();
    const panel = panelIn(where === 'login dialog' ? page.getByTestId('login-dialog') : page);
    const picker = field(panel, /^Country or region code/);
    await picker.waitFor({ timeout: UI_TIMEOUT_MS });
    // The label of the chosen option ('+852 Hong Kong, China') needs no more room than the picker has.
    const cut = await picker.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
      probe.textContent = select.selectedOptions[0]?.textContent ?? '';
      document.body.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const style = getComputedStyle(select);
      // Padding on both sides and the arrow (about 24 px) take room from the text.
      return needed > select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    });
    expect(cut).toBe(false);
    const [pickerBox, numberBox] = [await picker.boundingBox(), await field(panel, /^Mobile number/).boundingBox()];
    // Side by side where there is room, stacked where not: never overlapping or offset.
    if (pickerBox && numberBox && numberBox.y < pickerBox.y + pickerBox.height) expect(Math.abs(numberBox.y - pickerBox.y)).toBeLessThan(1);
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

  it('hk: without JavaScript, a new phone still registers on sta-regform: the code comes back filled in, then the login lands on the thank-you page', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform?ICode=AB12'), ownVisitor({ context: { javaScriptEnabled: false } }));
    const panel = panelIn(page);
    const phone = newPhone('hk');
    await field(panel, /^Mobile number/).fill(phone);
    await panel.getByRole('button', { name: 'Get code' }).click();
    await page.getByText('A verification code has been sent to your mobile number.').waitFor({ timeout: UI_TIMEOUT_MS });
    // The page the server answered: the number and invite code filled in again, the code (sit) too.
    await expect(field(panelIn(page), /^Mobile number/).inputValue()).resolves.toBe(phone);
    await expect(field(panelIn(page), /^Invitation code/).inputValue()).resolves.toBe('AB12');
    await expect(field(panelIn(page), /^Verification code/).inputValue()).resolves.toMatch(/^\d{6}$/);
    await field(panelIn(page), /^E-mail/).fill(`no.script.${Date.now()}@example.com`);
    await panelIn(page).getByRole('button', { name: 'Log in / Register' }).click();
    await page.waitForURL(pageUrl('hk', 'en', '/newreg-thankyou'), { timeout: UI_TIMEOUT_MS });
    expect((await sessionCookieOf(page))?.httpOnly).toBe(true);
  });

  // The register page hydrates without its panel (a deferred part, issue 31): what a visitor does
  // in the panel before its code came is done once it has, in the page, not as a plain form's post.
  /** The English register page with its panel's code held back until `panelCode.release()`, and the documents it loads after. */
  const openRegisterWithPanelHeld = async () => {
    const panelCode = heldAssets(/\/assets\/register-panel-[\w-]+\.js$/);
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform'), ownVisitor({ prepare: panelCode.prepare }));
    const documents: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && documents.push(`${request.method()} ${request.url()}`));
    return { page, panel: panelIn(page), panelCode, documents };
  };

  it('hk: sta-regform: a number typed and "Get code" clicked before the panel\'s code came send the code in the page once it has', async () => {
    const { panel, panelCode, documents } = await openRegisterWithPanelHeld();
    // Still the server's form: its type switch works once the panel's script does.
    await expect(panel.getByRole('radio', { name: 'Corporate investor' }).isDisabled()).resolves.toBe(true);
    await field(panel, /^Mobile number/).fill(newPhone('hk'));
    await panel.getByRole('button', { name: 'Get code' }).click();
    panelCode.release();
    await codeFilledIn(field(panel, /^Verification code/));
    await panel.getByText(/Resend in \d+s/).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(documents).toEqual([]);
  });

  it('hk: sta-regform: Enter pressed in a field filled in before the panel\'s code came sends the login in the page once it has', async () => {
    const { page, panel, panelCode, documents } = await openRegisterWithPanelHeld();
    await field(panel, /^Mobile number/).fill(newPhone('hk'));
    await field(panel, /^Verification code/).fill('123456');
    await field(panel, /^E-mail/).fill(`early.enter.${Date.now()}@example.com`);
    const login = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/en/auth') && (request.postData() ?? '').includes('intent=login-sms'));
    await field(panel, /^E-mail/).press('Enter');
    panelCode.release();
    await login;
    // No code was sent to that number: the login is refused, and the form says so.
    await panel.locator('[role="alert"]').first().waitFor({ timeout: UI_TIMEOUT_MS });
    expect(documents).toEqual([]);
  });

  /**
   * The answer of a slider puzzle, read where the API keeps it (SQLite's ephemeral entries, keyed by
   * the challenge id's hash): a person solves it by eye, the test by looking it up.
   */
  const sliderAnswer = (challengeId: string): number => {
    const database = new Database(process.env.E2E_DATABASE_PATH ?? '', { readonly: true, fileMustExist: true });
    try {
      const key = `captcha-challenge:${createHash('sha256').update(challengeId).digest('hex')}`;
      const row = database.prepare('SELECT value FROM ephemeral_entries WHERE key = ?').get(key) as { value: string } | undefined;
      if (!row) throw new Error(`no puzzle ${challengeId} in the API's database`);
      return (JSON.parse(row.value) as { x: number }).x;
    } finally {
      database.close();
    }
  };

  const itWithDatabase = process.env.E2E_DATABASE_PATH ? it : it.skip;
  itWithDatabase('hk: past the free codes of the day the slider captcha appears; solving it by keyboard, then by a drag, sends the code with key 2', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/sta-regform'), ownVisitor());
    // Spend this visitor's free codes of the day (spec: beyond them the API answers 400), each to another new phone.
    const origin = originOf('hk');
    for (let sent = 0; sent < 10; sent += 1) {
      const answer = await page.request.post(`${origin}${pagePath('hk', 'en', '/auth')}`, {
        headers: { Origin: origin, Accept: 'application/json' },
        form: { intent: 'send-phone-code', areaCode: '852', phoneNumber: `5${String(4_000_000 + nextAddress * 100 + sent).padStart(7, '0')}` },
      });
      expect(await answer.json()).toMatchObject({ ok: true });
    }

    const panel = panelIn(page);
    const handle = panel.getByRole('slider');
    /** Asks for a code for a new phone: past the free ones, the slider appears with its puzzle. */
    const openPuzzle = async () => {
      await field(panel, /^Mobile number/).fill(newPhone('hk'));
      const challenge = page.waitForResponse(async (response) => response.request().postData()?.includes('intent=slider-challenge') === true);
      await panel.getByRole('button', { name: 'Get code' }).click();
      const { puzzle } = (await (await challenge).json()) as { puzzle: { challengeId: string; width: number } };
      await handle.waitFor({ timeout: UI_TIMEOUT_MS });
      return puzzle;
    };
    /** The answer goes to the API with how the piece moved; a right one sends the code again with key 2. */
    const expectSentWithSlider = async (resend: ReturnType<Page['waitForRequest']>) => {
      const resent = new URLSearchParams((await resend).postData() ?? '');
      expect(resent.get('key')).toBe('2');
      expect(resent.get('graphCaptcha')).toBeTruthy();
      await codeFilledIn(field(panel, /^Verification code/));
      await expect(panel.getByRole('slider').count()).resolves.toBe(0);
    };
    const codeResent = () => page.waitForRequest((request) => request.postData()?.includes('intent=send-phone-code') === true);

    const byKeys = await openPuzzle();
    await expect(handle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expectNoSeriousAxeViolations(page);
    const answer = sliderAnswer(byKeys.challengeId);
    for (let moved = 0; moved + 10 <= answer; moved += 10) await handle.press('Shift+ArrowRight');
    for (let moved = 0; moved < answer % 10; moved += 1) await handle.press('ArrowRight');
    await expect(handle.getAttribute('aria-valuenow')).resolves.toBe(String(answer));
    // A person checks the fit before confirming (the API refuses a move without any pause or change of pace).
    await page.waitForTimeout(400);
    const keysResend = codeResent();
    const keysAnswer = page.waitForRequest((request) => request.postData()?.includes('intent=slider-verify') === true);
    await handle.press('Enter');
    // The answer carries the puzzle's proof of work, done by the page while the piece was moved.
    const answered = new URLSearchParams((await keysAnswer).postData() ?? '');
    expect({ counter: answered.get('powCounter'), key: answered.get('powKey') }).toEqual({ counter: expect.stringMatching(/^\d+$/), key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await expectSentWithSlider(keysResend);

    // The same visitor is still past its free codes: a new number gets a new puzzle, solved with the mouse.
    const byDrag = await openPuzzle();
    const target = sliderAnswer(byDrag.challengeId);
    const handleBox = await handle.boundingBox();
    const trackBox = await handle.locator('..').boundingBox();
    if (!handleBox || !trackBox) throw new Error('the slider is not on screen');
    const screenPx = trackBox.width / byDrag.width;
    const [startX, y] = [handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2];
    await page.mouse.move(startX, y);
    await page.mouse.down();
    // Quickly most of the way, a moment's look, then slowly onto the gap.
    await page.mouse.move(startX + target * 0.7 * screenPx, y, { steps: 8 });
    await page.waitForTimeout(300);
    const dragResend = codeResent();
    await page.mouse.move(startX + target * screenPx, y, { steps: 12 });
    await page.mouse.up();
    await expectSentWithSlider(dragResend);
  });

  /** What a page does before it asks for a login: the jump info in the tab's sessionStorage (spec 4). */
  const storeJump = (page: Page, info: { url: string; type?: string }) =>
    page.evaluate((jump) => window.sessionStorage.setItem('brokerage.jumpInfo', JSON.stringify(jump)), info);

  it("hk: a page's stored jump wins over the dialog's: the demo user's password login lands there", async () => {
    const { page } = await open(pageUrl('hk', 'en', '/404'), ownVisitor());
    await storeJump(page, { url: pagePath('hk', 'en', '/sta-login') });
    await page.getByRole('banner').getByRole('button', { name: 'Log in / Register' }).click();
    const panel = panelIn(page.getByTestId('login-dialog'));
    await panel.getByRole('button', { name: 'Log in with password' }).click();
    await field(panel, /^Mobile number/).fill(DEMO_PHONES.accountOpened.phoneNumber);
    await field(panel, /^Password/).fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: /^Log in$/ }).click();
    await page.waitForURL(pageUrl('hk', 'en', '/sta-login'), { timeout: UI_TIMEOUT_MS });
    await expect(page.evaluate(() => window.sessionStorage.getItem('brokerage.jumpInfo'))).resolves.toBeNull();
  });

  it('hk: a pgc jump by someone without a verified account shows the PGC dialog instead, logged in on the same page', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/404'), ownVisitor());
    await storeJump(page, { url: pagePath('hk', 'en', '/sta-login'), type: 'pgc' });
    await page.getByRole('banner').getByRole('button', { name: 'Log in / Register' }).click();
    const panel = panelIn(page.getByTestId('login-dialog'));
    await field(panel, /^Mobile number/).fill(newPhone('hk'));
    await panel.getByRole('button', { name: 'Get code' }).click();
    await codeFilledIn(field(panel, /^Verification code/));
    await field(panel, /^E-mail/).fill(`pgc.${Date.now()}@example.com`);
    await panel.getByRole('button', { name: 'Log in / Register' }).click();
    // A new account: the welcome first, then on to the jump.
    await panel.getByRole('button', { name: 'Continue' }).click();

    const pgc = page.getByTestId('pgc-dialog');
    await pgc.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(pgc.getByRole('link', { name: 'Open an account' }).getAttribute('href')).resolves.toBe(pagePath('hk', 'en', '/account-guide'));
    await expectNoSeriousAxeViolations(page);
    expect(new URL(page.url()).pathname).toBe(pagePath('hk', 'en', '/404'));
    await page.getByRole('banner').getByRole('button', { name: /Account menu|\*\*\*\*/ }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await pgc.getByRole('button', { name: 'OK' }).click();
    await pgc.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  });
  it('hk: a new registration in the login dialog is welcomed with its next steps, then goes on where the visitor was going', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/market'), ownVisitor());
    await page.getByRole('banner').getByRole('button', { name: 'Log in / Register' }).click();
    const dialog = page.getByTestId('login-dialog');
    const panel = panelIn(dialog);
    // Before a code is sent: the terms the login accepts.
    await expect(panel.getByRole('link', { name: 'Statement' }).getAttribute('href')).resolves.toBe(pagePath('hk', 'en', '/statement'));
    await expect(panel.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).resolves.toBe(pagePath('hk', 'en', '/privacy'));
    await field(panel, /^Mobile number/).fill(newPhone('hk'));
    await panel.getByRole('button', { name: 'Get code' }).click();
    await codeFilledIn(field(panel, /^Verification code/));
    await field(panel, /^E-mail/).fill(`welcome.${Date.now()}@example.com`);
    await panel.getByRole('button', { name: 'Log in / Register' }).click();

    const welcome = dialog.getByTestId('auth-panel-welcome');
    const heading = welcome.getByRole('heading', { name: 'Welcome! Your account is ready' });
    await heading.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(heading.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(welcome.getByRole('link', { name: 'Open a securities account' }).getAttribute('href')).resolves.toBe(pagePath('hk', 'en', '/account-guide'));
    await expect(welcome.getByRole('link', { name: 'Download the app' }).getAttribute('href')).resolves.toBe(pagePath('hk', 'en', '/download'));
    await expectNoSeriousAxeViolations(page);

    await welcome.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    await page.getByRole('banner').getByRole('button', { name: /Account menu|\*\*\*\*/ }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    expect(new URL(page.url()).pathname).toBe(pagePath('hk', 'en', '/market'));
    // Focus is not lost: the login button that opened the dialog is gone, the page's heading has it.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: UI_TIMEOUT_MS });
  });

  it('hk: Escape closes the login dialog, and a click beside it too; focus goes back to the control that opened it', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/charges'), ownVisitor());
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in / Register' });
    await opener.click();
    const dialog = page.getByTestId('login-dialog');
    await panelIn(dialog).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // From the keyboard alone, and closed by a click on the dimmed page.
    await page.keyboard.press('Enter');
    await panelIn(dialog).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('hk: the avatar menu is a menu button: arrow keys, Home and End move through it, Escape closes it back to the button', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/charges'), ownVisitor({ context: { storageState: await sessionStorageState(originOf('hk'), await loginWithPasswordThroughApi('hk')) } }));
    const button = page.getByRole('banner').getByRole('button', { name: /Demo Investor/ });
    await button.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(button.getAttribute('aria-haspopup')).resolves.toBe('menu');
    // The top bar is a deferred part (decision 013): focusing it fetches its code, and a key pressed
    // at once, before that code came, is pressed again on the button once the top bar has hydrated.
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor({ timeout: UI_TIMEOUT_MS });
    const isFocused = (name: string) => menu.getByRole('menuitem', { name }).evaluate((element) => element === document.activeElement);
    await expect(isFocused('Personal Centre')).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(isFocused('Log out')).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(isFocused('Personal Centre')).resolves.toBe(true);
    await page.keyboard.press('End');
    await expect(isFocused('Log out')).resolves.toBe(true);
    await page.keyboard.press('Home');
    await expect(isFocused('Personal Centre')).resolves.toBe(true);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // Enter opens it on its first item, which leads to the personal centre.
    await page.keyboard.press('Enter');
    await expect(isFocused('Personal Centre')).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(pageUrl('hk', 'en', '/sta-login'), { timeout: UI_TIMEOUT_MS });
  });

  it('hk: a Down pressed on the avatar button before the top bar\'s code came opens the menu on its first item once it has', async () => {
    // The top bar's chunk comes when the button is focused; held here, so the key lands before it.
    const topBar = heldAssets(/\/assets\/desktop-header-[\w-]+\.js$/);
    const storageState = await sessionStorageState(originOf('hk'), await loginWithPasswordThroughApi('hk'));
    const { page } = await open(pageUrl('hk', 'en', '/charges'), ownVisitor({ context: { storageState }, prepare: topBar.prepare }));
    const button = page.getByRole('banner').getByRole('button', { name: /Demo Investor/ });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    topBar.release();
    const menu = page.getByRole('menu');
    await menu.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect(menu.getByRole('menuitem', { name: 'Personal Centre' }).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('hk: logging in from an open-API application page comes back to the form, scrolled into view and focused', async () => {
    const { page } = await open(pageUrl('hk', 'en', '/apply-api/personal'), ownVisitor({ viewport: 'mobile' }));
    const pleaseLogin = page.getByTestId('please-login-dialog');
    await pleaseLogin.waitFor({ timeout: UI_TIMEOUT_MS });
    await pleaseLogin.getByRole('button', { name: /log in/i }).last().click();
    const panel = panelIn(page.getByTestId('login-dialog'));
    await panel.getByRole('button', { name: 'Log in with password' }).click();
    await field(panel, /^Mobile number/).fill(DEMO_PHONES.accountOpened.phoneNumber);
    await field(panel, /^Password/).fill(DEMO_PASSWORD);
    await panel.getByRole('button', { name: /^Log in$/ }).click();

    await page.waitForURL(`${pageUrl('hk', 'en', '/apply-api/personal')}#application`, { timeout: UI_TIMEOUT_MS });
    const form = page.locator('#application');
    await form.getByLabel(/^Full name/).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.waitForFunction(() => document.activeElement?.id === 'application', undefined, { timeout: UI_TIMEOUT_MS });
    // Its top is on screen, below the sticky header.
    const top = await form.evaluate((element) => element.getBoundingClientRect().top);
    const headerBottom = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight));
    await expect(page.evaluate(() => window.sessionStorage.getItem('brokerage.jumpInfo'))).resolves.toBeNull();
  });
});
