import { sampleOptionRates, sampleRates } from './fee-fixtures';
import { calculateTradeCost, parseTradeInput, readTypedNumber, type Trade, type TradeCost } from './trade-cost';

/**
 * Hand-worked trades, one per line of working, against the seeded rates. Every charge is worked
 * out exactly, held between its minimum and maximum, then rounded to the cent (half a cent up);
 * HK stamp duty is rounded up to the whole dollar.
 */

const trade = (side: Trade['side'], price: string, quantity: number, monthlyOrder = 1): Trade => ({ side, price, quantity, monthlyOrder });
const linesOf = (cost: TradeCost) => Object.fromEntries(cost.lines.map((line) => [line.key, line.amount]));

interface WorkedTrade {
  name: string;
  market: 'hk' | 'us' | 'a';
  trade: Trade;
  /** Every charge line of the trade. */
  lines: Record<string, string>;
  /** The trade's totals (and currency, side where the case is about them). */
  totals: Partial<TradeCost>;
}

/** Full trades on the Standard plan (plan 1): every line and the totals, worked by hand in the comments. */
const workedTrades: WorkedTrade[] = [
  {
    name: 'HK: a small buy hits the minimums: 100 shares at HK$3.50',
    // value 100 × 3.50 = 350.00
    // commission 350 × 0.03% = 0.105 → below min HK$3 → 3.00
    // platform fee HK$15 per order → 15.00
    // stamp duty 350 × 0.1% = 0.35 → rounded up to the whole dollar → 1.00
    // trading fee 350 × 0.00565% = 0.019775 → 0.02
    // SFC levy 350 × 0.0027% = 0.00945 → 0.01
    // AFRC levy 350 × 0.00015% = 0.000525 → 0.00
    // settlement fee 350 × 0.002% = 0.007 → below min HK$2 → 2.00
    // total 3 + 15 + 1 + 0.02 + 0.01 + 0 + 2 = 21.03; pay 350 + 21.03 = 371.03
    market: 'hk',
    trade: trade('buy', '3.50', 100),
    lines: { commission: '3.00', 'platform-fee': '15.00', 'stamp-duty': '1.00', 'trading-fee': '0.02', 'sfc-levy': '0.01', 'afrc-levy': '0.00', 'settlement-fee': '2.00' },
    totals: { currency: 'HKD', tradeValue: '350.00', totalCharges: '21.03', netAmount: '371.03' },
  },
  {
    name: 'HK: a large buy hits the settlement fee maximum: 20,000 shares at HK$388.20',
    // value 20,000 × 388.20 = 7,764,000.00
    // commission 7,764,000 × 0.03% = 2,329.20
    // platform fee 15.00
    // stamp duty 7,764,000 × 0.1% = 7,764 (already whole) → 7,764.00
    // trading fee × 0.00565% = 438.666 → 438.67
    // SFC levy × 0.0027% = 209.628 → 209.63
    // AFRC levy × 0.00015% = 11.646 → 11.65
    // settlement fee × 0.002% = 155.28 → above max HK$100 → 100.00
    // total 2,329.20 + 15 + 7,764 + 438.67 + 209.63 + 11.65 + 100 = 10,868.15
    market: 'hk',
    trade: trade('buy', '388.20', 20_000),
    lines: { commission: '2329.20', 'platform-fee': '15.00', 'stamp-duty': '7764.00', 'trading-fee': '438.67', 'sfc-levy': '209.63', 'afrc-levy': '11.65', 'settlement-fee': '100.00' },
    totals: { tradeValue: '7764000.00', totalCharges: '10868.15', netAmount: '7774868.15' },
  },
  {
    name: 'HK: a sell pays stamp duty too, rounded up: 1,500 shares at HK$12.345',
    // value 1,500 × 12.345 = 18,517.50
    // commission 18,517.50 × 0.03% = 5.55525 → 5.56
    // platform fee 15.00
    // stamp duty 18,517.50 × 0.1% = 18.5175 → up to 19.00 (seller pays it as the buyer does)
    // trading fee × 0.00565% = 1.04623875 → 1.05
    // SFC levy × 0.0027% = 0.4999725 → 0.50
    // AFRC levy × 0.00015% = 0.02777625 → 0.03
    // settlement fee × 0.002% = 0.37035 → min 2.00
    // total 5.56 + 15 + 19 + 1.05 + 0.50 + 0.03 + 2 = 43.14; receive 18,517.50 − 43.14 = 18,474.36
    market: 'hk',
    trade: trade('sell', '12.345', 1_500),
    lines: { commission: '5.56', 'platform-fee': '15.00', 'stamp-duty': '19.00', 'trading-fee': '1.05', 'sfc-levy': '0.50', 'afrc-levy': '0.03', 'settlement-fee': '2.00' },
    totals: { side: 'sell', tradeValue: '18517.50', totalCharges: '43.14', netAmount: '18474.36' },
  },
  {
    name: 'US: a small buy hits the per-order minimums and has no sell-only fees: 10 shares at US$4.25',
    // value 10 × 4.25 = 42.50
    // commission 10 × 0.0049 = 0.049 → min US$0.99 → 0.99
    // platform fee 10 × 0.005 = 0.05 → min US$1 → 1.00
    // clearing fee 10 × 0.003 = 0.03; cap 0.5% × 42.50 = 0.2125 → 0.03
    // no SEC fee or FINRA TAF on a buy; total 2.02; pay 44.52
    market: 'us',
    trade: trade('buy', '4.25', 10),
    lines: { commission: '0.99', 'platform-fee': '1.00', 'clearing-fee': '0.03' },
    totals: { currency: 'USD', tradeValue: '42.50', totalCharges: '2.02', netAmount: '44.52' },
  },
  {
    name: 'US: a small sell hits the SEC fee and FINRA TAF minimums: 10 shares at US$4.25',
    // SEC fee 42.50 × 0.00278% = 0.0011815 → min US$0.01 → 0.01
    // FINRA TAF 10 × 0.000166 = 0.00166 → min US$0.01 → 0.01
    // total 0.99 + 1.00 + 0.01 + 0.01 + 0.03 = 2.04; receive 42.50 − 2.04 = 40.46
    market: 'us',
    trade: trade('sell', '4.25', 10),
    lines: { commission: '0.99', 'platform-fee': '1.00', 'sec-fee': '0.01', 'finra-taf': '0.01', 'clearing-fee': '0.03' },
    totals: { totalCharges: '2.04', netAmount: '40.46' },
  },
  {
    name: 'US: a large sell hits the FINRA TAF maximum: 60,000 shares at US$25.10',
    // value 60,000 × 25.10 = 1,506,000.00
    // commission 60,000 × 0.0049 = 294.00; platform fee 60,000 × 0.005 = 300.00
    // SEC fee 1,506,000 × 0.00278% = 41.8668 → 41.87
    // FINRA TAF 60,000 × 0.000166 = 9.96 → above max US$8.30 → 8.30
    // clearing fee 60,000 × 0.003 = 180.00 (cap 0.5% = 7,530 not reached)
    // total 294 + 300 + 41.87 + 8.30 + 180 = 824.17; receive 1,506,000 − 824.17 = 1,505,175.83
    market: 'us',
    trade: trade('sell', '25.10', 60_000),
    lines: { commission: '294.00', 'platform-fee': '300.00', 'sec-fee': '41.87', 'finra-taf': '8.30', 'clearing-fee': '180.00' },
    totals: { tradeValue: '1506000.00', totalCharges: '824.17', netAmount: '1505175.83' },
  },
  {
    name: 'US: caps the clearing fee at 0.5% of a low-priced sell: 1,000 shares at US$0.0512',
    // value 1,000 × 0.0512 = 51.20
    // commission 1,000 × 0.0049 = 4.90; platform fee 1,000 × 0.005 = 5.00
    // SEC fee 51.20 × 0.00278% = 0.00142336 → min 0.01
    // FINRA TAF 1,000 × 0.000166 = 0.166 → 0.17
    // clearing fee 1,000 × 0.003 = 3.00 → cap 0.5% × 51.20 = 0.256 → 0.26
    // total 4.90 + 5.00 + 0.01 + 0.17 + 0.26 = 10.34; receive 40.86
    market: 'us',
    trade: trade('sell', '0.0512', 1_000),
    lines: { commission: '4.90', 'platform-fee': '5.00', 'sec-fee': '0.01', 'finra-taf': '0.17', 'clearing-fee': '0.26' },
    totals: { totalCharges: '10.34', netAmount: '40.86' },
  },
  {
    name: 'A-shares: a small buy of one lot hits the commission minimum: 100 shares at RMB8.88',
    // value 100 × 8.88 = 888.00
    // commission 888 × 0.03% = 0.2664 → min RMB3 → 3.00; platform fee 15.00
    // handling fee 888 × 0.00341% = 0.0302808 → 0.03
    // management fee 888 × 0.002% = 0.01776 → 0.02
    // transfer fee 888 × 0.001% = 0.00888 → 0.01
    // HKSCC transfer fee 888 × 0.002% = 0.01776 → 0.02
    // no stamp duty on a buy; total 3 + 15 + 0.03 + 0.02 + 0.01 + 0.02 = 18.08; pay 906.08
    market: 'a',
    trade: trade('buy', '8.88', 100),
    lines: { commission: '3.00', 'platform-fee': '15.00', 'handling-fee': '0.03', 'management-fee': '0.02', 'transfer-fee': '0.01', 'hkscc-transfer-fee': '0.02' },
    totals: { currency: 'CNY', tradeValue: '888.00', totalCharges: '18.08', netAmount: '906.08' },
  },
  {
    name: 'A-shares: a large buy: 50,000 shares at RMB1,688.00 (A-share charges have no maximum)',
    // value 50,000 × 1,688 = 84,400,000.00
    // commission × 0.03% = 25,320.00; platform fee 15.00
    // handling fee × 0.00341% = 2,878.04; management fee × 0.002% = 1,688.00
    // transfer fee × 0.001% = 844.00; HKSCC transfer fee × 0.002% = 1,688.00
    // total 25,320 + 15 + 2,878.04 + 1,688 + 844 + 1,688 = 32,433.04
    market: 'a',
    trade: trade('buy', '1688.00', 50_000),
    lines: { commission: '25320.00', 'platform-fee': '15.00', 'handling-fee': '2878.04', 'management-fee': '1688.00', 'transfer-fee': '844.00', 'hkscc-transfer-fee': '1688.00' },
    totals: { tradeValue: '84400000.00', totalCharges: '32433.04', netAmount: '84432433.04' },
  },
  {
    name: 'A-shares: a sell (odd lots allowed) pays the seller-only stamp duty: 250 shares at RMB15.67',
    // value 250 × 15.67 = 3,917.50
    // commission 3,917.50 × 0.03% = 1.17525 → min 3.00; platform fee 15.00
    // stamp duty (sell only) × 0.05% = 1.95875 → 1.96
    // handling fee × 0.00341% = 0.13358675 → 0.13; management fee × 0.002% = 0.07835 → 0.08
    // transfer fee × 0.001% = 0.039175 → 0.04; HKSCC transfer fee × 0.002% = 0.07835 → 0.08
    // total 3 + 15 + 1.96 + 0.13 + 0.08 + 0.04 + 0.08 = 20.29; receive 3,917.50 − 20.29 = 3,897.21
    market: 'a',
    trade: trade('sell', '15.67', 250),
    lines: { commission: '3.00', 'platform-fee': '15.00', 'stamp-duty': '1.96', 'handling-fee': '0.13', 'management-fee': '0.08', 'transfer-fee': '0.04', 'hkscc-transfer-fee': '0.08' },
    totals: { totalCharges: '20.29', netAmount: '3897.21' },
  },
];

describe('trade cost: hand-worked trades, Standard plan', () => {
  it.each(workedTrades)('$name', ({ market, trade: worked, lines, totals }) => {
    const cost = calculateTradeCost(sampleRates(1, market), worked);
    expect(linesOf(cost)).toEqual(lines);
    expect(cost).toMatchObject(totals);
  });
});

describe('trade cost: Hong Kong stocks', () => {
  const rates = sampleRates(1, 'hk');

  it('has no float error: 0.1% of 12,345.67', () => {
    // stamp duty 12.34567 → 13.00; commission 3.703701 → 3.70; trading fee 0.697530355 → 0.70;
    // SFC 0.33333309 → 0.33; AFRC 0.018518505 → 0.02; settlement 0.2469134 → min 2.00; platform 15
    // total 3.70 + 15 + 13 + 0.70 + 0.33 + 0.02 + 2 = 34.75
    const cost = calculateTradeCost(rates, trade('buy', '12345.67', 1));
    expect(linesOf(cost)).toMatchObject({ 'stamp-duty': '13.00', commission: '3.70', 'trading-fee': '0.70', 'sfc-levy': '0.33', 'afrc-levy': '0.02' });
    expect(cost.totalCharges).toBe('34.75');
  });

  it('takes the Active Trader platform fee from the tier of the order in the month', () => {
    const active = sampleRates(2, 'hk');
    // orders 1-5: HK$30, 6-20: HK$20, 21-50: HK$15, 51-100: HK$10, 101 and on: HK$7
    const fee = (order: number) => linesOf(calculateTradeCost(active, trade('buy', '10', 1000, order)))['platform-fee'];
    expect([fee(1), fee(5), fee(6), fee(20), fee(21), fee(51), fee(100), fee(101), fee(5000)]).toEqual(['30.00', '30.00', '20.00', '20.00', '15.00', '10.00', '10.00', '7.00', '7.00']);
    expect(linesOf(calculateTradeCost(active, trade('buy', '10', 1000)))['commission']).toBe('0.00');
  });
});

describe('trade cost: US stocks', () => {
  it('charges the Flat Fee plan US$2.99 up to 5,000 shares and US$0.005 a share above', () => {
    const flat = sampleRates(3, 'us');
    // 5,000 shares: 2.99 + 0 × 0.005 = 2.99; 6,000 shares: 2.99 + 1,000 × 0.005 = 7.99
    expect(linesOf(calculateTradeCost(flat, trade('buy', '10', 5_000)))['commission-platform-fee']).toBe('2.99');
    expect(linesOf(calculateTradeCost(flat, trade('buy', '10', 6_000)))['commission-platform-fee']).toBe('7.99');
  });
});

describe('trade cost: US options, priced per contract of 100 shares', () => {
  it('holds a small buy to the minimum commission: 3 contracts at a premium of US$1.25 (Standard)', () => {
    // value 1.25 × 3 × 100 = 375.00
    // options commission 3 × 0.65 = 1.95 → min US$1.99 → 1.99
    // options regulatory fee 3 × 0.02295 = 0.06885 → 0.07; OCC clearing fee 3 × 0.02 = 0.06
    // no SEC fee on a buy; total 1.99 + 0.07 + 0.06 = 2.12; pay 375 + 2.12 = 377.12
    const cost = calculateTradeCost(sampleOptionRates(1), trade('buy', '1.25', 3));
    expect(linesOf(cost)).toEqual({ 'options-commission': '1.99', 'options-regulatory-fee': '0.07', 'occ-clearing-fee': '0.06' });
    expect(cost).toMatchObject({ currency: 'USD', tradeValue: '375.00', totalCharges: '2.12', netAmount: '377.12' });
  });

  it('adds the SEC fee on the premium of a sale: 10 contracts at US$2.40 (Standard)', () => {
    // value 2.40 × 10 × 100 = 2,400.00
    // options commission 10 × 0.65 = 6.50; SEC fee 2,400 × 0.00278% = 0.06672 → 0.07
    // options regulatory fee 10 × 0.02295 = 0.2295 → 0.23; OCC clearing fee 10 × 0.02 = 0.20
    // total 6.50 + 0.07 + 0.23 + 0.20 = 7.00; receive 2,400 − 7 = 2,393.00
    const cost = calculateTradeCost(sampleOptionRates(1), trade('sell', '2.40', 10));
    expect(linesOf(cost)).toEqual({ 'options-commission': '6.50', 'sec-fee': '0.07', 'options-regulatory-fee': '0.23', 'occ-clearing-fee': '0.20' });
    expect(cost).toMatchObject({ tradeValue: '2400.00', totalCharges: '7.00', netAmount: '2393.00' });
  });

  it("takes each plan's own per-contract rate and minimum", () => {
    // 20 contracts: Active Trader 20 × 0.50 = 10.00; Professional 20 × 0.40 = 8.00
    // 1 contract: Active Trader min 1.49; Professional min 0.99
    const commission = (plan: 2 | 4, contracts: number) => linesOf(calculateTradeCost(sampleOptionRates(plan), trade('buy', '0.05', contracts)))['options-commission'];
    expect([commission(2, 20), commission(4, 20), commission(2, 1), commission(4, 1)]).toEqual(['10.00', '8.00', '1.49', '0.99']);
  });

  it('counts contracts, not shares, in the quantity', () => {
    expect(parseTradeInput(sampleOptionRates(1), { side: 'buy', price: 'US$1.25', quantity: '3 contracts' })).toEqual({ trade: trade('buy', '1.25', 3), problems: null });
    expect(parseTradeInput(sampleOptionRates(1), { side: 'buy', price: '1.25', quantity: '20,000' }).problems).toEqual({ quantity: 'too-large' });
  });
});

describe('trade cost: rates are data', () => {
  it('follows a rate change in the data without a code change', () => {
    const rates = sampleRates(1, 'hk');
    const cheaper = { ...rates, charges: rates.charges.map((charge) => (charge.key === 'stamp-duty' && charge.basis === 'value' ? { ...charge, percent: '0.05' } : charge)) };
    // 350 × 0.05% = 0.175 → up to 1.00; 18,517.50 × 0.05% = 9.25875 → up to 10.00
    expect(linesOf(calculateTradeCost(cheaper, trade('buy', '3.50', 100)))['stamp-duty']).toBe('1.00');
    expect(linesOf(calculateTradeCost(cheaper, trade('sell', '12.345', 1500)))['stamp-duty']).toBe('10.00');
  });

  it('rounds half a cent up', () => {
    const rates = { currency: 'HKD', buyLot: 1, charges: [{ key: 'fee', label: 'Fee', side: 'both', rounding: 'cent', basis: 'value', percent: '1' }] } as const;
    // 0.50 × 1% = 0.005 → 0.01; 0.49 × 1% = 0.0049 → 0.00
    expect(calculateTradeCost({ ...rates, charges: [...rates.charges] }, trade('buy', '0.50', 1)).totalCharges).toBe('0.01');
    expect(calculateTradeCost({ ...rates, charges: [...rates.charges] }, trade('buy', '0.49', 1)).totalCharges).toBe('0.00');
  });
});

describe('trade input', () => {
  const hk = sampleRates(1, 'hk');
  const aShares = sampleRates(1, 'a');

  it('accepts typed numbers with digit grouping', () => {
    expect(parseTradeInput(hk, { side: 'sell', price: ' 1,234.5 ', quantity: '2,000' })).toEqual({ trade: trade('sell', '1234.5', 2000), problems: null });
  });

  it('reads numbers as people type them: currency marks, grouping, full-width digits, units', () => {
    expect(parseTradeInput(hk, { side: 'buy', price: 'HK$10', quantity: '20,000' })).toEqual({ trade: trade('buy', '10', 20_000), problems: null });
    expect(parseTradeInput(hk, { side: 'buy', price: '１０', quantity: '１，０００' })).toEqual({ trade: trade('buy', '10', 1000), problems: null });
    expect(parseTradeInput(sampleRates(1, 'us'), { side: 'buy', price: 'US$ 1,234.5', quantity: '10 shares' })).toEqual({ trade: trade('buy', '1234.5', 10), problems: null });
    const read = (typed: string, currency = 'HKD') => readTypedNumber(typed, { currency });
    expect([read('hk$ 12.5'), read('12.5 HKD'), read('港幣12.5元'), read('12.5港元'), read('＄１２．５'), read('12 345.5'), read('¥8', 'CNY'), read('RMB 8', 'CNY')]).toEqual(
      ['12.5', '12.5', '12.5', '12.5', '12.5', '12345.5', '8', '8'].map((number) => ({ number })),
    );
    expect(readTypedNumber('500股', 'quantity')).toEqual({ number: '500' });
  });

  it('says when it cannot read a number, and when the price is in another currency', () => {
    expect(parseTradeInput(hk, { side: 'buy', price: 'ten dollars', quantity: '1,23' }).problems).toEqual({ price: 'unreadable', quantity: 'unreadable' });
    expect(parseTradeInput(hk, { side: 'buy', price: '1.234,5', quantity: '100' }).problems).toEqual({ price: 'unreadable' });
    expect(parseTradeInput(hk, { side: 'buy', price: 'US$10', quantity: '100' }).problems).toEqual({ price: 'currency' });
    expect(parseTradeInput(sampleRates(1, 'us'), { side: 'buy', price: 'HK$10', quantity: '100' }).problems).toEqual({ price: 'currency' });
  });

  it('says what is wrong with each field', () => {
    expect(parseTradeInput(hk, { side: 'buy', price: '', quantity: '' }).problems).toEqual({ price: 'required', quantity: 'required' });
    expect(parseTradeInput(hk, { side: 'buy', price: '-3', quantity: '1.5' }).problems).toEqual({ price: 'unreadable', quantity: 'invalid' });
    expect(parseTradeInput(hk, { side: 'buy', price: '0', quantity: '0' }).problems).toEqual({ price: 'invalid', quantity: 'invalid' });
    expect(parseTradeInput(hk, { side: 'buy', price: '1.23456', quantity: '100' }).problems).toEqual({ price: 'invalid' });
    expect(parseTradeInput(hk, { side: 'buy', price: '2000000', quantity: '200000000' }).problems).toEqual({ price: 'too-large', quantity: 'too-large' });
  });

  it('asks for whole lots of 100 A-shares on a buy but lets a sell be an odd lot', () => {
    expect(parseTradeInput(aShares, { side: 'buy', price: '15.67', quantity: '250' }).problems).toEqual({ quantity: 'lot' });
    expect(parseTradeInput(aShares, { side: 'sell', price: '15.67', quantity: '250' }).problems).toBeNull();
  });

  it('reads the order number in the month only for a tiered platform fee', () => {
    const active = sampleRates(2, 'hk');
    expect(parseTradeInput(active, { side: 'buy', price: '10', quantity: '100', monthlyOrder: '21' }).trade?.monthlyOrder).toBe(21);
    expect(parseTradeInput(active, { side: 'buy', price: '10', quantity: '100', monthlyOrder: 'x' }).problems).toEqual({ monthlyOrder: 'invalid' });
    expect(parseTradeInput(hk, { side: 'buy', price: '10', quantity: '100', monthlyOrder: 'x' }).problems).toBeNull();
  });
});
