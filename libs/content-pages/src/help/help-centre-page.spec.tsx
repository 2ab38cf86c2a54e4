/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { District, Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { preloadDeferredParts } from '@brokerage/ui';
import type { ReactElement } from 'react';
import { fixtureHelpCatalogs, fixtureHelpQuestions } from './help-fixtures';
import { HelpCentreView, HelpFaqView } from './help-centre-page';

const render = (ui: ReactElement, lang: Lang = 'en', district: District = 'hk') =>
  renderWithProviders(<SiteProvider value={{ site: fixtureDistrictConfig(district), lang }}>{ui}</SiteProvider>, { locale: lang });

const hot = (lang: Lang) => fixtureHelpQuestions(lang, (question) => question.isHot);

// The search form is a deferred part: its code is fetched once here, so each test
// finds it in its first render, as a client-side navigation shows it.
beforeAll(preloadDeferredParts, 20_000);

describe('help centre', () => {
  it('offers every topic as a card linking to its questions, with the number of questions, and the forms', () => {
    render(<HelpCentreView catalogs={fixtureHelpCatalogs('en')} hot={hot('en')} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help centre');
    const topics = screen.getByRole('region', { name: 'Browse by topic' });
    expect(within(topics).getByRole('link', { name: 'Opening an account' })).toHaveAttribute('href', '/en/help-centre/1');
    expect(within(topics).getByRole('link', { name: 'Account security' })).toHaveAttribute('href', '/en/help-centre/5');
    expect(within(topics).getByText('12 questions')).toBeInTheDocument();
    expect(within(topics).getByText('1 question')).toBeInTheDocument();
    expect(within(topics).getByRole('link', { name: 'Download forms' })).toHaveAttribute('href', '/en/help-centre/download-form');
  });

  it('lists the hot questions linking to their answers, and all of them on the FAQ page', () => {
    render(<HelpCentreView catalogs={fixtureHelpCatalogs('zh-hk')} hot={hot('zh-hk')} />, 'zh-hk');
    const faq = screen.getByRole('region', { name: '常見問題' });
    expect(within(faq).getByRole('link', { name: /開戶需要甚麼文件/ })).toHaveAttribute('href', '/zh-hk/help-centre/1/detail/101');
    expect(within(faq).getByRole('link', { name: /港股交易時間/ })).toHaveAttribute('href', '/zh-hk/help-centre/3/detail/301');
    expect(within(faq).getByRole('link', { name: '查看全部常見問題' })).toHaveAttribute('href', '/zh-hk/help-centre/faq');
  });

  it('leaves the hot questions out when there are none (the API could not give them)', () => {
    render(<HelpCentreView catalogs={fixtureHelpCatalogs('en')} hot={[]} />);
    expect(screen.queryByRole('region', { name: 'Frequently asked questions' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Browse by topic' })).toBeInTheDocument();
  });

  it('keeps the mainland prefix in its links', () => {
    render(<HelpCentreView catalogs={fixtureHelpCatalogs('zh-cn')} hot={hot('zh-cn')} />, 'zh-cn', 'mainland');
    expect(screen.getByRole('link', { name: '开户' })).toHaveAttribute('href', '/mainland/zh-cn/help-centre/1');
  });
});

describe('frequently asked questions', () => {
  it('groups the hot questions under their topics, in topic order', () => {
    render(<HelpFaqView questions={hot('en')} catalogs={fixtureHelpCatalogs('en')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently asked questions');
    const opening = screen.getByRole('region', { name: 'Opening an account' });
    expect(within(opening).getAllByRole('link').map((link) => link.textContent)).toEqual(['What documents do I need to open an account?›', 'How long does account approval take?›']);
    expect(within(screen.getByRole('region', { name: 'Trading' })).getByRole('link')).toHaveAttribute('href', '/en/help-centre/3/detail/301');
    expect(screen.queryByRole('region', { name: 'Account security' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Opening an account', 'Deposits and withdrawals', 'Trading', 'More help']);
  });

  it('shows one list when the topics are missing, and says so when there are no questions', () => {
    const { unmount } = render(<HelpFaqView questions={hot('en')} catalogs={[]} />);
    expect(screen.getAllByRole('link', { name: /\?/ })).toHaveLength(4);
    unmount();
    render(<HelpFaqView questions={[]} catalogs={fixtureHelpCatalogs('zh-cn')} />, 'zh-cn');
    expect(screen.getByText('暂时没有常见问题。')).toBeInTheDocument();
  });
});
