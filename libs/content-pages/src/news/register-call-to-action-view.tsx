import { AppButtonLink } from '@brokerage/layout';
import { pagePath } from '@brokerage/domain';
import { useSite } from '@brokerage/site-core';
import { media } from '@brokerage/ui';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { newsMessages } from './messages';

/** `RegisterCallToAction`'s code. */
export const RegisterCallToActionView = ({ path }: { path: string }) => {
  const { i18n } = useLingui();
  const { site, lang } = useSite();
  return (
    <Register data-testid="news-register" aria-labelledby="news-register-title">
      <div>
        <RegisterTitle id="news-register-title">{i18n._(newsMessages.registerTitle)}</RegisterTitle>
        <p>{i18n._(newsMessages.registerText)}</p>
      </div>
      <AppButtonLink href={pagePath(site, lang, path)} $variant="accent">
        {i18n._(newsMessages.registerButton)}
      </AppButtonLink>
    </Register>
  );
};

const Register = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
  ${media.mobile} { flex-direction: column; align-items: stretch; text-align: center; }
`;

const RegisterTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
