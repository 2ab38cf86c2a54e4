/** Texts of the shared site pages (site catalog). */
export const siteMessages = {
  notFoundTitle: /*i18n*/ { id: 'site.notFound.title', message: 'Page not found' },
  notFoundText: /*i18n*/ {
    id: 'site.notFound.text',
    message: 'The page you are looking for does not exist or has moved. Please check the address or start again from the home page.',
  },
  backHome: /*i18n*/ { id: 'site.backHome', message: 'Back to home' },
  errorTitle: /*i18n*/ { id: 'site.error.title', message: 'Something went wrong' },
  errorText: /*i18n*/ {
    id: 'site.error.text',
    message: 'We could not show this page just now. Please try again in a moment.',
  },
  forbiddenTitle: /*i18n*/ { id: 'site.forbidden.title', message: 'This link is not valid' },
  forbiddenText: /*i18n*/ {
    id: 'site.forbidden.text',
    message: 'The link you followed is not valid or has expired, for example a preview link. Please ask for a new link, or start again from the home page.',
  },
};
