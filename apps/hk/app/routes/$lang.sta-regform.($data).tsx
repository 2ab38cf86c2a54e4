// The register/login page (spec 2 `sta-regform/{data?}`); it also takes the panel's plain form posts (no JavaScript).
export { RegisterPage as default, registerPageHandle as handle, registerPageMeta as meta } from '@brokerage/auth-panel';
export { authAction as action, authLoader as loader } from '../pages.server';
