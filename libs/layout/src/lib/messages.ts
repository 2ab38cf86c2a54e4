import type { MessageDescriptor } from '@lingui/core';

/** Header, side bar and account chrome. */
export const headerMessages = {
  home: /*i18n*/ { id: 'layout.header.home', message: '{brand} home' },
  mainNav: /*i18n*/ { id: 'layout.header.mainNav', message: 'Main menu' },
  groupSites: /*i18n*/ { id: 'layout.header.groupSites', message: 'Group sites' },
  language: /*i18n*/ { id: 'layout.header.language', message: 'Language' },
  loginRegister: /*i18n*/ { id: 'layout.header.loginRegister', message: 'Log in / Register' },
  openAccount: /*i18n*/ { id: 'layout.header.openAccount', message: 'Open Account' },
  accountMenu: /*i18n*/ { id: 'layout.header.accountMenu', message: 'Account menu' },
  personalCentre: /*i18n*/ { id: 'layout.header.personalCentre', message: 'Personal Centre' },
  logout: /*i18n*/ { id: 'layout.header.logout', message: 'Log out' },
  openSideBar: /*i18n*/ { id: 'layout.header.sideBar.open', message: 'Open menu' },
  closeSideBar: /*i18n*/ { id: 'layout.header.sideBar.close', message: 'Close menu' },
  sideBar: /*i18n*/ { id: 'layout.header.sideBar', message: 'Site menu' },
  skipToContent: /*i18n*/ { id: 'layout.header.skipToContent', message: 'Skip to main content' },
  welcome: /*i18n*/ { id: 'layout.header.welcome', message: 'Hi, {name}' },
} satisfies Record<string, MessageDescriptor>;

/** Footer chrome; the footer's texts themselves come from the base config. */
export const footerMessages = {
  footerNav: /*i18n*/ { id: 'layout.footer.nav', message: 'Site links' },
  openAccount: /*i18n*/ { id: 'layout.footer.openAccount', message: 'Open Account' },
  register: /*i18n*/ { id: 'layout.footer.register', message: 'Register now' },
  contact: /*i18n*/ { id: 'layout.footer.contact', message: 'Contact us' },
  headquarters: /*i18n*/ { id: 'layout.footer.headquarters', message: 'Headquarters' },
  branches: /*i18n*/ { id: 'layout.footer.branches', message: 'Branches' },
  branchPhone: /*i18n*/ { id: 'layout.footer.branch.phone', message: 'Phone: {phone}' },
  branchHours: /*i18n*/ { id: 'layout.footer.branch.hours', message: 'Opening hours' },
  branchMapAlt: /*i18n*/ { id: 'layout.footer.branch.mapAlt', message: 'Map showing the location of {name}' },
  mapGoogle: /*i18n*/ { id: 'layout.footer.branch.map.google', message: 'Open in Google Maps' },
  mapAmap: /*i18n*/ { id: 'layout.footer.branch.map.amap', message: 'Open in Amap' },
  social: /*i18n*/ { id: 'layout.footer.social', message: 'Follow us' },
  socialLink: /*i18n*/ { id: 'layout.footer.social.link', message: '{network} (opens in a new window)' },
  licenceTypes: /*i18n*/ { id: 'layout.footer.licence.types', message: 'Regulated activities' },
  ceNumber: /*i18n*/ { id: 'layout.footer.licence.ceNumber', message: 'SFC CE No. {number}' },
  riskNotice: /*i18n*/ { id: 'layout.footer.licence.risk', message: 'Risk disclosure' },
  downloadBanner: /*i18n*/ { id: 'layout.footer.downloadBanner', message: 'Get the app' },
  downloadButton: /*i18n*/ { id: 'layout.footer.downloadBanner.button', message: 'Download' },
  closeDownloadBanner: /*i18n*/ { id: 'layout.footer.downloadBanner.close', message: 'Close the download banner' },
} satisfies Record<string, MessageDescriptor>;

/** Login, 'please login first' and token-error dialogs. */
export const dialogMessages = {
  loginTitle: /*i18n*/ { id: 'layout.dialog.login.title', message: 'Log in / Register' },
  loginFallback: /*i18n*/ {
    id: 'layout.dialog.login.fallback',
    message: 'Log in with your mobile number, or register in one step with an SMS code.',
  },
  loginFallbackButton: /*i18n*/ { id: 'layout.dialog.login.fallbackButton', message: 'Continue' },
  pleaseLoginTitle: /*i18n*/ { id: 'layout.dialog.pleaseLogin.title', message: 'Please log in first' },
  pleaseLoginBody: /*i18n*/ {
    id: 'layout.dialog.pleaseLogin.body',
    message: 'This page is only available to logged-in users. Log in or register to continue.',
  },
  pleaseLoginButton: /*i18n*/ { id: 'layout.dialog.pleaseLogin.button', message: 'Log in / Register' },
  tokenErrorTitle: /*i18n*/ { id: 'layout.dialog.tokenError.title', message: 'Session expired' },
  tokenErrorBody: /*i18n*/ {
    id: 'layout.dialog.tokenError.body',
    message: 'Your login has expired or your account was logged in on another device. Please log in again.',
  },
  tokenErrorLogin: /*i18n*/ { id: 'layout.dialog.tokenError.login', message: 'Log in again' },
  tokenErrorLater: /*i18n*/ { id: 'layout.dialog.tokenError.later', message: 'Not now' },
  pgcTitle: /*i18n*/ { id: 'layout.dialog.pgc.title', message: 'For account holders' },
  pgcOpenAccount: /*i18n*/ {
    id: 'layout.dialog.pgc.openAccount',
    message: 'This content is for investors with a verified securities account. Open an account online to read it.',
  },
  pgcUnderReview: /*i18n*/ {
    id: 'layout.dialog.pgc.underReview',
    message: 'Your account application is being reviewed. You can read this content once it is approved.',
  },
  pgcRejected: /*i18n*/ {
    id: 'layout.dialog.pgc.rejected',
    message: 'Your account application needs your attention. Please check it in the app or call customer service.',
  },
  pgcOpenAccountButton: /*i18n*/ { id: 'layout.dialog.pgc.openAccountButton', message: 'Open an account' },
  pgcClose: /*i18n*/ { id: 'layout.dialog.pgc.close', message: 'OK' },
} satisfies Record<string, MessageDescriptor>;
