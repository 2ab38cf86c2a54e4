import type { Page } from 'playwright-core';

/** Every script `page` fetches when it loads again until the network is idle, concatenated: what a fresh visit downloads. */
export async function scriptsAfterReload(page: Page): Promise<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
  });
  await page.reload({ waitUntil: 'networkidle' });
  if (scripts.size === 0) throw new Error(`${page.url()} loaded no script`);
  return (await Promise.all([...scripts].map(async (script) => (await fetch(script)).text()))).join('\n');
}
