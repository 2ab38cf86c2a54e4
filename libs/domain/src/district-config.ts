import type { District, Lang } from './lang';

/**
 * A translatable label: a Lingui message descriptor (`{ id, message }`), kept as plain data here so
 * configuration needs no i18n runtime. The frame translates it.
 */
export interface Label {
  id: string;
  message?: string;
}

/** A link of a header menu; `path` is inside the site, without the district/language prefix. */
export interface MenuLink {
  id: string;
  label: Label;
  path: string;
}

/** A top-level header entry: a plain link (`path`) or a menu that opens (`children`). */
export interface MenuItem {
  id: string;
  label: Label;
  path?: string;
  /** The section the item stands for, when wider than its link (Help links to the FAQ but stands for the help centre). */
  sectionPath?: string;
  children?: readonly MenuLink[];
  /** Only shown when other activities exist (spec 3 showOtherActivity). */
  requiresOtherActivity?: boolean;
}

/** A group site (spec 3 site list entry). */
export interface SiteListEntry {
  id: string;
  name: string;
  /** Absolute URL, or for one of our district sites its language home, e.g. `/en`. */
  href: string;
  /** Append the current page path and query, so the visitor lands on the same page (decisions.md: cross-district links). */
  keepPath?: boolean;
  /**
   * With `keepPath`: pages the other site does not have (`/sta-login`: it and its sub-pages). From
   * one of them the link goes to the other site's home in the same language.
   */
  missingPages?: readonly string[];
}

/**
 * A social account only one district shows, beside the base config's networks: WeChat and Weibo
 * on the mainland site, where the spec's networks are unreachable.
 */
export interface DistrictSocialLink {
  network: 'wechat' | 'weibo';
  label: Record<Lang, string>;
  /** The account's page, opened in a new window; omit for an account followed by scanning `qrImage`. */
  url?: string;
  /** QR code picture on the site's static host (`/images/social/wechat-qr.svg`), shown on request. */
  qrImage?: string;
}

/** A registration line the footer shows, such as the mainland ICP filing, linking to its register. */
export interface FilingLine {
  /** Shown as it is in every language (a filing number such as 粤ICP备…号). */
  text: string;
  href: string;
}

/** Map service used for branch links: Google Maps in Hong Kong, Amap on the mainland. */
export type MapLinkKind = 'google' | 'amap';

/**
 * Everything about one district's site: where it lives (URL rules read `district`, `defaultLang`
 * and `basePath`) and what its frame shows differently. Each app declares its own
 * (`apps/{district}/district`); shared code never hard-codes a district.
 */
export interface DistrictConfig {
  district: District;
  /** Language of `/` and of any URL whose language segment is missing or unknown. */
  defaultLang: Lang;
  /** Path in front of `/{lang}`: '' on the HK site, '/mainland' on the mainland site. */
  basePath: '' | `/${string}`;
  /** Used when the base config is unavailable (spec 8: the page still renders). */
  brandName: Record<Lang, string>;
  logoText: Record<Lang, string>;
  menu: readonly MenuItem[];
  /** Group sites per language; the entry with `currentSiteId` is this site. */
  groupSites: Record<Lang, readonly SiteListEntry[]>;
  currentSiteId: string;
  /** The HK site shows the licence and risk notice. */
  showLicenceNotice: boolean;
  mapLinkKind: MapLinkKind;
  /** Where open-account buttons lead: a path on this site or an absolute URL. */
  openAccountHref: string;
  /** Personal Centre entry of the account menu (HK only: `/sta-login`); omit to leave it out. */
  personalCentrePath?: string;
  /** The register/login page (spec 2 sta-regform). */
  registerPath: string;
  /** The download page, for the download banner on desktop browsers. */
  downloadPath: string;
  /** ICP filing line of a site hosted in mainland China (footer); omit where none applies. */
  icpFiling?: FilingLine;
  /** The district's own social accounts, shown instead of the base config's networks (the mainland: WeChat and Weibo, where those are blocked); omit to show the base config's. */
  ownSocial?: readonly DistrictSocialLink[];
}

/** What the URL rules need of a district's config. */
export type SiteUrlConfig = Pick<DistrictConfig, 'district' | 'defaultLang' | 'basePath'>;
