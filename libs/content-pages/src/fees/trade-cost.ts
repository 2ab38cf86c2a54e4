import type { ChargeRule, TradeRates } from '@brokerage/contracts';

/**
 * The trade-cost calculator's engine: every charge of one trade from a market's rates (content
 * API data, never constants here). Arithmetic is exact: decimals are held as a whole number of
 * units and a power of ten, so 0.1% of 12,345.67 is 12.34567, not a float near it.
 *
 * Rounding convention: each charge is worked out exactly, held between its minimum and maximum,
 * then rounded on its own to the cent (half a cent and more rounds up) — or, where the rule says
 * `unit-up`, up to the next whole currency unit (HK stamp duty). The total is the sum of the
 * rounded charges.
 */

/** value = units / 10^scale; never negative here. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,12}))?$/;
const pow10 = (power: number) => 10n ** BigInt(power);

/** A decimal from text ('0.00565', '12'); null when the text is not a plain non-negative decimal. */
const parseDecimal = (text: string): Decimal | null => {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1] + fraction), scale: fraction.length };
};
const decimal = (text: string): Decimal => {
  const value = parseDecimal(text);
  if (!value) throw new Error(`Not a decimal rate: ${text}`);
  return value;
};
const whole = (value: bigint): Decimal => ({ units: value, scale: 0 });
const times = (a: Decimal, b: Decimal): Decimal => ({ units: a.units * b.units, scale: a.scale + b.scale });
const percentOf = (a: Decimal, percent: Decimal): Decimal => ({ units: a.units * percent.units, scale: a.scale + percent.scale + 2 });
const rescale = (a: Decimal, scale: number): bigint => a.units * pow10(scale - a.scale);
const plus = (a: Decimal, b: Decimal): Decimal => {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
};
const compare = (a: Decimal, b: Decimal): number => {
  const scale = Math.max(a.scale, b.scale);
  const difference = rescale(a, scale) - rescale(b, scale);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
};
const atLeast = (a: Decimal, floor: Decimal | undefined) => (floor && compare(a, floor) < 0 ? floor : a);
const atMost = (a: Decimal, ceiling: Decimal | undefined) => (ceiling && compare(a, ceiling) > 0 ? ceiling : a);
const optional = (text: string | undefined) => (text === undefined ? undefined : decimal(text));

/** Whole cents of `value`: half a cent and more up (`cent`), or up to the next whole unit (`unit-up`). */
const toCents = (value: Decimal, rounding: ChargeRule['rounding']): bigint => {
  if (rounding === 'unit-up') {
    const divisor = pow10(value.scale);
    const units = value.units / divisor + (value.units % divisor === 0n ? 0n : 1n);
    return units * 100n;
  }
  if (value.scale <= 2) return rescale(value, 2);
  const divisor = pow10(value.scale - 2);
  const cents = value.units / divisor;
  return (value.units % divisor) * 2n >= divisor ? cents + 1n : cents;
};

/** Cents as a decimal text with two places: 1234n → '12.34'. */
const centsText = (cents: bigint): string => {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

export type TradeSide = 'buy' | 'sell';

/** One trade, already checked (`parseTradeInput`). */
export interface Trade {
  side: TradeSide;
  /** Price per share in the market's currency, as typed: '12.345'. */
  price: string;
  quantity: number;
  /** The order's number in the calendar month (1 = first); only tiered platform fees use it. */
  monthlyOrder: number;
}

export interface TradeCostLine {
  key: string;
  label: string;
  /** The charge in currency units with two decimals: '12.35'. */
  amount: string;
}

export interface TradeCost {
  currency: string;
  side: TradeSide;
  /** Price × quantity, rounded to the cent. */
  tradeValue: string;
  /** The charges that apply to this side, in the rates' order. */
  lines: TradeCostLine[];
  /** Sum of the lines. */
  totalCharges: string;
  /** What the client pays (buy: value plus charges) or receives (sell: value less charges). */
  netAmount: string;
}

/** The exact amount of one charge before rounding. */
const exactCharge = (rule: ChargeRule, value: Decimal, trade: Trade): Decimal => {
  switch (rule.basis) {
    case 'value':
      return atMost(atLeast(percentOf(value, decimal(rule.percent)), optional(rule.min)), optional(rule.max));
    case 'shares': {
      const chargedShares = BigInt(Math.max(0, trade.quantity - (rule.sharesIncluded ?? 0)));
      let amount = plus(times(whole(chargedShares), decimal(rule.perShare)), optional(rule.fixed) ?? whole(0n));
      amount = atLeast(amount, optional(rule.min));
      amount = atMost(amount, optional(rule.max));
      return atMost(amount, rule.maxPercentOfValue === undefined ? undefined : percentOf(value, decimal(rule.maxPercentOfValue)));
    }
    case 'order':
      return decimal(rule.amount);
    case 'monthly-orders': {
      const tier = [...rule.tiers].sort((a, b) => a.fromOrder - b.fromOrder).filter((entry) => entry.fromOrder <= trade.monthlyOrder).pop() ?? rule.tiers[0];
      return decimal(tier.amount);
    }
  }
};

/** Every charge of `trade` under `rates`, each rounded as its rule says, and the total. */
export const calculateTradeCost = (rates: TradeRates, trade: Trade): TradeCost => {
  const value = times(decimal(trade.price), whole(BigInt(trade.quantity)));
  const lines = rates.charges
    .filter((rule) => rule.side === 'both' || rule.side === trade.side)
    .map((rule) => ({ key: rule.key, label: rule.label, cents: toCents(exactCharge(rule, value, trade), rule.rounding) }));
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0n);
  const valueCents = toCents(value, 'cent');
  return {
    currency: rates.currency,
    side: trade.side,
    tradeValue: centsText(valueCents),
    lines: lines.map(({ cents, ...line }) => ({ ...line, amount: centsText(cents) })),
    totalCharges: centsText(totalCents),
    netAmount: centsText(trade.side === 'buy' ? valueCents + totalCents : valueCents - totalCents),
  };
};

/** Whether a plan's rates need the order's number in the month (a tiered platform fee). */
export const usesMonthlyOrder = (rates: TradeRates): boolean => rates.charges.some((rule) => rule.basis === 'monthly-orders');

export const TRADE_LIMITS = {
  /** Decimal places a price may have (US stocks under US$1 trade in 1/100 of a cent). */
  priceDecimals: 4,
  maxPrice: 1_000_000,
  maxQuantity: 100_000_000,
  maxMonthlyOrder: 100_000,
} as const;

/** What the calculator form sends (text as typed, or query parameters without JavaScript). */
export interface TradeInput {
  side: string;
  price: string;
  quantity: string;
  monthlyOrder?: string;
}

export type TradeInputProblem = 'required' | 'invalid' | 'too-large' | 'lot';
export type TradeInputProblems = Partial<Record<'price' | 'quantity' | 'monthlyOrder', TradeInputProblem>>;

const PRICE = new RegExp(`^\\d{1,7}(?:\\.\\d{1,${TRADE_LIMITS.priceDecimals}})?$`);
const WHOLE = /^\d{1,9}$/;
/** Digit grouping people type (12,345 or 12 345) is not part of the number. */
const withoutGrouping = (text: string) => text.trim().replace(/[,\s]/g, '');

/** Checks the form's text and turns it into a `Trade`, or says what is wrong with each field. */
export const parseTradeInput = (rates: TradeRates, input: TradeInput): { trade: Trade; problems: null } | { trade: null; problems: TradeInputProblems } => {
  const problems: TradeInputProblems = {};
  const side: TradeSide = input.side === 'sell' ? 'sell' : 'buy';

  const price = withoutGrouping(input.price);
  if (!price) problems.price = 'required';
  else if (!PRICE.test(price) || !/[1-9]/.test(price)) problems.price = 'invalid';
  else if (Number(price) > TRADE_LIMITS.maxPrice) problems.price = 'too-large';

  const quantityText = withoutGrouping(input.quantity);
  const quantity = Number(quantityText);
  if (!quantityText) problems.quantity = 'required';
  else if (!WHOLE.test(quantityText) || quantity < 1) problems.quantity = 'invalid';
  else if (quantity > TRADE_LIMITS.maxQuantity) problems.quantity = 'too-large';
  else if (side === 'buy' && quantity % rates.buyLot !== 0) problems.quantity = 'lot';

  let monthlyOrder = 1;
  if (usesMonthlyOrder(rates)) {
    const text = withoutGrouping(input.monthlyOrder ?? '') || '1';
    monthlyOrder = Number(text);
    if (!WHOLE.test(text) || monthlyOrder < 1) problems.monthlyOrder = 'invalid';
    else if (monthlyOrder > TRADE_LIMITS.maxMonthlyOrder) problems.monthlyOrder = 'too-large';
  }

  if (Object.keys(problems).length > 0) return { trade: null, problems };
  return { trade: { side, price, quantity, monthlyOrder }, problems: null };
};
