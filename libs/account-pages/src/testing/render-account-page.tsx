import type { User } from '@brokerage/contracts';
import { createI18n, type Lang } from '@brokerage/i18n';
import { district as hk } from '@brokerage/hk-district';
import type { DistrictConfig } from '@brokerage/domain';
import { pagePath } from '@brokerage/domain';
import { SiteProvider } from '@brokerage/site-core/testing';
import { createShellState, ShellProvider, useShellState } from '@brokerage/layout';
import { sampleUser } from '@brokerage/layout/testing';
import { theme } from '@brokerage/ui';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AccountArea, ACCOUNT_PAGES, type AccountPage } from '../account-area/account-area';

/** A registered user who has not opened an account, the guide applying to them, with the Open API and quote package features on. */
export const user = sampleUser({
  nickname: 'Chan Tai Man',
  areaCode: '852',
  phoneNumber: '51234567',
  email: 'tm.chan@example.com',
  authUser: false,
  authUserAuditStatus: 0,
  guideAccountFlag: true,
  grayStatusBit: '1010000000',
});

const fulfilled = <T,>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value });

export interface AccountPageSetup {
  /** The account page shown (its address decides the current tab). */
  page?: AccountPage;
  site?: DistrictConfig;
  lang?: Lang;
  /** The signed-in user as the root loader saw it (null: visitor). */
  sessionUser?: User | null;
  ipRegion?: string;
}

/** The login dialog's jump URL, as the frame would read it. */
const JumpUrl = () => <output data-testid="jump-url">{useShellState().loginDialogJumpUrl ?? ''}</output>;

/** An account page's content inside the account frame, at its own address, with the shell state the root loader would give. */
export const renderAccountPage = (content: ReactNode, { page = 'overview', site = hk, lang = 'en', sessionUser = user, ipRegion = 'HK' }: AccountPageSetup = {}) => {
  const shell = createShellState({
    lang,
    district: site.district,
    user: sessionUser ? fulfilled(sessionUser) : undefined,
    // The pages do not depend on the base config: the frame's fallback for a failed fetch will do.
    baseConfig: { status: 'rejected', reason: new Error('base config not needed here') },
    pageMeta: fulfilled({}),
    activityTotal: fulfilled(0),
    ipRegion: fulfilled(ipRegion),
    needLogin: true,
  });
  const router = createMemoryRouter([{ path: '*', element: <AccountArea>{content}</AccountArea> }], { initialEntries: [pagePath(site, lang, ACCOUNT_PAGES[page])] });
  return {
    user: userEvent.setup(),
    ...render(
      <I18nProvider i18n={createI18n(lang)}>
        <ThemeProvider theme={theme}>
          <SiteProvider value={{ site, lang }}>
            <ShellProvider serverState={shell}>
              <RouterProvider router={router} future={{ v7_startTransition: true }} />
              <JumpUrl />
            </ShellProvider>
          </SiteProvider>
        </ThemeProvider>
      </I18nProvider>,
    ),
  };
};
