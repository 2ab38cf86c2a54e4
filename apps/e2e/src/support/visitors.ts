import type { Page } from 'playwright-core';
import type { OpenOptions } from './browser-suite';

const UI_TIMEOUT_MS = 15_000;

/**
 * Browser contexts the site (a trusted proxy on loopback) sees as coming from addresses of their
 * own under `prefix` (three octets), so the per-network caps on codes and registrations of one
 * test (or of an earlier run against the same API, with a random prefix) never reach another.
 */
export const ownVisitors = (prefix: string) => {
  let next = 1;
  return (options: OpenOptions = {}): OpenOptions => ({
    ...options,
    context: { ...options.context, extraHTTPHeaders: { 'X-Forwarded-For': `${prefix}.${next++}` } },
  });
};

/** A Hong Kong mobile number nobody has registered yet (8 digits starting with `firstDigit`; suites use their own). */
export const newHongKongPhone = (firstDigit: '5' | '6'): string => `${firstDigit}${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/**
 * Signs a new phone up by SMS in the login panel of a talk's or an event's page (in sit the panel
 * fills in the code the API returns), checking first that starting on the panel stored the way back
 * to the page's registration form, then submits.
 */
export const signUpForRegistration = async (page: Page, kind: 'talk' | 'event', phone: string): Promise<void> => {
  const panel = page.getByTestId(`${kind}-login`).getByTestId('auth-panel');
  const field = (label: RegExp) => panel.getByLabel(label).first();
  await field(/^Mobile number/).fill(phone);
  await panel.getByRole('button', { name: 'Get code' }).click();
  const code = field(/^Verification code/);
  await page.waitForFunction((input) => /^\d{6}$/.test((input as HTMLInputElement).value), await code.elementHandle(), { timeout: UI_TIMEOUT_MS });
  await field(/^E-mail/).fill(`${kind}.${phone}.${Date.now()}@example.com`);
  await expect(page.evaluate(() => sessionStorage.getItem('brokerage.jumpInfo'))).resolves.toBe(
    JSON.stringify({ url: `${new URL(page.url()).pathname}#${kind}-registration`, scrollIntoView: true }),
  );
  await panel.getByRole('button', { name: 'Log in / Register' }).click();
};
