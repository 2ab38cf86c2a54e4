import styled, { css } from 'styled-components';

/** Inline text link look. */
export const linkStyles = css`
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

/** Link look for dark surfaces (footer). */
export const inverseLinkStyles = css`
  color: ${({ theme }) => theme.colors.footerText};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.textInverse}; text-decoration: underline; }
`;

export const TextLink = styled.a`
  ${linkStyles}
`;
