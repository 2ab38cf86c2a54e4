import type { Page } from 'playwright-core';
import { describeInBrowser, expectNoSeriousAxeViolations, originOf, pageUrl } from './support';
import { loginWithPasswordThroughApi, sessionStorageState } from './support/session';

/** How long the page may take to react (an upload through the site to the API, a submit). */
const UI_TIMEOUT_MS = 10_000;
const PERSONAL_FORM = '/apply-api/personal';

/** A small but real PDF (header, one empty page, trailer): the API checks the first bytes. */
const samplePdf = (): Buffer =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );

/** The demo investor, logged in with the password (no SMS code, so no cooldown between tests). */
const signedIn = async () => ({ storageState: await sessionStorageState(originOf('hk'), await loginWithPasswordThroughApi('hk')) });

const documentsInput = (page: Page) => page.getByLabel('Add documents');

describeInBrowser('open-API application (apply-api)', ({ open }) => {
  it('hk: a signed-in user fills the personal form, uploads a PDF, reviews and sends it', async () => {
    const { page } = await open(pageUrl('hk', 'en', PERSONAL_FORM), { context: await signedIn() });
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Open API application for individuals');
    // Prefilled from the demo user's details.
    await expect(page.getByLabel(/^Mobile number/).inputValue()).resolves.toBe('51234567');
    await expectNoSeriousAxeViolations(page);

    const name = page.getByLabel(/^Full name/);
    if ((await name.inputValue()) === '') await name.fill('Demo Investor');
    await page.getByLabel(/^E-mail/).fill('demo.investor@example.com');
    await page.getByLabel(/^What will you build/).fill('A trading tool for my own account that places limit orders on HK stocks.');

    await documentsInput(page).setInputFiles({ name: 'identity.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    const stored = page.getByTestId('documents').locator('li[data-state="done"]');
    await stored.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect(stored.innerText()).resolves.toMatch(/identity\.pdf[\s\S]*Uploaded/);

    await page.getByRole('button', { name: 'Continue to review' }).click();
    const review = page.getByTestId('application-review');
    await review.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect(review.innerText()).resolves.toMatch(/demo\.investor@example\.com[\s\S]*identity\.pdf/);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Send application' }).click();
    const sent = page.getByTestId('application-sent');
    await sent.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect(sent.getByRole('heading', { name: 'Application sent' }).isVisible()).resolves.toBe(true);
    await expect(sent.getByRole('link', { name: 'See your applications' }).getAttribute('href')).resolves.toBe('/en/sta-login/api');

    // The personal centre shows where the application now stands.
    await sent.getByRole('link', { name: 'See your applications' }).click();
    await page.waitForURL(pageUrl('hk', 'en', '/sta-login/api'), { timeout: UI_TIMEOUT_MS });
    const status = page.getByTestId('open-api-status');
    await status.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect(status.innerText()).resolves.toMatch(/Individual[\s\S]*Submitted, under review/);
  });

  it('hk: a file of a refused type says why and is never sent', async () => {
    const { page } = await open(pageUrl('hk', 'en', PERSONAL_FORM), { context: await signedIn() });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/apply-api/upload')) uploads.push(request.url());
    });
    // The file check runs in the page's script: hydration (after the language's catalog arrives) must be done.
    await page.waitForLoadState('networkidle');
    await documentsInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
    const refused = page.getByTestId('documents').locator('li[data-state="refused"]');
    await refused.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect(refused.getByRole('alert').innerText()).resolves.toBe('notes.txt: only PDF, JPG and PNG files can be uploaded.');
    expect(uploads).toEqual([]);
    await refused.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expect(refused.count()).resolves.toBe(0);
  });

  it('hk: a visitor gets the please-login dialog on the personal form, and the enquiry form without one', async () => {
    const { page } = await open(pageUrl('hk', 'zh-hk', PERSONAL_FORM));
    await page.getByTestId('please-login-dialog').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(page.title()).resolves.toContain('港灣證券');

    const { page: enquiry } = await open(pageUrl('hk', 'en', '/apply-api/visitor'));
    await enquiry.getByLabel(/^What will you build/).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect(enquiry.getByTestId('please-login-dialog').count()).resolves.toBe(0);
    await expectNoSeriousAxeViolations(enquiry);
  });
});
