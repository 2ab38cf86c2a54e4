import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Links, Meta, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from '@remix-run/react';
import { ThemeProvider } from 'styled-components';
import { langOfPath, languageAlternates, pageOfPath, type DistrictConfig } from '@brokerage/domain';
import { HTML_LANG, createI18n } from '@brokerage/i18n';
import type { ShellState } from '@brokerage/layout';
import { GlobalStyle, theme } from '@brokerage/ui';
import { useNonce } from './nonce';
import { PageMessages } from './page-messages';
import { ServerStyles } from './server-styles';
import { SiteProvider } from './site-context';

/** What the root loader gives every page (see rootLoader in the server entry). */
export interface SiteRootData {
  /** Public origin of this site, e.g. https://www.example.com.hk, for canonical and alternate links. */
  siteUrl: string;
  /** First state of the frame (spec 3 client state) for this request. */
  shell: ShellState;
}

/** Canonical URL and `hreflang` alternates of a page inside the site (none on pages outside it). */
const LanguageLinks = ({ site, siteUrl, pathname }: { site: DistrictConfig; siteUrl: string; pathname: string }) => {
  const page = pageOfPath(site, pathname);
  if (page === null) return null;
  const alternates = languageAlternates(site, page);
  const defaultPath = alternates.find((alternate) => alternate.lang === site.defaultLang)?.path;
  return (
    <>
      <link rel="canonical" href={`${siteUrl}${pathname.replace(/\/+$/, '') || '/'}`} />
      {alternates.map(({ lang, path }) => (
        <link key={lang} rel="alternate" hrefLang={HTML_LANG[lang]} href={`${siteUrl}${path}`} />
      ))}
      {defaultPath ? <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${defaultPath}`} /> : null}
    </>
  );
};

/**
 * The HTML document of every page of a district site (the root route's Layout): `<html lang>`
 * from the URL, the messages the page used (so the browser hydrates before the catalog loads),
 * head links, server-rendered styles, and the providers every page relies on —
 * a Lingui instance for this page's language (created per render, never a shared global),
 * the theme and the site context.
 */
export const SiteDocument = ({ site, children }: { site: DistrictConfig; children: ReactNode }) => {
  const { pathname } = useLocation();
  const nonce = useNonce();
  const rootData = useRouteLoaderData<SiteRootData>('root');
  const lang = langOfPath(site, pathname);
  const i18n = useMemo(() => createI18n(lang), [lang]);
  const siteContext = useMemo(() => ({ site, lang }), [site, lang]);

  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* styled-components reads the nonce for the style tags it adds in the browser from here. */}
        <meta property="csp-nonce" nonce={nonce} />
        <PageMessages lang={lang} />
        <Meta />
        <Links />
        {rootData ? <LanguageLinks site={site} siteUrl={rootData.siteUrl} pathname={pathname} /> : null}
        <ServerStyles />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <SiteProvider value={siteContext}>{children}</SiteProvider>
          </ThemeProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
};
