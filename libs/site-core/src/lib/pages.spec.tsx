/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { NotFoundPage } from './pages';
import { SiteErrorPage } from './site-error-page';
import { SiteProvider } from './site-context';

const renderNotFound = (district: District, lang: Lang) => {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/no/such/page'] });
  return renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>
      <RouterProvider router={router} />
    </SiteProvider>,
    { locale: lang },
  );
};

describe('404 page', () => {
  it('says the page does not exist and links to the main sections of the HK site', () => {
    renderNotFound('hk', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText(/does not exist/)).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Popular pages' });
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => [link.querySelector('strong')?.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Products', '/en/products/financial-investment'],
      ['Fees', '/en/charges'],
      ['Promotions', '/en/promotion-and-activities'],
      ['Help centre', '/en/help-centre/faq'],
      ['Contact us', '/en/about-us/contact-us'],
    ]);
  });

  it.each([
    ['mainland', 'zh-cn', '找不到页面', '/mainland/zh-cn/about-us/contact-us', '联系我们'],
    ['hk', 'zh-hk', '找不到頁面', '/zh-hk/about-us/contact-us', '聯絡我們'],
  ] as const)('keeps the %s site and %s in every link', (district, lang, title, contactHref, contactLabel) => {
    renderNotFound(district, lang);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: new RegExp(`^${contactLabel}`) })).toHaveAttribute('href', contactHref);
  });
});

describe('error page', () => {
  /** The error boundary as it renders after a page loader threw a response with `status`. */
  const renderError = async (status: number, lang: Lang = 'en') => {
    const router = createMemoryRouter([{ id: 'page', path: '*', element: <p>page</p>, errorElement: <SiteErrorPage /> }], {
      initialEntries: ['/some/page'],
      hydrationData: { errors: { page: new ErrorResponse(status, '', null) } },
    });
    renderWithProviders(
      <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
        <RouterProvider router={router} />
      </SiteProvider>,
      { locale: lang },
    );
    return screen.findByRole('heading', { level: 1 });
  };

  it('shows the not-found page for a 404', async () => {
    await expect(renderError(404)).resolves.toHaveTextContent('Page not found');
  });

  it('tells a visitor with a refused link (a 403, such as an expired preview) that the link is not valid', async () => {
    await expect(renderError(403)).resolves.toHaveTextContent('This link is not valid');
    expect(screen.getByRole('alert')).toHaveTextContent(/preview link/);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it.each([
    ['zh-hk', '連結無效'],
    ['zh-cn', '链接无效'],
  ] as const)('says so in %s', async (lang, title) => {
    await expect(renderError(403, lang)).resolves.toHaveTextContent(title);
  });

  it('apologises for any other failure without blaming the link', async () => {
    await expect(renderError(503)).resolves.toHaveTextContent('Something went wrong');
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
  });
});
