import type { MessageDescriptor } from '@lingui/core';
import { registerPageTitle } from './page-title';

/** Texts of the register/login panel (catalog `auth-panel`). */
export const panelMessages = {
  formLabel: /*i18n*/ { id: 'auth.panel.form', message: 'Log in or register' },
  pageTitle: registerPageTitle,
  pageIntro: /*i18n*/ {
    id: 'auth.panel.intro',
    message: 'Log in with your mobile number. A new number is registered in the same step with an SMS code.',
  },
  activityTitle: /*i18n*/ { id: 'auth.panel.activity.title', message: 'Register to join' },
  activityIntro: /*i18n*/ {
    id: 'auth.panel.activity.intro',
    message: 'Register or log in with your mobile number to take part. It only takes a minute.',
  },

  investorType: /*i18n*/ { id: 'auth.panel.investorType', message: 'Investor type' },
  retail: /*i18n*/ { id: 'auth.panel.investorType.retail', message: 'Personal investor' },
  corporate: /*i18n*/ { id: 'auth.panel.investorType.corporate', message: 'Corporate investor' },
  usePassword: /*i18n*/ { id: 'auth.panel.way.password', message: 'Log in with password' },
  useSms: /*i18n*/ { id: 'auth.panel.way.sms', message: 'Log in with SMS code' },

  area: /*i18n*/ { id: 'auth.panel.field.area', message: 'Country or region code' },
  phone: /*i18n*/ { id: 'auth.panel.field.phone', message: 'Mobile number' },
  checkCode: /*i18n*/ { id: 'auth.panel.field.checkCode', message: 'Verification code' },
  password: /*i18n*/ { id: 'auth.panel.field.password', message: 'Password' },
  orgEmail: /*i18n*/ { id: 'auth.panel.field.orgEmail', message: 'Organisation e-mail' },
  email: /*i18n*/ { id: 'auth.panel.field.email', message: 'E-mail' },
  emailHint: /*i18n*/ { id: 'auth.panel.field.email.hint', message: 'New Hong Kong accounts need an e-mail address for account notices.' },
  invite: /*i18n*/ { id: 'auth.panel.field.invite', message: 'Invitation code' },
  inviteFromLink: /*i18n*/ { id: 'auth.panel.field.invite.fromLink', message: 'Filled in from your invitation link.' },
  optional: /*i18n*/ { id: 'auth.panel.field.optional', message: '(optional)' },

  sendCode: /*i18n*/ { id: 'auth.panel.sendCode', message: 'Get code' },
  resendIn: /*i18n*/ { id: 'auth.panel.sendCode.countdown', message: 'Resend in {seconds}s' },
  codeSentToPhone: /*i18n*/ { id: 'auth.panel.codeSent.phone', message: 'A verification code has been sent to your mobile number.' },
  codeSentToEmail: /*i18n*/ { id: 'auth.panel.codeSent.email', message: 'A verification code has been sent to your e-mail address.' },

  submitRegister: /*i18n*/ { id: 'auth.panel.submit.register', message: 'Log in / Register' },
  submitLogin: /*i18n*/ { id: 'auth.panel.submit.login', message: 'Log in' },
  submitting: /*i18n*/ { id: 'auth.panel.submit.busy', message: 'Please wait…' },
  loggedInNotice: /*i18n*/ { id: 'auth.panel.loggedIn.notice', message: 'You are logged in.' },

  requestFailed: /*i18n*/ { id: 'auth.panel.error.requestFailed', message: 'request failed!' },
  errorDefault: /*i18n*/ { id: 'auth.panel.error.default', message: 'error！' },

  notRegisteredTitle: /*i18n*/ { id: 'auth.panel.confirm.notRegistered.title', message: 'Number not registered' },
  notRegisteredText: /*i18n*/ {
    id: 'auth.panel.confirm.notRegistered.text',
    message: 'The mobile phone number is not registered. Do you want to register now?',
  },
  notRegisteredConfirm: /*i18n*/ { id: 'auth.panel.confirm.notRegistered.confirm', message: 'Register now' },
  noPasswordTitle: /*i18n*/ { id: 'auth.panel.confirm.noPassword.title', message: 'No login password' },
  noPasswordText: /*i18n*/ {
    id: 'auth.panel.confirm.noPassword.text',
    message: 'No login password is set in this account. Do you want to login by SMS verification?',
  },
  noPasswordHint: /*i18n*/ {
    id: 'auth.panel.confirm.noPassword.hint',
    message: 'You can set a login password in the app under Personal Centre.',
  },
  noPasswordConfirm: /*i18n*/ { id: 'auth.panel.confirm.noPassword.confirm', message: 'Log in by SMS' },
  cancel: /*i18n*/ { id: 'auth.panel.cancel', message: 'Cancel' },

  sliderTitle: /*i18n*/ { id: 'auth.panel.slider.title', message: 'Security check' },
  sliderInstructions: /*i18n*/ {
    id: 'auth.panel.slider.instructions',
    message: 'Drag the slider, or move it with the arrow keys, until the piece fills the gap of its own shape. Then release it or choose Verify.',
  },
  sliderPicture: /*i18n*/ { id: 'auth.panel.slider.picture', message: 'Puzzle picture with a gap' },
  sliderHandle: /*i18n*/ { id: 'auth.panel.slider.handle', message: 'Position of the puzzle piece' },
  sliderLoading: /*i18n*/ { id: 'auth.panel.slider.loading', message: 'Loading the puzzle…' },
  sliderVerify: /*i18n*/ { id: 'auth.panel.slider.verify', message: 'Verify' },
  sliderRefresh: /*i18n*/ { id: 'auth.panel.slider.refresh', message: 'New puzzle' },
  sliderChecking: /*i18n*/ { id: 'auth.panel.slider.checking', message: 'Checking…' },
  captchaNotPassed: /*i18n*/ { id: 'auth.panel.captcha.notPassed', message: 'The security check was not completed. Please get the code again.' },
  sliderFailed: /*i18n*/ { id: 'auth.panel.slider.failed', message: 'The piece did not fit. Please try this new puzzle.' },

  consent: /*i18n*/ { id: 'auth.panel.consent', message: 'By continuing, you accept the terms of our <0>Statement</0> and our <1>Privacy policy</1>.' },
  opensInNewTab: /*i18n*/ { id: 'auth.panel.consent.newTab', message: '(opens in a new tab)' },

  welcomeTitle: /*i18n*/ { id: 'auth.panel.welcome.title', message: 'Welcome! Your account is ready' },
  welcomeText: /*i18n*/ { id: 'auth.panel.welcome.text', message: 'This mobile number is now registered and you are logged in. What would you like to do next?' },
  welcomeOpenAccount: /*i18n*/ { id: 'auth.panel.welcome.openAccount', message: 'Open a securities account' },
  welcomeOpenAccountText: /*i18n*/ { id: 'auth.panel.welcome.openAccount.text', message: 'Apply online to trade Hong Kong, US and China A-shares.' },
  welcomeDownload: /*i18n*/ { id: 'auth.panel.welcome.download', message: 'Download the app' },
  welcomeDownloadText: /*i18n*/ { id: 'auth.panel.welcome.download.text', message: 'Trade, follow the markets and manage your account on your phone.' },
  welcomeContinue: /*i18n*/ { id: 'auth.panel.welcome.continue', message: 'Continue' },

  welcomeBack: /*i18n*/ { id: 'auth.panel.user.welcomeBack', message: 'Welcome back! You are logged in.' },
  logout: /*i18n*/ { id: 'auth.panel.user.logout', message: 'Log out' },
} satisfies Record<string, MessageDescriptor>;
