import styled from 'styled-components';
import { media } from '@brokerage/ui';

/** Body of a simple site page (home, 404, error, personal centre): centred, with room around it. */
export const PageSection = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  }
`;

export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.3;
`;

export const PageLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 720px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
