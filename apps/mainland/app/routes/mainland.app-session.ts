// POST app-session: inside the company app, the app's user replaces the site session (the frame's AppSessionSync).
export { appSessionAction as action, actionOnlyLoader as loader } from '../pages.server';
