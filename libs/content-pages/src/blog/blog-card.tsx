import { FormattedDate } from '@brokerage/ui';
import { shortenText } from '@brokerage/validation';
import { useLingui } from '@lingui/react';
import styled from 'styled-components';
import { CardCover, CardFrame, CardSummary, CardTitle, CardTitleLink, Chip, MetaLine } from '../shared/card';
import { CARD_SUMMARY_LIMIT } from './blog-layout';
import { blogMessages } from './messages';

/** A post as the blog list shows it. */
export interface BlogPostCard {
  id: number;
  title: string;
  summary: string;
  author: string;
  coverImage: string;
  /** Hong Kong calendar date of publication (YYYY-MM-DD). */
  date: string;
  tagId: number;
}

export interface BlogCardProps {
  post: BlogPostCard;
  href: string;
  /** Name of the post's tag, if known. */
  tagName?: string;
}

/** One post of the blog list: cover, tag, title (the link, covering the whole card), shortened summary, author and date. */
export function BlogCard({ post, href, tagName }: BlogCardProps) {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardCover src={post.coverImage} width={1200} height={630} />
      <Body>
        {tagName && <Chip>{tagName}</Chip>}
        <CardTitle>
          <CardTitleLink href={href}>{post.title}</CardTitleLink>
        </CardTitle>
        <Summary>{shortenText(post.summary, CARD_SUMMARY_LIMIT)}</Summary>
        <MetaLine>
          {post.author && <span>{i18n._(blogMessages.byAuthor.id, { author: post.author })}</span>}
          <FormattedDate day={post.date} />
        </MetaLine>
      </Body>
    </Card>
  );
}

const Card = styled(CardFrame)`
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

/** Takes the free height, so the meta lines of a row of cards line up. */
const Summary = styled(CardSummary)`
  flex: 1;
`;
