/**
 * @jest-environment jsdom
 */
import type { BaseConfig } from '@brokerage/contracts';
import type { District, Lang } from '@brokerage/domain';
import { createShellState, ShellProvider } from '@brokerage/layout';
import { fixtureBaseConfig, fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { screen } from '@testing-library/react';
import { ThankYouPage } from './thank-you-page';

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

const renderThankYou = (district: District, lang: Lang, baseConfig: PromiseSettledResult<BaseConfig>) => {
  const shell = createShellState({ lang, district, baseConfig, pageMeta: fulfilled({}), activityTotal: fulfilled(0), ipRegion: fulfilled('HK') });
  return renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <ShellProvider serverState={shell}>
        <ThankYouPage />
      </ShellProvider>
    </SiteProvider>,
    { locale: lang },
  );
};

describe('ThankYouPage (newreg-thankyou)', () => {
  it('welcomes the new user and leads to opening an account, the app and the home page', () => {
    const baseConfig = fixtureBaseConfig('hk', 'en');
    renderThankYou('hk', 'en', fulfilled(baseConfig));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome aboard');
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/en/account-guide');
    expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/en/download');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(screen.getByText(baseConfig.appDownload.title)).toBeInTheDocument();
    expect(document.querySelector(`img[src="${baseConfig.appDownload.qrCode}"]`)).not.toBeNull();
  });

  it('links within the mainland site, in its language', () => {
    renderThankYou('mainland', 'zh-cn', fulfilled(fixtureBaseConfig('mainland', 'zh-cn')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎加入');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/mainland/zh-cn');
  });

  it('leaves the app out when the base config failed', () => {
    renderThankYou('hk', 'zh-hk', { status: 'rejected', reason: new Error('base config down') });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
