// One book of the investor library (spec 2 `book/detail/{id}`, the id being the book's name).
export { BookDetailRoute as default, bookDetailHandle as handle, bookDetailMeta as meta } from '@brokerage/content-pages';
export { bookDetailLoader as loader } from '../pages.server';
