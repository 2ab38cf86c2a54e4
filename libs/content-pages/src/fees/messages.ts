/**
 * UI texts of the fees pages (content-fees catalog). The fees, plans, quote services and the page
 * titles come from the content API; these are the calculator's texts and fallbacks for page texts
 * the API could not give.
 */
export const feesMessages = {
  // Page texts (content API page `charges`), used when the API did not give them.
  title: /*i18n*/ { id: 'content.fees.title', message: 'Fees and charges' },
  plansTitle: /*i18n*/ { id: 'content.fees.plansTitle', message: 'Fee plans' },
  tableItem: /*i18n*/ { id: 'content.fees.table.item', message: 'Item' },
  tableCharge: /*i18n*/ { id: 'content.fees.table.charge', message: 'Charge' },
  tableCollectedBy: /*i18n*/ { id: 'content.fees.table.collectedBy', message: 'Collected by' },

  currentPlan: /*i18n*/ { id: 'content.fees.currentPlan', message: 'Showing this plan' },
  notesTitle: /*i18n*/ { id: 'content.fees.notesTitle', message: 'Notes' },
  collectedByValue: /*i18n*/ { id: 'content.fees.table.collectedByValue', message: 'Collected by {name}' },
  marketsNav: /*i18n*/ { id: 'content.fees.marketsNav', message: 'Markets' },
  calculatorLink: /*i18n*/ { id: 'content.fees.calculatorLink', message: 'Trade-cost calculator' },
  compareTitle: /*i18n*/ { id: 'content.fees.compare.title', message: 'Compare the plans: all-in cost of a typical order' },
  compareNote: /*i18n*/ {
    id: 'content.fees.compare.note',
    message: "Every charge included: commission, platform fee, stamp duty and every exchange and regulator fee, worked out from each plan's rates by the calculator below. Choose an amount to see its breakdown.",
  },
  compareOrder: /*i18n*/ { id: 'content.fees.compare.order', message: 'Order' },
  compareTrade: /*i18n*/ { id: 'content.fees.compare.trade', message: 'Buy {quantity} × {price}' },
  compareLowest: /*i18n*/ { id: 'content.fees.compare.lowest', message: 'Lowest' },

  // The trade-cost calculator.
  calculatorTitle: /*i18n*/ { id: 'content.fees.calculator.title', message: 'Trade-cost calculator' },
  calculatorIntro: /*i18n*/ {
    id: 'content.fees.calculator.intro',
    message: 'Enter a trade to see every charge under any plan, worked out from the rates in the fee tables.',
  },
  market: /*i18n*/ { id: 'content.fees.calculator.market', message: 'Market' },
  plan: /*i18n*/ { id: 'content.fees.calculator.plan', message: 'Fee plan' },
  side: /*i18n*/ { id: 'content.fees.calculator.side', message: 'Order' },
  buy: /*i18n*/ { id: 'content.fees.calculator.buy', message: 'Buy' },
  sell: /*i18n*/ { id: 'content.fees.calculator.sell', message: 'Sell' },
  price: /*i18n*/ { id: 'content.fees.calculator.price', message: 'Price per share ({currency})' },
  quantity: /*i18n*/ { id: 'content.fees.calculator.quantity', message: 'Quantity (shares)' },
  premium: /*i18n*/ { id: 'content.fees.calculator.premium', message: 'Premium per share ({currency})' },
  contracts: /*i18n*/ { id: 'content.fees.calculator.contracts', message: 'Contracts' },
  contractHint: /*i18n*/ { id: 'content.fees.calculator.contractHint', message: 'One contract is {size} shares: the trade value is the premium × {size} × the contracts.' },
  lotHint: /*i18n*/ { id: 'content.fees.calculator.lotHint', message: 'Buy orders are in lots of {lot} shares; sell orders may be odd lots.' },
  monthlyOrder: /*i18n*/ { id: 'content.fees.calculator.monthlyOrder', message: 'Order number this month' },
  monthlyOrderHint: /*i18n*/ {
    id: 'content.fees.calculator.monthlyOrderHint',
    message: "This plan's platform fee depends on how many orders you have had filled this calendar month, counting this one.",
  },
  calculate: /*i18n*/ { id: 'content.fees.calculator.calculate', message: 'Calculate' },

  resultsTitle: /*i18n*/ { id: 'content.fees.calculator.resultsTitle', message: 'Estimated charges' },
  resultsCaption: /*i18n*/ { id: 'content.fees.calculator.resultsCaption', message: '{side} {quantity} shares at {price}' },
  resultsCaptionContracts: /*i18n*/ { id: 'content.fees.calculator.resultsCaptionContracts', message: '{side} {quantity} contracts at a premium of {price} per share' },
  chargeColumn: /*i18n*/ { id: 'content.fees.calculator.chargeColumn', message: 'Charge' },
  amountColumn: /*i18n*/ { id: 'content.fees.calculator.amountColumn', message: 'Amount' },
  tradeValue: /*i18n*/ { id: 'content.fees.calculator.tradeValue', message: 'Trade value' },
  totalCharges: /*i18n*/ { id: 'content.fees.calculator.totalCharges', message: 'Total charges' },
  youPay: /*i18n*/ { id: 'content.fees.calculator.youPay', message: 'You pay' },
  youReceive: /*i18n*/ { id: 'content.fees.calculator.youReceive', message: 'You receive' },
  summaryBuy: /*i18n*/ { id: 'content.fees.calculator.summaryBuy', message: 'Total charges {total}. You pay {net}.' },
  summarySell: /*i18n*/ { id: 'content.fees.calculator.summarySell', message: 'Total charges {total}. You receive {net}.' },
  prompt: /*i18n*/ { id: 'content.fees.calculator.prompt', message: 'Enter a price and a quantity to see every charge.' },
  fixErrors: /*i18n*/ { id: 'content.fees.calculator.fixErrors', message: 'Check the price and quantity to see the charges.' },
  roundingNote: /*i18n*/ {
    id: 'content.fees.calculator.roundingNote',
    message:
      'Each charge is worked out exactly, held within its minimum and maximum, then rounded to the cent (half a cent rounds up); Hong Kong stamp duty is rounded up to the whole dollar. This is an estimate: your contract note shows the charges made.',
  },
  unavailable: /*i18n*/ { id: 'content.fees.calculator.unavailable', message: 'The calculator is not available just now. The fee tables above list every charge.' },

  priceRequired: /*i18n*/ { id: 'content.fees.calculator.error.priceRequired', message: 'Enter the price per share.' },
  priceInvalid: /*i18n*/ { id: 'content.fees.calculator.error.priceInvalid', message: 'Enter a price above 0 with up to 4 decimal places.' },
  priceUnreadable: /*i18n*/ { id: 'content.fees.calculator.error.priceUnreadable', message: '“{typed}” is not a price we can read. Type a number such as 12.35 or 1,234.5.' },
  priceCurrency: /*i18n*/ { id: 'content.fees.calculator.error.priceCurrency', message: 'This market trades in {currency}: enter the price in {currency}.' },
  premiumRequired: /*i18n*/ { id: 'content.fees.calculator.error.premiumRequired', message: 'Enter the premium per share.' },
  priceTooLarge: /*i18n*/ { id: 'content.fees.calculator.error.priceTooLarge', message: 'Enter a price of 1,000,000 or less.' },
  quantityRequired: /*i18n*/ { id: 'content.fees.calculator.error.quantityRequired', message: 'Enter the number of shares.' },
  quantityInvalid: /*i18n*/ { id: 'content.fees.calculator.error.quantityInvalid', message: 'Enter a whole number of shares, 1 or more.' },
  quantityTooLarge: /*i18n*/ { id: 'content.fees.calculator.error.quantityTooLarge', message: 'Enter 100,000,000 shares or fewer.' },
  quantityUnreadable: /*i18n*/ { id: 'content.fees.calculator.error.quantityUnreadable', message: '“{typed}” is not a number of shares we can read. Type a whole number such as 2,000.' },
  contractsRequired: /*i18n*/ { id: 'content.fees.calculator.error.contractsRequired', message: 'Enter the number of contracts.' },
  contractsInvalid: /*i18n*/ { id: 'content.fees.calculator.error.contractsInvalid', message: 'Enter a whole number of contracts, 1 or more.' },
  contractsTooLarge: /*i18n*/ { id: 'content.fees.calculator.error.contractsTooLarge', message: 'Enter 10,000 contracts or fewer.' },
  contractsUnreadable: /*i18n*/ { id: 'content.fees.calculator.error.contractsUnreadable', message: '“{typed}” is not a number of contracts we can read. Type a whole number such as 5.' },
  quantityLot: /*i18n*/ { id: 'content.fees.calculator.error.quantityLot', message: 'Buy orders must be a multiple of {lot} shares.' },
  monthlyOrderInvalid: /*i18n*/ { id: 'content.fees.calculator.error.monthlyOrderInvalid', message: 'Enter a whole number from 1 to 100,000.' },

  // The market page (quote services); texts from the content API page `market` win.
  marketTitle: /*i18n*/ { id: 'content.fees.market.title', message: 'Quote services' },
  marketHk: /*i18n*/ { id: 'content.fees.market.hk', message: 'Hong Kong stocks' },
  marketUs: /*i18n*/ { id: 'content.fees.market.us', message: 'US stocks' },
  marketA: /*i18n*/ { id: 'content.fees.market.a', message: 'A-shares' },
  free: /*i18n*/ { id: 'content.fees.market.free', message: 'Free' },
  perMonth: /*i18n*/ { id: 'content.fees.market.perMonth', message: 'per month' },
  audience: /*i18n*/ { id: 'content.fees.market.audience', message: 'For' },
  features: /*i18n*/ { id: 'content.fees.market.features', message: 'Features of {name}' },
  noServices: /*i18n*/ { id: 'content.fees.market.none', message: 'No quote services are offered for this market at the moment.' },
};
