/**
 * @jest-environment jsdom
 */
import axe from 'axe-core';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactElement } from 'react';
import { preloadDeferredParts } from '@brokerage/ui';
import { AccountGuidePage } from './account-guide-page';
import { AiInvestmentPage } from './ai-investment-page';
import { DownloadPage, DownloadTipPage } from './download-page';
import { InstitutionPage } from './institution-page';
import { OpenApiPage } from './open-api-page';
import { ProductOverviewPage, ProductPage } from './product-page';
import * as sample from './product-fixtures';

/** Violations of serious or critical impact; jsdom lays nothing out, so contrast is left to the browser. */
const seriousViolations = async () => {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
};

const PAGES: [string, District, Lang, (lang: Lang) => ReactElement][] = [
  ['product', 'hk', 'en', (lang) => <ProductPage product={sample.sampleProduct(lang)} related={sample.sampleProductList(lang)} />],
  ['overview', 'mainland', 'zh-cn', (lang) => <ProductOverviewPage overview={sample.sampleOverview(lang)} products={sample.sampleProductList(lang)} />],
  ['institution', 'hk', 'zh-hk', (lang) => <InstitutionPage {...sample.sampleInstitution(lang)} />],
  ['AI investment', 'hk', 'en', (lang) => <AiInvestmentPage {...sample.sampleAiInvestment(lang)} />],
  ['open API', 'hk', 'en', (lang) => <OpenApiPage {...sample.sampleOpenApi(lang)} />],
  ['download', 'hk', 'zh-hk', (lang) => <DownloadPage texts={sample.sampleDownloadTexts(lang)} app={sample.sampleAppLinks} />],
  [
    'download tip',
    'mainland',
    'zh-cn',
    (lang) => (
      <DownloadTipPage type="auto" tip={sample.sampleDownloadTip(lang)} texts={sample.sampleDownloadTexts(lang)} app={sample.sampleAppLinks} device={{ isIos: false, isAndroid: true, isHuawei: false }} inWeChat />
    ),
  ],
  ['account guide', 'mainland', 'en', (lang) => <AccountGuidePage {...sample.sampleAccountGuide(lang)} />],
];

describe('products pages accessibility (axe)', () => {
  // The pages' deferred parts come first, so axe checks them in each page.
  beforeAll(preloadDeferredParts, 20_000);

  it.each(PAGES)('finds no serious problem on the %s page, which has one h1', async (_name, district, lang, page) => {
    renderWithProviders(<SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{page(lang)}</SiteProvider>, { locale: lang });
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
    // axe over a whole page takes seconds in jsdom on a busy machine.
  }, 20_000);
});
