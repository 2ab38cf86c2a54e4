import { useSite } from '@brokerage/site-core';
import { useLingui } from '@lingui/react';
import styled, { css } from 'styled-components';
import type { AuthTransport, DocumentAnswer, LoginSuccess, PanelConfig, PanelUser } from '../transport';
import type { AppEnv } from './encryption';
import { LoggedInView } from './logged-in-view';
import { LoginForm } from './login-form';
import { panelMessages as m } from './messages';
import { WelcomeView, type PanelWelcome } from './welcome-view';

/** Where the panel is shown (spec 2 location setting): a page of its own, the login dialog, an activity page. */
export type AuthPanelPlacement = 'page' | 'dialog' | 'activity';

export interface AuthPanelProps {
  /** How the panel reaches the site's auth action (the sites' fetcher transport, or a fake). */
  transport: AuthTransport;
  placement: AuthPanelPlacement;
  /** `sit` and `uat` prefill a returned code; `pro` picks the production fallback key. */
  appEnv: AppEnv;
  /** Where to go after logging in (a path on this site); the server keeps only same-site paths. */
  jumpUrl?: string | null;
  /** The page's stored jump (spec 4), read when the login is sent; it beats `jumpUrl`. */
  storedJumpUrl?: () => string | null;
  /** The `ICode` query parameter: prefilled and read-only. */
  inviteCode?: string | null;
  /** After a login: the site navigates to `result.redirectTo` and closes its dialog. */
  onLoggedIn?: (result: LoginSuccess) => void;
  /** Where the form posts before its script runs, the page's query it carries, and the answer to such a post. */
  documentAction?: string;
  pageQuery?: string;
  documentAnswer?: DocumentAnswer | null;
  /** The panel config when the page's loader has it (the registration page); otherwise the panel asks for it. */
  config?: PanelConfig | null;
  /** The logged-in user: shown instead of the form. */
  user?: PanelUser | null;
  onLogout?: () => void;
  /** Set after a login that registered the phone: the welcome and next steps, instead of anything else. */
  welcome?: PanelWelcome | null;
}

const HEADINGS = {
  page: { title: m.pageTitle, intro: m.pageIntro },
  activity: { title: m.activityTitle, intro: m.activityIntro },
} as const;

/**
 * The register/login panel (spec 2): phone + SMS code (which also registers), phone + password,
 * or organisation e-mail + code; a logged-in user sees who they are and a logout button instead,
 * and a visitor whose login just registered the phone a welcome with the next steps.
 * Reads the district and language of the page from the site context.
 */
export function AuthPanel({ placement, user, onLogout, welcome, ...formOptions }: AuthPanelProps) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const heading = placement === 'dialog' || user || welcome ? null : HEADINGS[placement];

  return (
    <Container $placement={placement} data-testid="auth-panel">
      {heading && (
        <Heading>
          {/* On a page of its own the panel's title is the page's heading; inside an activity page, a section's. */}
          <Title as={placement === 'page' ? 'h1' : 'h2'}>{i18n._(heading.title)}</Title>
          <Intro>{i18n._(heading.intro)}</Intro>
        </Heading>
      )}
      {welcome ? (
        <WelcomeView {...welcome} />
      ) : user ? (
        <LoggedInView user={user} onLogout={onLogout} />
      ) : (
        // A new district or language starts a fresh form: its areas and defaults depend on both.
        <LoginForm key={`${site.district}/${lang}`} {...formOptions} district={site.district} lang={lang} />
      )}
    </Container>
  );
}

const Container = styled.div<{ $placement: AuthPanelPlacement }>`
  width: 100%;
  ${({ $placement, theme }) =>
    $placement !== 'dialog' &&
    css`
      max-width: 480px;
      padding: ${theme.space.lg};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.background};
      box-shadow: ${theme.shadows.dropdown};
    `}
  ${({ $placement, theme }) =>
    $placement === 'activity' &&
    css`
      border-top: 4px solid ${theme.colors.accent};
    `}
`;

const Heading = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
