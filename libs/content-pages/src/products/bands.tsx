import { resolveHref } from '@brokerage/domain';
import { AppButtonLink } from '@brokerage/layout';
import { useSite } from '@brokerage/site-core';
import { media } from '@brokerage/ui';
import styled from 'styled-components';

// The bands and headings every product-family page is built of, apart from the hero (page-hero) and
// the sections below it (product-parts): a page's first load carries what its first screen shows,
// the rest comes with its deferred part.

/** A site path with the district and language prefix of the page being rendered. */
export const useSitePath = () => {
  const { site, lang } = useSite();
  return (path: string) => resolveHref(site, lang, path);
};

/** A full-width band; `$tone` picks its background. */
export const Band = styled.section<{ $tone?: 'plain' | 'surface' | 'brand' }>`
  background: ${({ theme, $tone = 'plain' }) => ({ plain: theme.colors.background, surface: theme.colors.surface, brand: theme.colors.brand })[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.textInverse : theme.colors.text)};
`;

/** The centred column inside a band. */
export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
`;

/** An in-site or external link without button looks (router-aware like every AppButtonLink). */
export const PlainLink = styled(AppButtonLink)`
  display: block;
  min-height: 0;
  padding: 0;
  border: 0;
  border-radius: 0;
  background: none;
  color: inherit;
  font-weight: inherit;
  /* The button's line height (1.35, for labels on two lines) would space out the card text inside. */
  line-height: 1.2;
  text-align: inherit;
  white-space: normal;
  &:hover:not(:disabled) {
    background: none;
  }
`;
