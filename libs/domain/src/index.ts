// The lowest layer: plain data and pure rules of the spec, with no dependencies, safe in the browser and on the server.
export { DISTRICTS, LANGS, MAINLAND_REGION, isLang, type District, type Lang } from './lang';
export type { DistrictConfig, Label, MapLinkKind, MenuItem, MenuLink, SiteListEntry, SiteUrlConfig } from './district-config';
export * from './site-urls';
export { MAIN_MENU, isProductPath, menuMessages } from './menu';
export { groupSiteHref } from './group-sites';
export { safeJumpTarget } from './safe-jump';
export { withoutPort } from './client-address';
export { isCampaignParameter, withoutCampaignParameters } from './campaign-parameters';
export { VIEW_STATE_PARAMS, differsOnlyInViewState, type ViewStateParam } from './view-state';
export {
  PHONE_MAX_DIGITS,
  ENCRYPTED_TEXT_MAX_BYTES,
  EMAIL_MAX_LENGTH,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_PATTERN,
  toAsciiDigits,
  normalizeCallingCode,
  normalizePhoneNumber,
  normalizeEmail,
  isCallingCode,
  maxPhoneDigits,
  isPhoneNumberEntered,
  isPhoneNumberWithinLength,
  isPhoneNumberDigits,
  phoneNumberProblem,
  isPhoneNumberForArea,
  isPhoneNumber,
  emailProblem,
  isEmailAddress,
  type PhoneProblem,
  type EmailProblem,
} from './spec5-rules';
export { SUPPORTED_CALLING_CODES } from './calling-codes';
export { readFeatureFlags, type FeatureFlag } from './feature-flags';
export { withSecretFiles, type SecretFilesResult } from './secret-files';
