import type { MessageDescriptor } from '@lingui/core';

// Apart from the header's: the dialogs load when one opens.
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
