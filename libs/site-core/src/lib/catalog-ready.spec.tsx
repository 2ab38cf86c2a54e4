/**
 * @jest-environment jsdom
 */
import { waitFor } from '@testing-library/dom';
import type * as I18nLib from '@brokerage/i18n';
import { catalogs } from '@brokerage/i18n/all-catalogs';
import { fixtureDistrictConfig } from '@brokerage/layout/testing';
import type * as CatalogReadyModule from './catalog-ready';
import type * as SiteContextModule from './site-context';

describe('CatalogReady', () => {
  it('shows its content once the page language is fully loaded, not while only the page messages are', async () => {
    // A fresh registry, as in a browser (the test setup registered every catalog in the shared one).
    jest.resetModules();
    const i18nLib = jest.requireActual<typeof I18nLib>('@brokerage/i18n');
    const { I18nProvider } = jest.requireActual<typeof import('@lingui/react')>('@lingui/react');
    const { createRoot } = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
    const { act } = jest.requireActual<typeof import('react')>('react');
    const { CatalogReady } = jest.requireActual<typeof CatalogReadyModule>('./catalog-ready');
    const { SiteProvider } = jest.requireActual<typeof SiteContextModule>('./site-context');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    i18nLib.registerPageMessages('zh-hk', { 'site.notFound.title': catalogs['zh-hk']['site.notFound.title'] ?? [] });
    const container = document.body.appendChild(document.createElement('div'));

    act(() =>
      createRoot(container).render(
        <I18nProvider i18n={i18nLib.createI18n('zh-hk')}>
          <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang: 'zh-hk' }}>
            <p>page</p>
            <CatalogReady>
              <form aria-label="login" />
            </CatalogReady>
          </SiteProvider>
        </I18nProvider>,
      ),
    );
    expect(container.querySelector('p')).toHaveTextContent('page');
    expect(container.querySelector('form')).toBeNull();

    await act(() => i18nLib.loadCatalog('zh-hk'));
    await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
  });
});
