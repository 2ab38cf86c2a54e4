import { useContext, type ContextType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetContext } from 'styled-components';
import { CachedStylis, MAX_CACHED_RULES } from './cached-stylis';

const Badge = styled.span<{ $tone: 'gain' | 'loss' }>`
  color: ${({ $tone }) => ($tone === 'gain' ? '#0a7d32' : '#c62828')};
  &:hover {
    text-decoration: underline;
  }
`;

/** The page's markup and the CSS its render collected, as the site's document renderer gets them. */
const render = (children: ReactNode) => {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(children));
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
};

/** A stylis below the default one that records what it really compiles (one per test, as the site has one per process). */
const countingStylis = () => {
  const calls: string[] = [];
  let stylis: ContextType<typeof StyleSheetContext>['stylis'] | undefined;
  const Provider = ({ children }: { children: ReactNode }) => {
    const context = useContext(StyleSheetContext);
    stylis ??= Object.assign(
      (css: string, selector?: string, prefix?: string, componentId?: string) => {
        calls.push(css);
        return context.stylis(css, selector, prefix, componentId);
      },
      { hash: context.stylis.hash },
    );
    return <StyleSheetContext.Provider value={{ ...context, stylis }}>{children}</StyleSheetContext.Provider>;
  };
  return { calls, Provider };
};

describe('CachedStylis', () => {
  const page = (
    <p>
      <Badge $tone="gain">+1.2%</Badge>
      <Badge $tone="loss">-0.4%</Badge>
    </p>
  );

  it('renders the same class names and CSS as styled-components alone', () => {
    const plain = render(page);
    expect(render(<CachedStylis>{page}</CachedStylis>)).toEqual(plain);
    expect(plain.css).toContain('#0a7d32');
    expect(plain.css).toContain('#c62828');
  });

  it('compiles each distinct rule once, however many pages use it', () => {
    const { calls, Provider } = countingStylis();
    const counted = (
      <Provider>
        <CachedStylis>{page}</CachedStylis>
      </Provider>
    );
    const first = render(counted);
    const compiledOnce = calls.length;
    expect(compiledOnce).toBe(2);
    // Each render collects into its own sheet, so the second still gets every rule in its CSS.
    expect(render(counted)).toEqual(first);
    expect(calls).toHaveLength(compiledOnce);
  });

  it(`forgets what it compiled past ${MAX_CACHED_RULES} distinct rules rather than grow`, () => {
    const Swatch = styled.i<{ $color: string }>`
      color: ${({ $color }) => $color};
    `;
    const colors = Array.from({ length: MAX_CACHED_RULES + 100 }, (_, index) => `#${index.toString(16).padStart(6, '0')}`);
    const { calls, Provider } = countingStylis();
    const swatches = (shown: string[]) => (
      <Provider>
        <CachedStylis>
          {shown.map((color) => (
            <Swatch key={color} $color={color} />
          ))}
        </CachedStylis>
      </Provider>
    );
    render(swatches(colors));
    const compiled = calls.length;
    expect(compiled).toBeGreaterThan(MAX_CACHED_RULES);
    // The cache started again when it was full: the last rule is still kept, the first is compiled anew (and right).
    render(swatches(colors.slice(-1)));
    expect(calls).toHaveLength(compiled);
    expect(render(swatches(colors.slice(0, 1))).css).toContain('color:#000000;');
    expect(calls).toHaveLength(compiled + 1);
  });
});
