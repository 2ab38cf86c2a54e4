import type { SearchKind } from '@brokerage/contracts';

/** UI texts of the search page and the help centre's search field (content-search catalog); the hits come from the search API. */
export const searchMessages = {
  title: /*i18n*/ { id: 'content.search.title', message: 'Search' },
  resultsTitle: /*i18n*/ { id: 'content.search.resultsTitle', message: 'Results for “{query}”' },
  fieldLabel: /*i18n*/ { id: 'content.search.fieldLabel', message: 'Search the site' },
  helpFieldLabel: /*i18n*/ { id: 'content.search.helpFieldLabel', message: 'Search help answers' },
  placeholder: /*i18n*/ { id: 'content.search.placeholder', message: 'e.g. deposit, trading hours, stamp duty' },
  submit: /*i18n*/ { id: 'content.search.submit', message: 'Search' },
  filters: /*i18n*/ { id: 'content.search.filters', message: 'Filter by kind' },
  allKinds: /*i18n*/ { id: 'content.search.allKinds', message: 'All ({count})' },
  count: /*i18n*/ { id: 'content.search.count', message: '{count, plural, one {# result} other {# results}}' },
  none: /*i18n*/ { id: 'content.search.none', message: 'Nothing matches “{query}”. Try other words, or one of the popular help topics below.' },
  start: /*i18n*/ { id: 'content.search.start', message: 'Type a word or two: we search help answers, news, products, fees, events and more.' },
  invalid: /*i18n*/ { id: 'content.search.invalid', message: 'Please type at most 100 characters.' },
  busy: /*i18n*/ { id: 'content.search.busy', message: 'Too many searches from your network just now. Please try again in a minute.' },
  failed: /*i18n*/ { id: 'content.search.failed', message: 'Search is not available right now. Please try again later.' },
  popular: /*i18n*/ { id: 'content.search.popular', message: 'Popular help topics' },
  pages: /*i18n*/ { id: 'content.search.pages', message: 'Result pages' },
  previous: /*i18n*/ { id: 'content.search.previous', message: 'Previous' },
  next: /*i18n*/ { id: 'content.search.next', message: 'Next' },
} as const;

export const searchKindMessages: Record<SearchKind, { id: string; message: string }> = {
  help: /*i18n*/ { id: 'content.search.kind.help', message: 'Help' },
  product: /*i18n*/ { id: 'content.search.kind.product', message: 'Products' },
  fee: /*i18n*/ { id: 'content.search.kind.fee', message: 'Fees' },
  news: /*i18n*/ { id: 'content.search.kind.news', message: 'News' },
  flash: /*i18n*/ { id: 'content.search.kind.flash', message: 'News flash' },
  special: /*i18n*/ { id: 'content.search.kind.special', message: 'Special columns' },
  blog: /*i18n*/ { id: 'content.search.kind.blog', message: 'Blog' },
  book: /*i18n*/ { id: 'content.search.kind.book', message: 'Books' },
  talk: /*i18n*/ { id: 'content.search.kind.talk', message: 'Talks' },
  event: /*i18n*/ { id: 'content.search.kind.event', message: 'Events' },
  promotion: /*i18n*/ { id: 'content.search.kind.promotion', message: 'Promotions' },
  page: /*i18n*/ { id: 'content.search.kind.page', message: 'Company' },
};
