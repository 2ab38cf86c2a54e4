import { media } from '@brokerage/ui';
import styled from 'styled-components';
import { TalkCard, type TalkCardItem } from './talk-card';

/** The cards of a talk list page (`TalkCards` in talk-list-page, a deferred part). */
export function TalkCardList({ items }: { items: TalkCardItem[] }) {
  return (
    <Cards data-testid="talk-list">
      {items.map((talk) => (
        <TalkCard key={talk.id} talk={talk} />
      ))}
    </Cards>
  );
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; }
`;
