import { linkStyles } from '@brokerage/ui';
import styled from 'styled-components';

/**
 * CMS HTML of the information pages (company, legal) and the help centre's answers. In a file of its
 * own: taken from the information page's module, it brought that whole page (its view, messages and
 * date formatting, 2 KB gzip) into every help answer's first load.
 */
export const InfoHtml = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.75;
  overflow-wrap: anywhere;
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
  p, ul, ol, blockquote, table { margin: 0 0 ${({ theme }) => theme.space.md}; }
  h3, h4 { margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul, ol { padding-left: ${({ theme }) => theme.space.lg}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  a { ${linkStyles} text-decoration: underline; }
  table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  th, td { padding: ${({ theme }) => theme.space.sm}; border: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.surface}; }
  blockquote { padding-left: ${({ theme }) => theme.space.md}; border-left: 3px solid ${({ theme }) => theme.colors.border}; color: ${({ theme }) => theme.colors.textMuted}; }
`;
