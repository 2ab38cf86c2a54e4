// What the register/login panel runs only once a visitor uses it: the checks of spec 5 (with their
// zod schemas), the encryption of what it sends (jsencrypt itself comes later still, with the first
// encryption), the captchas past the free code sends and the confirms of a refused password login. Loaded by `loadPanelCode` (panel-code.ts)
// at the form's first focus, input or send, never with the page: the form renders, and works as a
// plain HTML form, without it. Import nothing from here statically (panel-code.spec.ts checks).
export {
  emailCodeErrorMessages,
  isValidPhone,
  loginFormSchema,
  messageOfIssue,
  normalizeAreaCode,
  normalizeEmail,
  normalizePhone,
  validateSendEmail,
  validateSendSms,
} from '@brokerage/validation';
export { encryptionKeyOf, encryptText } from './encryption';
export { aliyunCaptchaProof } from './aliyun-captcha';
export { solveProofOfWork } from './proof-of-work';
export { SliderCaptcha } from './slider-captcha';
export { ConfirmDialog } from './confirm-dialog';
