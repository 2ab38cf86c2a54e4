// Investor library (spec 2 `book`): the valuable books by type.
export { BookListRoute as default, bookListHandle as handle } from '@brokerage/content-pages';
export { bookListLoader as loader } from '../pages.server';
