// The products pages' browser halves (component, meta, handle, data types).
export { ProductRoute, productHandle, type ProductPageData } from './product-page';
export { InstitutionRoute, institutionHandle, type InstitutionData } from './institution-page';
export { AiInvestmentRoute, aiInvestmentHandle, type AiInvestmentData } from './ai-investment-page';
export { OpenApiRoute, openApiHandle, OPEN_API_AUDIENCES, type OpenApiData } from './open-api-page';
export {
  DownloadRoute,
  downloadHandle,
  DownloadTipRoute,
  downloadTipHandle,
  DOWNLOAD_TIP_TYPES,
  type DownloadData,
  type DownloadTipData,
  type DownloadTipType,
  type DownloadTexts,
} from './download-page';
export { AccountGuideRoute, accountGuideHandle, GUIDE_COMPARE_ROWS, type AccountGuideData, type DistrictGuide } from './account-guide-page';
