import type { MessageDescriptor } from '@lingui/core';
import type { AppScreenKind } from './app-screen-views';

/**
 * Words inside the app screens (catalog `ui`). The screens are pictures of the trading app with plainly
 * sample data: their figures are written in the screens, the words and the sample names come from here.
 */
export const appScreenMessages = {
  sampleData: /*i18n*/ { id: 'ui.appScreen.sampleData', message: 'Sample data' },
  sampleTech: /*i18n*/ { id: 'ui.appScreen.name.tech', message: 'Sample Tech' },
  sampleBank: /*i18n*/ { id: 'ui.appScreen.name.bank', message: 'Sample Bank' },
  sampleEnergy: /*i18n*/ { id: 'ui.appScreen.name.energy', message: 'Sample Energy' },
  sampleCloud: /*i18n*/ { id: 'ui.appScreen.name.cloud', message: 'Sample Cloud' },
  sampleRobotics: /*i18n*/ { id: 'ui.appScreen.name.robotics', message: 'Sample Robotics' },
  sampleBio: /*i18n*/ { id: 'ui.appScreen.name.bio', message: 'Sample Bio' },
  // quote
  open: /*i18n*/ { id: 'ui.appScreen.quote.open', message: 'Open' },
  high: /*i18n*/ { id: 'ui.appScreen.quote.high', message: 'High' },
  low: /*i18n*/ { id: 'ui.appScreen.quote.low', message: 'Low' },
  prevClose: /*i18n*/ { id: 'ui.appScreen.quote.prevClose', message: 'Prev close' },
  volume: /*i18n*/ { id: 'ui.appScreen.quote.volume', message: 'Volume' },
  volumeValue: /*i18n*/ { id: 'ui.appScreen.quote.volumeValue', message: '18.52M' },
  turnover: /*i18n*/ { id: 'ui.appScreen.quote.turnover', message: 'Turnover' },
  turnoverValue: /*i18n*/ { id: 'ui.appScreen.quote.turnoverValue', message: '7.18B' },
  intraday: /*i18n*/ { id: 'ui.appScreen.quote.intraday', message: 'Intraday' },
  fiveDays: /*i18n*/ { id: 'ui.appScreen.quote.fiveDays', message: '5D' },
  oneMonth: /*i18n*/ { id: 'ui.appScreen.quote.oneMonth', message: '1M' },
  bid: /*i18n*/ { id: 'ui.appScreen.quote.bid', message: 'Bid' },
  ask: /*i18n*/ { id: 'ui.appScreen.quote.ask', message: 'Ask' },
  buy: /*i18n*/ { id: 'ui.appScreen.buy', message: 'Buy' },
  sell: /*i18n*/ { id: 'ui.appScreen.sell', message: 'Sell' },
  // order ticket
  trade: /*i18n*/ { id: 'ui.appScreen.order.title', message: 'Trade' },
  orderType: /*i18n*/ { id: 'ui.appScreen.order.type', message: 'Order type' },
  limitOrder: /*i18n*/ { id: 'ui.appScreen.order.limit', message: 'Limit order' },
  price: /*i18n*/ { id: 'ui.appScreen.order.price', message: 'Price' },
  quantity: /*i18n*/ { id: 'ui.appScreen.order.quantity', message: 'Quantity' },
  lotNote: /*i18n*/ { id: 'ui.appScreen.order.lotNote', message: '1 lot = 100 shares' },
  maxBuyable: /*i18n*/ { id: 'ui.appScreen.order.maxBuyable', message: 'Max 300 shares' },
  all: /*i18n*/ { id: 'ui.appScreen.order.all', message: 'All' },
  validity: /*i18n*/ { id: 'ui.appScreen.order.validity', message: 'Valid for' },
  today: /*i18n*/ { id: 'ui.appScreen.order.today', message: 'Today' },
  amount: /*i18n*/ { id: 'ui.appScreen.order.amount', message: 'Amount' },
  estimatedFees: /*i18n*/ { id: 'ui.appScreen.order.estimatedFees', message: 'Estimated fees' },
  buyingPower: /*i18n*/ { id: 'ui.appScreen.order.buyingPower', message: 'Buying power' },
  placeBuyOrder: /*i18n*/ { id: 'ui.appScreen.order.placeBuy', message: 'Place buy order' },
  // portfolio
  portfolio: /*i18n*/ { id: 'ui.appScreen.portfolio.title', message: 'Portfolio' },
  totalAssets: /*i18n*/ { id: 'ui.appScreen.portfolio.totalAssets', message: 'Total assets (HKD)' },
  todayPl: /*i18n*/ { id: 'ui.appScreen.portfolio.todayPl', message: "Today's P/L" },
  totalPl: /*i18n*/ { id: 'ui.appScreen.portfolio.totalPl', message: 'Total P/L' },
  cash: /*i18n*/ { id: 'ui.appScreen.portfolio.cash', message: 'Cash' },
  holdings: /*i18n*/ { id: 'ui.appScreen.portfolio.holdings', message: 'Holdings' },
  marketValue: /*i18n*/ { id: 'ui.appScreen.portfolio.marketValue', message: 'Value / Qty' },
  profitLoss: /*i18n*/ { id: 'ui.appScreen.portfolio.profitLoss', message: 'P/L' },
  // IPO
  ipoCentre: /*i18n*/ { id: 'ui.appScreen.ipo.title', message: 'IPO centre' },
  subscribing: /*i18n*/ { id: 'ui.appScreen.ipo.subscribing', message: 'Open' },
  upcoming: /*i18n*/ { id: 'ui.appScreen.ipo.upcoming', message: 'Upcoming' },
  offerPrice: /*i18n*/ { id: 'ui.appScreen.ipo.offerPrice', message: 'Offer price' },
  lotSize: /*i18n*/ { id: 'ui.appScreen.ipo.lotSize', message: 'Lot size' },
  lotSizeValue: /*i18n*/ { id: 'ui.appScreen.ipo.lotSizeValue', message: '200 shares' },
  entryFee: /*i18n*/ { id: 'ui.appScreen.ipo.entryFee', message: 'Entry fee' },
  closes: /*i18n*/ { id: 'ui.appScreen.ipo.closes', message: 'Closes' },
  closesValue: /*i18n*/ { id: 'ui.appScreen.ipo.closesValue', message: '3 Dec, 12:00' },
  listing: /*i18n*/ { id: 'ui.appScreen.ipo.listing', message: 'Listing' },
  listingValue: /*i18n*/ { id: 'ui.appScreen.ipo.listingValue', message: '9 Dec' },
  marginNote: /*i18n*/ { id: 'ui.appScreen.ipo.margin', message: 'Margin up to 10×' },
  subscribe: /*i18n*/ { id: 'ui.appScreen.ipo.subscribe', message: 'Subscribe' },
  stepSubscribe: /*i18n*/ { id: 'ui.appScreen.ipo.step.subscribe', message: 'Subscribe' },
  stepAllot: /*i18n*/ { id: 'ui.appScreen.ipo.step.allot', message: 'Allotment' },
  stepList: /*i18n*/ { id: 'ui.appScreen.ipo.step.list', message: 'Listing' },
  // fees
  feeTitle: /*i18n*/ { id: 'ui.appScreen.fees.title', message: 'Fee breakdown' },
  feeOrder: /*i18n*/ { id: 'ui.appScreen.fees.order', message: 'Buy 200 shares at 388.60' },
  commission: /*i18n*/ { id: 'ui.appScreen.fees.commission', message: 'Commission (0.03%)' },
  platformFee: /*i18n*/ { id: 'ui.appScreen.fees.platform', message: 'Platform fee' },
  stampDuty: /*i18n*/ { id: 'ui.appScreen.fees.stampDuty', message: 'Stamp duty (0.1%)' },
  tradingFee: /*i18n*/ { id: 'ui.appScreen.fees.tradingFee', message: 'Trading fee' },
  sfcLevy: /*i18n*/ { id: 'ui.appScreen.fees.sfcLevy', message: 'SFC levy' },
  afrcLevy: /*i18n*/ { id: 'ui.appScreen.fees.afrcLevy', message: 'AFRC levy' },
  settlementFee: /*i18n*/ { id: 'ui.appScreen.fees.settlement', message: 'Settlement fee' },
  totalFees: /*i18n*/ { id: 'ui.appScreen.fees.total', message: 'Total fees' },
  totalCost: /*i18n*/ { id: 'ui.appScreen.fees.totalCost', message: 'Total cost' },
  feesNote: /*i18n*/ { id: 'ui.appScreen.fees.note', message: 'Every charge is shown before you confirm.' },
} satisfies Record<string, MessageDescriptor>;

/** What each screen shows, for a `DeviceFrame`'s label (screen readers get this sentence instead of the screen). */
export const appScreenLabels = {
  quote: /*i18n*/ { id: 'ui.appScreen.label.quote', message: 'The app’s quote page: a sample Hong Kong stock with its price, intraday chart and bid and ask prices' },
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
