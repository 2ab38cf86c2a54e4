import { describeInBrowser, pageUrl } from './support';

// The sites' Content Security Policy allows no eval. A page that merely tries one (zod 4 probes
// `new Function` when it builds its first object schema, unless told not to) gets a policy violation
// in Chrome's Issues panel and a lower Lighthouse best-practices score. The register page is the
// one whose first load runs zod; each violation the page reports is recorded from before its scripts run.
const RECORD_VIOLATIONS = () => {
  const violations: string[] = [];
  (window as Window & { policyViolations?: string[] }).policyViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`));
};

describeInBrowser('content security policy', ({ open }) => {
  it.each([
    ['hk', 'zh-hk'],
    ['hk', 'en'],
    ['mainland', 'zh-cn'],
  ] as const)('the register page (%s, %s) loads, hydrates and checks a phone number without breaking the policy', async (district, lang) => {
    const { page, response } = await open(pageUrl(district, lang, '/sta-regform'), { initScript: { script: RECORD_VIOLATIONS } });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src (?![^;]*unsafe-eval)/);
    await page.waitForSelector('html[data-hydrated]');
    // The form's rules parse what is typed (zod schemas at work, not only built).
    const phone = page.locator('input[type="tel"]').first();
    await phone.fill('5123');
    await phone.blur();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as Window & { policyViolations?: string[] }).policyViolations)).toEqual([]);
  });
});
