import { Pagination } from '@brokerage/content-pages';
import { pagePath } from '@brokerage/domain';
import { formatDay } from '@brokerage/i18n';
import { AppButtonLink } from '@brokerage/layout';
import { pageTitleMeta, useSite } from '@brokerage/site-core';
import { media } from '@brokerage/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { ACCOUNT_PAGES, AccountArea, AccountGate, accountPageHandle } from '../account-area/account-area';
import { Actions, Card, Cards, CardText, Details } from '../account-area/account-cards';
import type { AccountData } from '../account-area/account-data';

/** The market page, where quote packages are described and bought. */
const MARKET_PAGE = 'market';

export type QuoteMarket = 'hk' | 'us' | 'a';

/** A quote package as `sta-login/goods` shows it; days are Hong Kong days (`YYYY-MM-DD`). */
export interface QuotePackageItem {
  id: number;
  name: string;
  market: QuoteMarket;
  startDay: string;
  expiryDay: string;
  status: 'active' | 'expired';
  autoRenew: boolean;
}
export type QuotePackagesData = AccountData<{ packages: QuotePackageItem[] }>;

/** One payment as `renew-record` shows it. */
export interface RenewRecordItem {
  id: number;
  name: string;
  market: QuoteMarket;
  months: number;
  amountCents: number;
  currency: string;
  paidDay: string;
  fromDay: string;
  toDay: string;
  status: 'paid' | 'refunded' | 'failed';
  channel: 'app' | 'web' | 'auto-renew';
}
export type RenewRecordsData = AccountData<{ records: RenewRecordItem[]; page: number; pageCount: number }>;

export const quotePackagesMessages = {
  title: /*i18n*/ { id: 'site.account.goods.title', message: 'Quote packages' },
  none: /*i18n*/ { id: 'site.account.goods.none', message: 'You have no quote packages yet.' },
  noneText: /*i18n*/ { id: 'site.account.goods.noneText', message: 'Real-time quotes for Hong Kong, US and A-share markets are available as monthly packages.' },
  browse: /*i18n*/ { id: 'site.account.goods.browse', message: 'See quote packages' },
  history: /*i18n*/ { id: 'site.account.goods.history', message: 'Renewal history' },
  period: /*i18n*/ { id: 'site.account.goods.period', message: 'Valid' },
  periodValue: /*i18n*/ { id: 'site.account.goods.periodValue', message: '{from} to {to}' },
  autoRenew: /*i18n*/ { id: 'site.account.goods.autoRenew', message: 'Auto-renew' },
  on: /*i18n*/ { id: 'site.account.goods.on', message: 'On' },
  off: /*i18n*/ { id: 'site.account.goods.off', message: 'Off' },
  renewInApp: /*i18n*/ { id: 'site.account.goods.renewInApp', message: 'Packages are bought and renewed in the app.' },
  recordsTitle: /*i18n*/ { id: 'site.account.renewals.title', message: 'Renewal history' },
  recordsNone: /*i18n*/ { id: 'site.account.renewals.none', message: 'No payments for quote packages yet.' },
  recordsCaption: /*i18n*/ { id: 'site.account.renewals.caption', message: 'Payments for quote packages, latest first' },
  package: /*i18n*/ { id: 'site.account.renewals.package', message: 'Package' },
  paidOn: /*i18n*/ { id: 'site.account.renewals.paidOn', message: 'Paid on' },
  covers: /*i18n*/ { id: 'site.account.renewals.covers', message: 'Period' },
  months: /*i18n*/ { id: 'site.account.renewals.months', message: '{count, plural, one {# month} other {# months}}' },
  amount: /*i18n*/ { id: 'site.account.renewals.amount', message: 'Amount' },
  channel: /*i18n*/ { id: 'site.account.renewals.channel', message: 'Paid through' },
  status: /*i18n*/ { id: 'site.account.renewals.status', message: 'Status' },
};

const MARKET_LABELS: Record<QuoteMarket, MessageDescriptor> = {
  hk: /*i18n*/ { id: 'site.account.market.hk', message: 'Hong Kong stocks' },
  us: /*i18n*/ { id: 'site.account.market.us', message: 'US stocks' },
  a: /*i18n*/ { id: 'site.account.market.a', message: 'China A-shares' },
};

const PACKAGE_STATUS: Record<QuotePackageItem['status'], MessageDescriptor> = {
  active: /*i18n*/ { id: 'site.account.goods.status.active', message: 'Active' },
  expired: /*i18n*/ { id: 'site.account.goods.status.expired', message: 'Expired' },
};

const RECORD_STATUS: Record<RenewRecordItem['status'], MessageDescriptor> = {
  paid: /*i18n*/ { id: 'site.account.renewals.status.paid', message: 'Paid' },
  refunded: /*i18n*/ { id: 'site.account.renewals.status.refunded', message: 'Refunded' },
  failed: /*i18n*/ { id: 'site.account.renewals.status.failed', message: 'Payment failed' },
};

const CHANNELS: Record<RenewRecordItem['channel'], MessageDescriptor> = {
  app: /*i18n*/ { id: 'site.account.renewals.channel.app', message: 'App' },
  web: /*i18n*/ { id: 'site.account.renewals.channel.web', message: 'Website' },
  'auto-renew': /*i18n*/ { id: 'site.account.renewals.channel.autoRenew', message: 'Auto-renew' },
};

/** English money reads as in Hong Kong ("HK$", "US$"). */
const formatAmount = (lang: string, cents: number, currency: string) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-HK' : lang, { style: 'currency', currency }).format(cents / 100);

/** `sta-login/goods`: the user's quote packages, the active ones first, each with its period and auto-renew. */
export function QuotePackagesPage({ data }: { data: QuotePackagesData }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const href = (page: string) => pagePath(site, lang, page);
  return (
    <AccountGate data={data} page="goods">
      {({ packages }) => (
        <>
          {packages.length === 0 ? (
            <Cards>
              <Card title={i18n._(quotePackagesMessages.title)} testId="quote-packages-empty">
                <strong>{i18n._(quotePackagesMessages.none)}</strong>
                <CardText>{i18n._(quotePackagesMessages.noneText)}</CardText>
                <AppButtonLink href={href(MARKET_PAGE)} $variant="primary" $size="md">
                  {i18n._(quotePackagesMessages.browse)}
                </AppButtonLink>
              </Card>
            </Cards>
          ) : (
            <Cards>
              {packages.map((item) => (
                <Card key={item.id} title={item.name} testId="quote-package">
                  <Tags>
                    <Tag>{i18n._(MARKET_LABELS[item.market])}</Tag>
                    <Tag $tone={item.status === 'active' ? 'good' : 'muted'}>{i18n._(PACKAGE_STATUS[item.status])}</Tag>
                  </Tags>
                  <Details>
                    <dt>{i18n._(quotePackagesMessages.period)}</dt>
                    <dd>{i18n._(quotePackagesMessages.periodValue.id, { from: formatDay(item.startDay, lang), to: formatDay(item.expiryDay, lang) })}</dd>
                    <dt>{i18n._(quotePackagesMessages.autoRenew)}</dt>
                    <dd>{i18n._(item.autoRenew ? quotePackagesMessages.on : quotePackagesMessages.off)}</dd>
                  </Details>
                </Card>
              ))}
            </Cards>
          )}
          <Footnote>{i18n._(quotePackagesMessages.renewInApp)}</Footnote>
          <Actions>
            <AppButtonLink href={href(ACCOUNT_PAGES.renewals)} $variant="secondary" $size="md">
              {i18n._(quotePackagesMessages.history)}
            </AppButtonLink>
            {packages.length > 0 && (
              <AppButtonLink href={href(MARKET_PAGE)} $variant="secondary" $size="md">
                {i18n._(quotePackagesMessages.browse)}
              </AppButtonLink>
            )}
          </Actions>
        </>
      )}
    </AccountGate>
  );
}

/** `renew-record`: every payment for quote packages, latest first, ten a page. */
export function RenewRecordsPage({ data }: { data: RenewRecordsData }) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const pageHref = (page: number) => `${pagePath(site, lang, ACCOUNT_PAGES.renewals)}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <AccountGate data={data} page="renewals">
      {({ records, page, pageCount }) =>
        records.length === 0 ? (
          <Cards>
            <Card title={i18n._(quotePackagesMessages.recordsTitle)} testId="renew-records-empty">
              <strong>{i18n._(quotePackagesMessages.recordsNone)}</strong>
              <AppButtonLink href={pagePath(site, lang, MARKET_PAGE)} $variant="primary" $size="md">
                {i18n._(quotePackagesMessages.browse)}
              </AppButtonLink>
            </Card>
          </Cards>
        ) : (
          <>
            <Table>
              <caption>{i18n._(quotePackagesMessages.recordsCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._(quotePackagesMessages.package)}</th>
                  <th scope="col">{i18n._(quotePackagesMessages.paidOn)}</th>
                  <th scope="col">{i18n._(quotePackagesMessages.covers)}</th>
                  <th scope="col">{i18n._(quotePackagesMessages.amount)}</th>
                  <th scope="col">{i18n._(quotePackagesMessages.channel)}</th>
                  <th scope="col">{i18n._(quotePackagesMessages.status)}</th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={record.id}>
                    <th scope="row" data-label={i18n._(quotePackagesMessages.package)}>
                      {record.name}
                      <small>{i18n._(MARKET_LABELS[record.market])}</small>
                    </th>
                    <td data-label={i18n._(quotePackagesMessages.paidOn)}>{formatDay(record.paidDay, lang)}</td>
                    <td data-label={i18n._(quotePackagesMessages.covers)}>
                      {i18n._(quotePackagesMessages.periodValue.id, { from: formatDay(record.fromDay, lang), to: formatDay(record.toDay, lang) })}
                      <small>{i18n._(quotePackagesMessages.months.id, { count: record.months })}</small>
                    </td>
                    <td data-label={i18n._(quotePackagesMessages.amount)} className="amount">
                      {formatAmount(lang, record.amountCents, record.currency)}
                    </td>
                    <td data-label={i18n._(quotePackagesMessages.channel)}>{i18n._(CHANNELS[record.channel])}</td>
                    <td data-label={i18n._(quotePackagesMessages.status)}>
                      <Tag $tone={record.status === 'paid' ? 'good' : record.status === 'failed' ? 'bad' : 'muted'}>{i18n._(RECORD_STATUS[record.status])}</Tag>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination page={page} pageCount={pageCount} hrefOf={pageHref} />
          </>
        )
      }
    </AccountGate>
  );
}

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Tag = styled.span<{ $tone?: 'good' | 'bad' | 'muted' }>`
  display: inline-block;
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.brand : $tone === 'bad' ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;

const Footnote = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
  th, td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  tbody th { font-weight: 600; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-weight: 400; }
  .amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
  /* On a phone each payment is a block of labelled lines instead of a row too wide to read. */
  ${media.mobile} {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: block; padding: ${({ theme }) => theme.space.sm} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    th, td { display: grid; grid-template-columns: 7.5em minmax(0, 1fr); gap: ${({ theme }) => theme.space.sm}; border: 0; padding: 2px 0; }
    th::before, td::before { content: attr(data-label); color: ${({ theme }) => theme.colors.textMuted}; font-weight: 400; }
    small { grid-column: 2; }
  }
`;

export const quotePackagesHandle = accountPageHandle;
export const quotePackagesMeta = pageTitleMeta(quotePackagesMessages.title, { noindex: true });
export const QuotePackagesRoute = () => <QuotePackagesPage data={useLoaderData<QuotePackagesData>()} />;

export const renewRecordsHandle = accountPageHandle;
export const renewRecordsMeta = pageTitleMeta(quotePackagesMessages.recordsTitle, { noindex: true });
export const RenewRecordsRoute = () => (
  <AccountArea>
    <RenewRecordsPage data={useLoaderData<RenewRecordsData>()} />
  </AccountArea>
);
