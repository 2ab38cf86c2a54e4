import type { MessageDescriptor } from '@lingui/core';
import type { District } from '@brokerage/domain';

/** Each district's home heading: what the broker offers that site's visitors. */
export const homeHeadings: Record<District, MessageDescriptor> = {
  hk: /*i18n*/ { id: 'site.home.hk.heading', message: 'Hong Kong, US and A-share markets in one account' },
  mainland: /*i18n*/ { id: 'site.home.mainland.heading', message: 'Hong Kong and US stocks with a licensed Hong Kong broker' },
};

/** UI texts of the home page (its content comes from the content API). */
export const homeMessages = {
  openAccount: /*i18n*/ { id: 'content.home.cta.openAccount', message: 'Open an account' },
  register: /*i18n*/ { id: 'content.home.cta.register', message: 'Register now' },
  exploreProducts: /*i18n*/ { id: 'content.home.cta.exploreProducts', message: 'Explore our products' },
  trust: /*i18n*/ { id: 'content.home.hero.trust', message: 'Why investors choose us' },
  trustBand: /*i18n*/ { id: 'content.home.trust.title', message: 'Our licence and track record' },
  opensInNewWindow: /*i18n*/ { id: 'content.home.trust.newWindow', message: '(opens the SFC public register in a new window)' },
  productsTitle: /*i18n*/ { id: 'content.home.products.title', message: 'What you can trade' },
  productsAll: /*i18n*/ { id: 'content.home.products.all', message: 'All products' },
  feesTitle: /*i18n*/ { id: 'content.home.fees.title', message: 'Low, transparent fees' },
  feesAll: /*i18n*/ { id: 'content.home.fees.all', message: 'See all fees' },
  feesCalculator: /*i18n*/ { id: 'content.home.fees.calculator', message: 'Fee calculator' },
  feesDefault: /*i18n*/ { id: 'content.home.fees.default', message: 'Most popular' },
  feesAllIn: /*i18n*/ { id: 'content.home.fees.allIn', message: 'All-in cost of buying {value} of Hong Kong stocks' },
  feesAllInNote: /*i18n*/ { id: 'content.home.fees.allInNote', message: 'Commission, platform fee, stamp duty and every exchange and regulator fee.' },
  feesAllInLink: /*i18n*/ { id: 'content.home.fees.allInLink', message: 'See every charge of this trade' },
  promotionsTitle: /*i18n*/ { id: 'content.home.promotions.title', message: 'Current promotions' },
  promotionsAll: /*i18n*/ { id: 'content.home.promotions.all', message: 'All promotions' },
  promotionPeriod: /*i18n*/ { id: 'content.home.promotions.period', message: 'Promotion period' },
  newsTitle: /*i18n*/ { id: 'content.home.news.title', message: 'Latest news' },
  newsAll: /*i18n*/ { id: 'content.home.news.all', message: 'All news' },
  eventsTitle: /*i18n*/ { id: 'content.home.events.title', message: 'Upcoming events' },
  eventsAll: /*i18n*/ { id: 'content.home.events.all', message: 'All events' },
  eventTalk: /*i18n*/ { id: 'content.home.events.talk', message: 'Investor talk' },
  eventEvent: /*i18n*/ { id: 'content.home.events.event', message: 'Event' },
  eventOnline: /*i18n*/ { id: 'content.home.events.online', message: 'Online' },
  appTitle: /*i18n*/ { id: 'content.home.app.title', message: 'Get the app' },
  appStores: /*i18n*/ { id: 'content.home.app.stores', message: 'Download links' },
  appStore: /*i18n*/ { id: 'content.home.app.appStore', message: 'App Store' },
  appStoreLabel: /*i18n*/ { id: 'content.home.app.appStore.label', message: 'Download on the' },
  googlePlay: /*i18n*/ { id: 'content.home.app.googlePlay', message: 'Google Play' },
  googlePlayLabel: /*i18n*/ { id: 'content.home.app.googlePlay.label', message: 'Get it on' },
  apk: /*i18n*/ { id: 'content.home.app.apk', message: 'Android APK' },
  apkLabel: /*i18n*/ { id: 'content.home.app.apk.label', message: 'Download the' },
  qrCode: /*i18n*/ { id: 'content.home.app.qrCode', message: 'QR code to download the app' },
  scan: /*i18n*/ { id: 'content.home.app.scan', message: 'Scan with your phone to download' },
  ceNumber: /*i18n*/ { id: 'content.home.licence.ceNumber', message: 'SFC CE No. {number}' },
  licenceTypes: /*i18n*/ { id: 'content.home.licence.types', message: 'Regulated activities' },
  riskNotice: /*i18n*/ { id: 'content.home.licence.risk', message: 'Risk disclosure' },
} as const satisfies Record<string, MessageDescriptor>;
