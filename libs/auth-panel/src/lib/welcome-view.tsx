import { resolveHref } from '@brokerage/domain';
import { AppButtonLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { Button } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { panelMessages as m } from './messages';

/** What the panel shows after a login that registered the phone (the login dialog). */
export interface PanelWelcome {
  /** Goes on to where the visitor was going before the login. */
  onContinue: () => void;
  /** The visitor follows one of the next steps (a link): the dialog closes, the link navigates. */
  onLeave: () => void;
}

/**
 * The new user's welcome: the account was just created, what to do next (open a securities account,
 * get the app), and a way on to where they were going. Focus moves to its heading, so screen reader
 * users hear what happened.
 */
export function WelcomeView({ onContinue, onLeave }: PanelWelcome) {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box data-testid="auth-panel-welcome">
      <Done aria-hidden="true">✓</Done>
      <Title ref={heading} tabIndex={-1}>
        {i18n._(m.welcomeTitle)}
      </Title>
      <Text>{i18n._(m.welcomeText)}</Text>
      <Steps>
        <li>
          <AppButtonLink href={resolveHref(site, lang, site.openAccountHref)} $variant="accent" $size="md" $block onClick={onLeave}>
            {i18n._(m.welcomeOpenAccount)}
          </AppButtonLink>
          <StepText>{i18n._(m.welcomeOpenAccountText)}</StepText>
        </li>
        <li>
          <AppButtonLink href={resolveHref(site, lang, site.downloadPath)} $variant="secondary" $size="md" $block onClick={onLeave}>
            {i18n._(m.welcomeDownload)}
          </AppButtonLink>
          <StepText>{i18n._(m.welcomeDownloadText)}</StepText>
        </li>
      </Steps>
      <Button $variant="text" $size="md" onClick={onContinue}>
        {i18n._(m.welcomeContinue)}
      </Button>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Done = styled.div`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: 24px;
  font-weight: 700;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
  &:focus { outline: none; }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

const Steps = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
`;

const StepText = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
