// Form rules of spec 5, shared by the browser panel and the server: pure TypeScript, no I/O.
export * from './lib/constants';
export { validationMessages, validationMessageById, type ValidationMessageKey } from './lib/messages';
export {
  toAsciiDigits,
  normalizePhone,
  normalizeCheckCode,
  normalizeAreaCode,
  normalizeEmail,
  normalizeInviteCode,
  isEntered,
} from './lib/normalize';
export { AREAS, type AreaEntry, defaultArea, defaultAreaIndex, findArea, areaName, areaLabel } from './lib/areas';
export { type PhoneRule, isValidAreaCode, isValidPhone, maxPhoneDigits, phoneRules, validatePhone } from './lib/phone';
export {
  EMAIL_PATTERN,
  EMAIL_RULE_MESSAGES,
  emailCodeWrongOrExpiredMessage,
  emailNotOrgAccountMessages,
  emailCodeErrorMessages,
  isValidEmail,
  validateEmail,
} from './lib/email';
export { validateCheckCode, validatePassword, validateInviteCode } from './lib/fields';
// The login form's shape (what it renders with) apart from the checks of its values: a page's first
// load takes only the shape; the checks and schemas (zod) come with a form's first use.
export {
  type LoginMode,
  type LoginFields,
  type LoginFieldName,
  type LoginContext,
  loginModeOf,
  requiredFields,
  isRequiredField,
  showsEmailField,
  isSubmitEnabled,
  isSendEnabled,
} from './lib/form-shape';
export { validateSendSms, validateSendEmail, validateLoginForm } from './lib/form-rules';
export {
  areaCodeSchema,
  phoneSchema,
  checkCodeSchema,
  passwordSchema,
  inviteCodeSchema,
  emailSchema,
  sendSmsSchema,
  sendEmailSchema,
  loginFormSchema,
  type LoginPayload,
  messageOfIssue,
  firstErrorMessage,
} from './lib/schemas';
export { DEFAULT_EMAIL_HOSTS, emailSuggestions } from './lib/email-suggestions';
export { ELLIPSIS, shortenText } from './lib/shorten-text';
