import { createI18n, type Lang } from '@brokerage/i18n';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './lib/theme';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Lang;
  /** Pass `jest.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** Renders with the providers every app root has: Lingui (one instance per render) and the theme. */
export function renderWithProviders(ui: ReactElement, { locale = 'en', advanceTimers, ...options }: Options = {}) {
  const i18n = createI18n(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nProvider>
  );
  return { user: userEvent.setup(advanceTimers ? { advanceTimers } : {}), ...render(ui, { wrapper: Wrapper, ...options }) };
}
