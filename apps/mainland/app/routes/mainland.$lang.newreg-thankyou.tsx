export { ThankYouPage as default, thankYouPageHandle as handle, thankYouPageMeta as meta } from '@brokerage/auth-panel';
