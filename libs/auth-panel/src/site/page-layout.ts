import styled from 'styled-components';
import { media } from '@brokerage/ui';

/** The register and thank-you pages: their one box, centred on the page's surface. */
export const PanelPageLayout = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;
