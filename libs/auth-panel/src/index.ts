// Browser entry of the register/login panel: the panel itself, its pages and its place in the
// frame's login dialog. The auth action it posts to is in `@brokerage/auth-panel/server`.
export { AuthPanel, type AuthPanelProps } from './lib/auth-panel';
export { ActivityLoginPanel } from './site/activity-login-panel';
export { RegisterPage, registerPageHandle, registerPageMeta } from './site/register-page';
export { ThankYouPage, thankYouPageHandle, thankYouPageMeta } from './site/thank-you-page';
export type { AuthFailure, AuthIntent, DocumentAnswer, EchoedFields, AuthResult, AuthTransport, LoginSuccess, PanelArea, PanelCaptcha, PanelConfig, PanelUser, SliderPuzzle, SliderTrail } from './transport';
export { AUTH_INTENTS } from './transport';
