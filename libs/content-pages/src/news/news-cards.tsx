import styled from 'styled-components';
import { ArticleCard } from './article-card';
import type { NewsCard } from './news-data';

/** The cards of a news list page (`NewsCards` in news-list-page, a deferred part). */
export function NewsCardList({ items }: { items: NewsCard[] }) {
  return (
    <List>
      {items.map((card) => (
        <li key={card.id}>
          <ArticleCard card={card} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
