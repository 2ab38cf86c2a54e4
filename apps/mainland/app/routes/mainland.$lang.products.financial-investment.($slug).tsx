export { ProductRoute as default, productHandle as handle } from '@brokerage/content-pages';
export { productLoader as loader } from '../pages.server';
