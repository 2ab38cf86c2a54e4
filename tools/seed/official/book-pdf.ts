import type { SeedLang } from './localise';

/** Where a book's PDF in one language is served (from the sites' public files): tools/scripts/generate-book-pdfs.mjs writes it. */
export const bookPdfPath = (name: string, lang: SeedLang): string => `/files/books/${name}-${lang}.pdf`;
