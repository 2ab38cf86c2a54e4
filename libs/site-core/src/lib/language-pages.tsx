import { Outlet, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { parseLang } from '@brokerage/domain';
import { loadCatalog } from '@brokerage/i18n';

/** The `{lang}` layout route: its pages, with nothing around them (the frame is the root's). */
export const LanguagePages = () => <Outlet />;

/**
 * The `{lang}` layout route in the browser: a client-side navigation into another language first
 * loads that language's catalog (each language is its own chunk), then takes the server's answer.
 */
export const languageClientLoader = async ({ params, request, serverLoader }: ClientLoaderFunctionArgs) => {
  const lang = parseLang(params['lang']);
  if (lang) {
    try {
      await loadCatalog(lang);
    } catch {
      // The chunk did not arrive: let the server render that language instead.
      window.location.assign(request.url);
      return new Promise<never>(() => undefined);
    }
  }
  return serverLoader();
};
