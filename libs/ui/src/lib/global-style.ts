import { createGlobalStyle } from 'styled-components';

/** Base document styles; render once at the root, inside the ThemeProvider. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: inherit; }
  /*
   * Chinese headings break at their punctuation, not inside a word (持牌香港券商，畅 / 享…): CJK text
   * has no spaces, so keep-all leaves the punctuation as the break points, and a run too long for
   * the line still breaks anywhere rather than overflow.
   */
  :lang(zh) :is(h1, h2, h3) { word-break: keep-all; overflow-wrap: anywhere; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
