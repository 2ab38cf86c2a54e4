import { useLingui } from '@lingui/react';
import { media } from '@brokerage/ui';
import { useSiteHref } from '@brokerage/site-core';
import styled from 'styled-components';
import { HOME_PRODUCT_SLUGS, homeLinks, type HomeProduct } from './home-data';
import { ProductIcon } from './home-icons';
import { CardText, CardTitle, HomeSection, PlainList, cardLinkStyles } from './home-layout';
import { homeMessages } from './home-messages';
import { AppLink } from '@brokerage/layout';

/** The highlighted products among `products`, in HOME_PRODUCT_SLUGS order; unknown or missing slugs are skipped. */
export const highlightedProducts = (products: readonly HomeProduct[]): HomeProduct[] =>
  HOME_PRODUCT_SLUGS.flatMap((slug) => products.filter((product) => product.slug === slug).slice(0, 1));

/** Product highlights: HK, US, A-shares, funds, bonds and options, each a card linking to its page. */
export function HomeProducts({ products }: { products: readonly HomeProduct[] }) {
  const { i18n } = useLingui();
  const href = useSiteHref();
  const cards = highlightedProducts(products);
  if (cards.length === 0) return null;
  return (
    <HomeSection title={i18n._(homeMessages.productsTitle)} more={{ href: href(homeLinks.products), label: i18n._(homeMessages.productsAll) }} testId="home-products">
      <Grid>
        {cards.map((product) => (
          <li key={product.slug}>
            <Card href={href(homeLinks.product(product.slug))}>
              <IconBox>
                <ProductIcon slug={product.slug} size={26} />
              </IconBox>
              <Text>
                <CardTitle>{product.title}</CardTitle>
                <CardText>{product.summary}</CardText>
              </Text>
            </Card>
          </li>
        ))}
      </Grid>
    </HomeSection>
  );
}

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Card = styled(AppLink)`
  ${cardLinkStyles};
  flex-direction: row;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  ${media.mobile} {
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e8eefb;
  color: ${({ theme }) => theme.colors.brand};
  ${media.mobile} {
    width: 40px;
    height: 40px;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  ${media.mobile} {
    gap: 0;
    /* Phones: one line of summary per product, so the six fit on about one screen. */
    p {
      display: -webkit-box;
      overflow: hidden;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 1;
    }
  }
`;
