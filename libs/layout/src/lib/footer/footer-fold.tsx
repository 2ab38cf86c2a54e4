import { media } from '@brokerage/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FoldProps {
  /** A phone's first render: folded into an accordion row (a desktop layout always shows the content). */
  folded: boolean;
  title: string;
  titleId?: string;
  children: ReactNode;
}

/**
 * A footer block under its title: a plain titled block on a desktop layout (shown even if a visitor
 * folds it), an accordion row on a phone, so the footer stays short there. `folded` comes from the
 * device on the server, so nothing moves when the page hydrates.
 */
export function Fold({ folded, title, titleId, children }: FoldProps) {
  return (
    <Details open={!folded}>
      <summary>
        <FoldTitle id={titleId}>{title}</FoldTitle>
      </summary>
      {children}
    </Details>
  );
}

/** The footer's block titles (also used where a title needs no fold). */
export const FoldTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Details = styled.details`
  summary { display: block; list-style: none; }
  summary::-webkit-details-marker { display: none; }
  ${media.desktop} {
    &::details-content { content-visibility: visible; }
    summary { pointer-events: none; }
  }
  ${media.mobile} {
    border-bottom: 1px solid rgba(255, 255, 255, 0.12);
    summary { display: flex; align-items: center; justify-content: space-between; min-height: 44px; cursor: pointer; }
    summary h2 { margin: 0; }
    summary::after { content: '+'; color: ${({ theme }) => theme.colors.textInverse}; font-size: ${({ theme }) => theme.fontSizes.lg}; line-height: 1; }
    &[open] summary::after { content: '−'; }
    &[open] > :last-child { padding-bottom: ${({ theme }) => theme.space.md}; }
  }
`;
