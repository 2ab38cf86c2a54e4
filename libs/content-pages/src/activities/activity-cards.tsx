import { media } from '@brokerage/ui';
import styled from 'styled-components';
import { ActivityCard, type ActivityCardItem } from './activity-card';

/** The cards of an activity list page (`ActivityCards` in activity-list-page, a deferred part). */
export function ActivityCardList({ items }: { items: ActivityCardItem[] }) {
  return (
    <Cards data-testid="activity-list">
      {items.map((item) => (
        <ActivityCard key={item.id} item={item} />
      ))}
    </Cards>
  );
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  @media (max-width: 1180px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.md}; }
`;
