import type { MessageDescriptor } from '@lingui/core';

// Apart from the header's: the footer and the download banner load after hydration (decision 013).
/** Footer chrome; the footer's texts themselves come from the base config. */
export const footerMessages = {
  footerNav: /*i18n*/ { id: 'layout.footer.nav', message: 'Site links' },
  openAccount: /*i18n*/ { id: 'layout.footer.openAccount', message: 'Open Account' },
  register: /*i18n*/ { id: 'layout.footer.register', message: 'Register now' },
  contact: /*i18n*/ { id: 'layout.footer.contact', message: 'Contact us' },
  allContactDetails: /*i18n*/ { id: 'layout.footer.contact.all', message: 'E-mail, branches and maps' },
  headquarters: /*i18n*/ { id: 'layout.footer.headquarters', message: 'Headquarters' },
  branches: /*i18n*/ { id: 'layout.footer.branches', message: 'Branches' },
  social: /*i18n*/ { id: 'layout.footer.social', message: 'Follow us' },
  socialLink: /*i18n*/ { id: 'layout.footer.social.link', message: '{network} (opens in a new window)' },
  trust: /*i18n*/ { id: 'layout.footer.trust', message: 'Our track record' },
  newWindow: /*i18n*/ { id: 'layout.footer.filing.newWindow', message: '(opens in a new window)' },
  licenceTypes: /*i18n*/ { id: 'layout.footer.licence.types', message: 'Regulated activities' },
  ceNumber: /*i18n*/ { id: 'layout.footer.licence.ceNumber', message: 'SFC CE No. {number}' },
  riskNotice: /*i18n*/ { id: 'layout.footer.licence.risk', message: 'Risk disclosure' },
  downloadBanner: /*i18n*/ { id: 'layout.footer.downloadBanner', message: 'Get the app' },
  downloadButton: /*i18n*/ { id: 'layout.footer.downloadBanner.button', message: 'Download' },
  closeDownloadBanner: /*i18n*/ { id: 'layout.footer.downloadBanner.close', message: 'Close the download banner' },
} satisfies Record<string, MessageDescriptor>;
