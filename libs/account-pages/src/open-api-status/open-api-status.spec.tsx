/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import { renderAccountPage } from '../testing/render-account-page';
import { OpenApiStatusPage, type OpenApiStatus } from './open-api-status';

const renderStatus = (status: OpenApiStatus, lang: 'en' | 'zh-hk' = 'en') =>
  renderAccountPage(<OpenApiStatusPage data={{ kind: 'user', ...status }} />, { page: 'api', lang });

describe('OpenApiStatusPage (sta-login/api)', () => {
  it('without an application, offers to apply with the form for the account type', () => {
    renderStatus({ applyType: 'company', application: null });
    const card = within(screen.getByTestId('open-api-status'));
    expect(card.getByText('You have not applied for Open API access yet.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Apply for Open API access' })).toHaveAttribute('href', '/en/apply-api/company');
    expect(card.getByRole('link', { name: 'About Open API' })).toHaveAttribute('href', '/en/open-api');
    expect(screen.getByRole('link', { name: 'Open API', current: 'page' })).toHaveAttribute('href', '/en/sta-login/api');
  });

  it('shows a submitted application as under review, with nothing left to do', () => {
    renderStatus({ applyType: 'personal', application: { type: 'personal', status: 'submitted', updatedDay: '2026-11-20' } });
    const card = within(screen.getByTestId('open-api-status'));
    expect(card.getByText('Applied as').nextElementSibling).toHaveTextContent('Individual');
    expect(card.getByText('Status').nextElementSibling).toHaveTextContent('Submitted, under review');
    expect(card.getByText('Last updated').nextElementSibling).toHaveTextContent('20 Nov 2026');
    expect(card.queryByRole('link', { name: /Apply|Continue/ })).not.toBeInTheDocument();
  });

  it('lets a user go on with a draft, in their language', () => {
    renderStatus({ applyType: 'personal', application: { type: 'company', status: 'draft', updatedDay: '2026-11-20' } }, 'zh-hk');
    const card = within(screen.getByTestId('open-api-status'));
    expect(card.getByText('2026年11月20日')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '繼續申請' })).toHaveAttribute('href', '/zh-hk/apply-api/company');
  });
});
