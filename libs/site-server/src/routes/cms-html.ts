import sanitizeHtml from 'sanitize-html';

/**
 * The CMS bodies (`*Html` fields of the content API) are simple HTML: paragraphs, headings, lists,
 * emphasis, links and tables. Everything else (scripts, styles, event handlers, iframes, images
 * from anywhere, `javascript:` links) is dropped before a page renders it; links that leave the
 * site open in a new tab without giving it the opener.
 */
const CMS_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'div', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, { href, title }) => {
      const kept = { ...(href ? { href } : {}), ...(title ? { title } : {}) };
      return { tagName, attribs: /^https?:/i.test(href ?? '') ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept };
    },
  },
};

/** CMS HTML made safe to render with `dangerouslySetInnerHTML`. */
export const sanitizeCmsHtml = (html: string): string => sanitizeHtml(html, CMS_HTML_OPTIONS);
