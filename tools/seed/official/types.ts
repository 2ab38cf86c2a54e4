import type { L, SeedDistrict } from './localise';
import type { CoverArt } from '../pages/articles';

export interface SeedActivity {
  id: number;
  district: SeedDistrict;
  kind: 'promotion' | 'event';
  /** Promotions only. */
  tab?: 'welcome-offer' | 'referral-offer' | 'funds-promo' | 'other-promo';
  coverImage: string;
  linkUrl?: string;
  /** ISO-8601 UTC (write with hkt()). */
  startsAt: string;
  endsAt: string;
  publishedAt: string;
  /** Drafts are seeded with false; they appear only through a preview token. */
  published: boolean;
  sortOrder?: number;
  title: L;
  summary: L;
  body: L[];
  terms: L[];
  /** Events only. */
  location?: L;
  /** Events only: how a visitor takes part (default 'none': no registration, just come). */
  registration?: 'none' | 'site' | 'app';
  /** Events registering on the site: seats (none: no limit). */
  capacity?: number;
}

export interface SeedTalkTag {
  code: string;
  name: L;
}

export interface SeedTalk {
  id: number;
  district: SeedDistrict;
  tag: string;
  format: 'online' | 'offline';
  coverImage: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  publishedAt: string;
  title: L;
  summary: L;
  body: L[];
  speakerName: L;
  speakerTitle: L;
  location: L;
}

export interface SeedNews {
  id: number;
  district: SeedDistrict;
  category: 'company' | 'market' | 'award';
  coverImage: string;
  /** What its cover draws: its category's, or product for the company's product launches. */
  art: CoverArt;
  publishedAt: string;
  published: boolean;
  title: L;
  summary: L;
  body: L[];
  source: L;
}

export interface SeedParseData {
  type: string;
  key: string;
  district: SeedDistrict;
  updatedAt: string;
  /** The JSON value per language. */
  value: Record<'en' | 'zh-hk' | 'zh-cn', unknown>;
}

export interface SeedCountryArea {
  callingCode: string;
  iso: string;
  group: 'common' | 'others';
  /** Simplified, traditional, English. */
  cn: string;
  hk: string;
  en: string;
}

export interface SeedProtocol {
  type: 'user-agreement' | 'privacy-policy' | 'personal-data-statement' | 'risk-disclosure' | 'open-api-agreement';
  district: SeedDistrict;
  version: string;
  effectiveDate: string;
  title: L;
  body: L[];
}

export interface SeedBookType {
  code: string;
  name: L;
  description: L;
}

export interface SeedBook {
  name: string;
  district: SeedDistrict;
  type: string;
  coverImage: string;
  pageCount: number;
  publishedAt: string;
  sortOrder: number;
  title: L;
  subtitle: L;
  author: L;
  summary: L;
  chapters: { title: L; summary: L }[];
  body: L[];
}
