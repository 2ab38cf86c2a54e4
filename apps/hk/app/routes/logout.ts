// POST logout: ends the session (the frame's Logout).
export { logoutAction as action, actionOnlyLoader as loader } from '../pages.server';
