// Browser entry of the account pages (behind login): each page slice's component, meta and handle.
// Loaders and actions are in the server entry, `@brokerage/account-pages/server`.
export {
  PersonalCentreRoute,
  personalCentreHandle,
  personalCentreMessages,
  personalCentreMeta,
} from './personal-centre/personal-centre';
export { summariseUser, type PersonalCentreData } from './personal-centre/personal-centre-summary';
export type { BookingItem } from './personal-centre/my-bookings';
export { AccountAreaRoute, accountPageHandle } from './account-area/account-area';
export type { AccountData } from './account-area/account-data';
export { OpenApiStatusRoute, openApiStatusHandle, openApiStatusMeta, type OpenApiStatus, type OpenApiStatusData } from './open-api-status/open-api-status';
export {
  QuotePackagesRoute,
  quotePackagesHandle,
  quotePackagesMeta,
  RenewRecordsRoute,
  renewRecordsHandle,
  renewRecordsMeta,
  type QuotePackageItem,
  type RenewRecordItem,
} from './quote-packages/quote-packages';
export { ApplyApiPage, ApplyApiRoute, applyApiHandle, applyApiMeta, type ApplyApiData } from './apply-api/apply-api-page';
export {
  checkDocument,
  isApplyType,
  needsLogin,
  toApplication,
  validateApplication,
  type ApplicationValues,
  type ApplyType,
  type FieldErrors,
  type FileProblem,
  type SubmitAnswer,
  type SubmitFailure,
  type UploadAnswer,
} from './apply-api/application-rules';
