import { useState } from 'react';
import type { Messages } from '@lingui/core';
import type { Lang } from '@brokerage/i18n';

/** Id of the data block that carries the messages the server render used (id → compiled message). */
export const PAGE_MESSAGES_ID = 'page-messages';

/**
 * What the server render leaves in the data block; the document handler replaces it with the
 * messages of `lang` the render used (see renderDocument), once the render is over and they are known.
 */
export const pageMessagesMarker = (lang: Lang): string => `/*__page-messages:${lang}__*/`;

/**
 * The page's messages as JSON for the data block. `<` is escaped, so no message (`</script>`,
 * `<!--`) can end the element or change how it is parsed.
 */
export const pageMessagesJson = (messages: Messages): string => JSON.stringify(messages).replace(/</g, '\\u003c');

/** The messages the server embedded in this document, or null (none, or not readable). */
export const readPageMessages = (): Messages | null => {
  const text = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (!text) return null;
  try {
    const messages: unknown = JSON.parse(text);
    return messages && typeof messages === 'object' && !Array.isArray(messages) ? (messages as Messages) : null;
  } catch {
    return null;
  }
};

/**
 * The data block (`type="application/json"`: the browser executes nothing, so the CSP does not
 * apply). It comes before the head's content (meta, CMS texts), so the document handler's first
 * match is its marker. The browser renders the text it received, so hydration sees the same element.
 */
export const PageMessages = ({ lang }: { lang: Lang }) => {
  const [json] = useState(() =>
    typeof document === 'undefined' ? pageMessagesMarker(lang) : (document.getElementById(PAGE_MESSAGES_ID)?.textContent ?? ''),
  );
  return <script type="application/json" id={PAGE_MESSAGES_ID} dangerouslySetInnerHTML={{ __html: json }} />;
};
