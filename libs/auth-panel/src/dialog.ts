// Entry of the frame's login dialog panel, apart from the main entry: the sites' root imports only
// this, so the panel's code (and every module of the main entry) stays out of the first load.
export { renderDialogLoginPanel } from './site/dialog-login-panel';
