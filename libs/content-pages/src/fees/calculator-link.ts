import type { Trade } from './trade-cost';

// Links into the fee calculator, apart from the calculator itself: the home page's fee card links
// there without downloading the calculator's code.

/** The calculator's place on the charges page (its section's id). */
export const CALCULATOR_ANCHOR = 'calculator';

/** `chargesPath` with the calculator filled in with `trade` in `market` under plan `planId`. */
export const calculatorHref = (chargesPath: string, planId: number, market: string, trade: Trade): string =>
  `${chargesPath}?${new URLSearchParams({ plan: String(planId), market, side: trade.side, price: trade.price, quantity: String(trade.quantity) })}#${CALCULATOR_ANCHOR}`;
