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
  /** Price per share in the market's currency (for options the premium per share), a plain decimal: '12.345'. */
  price: string;
  /** Shares, or contracts where the rates have a `contractSize`. */
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
  /** Price × quantity (× the contract size for options), rounded to the cent. */
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
      // Per share, or per contract where the rates have a contract size (the quantity counts contracts).
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
  const value = times(decimal(trade.price), whole(BigInt(trade.quantity) * BigInt(rates.contractSize ?? 1)));
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
  maxContracts: 10_000,
  maxMonthlyOrder: 100_000,
} as const;

/** What the calculator form sends (text as typed, or query parameters without JavaScript). */
export interface TradeInput {
  side: string;
  price: string;
  quantity: string;
  monthlyOrder?: string;
}

/**
 * `unreadable`: not a number even after the usual ways of writing one are allowed for;
 * `currency`: a price marked with another currency than the market's (US$ on Hong Kong stocks).
 */
export type TradeInputProblem = 'required' | 'unreadable' | 'currency' | 'invalid' | 'too-large' | 'lot';
export type TradeInputProblems = Partial<Record<'price' | 'quantity' | 'monthlyOrder', TradeInputProblem>>;

/** How people mark an amount in each currency, longest first; a bare `$` or 元 goes with any of them. */
const CURRENCY_MARKS: Record<string, readonly string[]> = {
  HKD: ['HKD', 'HK$', '港幣', '港币', '港元'],
  USD: ['USD', 'US$', '美元', '美金'],
  CNY: ['CNY', 'CNH', 'RMB', '人民幣', '人民币', '¥'],
};
const ANY_CURRENCY_MARKS = ['$', '元'];
/** Units people write after a quantity. */
const QUANTITY_UNITS = ['shares', 'share', 'contracts', 'contract', '股', '張', '张'];

const startsOrEndsWith = (text: string, mark: string) => text.startsWith(mark) || text.endsWith(mark);
const withoutMark = (text: string, mark: string) => (text.startsWith(mark) ? text.slice(mark.length) : text.slice(0, -mark.length)).trim();

/** Digits in groups of three (12,345 or 12 345), or none at all: '1,23' and '1.234,5' are not numbers here. */
const GROUPED = /^\d{1,3}(?:([, ])\d{3})(?:\1\d{3})*(?:\.\d+)?$/;
const PLAIN = /^\d+(?:\.\d+)?$/;

type Reading = { number: string } | { problem: 'required' | 'unreadable' | 'currency' };

/**
 * A number as people type it, as a plain decimal text: full-width digits and punctuation (１０，
 * ０００．５), digit grouping, and for a price a mark of the market's currency before or after it
 * (HK$10, US$ 1,234.5, 10港元); for a quantity a unit after it (2,000 shares, 500股).
 */
export const readTypedNumber = (typed: string, kind: { currency: string } | 'quantity'): Reading => {
  // NFKC turns full-width digits, letters and punctuation into their ASCII forms (１０ → 10, ＄ → $, ， → ,).
  let text = typed.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (!text) return { problem: 'required' };
  if (kind === 'quantity') {
    const unit = QUANTITY_UNITS.find((entry) => text.toLowerCase().endsWith(entry));
    if (unit) text = text.slice(0, -unit.length).trim();
  } else {
    const upper = text.toUpperCase();
    const own = (CURRENCY_MARKS[kind.currency] ?? []).find((mark) => startsOrEndsWith(upper, mark));
    const other = Object.entries(CURRENCY_MARKS).find(([code, marks]) => code !== kind.currency && marks.some((mark) => startsOrEndsWith(upper, mark)));
    if (own) text = withoutMark(upper, own);
    else if (other) return { problem: 'currency' };
    const any = ANY_CURRENCY_MARKS.find((mark) => startsOrEndsWith(text, mark));
    if (any) text = withoutMark(text, any);
  }
  if (PLAIN.test(text)) return { number: text };
  if (GROUPED.test(text)) return { number: text.replace(/[, ]/g, '') };
  return { problem: 'unreadable' };
};

const PRICE = new RegExp(`^\\d{1,7}(?:\\.\\d{1,${TRADE_LIMITS.priceDecimals}})?$`);
const WHOLE = /^\d{1,9}$/;

/** Checks the form's text and turns it into a `Trade`, or says what is wrong with each field. */
export const parseTradeInput = (rates: TradeRates, input: TradeInput): { trade: Trade; problems: null } | { trade: null; problems: TradeInputProblems } => {
  const problems: TradeInputProblems = {};
  const side: TradeSide = input.side === 'sell' ? 'sell' : 'buy';

  const priceReading = readTypedNumber(input.price, { currency: rates.currency });
  const price = 'number' in priceReading ? priceReading.number : '';
  if ('problem' in priceReading) problems.price = priceReading.problem;
  else if (!PRICE.test(price) || !/[1-9]/.test(price)) problems.price = 'invalid';
  else if (Number(price) > TRADE_LIMITS.maxPrice) problems.price = 'too-large';

  const quantityReading = readTypedNumber(input.quantity, 'quantity');
  const quantity = 'number' in quantityReading ? Number(quantityReading.number) : 0;
  const maxQuantity = rates.contractSize ? TRADE_LIMITS.maxContracts : TRADE_LIMITS.maxQuantity;
  if ('problem' in quantityReading) problems.quantity = quantityReading.problem;
  else if (!WHOLE.test(quantityReading.number) || quantity < 1) problems.quantity = quantity > maxQuantity ? 'too-large' : 'invalid';
  else if (quantity > maxQuantity) problems.quantity = 'too-large';
  else if (side === 'buy' && quantity % rates.buyLot !== 0) problems.quantity = 'lot';

  let monthlyOrder = 1;
  if (usesMonthlyOrder(rates)) {
    const reading = readTypedNumber(input.monthlyOrder || '1', 'quantity');
    monthlyOrder = 'number' in reading ? Number(reading.number) : 0;
    if (!('number' in reading) || !WHOLE.test(reading.number) || monthlyOrder < 1) problems.monthlyOrder = 'invalid';
    else if (monthlyOrder > TRADE_LIMITS.maxMonthlyOrder) problems.monthlyOrder = 'too-large';
  }

  if (Object.keys(problems).length > 0) return { trade: null, problems };
  return { trade: { side, price, quantity, monthlyOrder }, problems: null };
};
