import { media } from '@brokerage/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

// The boxes every account page is made of: a grid of titled cards holding details and actions.

/** A titled box (a region named by its h2). */
export const Card = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <CardBox aria-labelledby={headingId} data-testid={testId}>
      <CardHeading id={headingId}>{title}</CardHeading>
      {children}
    </CardBox>
  );
};

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const CardBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const CardHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: break-word; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * An e-mail address that wraps before its `@` when the column is narrow (demo.investor /
 * @example.com), never inside a word; only an address longer than the column on its own breaks anywhere.
 */
export const EmailAddress = ({ address }: { address: string }) => {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
};
