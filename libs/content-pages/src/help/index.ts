// The help pages' browser halves (component, meta, handle, data types).
export { HelpCentreRoute, HelpFaqRoute, helpCentreHandle, helpFaqHandle, HELP_CENTRE_HOT_COUNT, type HelpCentreData, type HelpFaqData } from './help-centre-page';
export { DownloadFormRoute, downloadFormHandle, type DownloadFormData, type DownloadFormGroup } from './download-form-page';
export { HelpCatalogRoute, helpCatalogHandle, helpCatalogMeta, helpframeHandle, type HelpCatalogData } from './help-catalog-page';
export { HelpAnswerRoute, helpAnswerHandle, helpAnswerMeta, type HelpAnswerData } from './help-answer-page';
export type { HelpBase } from './help-parts';
