/**
 * Seed data of the official-content area (apps/api/src/content/official): promotions, events,
 * talks, news, parsed market data, country areas, agreements and valuable books, each for the
 * Hong Kong site, the mainland site or both, in zh-hk, zh-cn and en.
 */
export { books, bookTypes } from './books';
export { bookPdfPath } from './book-pdf';
export { countryAreas } from './country-areas';
export { events } from './events';
export { SEED_LANGS, SEED_REFERENCE_TIME, seedCalendarShift, toHtml, type SeedLang } from './localise';
export { newsItems } from './news';
export { parseData } from './parse-data';
export { promotions } from './promotions';
export { protocols } from './protocols';
export { talks, talkTags } from './talks';
export type * from './types';
