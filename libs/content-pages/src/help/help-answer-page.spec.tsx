/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '@brokerage/domain';
import { fixtureDistrictConfig, renderWithProviders } from '@brokerage/layout/testing';
import { SiteProvider } from '@brokerage/site-core/testing';
import { HelpAnswerView } from './help-answer-page';
import type { HelpBase } from './help-parts';
import { fixtureHelpQuestion } from './help-fixtures';

const render = (base: HelpBase, lang: Lang = 'en') =>
  renderWithProviders(
    <SiteProvider value={{ site: fixtureDistrictConfig('hk'), lang }}>
      <HelpAnswerView base={base} question={fixtureHelpQuestion(lang)} />
    </SiteProvider>,
    { locale: lang },
  );

describe('help answer', () => {
  it('shows the question as the one h1, the answer, the way back to its topic and related questions', () => {
    render('help-centre');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What documents do I need to open an account?');
    expect(screen.getByText('Proof of residential address issued within the last three months')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/help-centre', '/en/help-centre/1']);
    expect(screen.getByRole('link', { name: 'Back to Opening an account' })).toHaveAttribute('href', '/en/help-centre/1');
    const related = screen.getByRole('navigation', { name: 'Related questions' });
    expect(within(related).getByRole('link', { name: 'How long does account approval take?' })).toHaveAttribute('href', '/en/help-centre/1/detail/102');
  });

  it('keeps the webview copy inside helpframe (links in the answer itself aside)', () => {
    render('helpframe', 'zh-cn');
    const own = screen.getAllByRole('link').filter((link) => !link.getAttribute('href')?.startsWith('https://'));
    expect(own.map((link) => link.getAttribute('href'))).toEqual(['/zh-cn/helpframe/1', '/zh-cn/helpframe/1', '/zh-cn/helpframe/1/detail/102', '/zh-cn/helpframe/1/detail/103']);
    expect(screen.getByRole('link', { name: '返回“开户”' })).toBeInTheDocument();
  });
});
