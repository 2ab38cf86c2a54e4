// POST logout: ends the session (the frame's Logout).
export { logoutAction as action } from '../pages.server';
