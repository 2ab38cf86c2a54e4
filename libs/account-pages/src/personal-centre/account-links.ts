/** Pages the personal centre sends the user on to (site paths below district and language). */

/** Where the Open API application flow starts (spec 2: `open-api`, then `apply-api/{type}`). */
export const OPEN_API_PAGE = 'open-api';
/** The form to apply with, or to go on with an application: a company's stays a company's, else the type the user applies as. */
export const applyApiPage = (applicationType: string | null | undefined, applyType: 'personal' | 'company') => `apply-api/${applicationType === 'company' ? 'company' : applyType}`;
/** The market page, where quote packages are described (and bought in the app). */
export const MARKET_PAGE = 'market';
/** Customer service, for an application that was not approved. */
export const CONTACT_PAGE = 'about-us/contact-us';
/** The help centre: deposits and withdrawals are one of its catalogs. */
export const HELP_PAGE = 'help-centre';
