import { LANGS, type District, type Lang, type PageMetaEntry } from '@brokerage/contracts';
import { HTML_LANG } from '@brokerage/i18n';
import { districtBasePath } from './district-config';

export interface PageHeadInput {
  /** The page's head/meta entry; missing or empty after a failed head fetch (spec 8). */
  meta: Partial<PageMetaEntry> | null | undefined;
  lang: Lang;
  district: District;
  /** Page path below the language prefix, e.g. `/charges/2`; `` or `/` for the home page. */
  path: string;
  /** Public origin of the site, e.g. `https://www.harbourfrontsec.com`. */
  origin: string;
  /** Title used when the meta has none. */
  siteName?: string;
}

export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  /** `<html lang>` value. */
  htmlLang: string;
  canonical: string;
  /** One per language (this one included, as search engines expect) plus `x-default`. */
  alternates: { hrefLang: string; href: string }[];
}

const DEFAULT_LANG: Record<District, Lang> = { hk: 'zh-hk', mainland: 'zh-cn' };

const normalisePath = (path: string): string => {
  const clean = path.split(/[?#]/)[0].trim().replace(/\/+$/, '');
  if (clean === '') return '';
  return clean.startsWith('/') ? clean : `/${clean}`;
};

/** Title, description, canonical URL and hreflang alternates of a page (decisions.md: every page has them). */
export function buildPageHead({ meta, lang, district, path, origin, siteName = '' }: PageHeadInput): PageHead {
  const base = origin.trim().replace(/\/+$/, '');
  const page = normalisePath(path);
  const urlFor = (target: Lang) => `${base}${districtBasePath(district, target)}${page}`;
  const title = meta?.title?.trim() || siteName;
  return {
    title,
    description: meta?.description?.trim() ?? '',
    keywords: meta?.keywords?.trim() ?? '',
    htmlLang: HTML_LANG[lang],
    canonical: urlFor(lang),
    alternates: [
      ...LANGS.map((target) => ({ hrefLang: HTML_LANG[target], href: urlFor(target) })),
      { hrefLang: 'x-default', href: urlFor(DEFAULT_LANG[district]) },
    ],
  };
}

/** Shape of Remix's MetaDescriptor entries this helper produces (kept local: libs do not import Remix). */
export type HeadDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { tagName: 'link'; rel: string; href: string; hrefLang?: string };

/** Entries for a Remix `meta` export: title, description, keywords, canonical and alternates. */
export function pageHeadMeta(head: PageHead): HeadDescriptor[] {
  const entries: HeadDescriptor[] = [{ title: head.title }];
  if (head.description) entries.push({ name: 'description', content: head.description });
  if (head.keywords) entries.push({ name: 'keywords', content: head.keywords });
  entries.push({ tagName: 'link', rel: 'canonical', href: head.canonical });
  for (const alternate of head.alternates) entries.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
  return entries;
}
