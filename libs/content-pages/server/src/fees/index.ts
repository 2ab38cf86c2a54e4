// The fees pages' loaders.
export { chargesLoader, marketLoader, FEES_PAGE_TEXTS } from './fees.loader';
