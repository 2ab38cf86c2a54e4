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
