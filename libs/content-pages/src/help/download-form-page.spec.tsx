/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { DownloadFormView, type DownloadFormGroup } from './download-form-page';
import { formatFileSize } from './help-parts';
import { fixtureDownloadFormGroups } from './help-fixtures';

const render = (groups: DownloadFormGroup[], lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <DownloadFormView groups={groups} />
    </SiteProvider>,
    { locale: lang },
  );

describe('download forms', () => {
  it('groups the forms under their category, each with a download link naming its file size', () => {
    render(fixtureDownloadFormGroups('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Download forms');
    const opening = screen.getByRole('region', { name: 'Account opening' });
    expect(within(opening).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Individual account opening form', 'Client agreement']);
    const link = within(opening).getByRole('link', { name: 'PDF Download Individual account opening form (1.4 MB)' });
    expect(link).toHaveAttribute('href', '/files/forms/individual-account-opening.pdf');
    expect(link).toHaveAttribute('download', 'individual-account-opening.pdf');
    const tax = screen.getByRole('region', { name: 'Tax' });
    expect(within(tax).getByRole('link', { name: 'PDF Download W-8BEN (US tax form for individuals) (209 KB)' })).toHaveAttribute('href', '/files/forms/w-8ben.pdf');
  });

  it.each([
    ['en', 'Updated 01 Mar 2026'],
    ['zh-hk', '更新日期：2026年3月1日'],
    ['zh-cn', '更新日期：2026年3月1日'],
  ] as const)('gives each form its last update in the spec 9 format of %s', (lang, text) => {
    render(fixtureDownloadFormGroups(lang), lang);
    expect(screen.getAllByText((_, element) => element?.tagName === 'SPAN' && element.textContent === text)).not.toHaveLength(0);
  });

  it('says so when there are no forms', () => {
    render([], 'zh-hk');
    expect(screen.getByText('暫時沒有可供下載的表格。')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('writes file sizes as visitors read them', () => {
    expect([500, 214_016, 1_482_752, 3_145_728].map(formatFileSize)).toEqual(['1 KB', '209 KB', '1.4 MB', '3.0 MB']);
  });
});
