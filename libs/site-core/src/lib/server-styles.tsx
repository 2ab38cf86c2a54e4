import { useState } from 'react';
import { useNonce } from './nonce';

/**
 * Marker the server render leaves in the head; the document handler replaces it with the CSS that
 * styled-components collected while rendering this response (see renderDocument).
 */
export const SERVER_STYLES_MARKER = '/*__server-rendered-styles__*/';

/** Attribute of the server-rendered style element. styled-components does not claim (and remove) it. */
export const SERVER_STYLES_ATTRIBUTE = 'data-styled-ssr';

const readServerStyles = (): string => document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)?.textContent ?? '';

/**
 * The page's styles as CSS in the server HTML, so the first paint is styled. React hydrates the
 * whole document, so the browser renders the same element with the same CSS it received instead
 * of letting an extra style tag break hydration; styled-components adds its own tag next to it
 * for everything rendered later.
 */
export const ServerStyles = () => {
  const nonce = useNonce();
  const [css] = useState(() => (typeof document === 'undefined' ? SERVER_STYLES_MARKER : readServerStyles()));
  return <style {...{ [SERVER_STYLES_ATTRIBUTE]: '' }} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
};
