// Server entry of the register/login panel: the auth action the panel posts to, and the registration page's loader.
export { authAction, authApiAction, authLoader } from './auth.action';
