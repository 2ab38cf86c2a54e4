// The products pages' browser halves (component, meta, handle, data types).
export { ProductRoute, productHandle, type ProductPageData } from './product-page';
export { productPricingOf, type ProductPricing } from './product-pricing';
export { InstitutionRoute, institutionHandle, type InstitutionData } from './institution-page';
export { AiInvestmentRoute, aiInvestmentHandle, type AiInvestmentData } from './ai-investment-page';
export { OpenApiRoute, openApiHandle, OPEN_API_AUDIENCES, type OpenApiData } from './open-api-page';
export {
  DownloadRoute,
  downloadHandle,
  DownloadTipRoute,
  downloadTipHandle,
  type DownloadData,
  type DownloadTipData,
  type DownloadTexts,
} from './download-page';
export { DOWNLOAD_TIP_TYPES, type DownloadTipType } from './download-choices';
export { AccountGuideRoute, accountGuideHandle, GUIDE_COMPARE_ROWS, type AccountGuideData, type DistrictGuide } from './account-guide-page';
