import type { MessageDescriptor } from '@lingui/core';
import type { AppScreenKind } from './app-screen-views';

/** The sample stock every screen shows (also the open-API page's sample answer). */
export const appScreenSampleName: MessageDescriptor = /*i18n*/ { id: 'ui.appScreen.name.tech', message: 'Sample Tech' };

/** What each screen shows, for a `DeviceFrame`'s label (screen readers get this sentence instead of the screen). */
export const appScreenLabels = {
  quote: /*i18n*/ { id: 'ui.appScreen.label.quote', message: 'The app’s quote page: a sample stock with its price, intraday chart and bid and ask prices' },
  order: /*i18n*/ { id: 'ui.appScreen.label.order', message: 'The app’s order ticket: a sample limit order with price, quantity and estimated fees' },
  portfolio: /*i18n*/ { id: 'ui.appScreen.label.portfolio', message: 'The app’s portfolio: sample holdings with their value and profit or loss' },
  ipo: /*i18n*/ { id: 'ui.appScreen.label.ipo', message: 'The app’s IPO centre: a sample new listing with lot size, entry fee and closing date' },
  fees: /*i18n*/ { id: 'ui.appScreen.label.fees', message: 'The app’s fee breakdown: every charge of a sample purchase before it is confirmed' },
} satisfies Record<AppScreenKind, MessageDescriptor>;

/** A caption under each screen in an app tour: what the visitor can do there. */
export const appScreenCaptions = {
  quote: {
    title: /*i18n*/ { id: 'ui.appTour.quote.title', message: 'Real-time quotes' },
    text: /*i18n*/ { id: 'ui.appTour.quote.text', message: 'Prices, intraday chart and the order book for HK, US and A shares.' },
  },
  order: {
    title: /*i18n*/ { id: 'ui.appTour.order.title', message: 'Place an order in seconds' },
    text: /*i18n*/ { id: 'ui.appTour.order.text', message: 'Price, quantity and the estimated fees on one screen before you confirm.' },
  },
  portfolio: {
    title: /*i18n*/ { id: 'ui.appTour.portfolio.title', message: 'Your portfolio at a glance' },
    text: /*i18n*/ { id: 'ui.appTour.portfolio.text', message: 'Holdings, cash and profit or loss across markets, updated as prices move.' },
  },
  ipo: {
    title: /*i18n*/ { id: 'ui.appTour.ipo.title', message: 'Subscribe to IPOs' },
    text: /*i18n*/ { id: 'ui.appTour.ipo.text', message: 'Lot size, entry fee and deadline for each new listing, with margin if you want it.' },
  },
  fees: {
    title: /*i18n*/ { id: 'ui.appTour.fees.title', message: 'Every fee in plain sight' },
    text: /*i18n*/ { id: 'ui.appTour.fees.text', message: 'Commission, platform fee, stamp duty and levies, itemised for each trade.' },
  },
} satisfies Record<AppScreenKind, { title: MessageDescriptor; text: MessageDescriptor }>;

export const appTourMessages = {
  heading: /*i18n*/ { id: 'ui.appTour.heading', message: 'Inside the app' },
  note: /*i18n*/ { id: 'ui.appTour.note', message: 'Screens of the app with sample data.' },
} satisfies Record<string, MessageDescriptor>;
