// The products pages' loaders.
export { productLoader } from './product.loader';
export {
  PRODUCT_PAGE_TEXTS,
  accountGuideLoader,
  aiInvestmentLoader,
  downloadLoader,
  downloadTipLoader,
  institutionLoader,
  openApiLoader,
} from './product-pages.loader';
