import type { MessageDescriptor } from '@lingui/core';
import type { MetaDescriptor } from '@remix-run/react';
import { langOfPath, pageIdOf, pageOfPath, parseLang, type DistrictConfig } from '@brokerage/domain';
import { createI18n } from '@brokerage/i18n';
import type { SiteRootData } from './site-document';

export interface PageTitleMetaOptions {
  description?: MessageDescriptor;
  /** Keep the page out of search results (e.g. the 404 page). */
  noindex?: boolean;
}

/**
 * A page route's `meta`: a translated title (and description) in the language of its URL (the
 * `$lang` segment every page sits under), followed by the brand of the base config when the root
 * loader has it. Meta functions run outside the React tree, so they
 * translate with their own instance.
 */
export const pageTitleMeta =
  (title: MessageDescriptor, options: PageTitleMetaOptions = {}) =>
  ({ params, matches = [] }: { params: Record<string, string | undefined>; matches?: readonly { id: string; data: unknown }[] }): MetaDescriptor[] => {
    const i18n = createI18n(parseLang(params['lang']) ?? 'en');
    const brandName = (matches.find((match) => match.id === 'root')?.data as SiteRootData | undefined)?.shell?.baseConfig.brandName;
    const meta: MetaDescriptor[] = [{ title: brandName ? `${i18n._(title)} | ${brandName}` : i18n._(title) }];
    if (options.description) meta.push({ name: 'description', content: i18n._(options.description) });
    if (options.noindex) meta.push({ name: 'robots', content: 'noindex' });
    return meta;
  };

/**
 * The root route's `meta`: title, description and keywords of the current page from the content
 * API's head/meta (fetched by the root loader); the brand name when there is none (spec 8: a failed
 * head fetch gives an empty head, the page still has a title). Routes with their own `meta` replace it.
 */
export const siteRootMeta =
  (site: DistrictConfig) =>
  ({ data, location }: { data: unknown; location: { pathname: string } }): MetaDescriptor[] => {
    const lang = langOfPath(site, location.pathname);
    const shell = (data as SiteRootData | undefined)?.shell;
    const head = shell?.heads[pageIdOf(pageOfPath(site, location.pathname) ?? '')];
    const meta: MetaDescriptor[] = [{ title: head?.title || shell?.baseConfig.brandName || site.brandName[lang] }];
    if (head?.description) meta.push({ name: 'description', content: head.description });
    if (head?.keywords) meta.push({ name: 'keywords', content: head.keywords });
    return meta;
  };
