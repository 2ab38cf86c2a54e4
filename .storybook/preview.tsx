import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { DISTRICTS, type District } from '@brokerage/contracts';
import { createI18n, HTML_LANG, isLang, LANGS, type Lang } from '@brokerage/i18n';
// Every language at once, so the toolbar switches language without loading anything.
import '@brokerage/i18n/all-catalogs';
import { GlobalStyle, theme } from '@brokerage/ui';

const LOCALE_TITLES: Record<Lang, string> = { 'zh-hk': '繁體中文 (zh-hk)', 'zh-cn': '简体中文 (zh-cn)', en: 'English (en)' };
const DISTRICT_TITLES: Record<District, string> = { hk: 'Hong Kong site', mainland: 'Mainland site' };

function StoryProviders({ locale, children }: { locale: Lang; children: ReactNode }) {
  // A fresh instance per locale, as the sites create one per request.
  const i18n = useMemo(() => createI18n(locale), [locale]);
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ThemeProvider>
  );
}

/**
 * Theme, global styles and Lingui for every story. The toolbar globals `locale` and `district`
 * reach stories as `context.globals`; a story pins them with `globals: { locale: 'en', district: 'mainland' }`.
 */
const withProviders: Decorator = (Story, context) => {
  const locale = isLang(context.globals.locale) ? context.globals.locale : 'zh-hk';
  return (
    <StoryProviders locale={locale}>
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Language of the UI texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGS.map((value) => ({ value, title: LOCALE_TITLES[value] })),
        dynamicTitle: true,
      },
    },
    district: {
      description: 'Which site the component is shown in',
      toolbar: {
        title: 'District',
        icon: 'location',
        items: DISTRICTS.map((value) => ({ value, title: DISTRICT_TITLES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'zh-hk' satisfies Lang,
    district: 'hk' satisfies District,
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The sites switch to the mobile layout below 1024 px.
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1440 × 900)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    a11y: { test: 'error' },
  },
};

export default preview;
