import { useContext, type ContextType, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';

type Stringifier = ContextType<typeof StyleSheetContext>['stylis'];

/** More distinct rules than the sites have styles; past it the cache starts again rather than grow. */
export const MAX_CACHED_RULES = 5000;

/**
 * `stylis` remembering what it compiled. Each render collects its CSS into a new style sheet, so
 * styled-components compiled every rule of the page through stylis again on every render (some 8%
 * of a render's CPU); the same CSS for the same class always compiles to the same rules.
 */
const cachedStringifier = (stringify: Stringifier): Stringifier => {
  const compiled = new Map<string, string[]>();
  const cached = ((css: string, selector = '', prefix = '', componentId = '') => {
    const key = `${selector}\u0000${prefix}\u0000${componentId}\u0000${css}`;
    const known = compiled.get(key);
    if (known) return known;
    const rules = stringify(css, selector, prefix, componentId);
    if (compiled.size >= MAX_CACHED_RULES) compiled.clear();
    compiled.set(key, rules);
    return rules;
  }) as Stringifier;
  // Part of every class name: the cached stringifier must name classes as the original does.
  cached.hash = stringify.hash;
  return cached;
};

const cachedStringifiers = new WeakMap<Stringifier, Stringifier>();

/** Gives the styled components below it a stylis that compiles each distinct rule once per process. */
export const CachedStylis = ({ children }: { children: ReactNode }) => {
  const context = useContext(StyleSheetContext);
  let stylis = cachedStringifiers.get(context.stylis);
  if (!stylis) {
    stylis = cachedStringifier(context.stylis);
    cachedStringifiers.set(context.stylis, stylis);
  }
  return <StyleSheetContext.Provider value={{ ...context, stylis }}>{children}</StyleSheetContext.Provider>;
};
