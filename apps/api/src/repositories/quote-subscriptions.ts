import type { District, Lang, QuotePackage, RenewRecord } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import { pageWithTotal, toIso } from '../content/shared';
import type { Database } from '../db/schema';

export interface QuoteScope {
  userUuid: string;
  district: District;
  lang: Lang;
}

/**
 * The signed-in user's quote packages and their payments. Names and markets are those of the quote
 * services on the market page (page content `page_quote_service`) as the request's district and
 * language show them; a row whose service is missing from that content is left out of lists and counts.
 */
export class QuoteSubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every package, active first (status as of `now`), then latest expiry first. */
  async packagesOf({ userUuid, district, lang }: QuoteScope, now: number): Promise<QuotePackage[]> {
    const rows = await this.db
      .selectFrom('quote_packages')
      .innerJoin('page_quote_service', (join) =>
        join.onRef('page_quote_service.id', '=', 'quote_packages.service_id').on('page_quote_service.district', '=', district).on('page_quote_service.lang', '=', lang),
      )
      .select([
        'quote_packages.id',
        'quote_packages.service_id',
        'quote_packages.starts_at',
        'quote_packages.expires_at',
        'quote_packages.auto_renew',
        'page_quote_service.market',
        'page_quote_service.name',
      ])
      .where('quote_packages.user_uuid', '=', userUuid)
      .orderBy((eb) => eb.case().when('quote_packages.expires_at', '>', now).then(eb.lit(0)).else(eb.lit(1)).end())
      .orderBy('quote_packages.expires_at', 'desc')
      .orderBy('quote_packages.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      serviceId: row.service_id,
      market: row.market as QuotePackage['market'],
      name: row.name,
      startsAt: toIso(row.starts_at),
      expiresAt: toIso(row.expires_at),
      status: row.expires_at > now ? 'active' : 'expired',
      autoRenew: row.auto_renew === 1,
    }));
  }

  /** One page of payments, latest first, and how many there are. */
  async renewRecordsOf({ userUuid, district, lang }: QuoteScope, paging: { offset: number; limit: number }): Promise<{ list: RenewRecord[]; total: number }> {
    const filtered = this.db
      .selectFrom('quote_renew_records')
      .innerJoin('page_quote_service', (join) =>
        join.onRef('page_quote_service.id', '=', 'quote_renew_records.service_id').on('page_quote_service.district', '=', district).on('page_quote_service.lang', '=', lang),
      )
      .where('quote_renew_records.user_uuid', '=', userUuid);
    const { rows, total } = await pageWithTotal(filtered, (query) =>
      query
        .select([
          'quote_renew_records.id',
          'quote_renew_records.service_id',
          'quote_renew_records.months',
          'quote_renew_records.amount_cents',
          'quote_renew_records.currency',
          'quote_renew_records.paid_at',
          'quote_renew_records.valid_from',
          'quote_renew_records.valid_to',
          'quote_renew_records.status',
          'quote_renew_records.channel',
          'page_quote_service.market',
          'page_quote_service.name',
        ])
        .orderBy('quote_renew_records.paid_at', 'desc')
        .orderBy('quote_renew_records.id', 'desc')
        .offset(paging.offset)
        .limit(paging.limit)
        .execute(),
    );
    return {
      total,
      list: rows.map((row) => ({
        id: row.id,
        serviceId: row.service_id,
        market: row.market as RenewRecord['market'],
        name: row.name,
        months: row.months,
        amountCents: row.amount_cents,
        currency: row.currency,
        paidAt: toIso(row.paid_at),
        validFrom: toIso(row.valid_from),
        validTo: toIso(row.valid_to),
        status: row.status,
        channel: row.channel,
      })),
    };
  }
}
