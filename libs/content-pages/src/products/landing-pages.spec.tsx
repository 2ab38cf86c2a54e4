/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import type { ReactElement } from 'react';
import { AiInvestmentPage } from './ai-investment-page';
import { InstitutionPage } from './institution-page';
import { OpenApiPage } from './open-api-page';
import { sampleAiInvestment, sampleInstitution, sampleOpenApi, sampleOpenApiReviewTime } from './product-fixtures';
import { preloadDeferredParts } from '@brokerage/ui';

const renderOn = (district: District, lang: Lang, ui: ReactElement) =>
  renderWithProviders(<SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{ui}</SiteProvider>, { locale: lang });

// The pages' deferred parts (phones, tour, sections below the hero) fetch their code once here, so
// each test finds them in its first render, as a client-side navigation shows them.
beforeAll(preloadDeferredParts, 20_000);

describe('institution page', () => {
  it('lists the services and leads to the contact page', () => {
    renderOn('hk', 'en', <InstitutionPage {...sampleInstitution('en')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Institutional services');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Global execution', 'Custody and settlement', 'Corporate finance']);
    expect(screen.getByText(/institutional@harbourfrontsec\.com/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact us' })[0]).toHaveAttribute('href', '/en/about-us/contact-us');
  });
});

describe('AI investment page', () => {
  it('shows the example conversation, the features and the disclaimer', () => {
    renderOn('mainland', 'zh-cn', <AiInvestmentPage {...sampleAiInvestment('zh-cn')} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: '示例' })).toHaveTextContent('游戏收入表现如何？');
    expect(screen.getByRole('heading', { level: 3, name: '以日常用语提问' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: '风险披露' })).toHaveTextContent('AI摘要并不构成投资建议。');
    expect(screen.getAllByRole('link', { name: '下载App' })[0]).toHaveAttribute('href', '/mainland/zh-cn/download');
  });

  it('leaves the example out when the content has none', async () => {
    renderOn('hk', 'en', <AiInvestmentPage {...sampleAiInvestment('en')} example={null} />);
    expect(screen.queryByRole('region', { name: 'Example' })).toBeNull();
    // The app is still shown: a short tour of it (a deferred part, in a moment).
    expect(within(await screen.findByRole('list', { name: 'Inside the app' }, { timeout: 5000 })).getAllByRole('img')).toHaveLength(3);
  });

  it('shows the app’s quote page beside the example conversation', async () => {
    renderOn('hk', 'zh-hk', <AiInvestmentPage {...sampleAiInvestment('zh-hk')} />);
    const example = screen.getByRole('region', { name: '示例' });
    const phone = await within(example).findByRole('img', { name: /^App 報價頁/ }, { timeout: 5000 });
    expect(await within(phone).findByText('示例科技', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('open API page', () => {
  it('sends each audience to its own application form, in the page language', () => {
    renderOn('hk', 'zh-hk', <OpenApiPage {...sampleOpenApi('zh-hk')} reviewTime={sampleOpenApiReviewTime('zh-hk')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('港灣證券開放API');
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/zh-hk/apply-api/personal', '/zh-hk/apply-api/personal', '/zh-hk/apply-api/company', '/zh-hk/apply-api/visitor']);
    expect(screen.getAllByRole('link', { name: /^立即申請/ })).toHaveLength(4);
    expect(screen.getByText('API交易僅適用於證券帳戶狀態正常的客戶。')).toBeInTheDocument();
  });

  it('says how long a review takes in the base config’s words, the sentence the application forms show', () => {
    renderOn('hk', 'en', <OpenApiPage {...sampleOpenApi('en')} reviewTime={sampleOpenApiReviewTime('en')} />);
    expect(screen.getByTestId('open-api-review-time')).toHaveTextContent('We review applications within three working days.');
  });

  it('shows a sample request and its JSON answer beside the app’s quote page, the name in the page language', () => {
    renderOn('mainland', 'zh-cn', <OpenApiPage {...sampleOpenApi('zh-cn')} reviewTime={sampleOpenApiReviewTime('zh-cn')} />);
    const sample = screen.getByRole('region', { name: '一个请求，一个响应' });
    expect(within(sample).getByText(/^GET \/v1\/quotes\/S0001\.HK/)).toBeInTheDocument();
    const response = screen.getByTestId('open-api-sample-response').textContent ?? '';
    const json = JSON.parse(response.slice(response.indexOf('{')));
    expect(json).toMatchObject({ symbol: 'S0001.HK', name: '示例科技', last: 388.6, sample: true });
    expect(within(sample).getByRole('img', { name: /^App 行情页/ })).toBeInTheDocument();
  });
});
