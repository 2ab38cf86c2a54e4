import type { OpenApiStatus, QuotePackageItem, RenewRecordItem } from '@brokerage/account-pages';
import type { BrokerApi } from '@brokerage/api-client';
import { hongKongDay } from '@brokerage/i18n';
import { redirect } from '@remix-run/node';
import { accountLoader } from './account-loader';

const PAGE_SIZE = 10;

/** The user's latest open-API application (user-info-for-open-api-apply), as the account pages show it. */
export const openApiStatusOf = async (api: BrokerApi): Promise<OpenApiStatus> => {
  const info = await api.userServer.userInfoForOpenApiApply();
  return {
    applyType: info.accountType === 'org' ? 'company' : 'personal',
    application: info.application && { type: info.application.type, status: info.application.status, updatedDay: hongKongDay(info.application.updatedAt) },
  };
};

/** The user's quote packages, in the API's order (active first). */
export const quotePackagesOf = async (api: BrokerApi): Promise<QuotePackageItem[]> => {
  const { list } = await api.quoteSubscriptions.quotePackages({});
  return list.map(({ id, name, market, startsAt, expiresAt, status, autoRenew }) => ({
    id,
    name,
    market,
    startDay: hongKongDay(startsAt),
    expiryDay: hongKongDay(expiresAt),
    status,
    autoRenew,
  }));
};

/** `sta-login/api`: the user's latest open-API application. */
export const openApiStatusLoader = accountLoader('sta-login/api', ({ api }) => openApiStatusOf(api));

/** `sta-login/goods`: the user's quote packages. */
export const quotePackagesLoader = accountLoader('sta-login/goods', async ({ api }): Promise<{ packages: QuotePackageItem[] }> => ({ packages: await quotePackagesOf(api) }));

/**
 * `renew-record?page=N`: one page of the user's payments. A page that is not a whole number from 1
 * goes to the first page, one past the last to the last page (the address is corrected by a redirect).
 */
export const renewRecordsLoader = accountLoader('renew-record', async ({ api, url }): Promise<{ records: RenewRecordItem[]; page: number; pageCount: number }> => {
  const asked = url.searchParams.get('page');
  const page = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null;
  if (page === null) throw redirect(url.pathname);
  const { list, total } = await api.quoteSubscriptions.quoteRenewRecords({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pageCount) throw redirect(pageCount > 1 ? `${url.pathname}?page=${pageCount}` : url.pathname);
  return {
    page,
    pageCount,
    records: list.map(({ id, name, market, months, amountCents, currency, paidAt, validFrom, validTo, status, channel }) => ({
      id,
      name,
      market,
      months,
      amountCents,
      currency,
      paidDay: hongKongDay(paidAt),
      fromDay: hongKongDay(validFrom),
      toDay: hongKongDay(validTo),
      status,
      channel,
    })),
  };
});
