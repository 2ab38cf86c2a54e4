/**
 * Tables of the official-content area: promotions and events (activities), talks (chair) and
 * their registrations, news, parsed key/value content, and the config-manager content
 * (country areas, protocols, valuable books).
 *
 * An item is stored once with its language-neutral fields (`district` is 'hk', 'mainland' or
 * 'all') and once per language in a `*_i18n` table, so the same id works on both sites and in
 * every language. Portable SQL only: text and integer columns, booleans as 0/1, JSON as text,
 * timestamps as ISO-8601 UTC text (so they compare correctly as strings).
 */

export interface OfficialActivityTable {
  id: number;
  /** 'hk' | 'mainland' | 'all' */
  district: string;
  /** 'promotion' | 'event' */
  kind: string;
  /** Promotion tab: 'welcome-offer' | 'referral-offer' | 'funds-promo' | 'other-promo'; null for events. */
  tab: string | null;
  cover_image: string;
  /** Optional landing page (e.g. an in-app campaign page); null when the detail page is the landing page. */
  link_url: string | null;
  starts_at: string;
  ends_at: string;
  /** 1 = visible to everyone; 0 = draft, shown only through preview with a valid token. */
  published: number;
  published_at: string;
  /** Higher first. */
  sort_order: number;
  /** Events: how a visitor takes part: 'none' (just come), 'site' (register on the website), 'app' (register in the app). */
  registration: string;
  /** Events registering on the site: seats; null = no limit. */
  capacity: number | null;
}

export interface OfficialActivityI18nTable {
  activity_id: number;
  lang: string;
  title: string;
  summary: string;
  content_html: string;
  /** Terms and conditions / risk wording, HTML. */
  terms_html: string;
  /** Venue for events; '' for promotions. */
  location: string;
}

export interface OfficialTalkTagTable {
  code: string;
  lang: string;
  name: string;
  sort_order: number;
}

export interface OfficialTalkTable {
  id: number;
  district: string;
  /** Code of an official_talk_tag row. */
  tag: string;
  /** 'online' | 'offline' */
  format: string;
  cover_image: string;
  starts_at: string;
  ends_at: string;
  /** Seats; registrations stop when reached. */
  capacity: number;
  published: number;
  published_at: string;
}

export interface OfficialTalkI18nTable {
  talk_id: number;
  lang: string;
  title: string;
  summary: string;
  content_html: string;
  speaker_name: string;
  speaker_title: string;
  location: string;
}

export interface OfficialTalkRegistrationTable {
  id: string;
  talk_id: number;
  area_code: string;
  phone_number: string;
  name: string;
  email: string | null;
  /** uuid of the logged-in user who registered (null only for rows from before logging in was required). */
  user_uuid: string | null;
  district: string;
  lang: string;
  created_at: string;
}

/** A logged-in user's registration for an event that registers on the site (once per user per event). */
export interface OfficialEventRegistrationTable {
  id: string;
  activity_id: number;
  user_uuid: string;
  /** The account's phone at the time of registering ('' for an organisation account without one). */
  area_code: string;
  phone_number: string;
  name: string;
  district: string;
  lang: string;
  created_at: string;
}

export interface OfficialNewsTable {
  id: number;
  district: string;
  /** Year of published_at in Hong Kong time, stored for the year filter. */
  year: number;
  /** 'company' | 'market' | 'award' */
  category: string;
  cover_image: string;
  published: number;
  published_at: string;
}

export interface OfficialNewsI18nTable {
  news_id: number;
  lang: string;
  title: string;
  summary: string;
  content_html: string;
  source: string;
}

export interface OfficialParseDataTable {
  /** Namespace of the parsed content, e.g. 'market-holidays'. */
  type: string;
  key: string;
  district: string;
  lang: string;
  /** JSON. */
  value_json: string;
  updated_at: string;
}

export interface OfficialCountryAreaTable {
  /** Calling code without '+', e.g. '852'. */
  calling_code: string;
  /** ISO 3166-1 alpha-2. */
  iso: string;
  /** 'common' | 'others' */
  area_group: string;
  name_cn: string;
  name_hk: string;
  name_en: string;
  sort_order: number;
}

export interface OfficialProtocolTable {
  type: string;
  district: string;
  lang: string;
  title: string;
  version: string;
  effective_date: string;
  content_html: string;
}

export interface OfficialBookTable {
  /** Unique slug used by cfg-valuable-book-by-name and the book/detail route. */
  name: string;
  district: string;
  /** Code of an official_book_type row. */
  type: string;
  cover_image: string;
  page_count: number;
  published: number;
  published_at: string;
  sort_order: number;
}

export interface OfficialBookI18nTable {
  book_name: string;
  lang: string;
  title: string;
  subtitle: string;
  author: string;
  summary: string;
  /** JSON array of { title, summary }. */
  chapters_json: string;
  content_html: string;
  /** Where the book's PDF in this language is served; null when there is none. */
  pdf_url: string | null;
}

export interface OfficialBookTypeTable {
  code: string;
  lang: string;
  name: string;
  description: string;
  sort_order: number;
}

/** Published news per district and year, kept by triggers (migration 0100-official-008). */
export interface OfficialNewsCountTable {
  district: string;
  year: number;
  items: number;
}

export interface OfficialTables {
  official_activity: OfficialActivityTable;
  official_activity_i18n: OfficialActivityI18nTable;
  official_talk_tag: OfficialTalkTagTable;
  official_talk: OfficialTalkTable;
  official_talk_i18n: OfficialTalkI18nTable;
  official_talk_registration: OfficialTalkRegistrationTable;
  official_event_registration: OfficialEventRegistrationTable;
  official_news: OfficialNewsTable;
  official_news_i18n: OfficialNewsI18nTable;
  official_news_count: OfficialNewsCountTable;
  official_parse_data: OfficialParseDataTable;
  official_country_area: OfficialCountryAreaTable;
  official_protocol: OfficialProtocolTable;
  official_book: OfficialBookTable;
  official_book_i18n: OfficialBookI18nTable;
  official_book_type: OfficialBookTypeTable;
}
