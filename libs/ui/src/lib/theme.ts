/**
 * Design tokens of the site. Components read them through styled-components' ThemeProvider
 * (`<ThemeProvider theme={theme}>` at the root of each app and in Storybook).
 */

/** Viewports narrower than this are laid out as mobile (spec 9). */
export const MOBILE_BREAKPOINT_PX = 1024;

export const theme = {
  colors: {
    brand: '#0c3c8f',
    brandDark: '#082a66',
    // Fills behind white text: 5.2:1 contrast (WCAG AA). accentOnDark is for orange text on the dark footer.
    accent: '#c2410c',
    accentDark: '#9a3412',
    accentOnDark: '#f7873f',
    text: '#1a1f2b',
    textMuted: '#5b6475',
    textInverse: '#ffffff',
    border: '#dde2ea',
    background: '#ffffff',
    surface: '#f5f7fa',
    surfaceDark: '#0e1626',
    footerText: '#b6bfcf',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    success: '#12805c',
    overlay: 'rgba(10, 16, 28, 0.55)',
    focus: '#2f80ff',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' },
  fonts: {
    body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang HK', 'PingFang SC', 'Microsoft JhengHei', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  shadows: {
    dropdown: '0 8px 24px rgba(15, 30, 60, 0.14)',
    dialog: '0 16px 48px rgba(15, 30, 60, 0.24)',
  },
  zIndex: { header: 100, dropdown: 110, sideBar: 200, progress: 300, modal: 400, toast: 500 },
  breakpoints: { mobile: MOBILE_BREAKPOINT_PX },
  layout: { maxWidth: '1200px', headerHeight: '64px', mobileHeaderHeight: '56px' },
} as const;

export type Theme = typeof theme;

/** Media queries for the two layouts: mobile is below 1024 px, desktop from 1024 px. */
export const media = {
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`,
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
} as const;

declare module 'styled-components' {
  // Declaration merging needs an interface; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
