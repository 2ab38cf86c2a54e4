/**
 * The sign-up parts' code (activity-registration.tsx) one step further away: a page that imported it
 * directly carried the list of its 20 chunks (the register/login panel's), for preloading, in its
 * own first load (0.3 KB gzip, which put a promotion's page over the 110 KB budget). This module's
 * chunk has that list; it comes when a sign-up part is needed, a request before the part's own code.
 */
export const loadRegistration = () => import('./activity-registration');
