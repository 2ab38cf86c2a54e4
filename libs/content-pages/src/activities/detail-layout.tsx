import { media } from '@brokerage/ui';
import styled from 'styled-components';
import { DetailTitle } from '../shared/article-detail';

/** The layout of an activity's and a talk's page: the text, and the sign-up beside it (below it on phones). */

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xl}; }
`;

export const Article = styled.article`
  min-width: 0;
`;

export const Aside = styled.aside`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  ${media.mobile} { position: static; }
`;

export const Title = styled(DetailTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;
