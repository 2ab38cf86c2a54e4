// Server entry of the account pages: each page slice's loader, action and headers.
export { accountHeaders } from './account-area/account-loader';
export { openApiStatusLoader, quotePackagesLoader, renewRecordsLoader } from './account-area/account-pages.loader';
export { personalCentreHeaders, personalCentreLoader } from './personal-centre/personal-centre.loader';
export { applyApiAction, applyApiHeaders, applyApiLoader, applyApiUploadAction } from './apply-api/apply-api.loader';
