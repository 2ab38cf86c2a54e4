/** Pages the personal centre sends the user on to (site paths below district and language). */

/** Where the Open API application flow starts (spec 2: `open-api`, then `apply-api/{type}`). */
export const OPEN_API_PAGE = 'open-api';
export const applyApiPage = (type: 'personal' | 'company') => `apply-api/${type}`;
/** The market page, where quote packages are described (and bought in the app). */
export const MARKET_PAGE = 'market';
/** Customer service, for an application that was not approved. */
export const CONTACT_PAGE = 'about-us/contact-us';
/** The help centre: deposits and withdrawals are one of its catalogs. */
export const HELP_PAGE = 'help-centre';
