/**
 * The register page's title, also its panel's heading (catalog `auth-panel`). A module of its own:
 * the page's meta, which comes with the page, brings no other text of the panel (messages.ts).
 */
export const registerPageTitle = /*i18n*/ { id: 'auth.panel.title', message: 'Log in / Register' };
