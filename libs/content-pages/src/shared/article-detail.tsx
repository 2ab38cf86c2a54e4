import { AppLink } from '@brokerage/layout';
import { linkStyles, media } from '@brokerage/ui';
import styled from 'styled-components';

/**
 * The layout of the editorial detail pages (blog post, book, news article, promotion, event,
 * talk): page frame, back link, title, cover, CMS body and the sections that end an article (the
 * older/newer article links are in ./neighbour-links). Each area arranges them and maps its own data.
 */

/** The frame of a detail page: the site's width, a little less room on top than a list page. */
export const DetailPage = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xl}`};
  }
`;

/** A single column of text, at a comfortable reading width. */
export const ReadingColumn = styled.article`
  max-width: 760px;
  margin: 0 auto;
`;

const Back = styled(AppLink)`
  ${linkStyles}
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** `← Back to …`, the link to the list the page belongs to. */
export const BackLink = ({ href, children }: { href: string; children: string }) => <Back href={href}>← {children}</Back>;

export const DetailHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The page's one h1, coloured and sized as the site's other page headings (PageHeading). */
export const DetailTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.3;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const CoverImage = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The article's decorative cover over the text's width, loaded lazily in a box of its own aspect ratio. */
export const DetailCover = ({ src, width, height }: { src: string; width: number; height: number }) => (
  <CoverImage src={src} alt="" loading="lazy" width={width} height={height} $ratio={`${width} / ${height}`} />
);

/** Styles of the CMS bodies (sanitised by the loaders): paragraphs, sub-headings, lists, links and tables. */
export const CmsHtml = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.8;
  overflow-wrap: anywhere;
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
  p, ul, ol, blockquote, table { margin: 0 0 ${({ theme }) => theme.space.md}; }
  h2, h3, h4 { margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul, ol { padding-left: ${({ theme }) => theme.space.lg}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  a { ${linkStyles} text-decoration: underline; }
  img { max-width: 100%; height: auto; }
  table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  th, td { padding: ${({ theme }) => theme.space.sm}; border: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.surface}; }
`;

/** A part that ends an article (its neighbours, related articles): below a rule, under its own h2. */
export const EndSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const EndSectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
