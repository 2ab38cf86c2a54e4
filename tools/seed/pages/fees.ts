import type { ChargeRule, FeeTable, MealPlan, QuoteService, TradeRates } from '@brokerage/contracts';
import { t, type Authored, type AuthoredFields, type L } from './localise';

type Row = Authored<FeeTable['rows'][number]>;

const BROKER = t('Harbourfront Securities', '港灣證券', '港湾证券');
const row = (item: L, charge: L | string, collectedBy: L | string): Row => ({ item, charge, collectedBy });

/** Charges passed on unchanged for HKEX trades (both buy and sell unless stated). */
const HK_THIRD_PARTY: Row[] = [
  row(t('Stamp duty', '印花稅', '印花税'), t('0.1% of trade value, rounded up to the nearest HK$1', '成交金額的0.1%，不足港幣1元亦作1元計', '成交金额的0.1%，不足港币1元亦作1元计'), t('HKSAR Government', '香港特區政府', '香港特区政府')),
  row(t('Trading fee', '交易費', '交易费'), t('0.00565% of trade value', '成交金額的0.00565%', '成交金额的0.00565%'), t('HKEX', '香港交易所', '香港交易所')),
  row(t('SFC transaction levy', '證監會交易徵費', '证监会交易征费'), t('0.0027% of trade value', '成交金額的0.0027%', '成交金额的0.0027%'), t('SFC', '證監會', '证监会')),
  row(t('AFRC transaction levy', '會財局交易徵費', '会财局交易征费'), t('0.00015% of trade value', '成交金額的0.00015%', '成交金额的0.00015%'), t('AFRC', '會財局', '会财局')),
  row(
    t('Settlement fee', '交收費', '交收费'),
    t('0.002% of trade value, min. HK$2, max. HK$100', '成交金額的0.002%，最低港幣2元，最高港幣100元', '成交金额的0.002%，最低港币2元，最高港币100元'),
    t('HKSCC', '香港結算', '香港结算'),
  ),
];

const US_THIRD_PARTY: Row[] = [
  row(t('SEC fee (sell orders only)', '證交會費（僅賣出）', '证交会费（仅卖出）'), t('0.00278% of sale amount, min. US$0.01', '賣出金額的0.00278%，最低0.01美元', '卖出金额的0.00278%，最低0.01美元'), t('US SEC', '美國證交會', '美国证交会')),
  row(
    t('FINRA trading activity fee (sell orders only)', 'FINRA交易活動費（僅賣出）', 'FINRA交易活动费（仅卖出）'),
    t('US$0.000166 per share, min. US$0.01, max. US$8.30 per order', '每股0.000166美元，每單最低0.01美元，最高8.30美元', '每股0.000166美元，每单最低0.01美元，最高8.30美元'),
    'FINRA',
  ),
  row(t('Clearing fee', '清算費', '清算费'), t('US$0.003 per share, max. 0.5% of trade value', '每股0.003美元，最高為成交金額的0.5%', '每股0.003美元，最高为成交金额的0.5%'), t('Clearing broker', '清算商', '清算商')),
  row(t('Options regulatory fee', '期權監管費', '期权监管费'), t('US$0.02295 per contract', '每張合約0.02295美元', '每张合约0.02295美元'), t('US options exchanges', '美國期權交易所', '美国期权交易所')),
  row(t('OCC clearing fee (options)', 'OCC清算費（期權）', 'OCC清算费（期权）'), t('US$0.02 per contract', '每張合約0.02美元', '每张合约0.02美元'), 'OCC'),
];

const A_SHARE_THIRD_PARTY: Row[] = [
  row(t('Stamp duty (sell orders only)', '印花稅（僅賣出）', '印花税（仅卖出）'), t('0.05% of sale amount', '賣出金額的0.05%', '卖出金额的0.05%'), t('State Taxation Administration', '國家稅務總局', '国家税务总局')),
  row(t('Handling fee', '經手費', '经手费'), t('0.00341% of trade value', '成交金額的0.00341%', '成交金额的0.00341%'), t('SSE / SZSE', '上交所／深交所', '上交所／深交所')),
  row(t('Securities management fee', '證管費', '证管费'), t('0.002% of trade value', '成交金額的0.002%', '成交金额的0.002%'), t('CSRC', '中國證監會', '中国证监会')),
  row(t('Transfer fee', '過戶費', '过户费'), t('0.001% of trade value', '成交金額的0.001%', '成交金额的0.001%'), t('ChinaClear', '中國結算', '中国结算')),
  row(t('HKSCC transfer fee', '香港結算過戶費', '香港结算过户费'), t('0.002% of trade value', '成交金額的0.002%', '成交金额的0.002%'), t('HKSCC', '香港結算', '香港结算')),
];

const FUND_ROWS: Row[] = [
  row(t('Subscription fee', '認購費', '认购费'), t('0% for money market funds; 0% to 1.5% of the amount for other funds', '貨幣市場基金0%；其他基金為認購金額的0%至1.5%', '货币市场基金0%；其他基金为认购金额的0%至1.5%'), BROKER),
  row(t('Redemption fee', '贖回費', '赎回费'), t('Nil', '免費', '免费'), BROKER),
  row(t('Switching fee', '轉換費', '转换费'), t('Nil between funds of the same fund house', '同一基金公司旗下基金之間轉換免費', '同一基金公司旗下基金之间转换免费'), BROKER),
  row(
    t('Management and performance fees', '管理費及表現費', '管理费及表现费'),
    t('Charged within the fund as stated in its offering documents', '按基金銷售文件所列於基金內扣除', '按基金销售文件所列于基金内扣除'),
    t('Fund manager', '基金公司', '基金公司'),
  ),
];

// ---------- the same charges as data, for the trade-cost calculator ----------
// Each rule must say what its display row above says; the API spec checks every rate appears in
// the plan's rows. Amounts are worked out exactly, then rounded to the cent (half a cent up)
// unless the rule says otherwise (HK stamp duty: up to the whole dollar).

type Rule = Authored<ChargeRule>;

const LABEL = {
  commission: t('Commission', '佣金', '佣金'),
  platformFee: t('Platform fee', '平台使用費', '平台使用费'),
  commissionAndPlatformFee: t('Commission and platform fee', '佣金及平台使用費', '佣金及平台使用费'),
  optionsCommission: t('Options commission', '期權佣金', '期权佣金'),
  stampDuty: t('Stamp duty', '印花稅', '印花税'),
};

const valueRule = (key: string, label: L, percent: string, more: { side?: ChargeRule['side']; min?: string; max?: string; rounding?: ChargeRule['rounding'] } = {}): Rule => ({
  key,
  label,
  side: more.side ?? 'both',
  rounding: more.rounding ?? 'cent',
  basis: 'value',
  percent,
  ...(more.min === undefined ? {} : { min: more.min }),
  ...(more.max === undefined ? {} : { max: more.max }),
});
const orderRule = (key: string, label: L, amount: string): Rule => ({ key, label, side: 'both', rounding: 'cent', basis: 'order', amount });
const sharesRule = (
  key: string,
  label: L,
  perShare: string,
  more: { side?: ChargeRule['side']; min?: string; max?: string; fixed?: string; sharesIncluded?: number; maxPercentOfValue?: string } = {},
): Rule => {
  const { side = 'both', ...limits } = more;
  return { key, label, side, rounding: 'cent', basis: 'shares', perShare, ...limits };
};

const HK_THIRD_PARTY_RATES: Rule[] = [
  valueRule('stamp-duty', LABEL.stampDuty, '0.1', { rounding: 'unit-up' }),
  valueRule('trading-fee', t('Trading fee', '交易費', '交易费'), '0.00565'),
  valueRule('sfc-levy', t('SFC transaction levy', '證監會交易徵費', '证监会交易征费'), '0.0027'),
  valueRule('afrc-levy', t('AFRC transaction levy', '會財局交易徵費', '会财局交易征费'), '0.00015'),
  valueRule('settlement-fee', t('Settlement fee', '交收費', '交收费'), '0.002', { min: '2', max: '100' }),
];

const US_THIRD_PARTY_RATES: Rule[] = [
  valueRule('sec-fee', t('SEC fee', '證交會費', '证交会费'), '0.00278', { side: 'sell', min: '0.01' }),
  sharesRule('finra-taf', t('FINRA trading activity fee', 'FINRA交易活動費', 'FINRA交易活动费'), '0.000166', { side: 'sell', min: '0.01', max: '8.30' }),
  sharesRule('clearing-fee', t('Clearing fee', '清算費', '清算费'), '0.003', { maxPercentOfValue: '0.5' }),
];

/** US options: per-contract charges, written in the US table's rows (options commission, regulatory and OCC fees; SEC fee on sales). */
const US_OPTIONS_THIRD_PARTY_RATES: Rule[] = [
  valueRule('sec-fee', t('SEC fee', '證交會費', '证交会费'), '0.00278', { side: 'sell', min: '0.01' }),
  sharesRule('options-regulatory-fee', t('Options regulatory fee', '期權監管費', '期权监管费'), '0.02295'),
  sharesRule('occ-clearing-fee', t('OCC clearing fee', 'OCC清算費', 'OCC清算费'), '0.02'),
];

const A_SHARE_THIRD_PARTY_RATES: Rule[] = [
  valueRule('stamp-duty', LABEL.stampDuty, '0.05', { side: 'sell' }),
  valueRule('handling-fee', t('Handling fee', '經手費', '经手费'), '0.00341'),
  valueRule('management-fee', t('Securities management fee', '證管費', '证管费'), '0.002'),
  valueRule('transfer-fee', t('Transfer fee', '過戶費', '过户费'), '0.001'),
  valueRule('hkscc-transfer-fee', t('HKSCC transfer fee', '香港結算過戶費', '香港结算过户费'), '0.002'),
];

const hkRates = (broker: Rule[]): Authored<TradeRates> => ({ currency: 'HKD', buyLot: 1, charges: [...broker, ...HK_THIRD_PARTY_RATES] });
const usRates = (broker: Rule[]): Authored<TradeRates> => ({ currency: 'USD', buyLot: 1, charges: [...broker, ...US_THIRD_PARTY_RATES] });
const aShareRates = (broker: Rule[]): Authored<TradeRates> => ({ currency: 'CNY', buyLot: 100, charges: [...broker, ...A_SHARE_THIRD_PARTY_RATES] });

const hkTable = (commission: Row[], broker: Rule[]): Authored<FeeTable> => ({
  market: 'hk-stocks',
  title: t('Hong Kong stocks, ETFs and warrants', '港股、ETF及窩輪', '港股、ETF及窝轮'),
  rows: [...commission, ...HK_THIRD_PARTY],
  rates: hkRates(broker),
});
/** The options commission of a plan: per contract, with a minimum per order. */
const optionsCommission = (perContract: string, min: string): Rule => sharesRule('options-commission', LABEL.optionsCommission, perContract, { min });
const usTable = (commission: Row[], broker: Rule[], options: Rule): Authored<FeeTable> => ({
  market: 'us-stocks',
  title: t('US stocks, ETFs and options', '美股、ETF及期權', '美股、ETF及期权'),
  rows: [...commission, ...US_THIRD_PARTY],
  rates: usRates(broker),
  options: { title: t('US options', '美股期權', '美股期权'), rates: { currency: 'USD', buyLot: 1, contractSize: 100, charges: [options, ...US_OPTIONS_THIRD_PARTY_RATES] } },
});
const aShareTable = (commission: Row[], broker: Rule[]): Authored<FeeTable> => ({
  market: 'a-shares',
  title: t('A-shares via Stock Connect', 'A股（滬深港通）', 'A股（沪深港通）'),
  rows: [...commission, ...A_SHARE_THIRD_PARTY],
  rates: aShareRates(broker),
});
const FUND_TABLE: Authored<FeeTable> = { market: 'funds', title: t('Funds', '基金', '基金'), rows: FUND_ROWS };

const COMMON_NOTES: L[] = [
  t(
    'Exchange, clearing and regulatory fees are collected on behalf of the parties named and may change when they revise their rates.',
    '交易所、結算及監管費用乃代表所列機構收取，如有關機構調整收費，將相應更改。',
    '交易所、结算及监管费用乃代表所列机构收取，如有关机构调整收费，将相应更改。',
  ),
  t(
    'Dividend collection: 0.5% of the dividend, min. HK$10 (Hong Kong) or nil (US, where US withholding tax of up to 30% applies).',
    '代收股息：股息金額的0.5%，最低港幣10元（港股）；美股免收，惟須繳付最高30%的美國預扣稅。',
    '代收股息：股息金额的0.5%，最低港币10元（港股）；美股免收，惟须缴付最高30%的美国预扣税。',
  ),
  t(
    'Electronic deposits and withdrawals are free; physical scrip deposit is HK$5 per board lot plus the HKSCC fee.',
    '電子存取款免費；實物股票存入每手港幣5元，另加香港結算費用。',
    '电子存取款免费；实物股票存入每手港币5元，另加香港结算费用。',
  ),
  t(
    'Fees in foreign currencies are charged in the trading currency. Orders filled over several days count as separate orders.',
    '外幣收費以交易貨幣收取。跨日成交的訂單按多張訂單計算。',
    '外币收费以交易货币收取。跨日成交的订单按多张订单计算。',
  ),
];

/** The four fee plans of the charges page (charges/{mealId}); plan 1 is the default. */
export const MEAL_PLANS: (AuthoredFields<Omit<MealPlan, 'id' | 'isDefault'>> & { id: number; sort: number; isDefault: boolean })[] = [
  {
    id: 1,
    sort: 1,
    isDefault: true,
    name: t('Standard', '標準套餐', '标准套餐'),
    tagline: t('For most investors', '適合大部分投資者', '适合大部分投资者'),
    summary: t(
      'A low percentage commission plus a fixed platform fee per order. Suits investors who trade a few times a month.',
      '低百分比佣金加每單固定平台費，適合每月交易數次的投資者。',
      '低百分比佣金加每单固定平台费，适合每月交易数次的投资者。',
    ),
    highlights: [
      t('HK stocks: 0.03% commission, min. HK$3', '港股佣金0.03%，最低港幣3元', '港股佣金0.03%，最低港币3元'),
      t('US stocks: US$0.0049 per share, min. US$0.99', '美股每股0.0049美元，最低0.99美元', '美股每股0.0049美元，最低0.99美元'),
      t('No account maintenance fee', '免帳戶管理費', '免账户管理费'),
    ],
    tables: [
      hkTable([
        row(t('Commission', '佣金', '佣金'), t('0.03% of trade value, min. HK$3 per order', '成交金額的0.03%，每單最低港幣3元', '成交金额的0.03%，每单最低港币3元'), BROKER),
        row(t('Platform fee', '平台使用費', '平台使用费'), t('HK$15 per order', '每單港幣15元', '每单港币15元'), BROKER),
      ], [valueRule('commission', LABEL.commission, '0.03', { min: '3' }), orderRule('platform-fee', LABEL.platformFee, '15')]),
      usTable([
        row(t('Commission', '佣金', '佣金'), t('US$0.0049 per share, min. US$0.99 per order', '每股0.0049美元，每單最低0.99美元', '每股0.0049美元，每单最低0.99美元'), BROKER),
        row(t('Platform fee', '平台使用費', '平台使用费'), t('US$0.005 per share, min. US$1 per order', '每股0.005美元，每單最低1美元', '每股0.005美元，每单最低1美元'), BROKER),
        row(t('Options commission', '期權佣金', '期权佣金'), t('US$0.65 per contract, min. US$1.99 per order', '每張合約0.65美元，每單最低1.99美元', '每张合约0.65美元，每单最低1.99美元'), BROKER),
      ], [sharesRule('commission', LABEL.commission, '0.0049', { min: '0.99' }), sharesRule('platform-fee', LABEL.platformFee, '0.005', { min: '1' })], optionsCommission('0.65', '1.99')),
      aShareTable([
        row(t('Commission', '佣金', '佣金'), t('0.03% of trade value, min. RMB3 per order', '成交金額的0.03%，每單最低人民幣3元', '成交金额的0.03%，每单最低人民币3元'), BROKER),
        row(t('Platform fee', '平台使用費', '平台使用费'), t('RMB15 per order', '每單人民幣15元', '每单人民币15元'), BROKER),
      ], [valueRule('commission', LABEL.commission, '0.03', { min: '3' }), orderRule('platform-fee', LABEL.platformFee, '15')]),
      FUND_TABLE,
    ],
    notes: COMMON_NOTES,
  },
  {
    id: 2,
    sort: 2,
    isDefault: false,
    name: t('Active Trader', '活躍交易套餐', '活跃交易套餐'),
    tagline: t('For frequent traders', '適合高頻交易者', '适合高频交易者'),
    summary: t(
      'Zero commission on Hong Kong stocks with a platform fee that falls as your monthly order count rises.',
      '港股零佣金，平台費按每月訂單數量遞減。',
      '港股零佣金，平台费按每月订单数量递减。',
    ),
    highlights: [
      t('HK stocks: zero commission', '港股零佣金', '港股零佣金'),
      t('Platform fee from HK$7 per order', '平台費低至每單港幣7元', '平台费低至每单港币7元'),
      t('Tiers reset on the first day of each month', '階梯於每月首日重新計算', '阶梯于每月首日重新计算'),
    ],
    tables: [
      hkTable([
        row(t('Commission', '佣金', '佣金'), t('Nil', '免佣', '免佣'), BROKER),
        row(
          t('Platform fee (orders per calendar month)', '平台使用費（按每月訂單數）', '平台使用费（按每月订单数）'),
          t(
            '1-5: HK$30 · 6-20: HK$20 · 21-50: HK$15 · 51-100: HK$10 · 101 or more: HK$7 per order',
            '1-5單：港幣30元 · 6-20單：港幣20元 · 21-50單：港幣15元 · 51-100單：港幣10元 · 101單或以上：每單港幣7元',
            '1-5单：港币30元 · 6-20单：港币20元 · 21-50单：港币15元 · 51-100单：港币10元 · 101单或以上：每单港币7元',
          ),
          BROKER,
        ),
      ], [
        orderRule('commission', LABEL.commission, '0'),
        {
          key: 'platform-fee',
          label: LABEL.platformFee,
          side: 'both',
          rounding: 'cent',
          basis: 'monthly-orders',
          tiers: [
            { fromOrder: 1, amount: '30' },
            { fromOrder: 6, amount: '20' },
            { fromOrder: 21, amount: '15' },
            { fromOrder: 51, amount: '10' },
            { fromOrder: 101, amount: '7' },
          ],
        },
      ]),
      usTable([
        row(t('Commission', '佣金', '佣金'), t('Nil', '免佣', '免佣'), BROKER),
        row(t('Platform fee', '平台使用費', '平台使用费'), t('US$0.003 per share, min. US$1 per order', '每股0.003美元，每單最低1美元', '每股0.003美元，每单最低1美元'), BROKER),
        row(t('Options commission', '期權佣金', '期权佣金'), t('US$0.50 per contract, min. US$1.49 per order', '每張合約0.50美元，每單最低1.49美元', '每张合约0.50美元，每单最低1.49美元'), BROKER),
      ], [orderRule('commission', LABEL.commission, '0'), sharesRule('platform-fee', LABEL.platformFee, '0.003', { min: '1' })], optionsCommission('0.50', '1.49')),
      aShareTable([
        row(t('Commission', '佣金', '佣金'), t('Nil', '免佣', '免佣'), BROKER),
        row(t('Platform fee', '平台使用費', '平台使用费'), t('RMB15 per order', '每單人民幣15元', '每单人民币15元'), BROKER),
      ], [orderRule('commission', LABEL.commission, '0'), orderRule('platform-fee', LABEL.platformFee, '15')]),
      FUND_TABLE,
    ],
    notes: [
      t(
        'The tier is set by the number of filled orders in the calendar month, counting Hong Kong stock orders only.',
        '階梯按該曆月內已成交的港股訂單數目計算。',
        '阶梯按该历月内已成交的港股订单数目计算。',
      ),
      ...COMMON_NOTES,
    ],
  },
  {
    id: 3,
    sort: 3,
    isDefault: false,
    name: t('Flat Fee', '一口價套餐', '一口价套餐'),
    tagline: t('For larger orders', '適合大額交易', '适合大额交易'),
    summary: t(
      'One fixed charge per order covering commission and platform fee, however large the order.',
      '每單一個固定收費，已包括佣金及平台費，不論成交金額多少。',
      '每单一个固定收费，已包括佣金及平台费，不论成交金额多少。',
    ),
    highlights: [
      t('HK stocks: HK$18 per order', '港股每單港幣18元', '港股每单港币18元'),
      t('US stocks: US$2.99 per order up to 5,000 shares', '美股每單2.99美元（最多5,000股）', '美股每单2.99美元（最多5,000股）'),
      t('Best for orders above HK$60,000', '適合成交金額逾港幣60,000元的訂單', '适合成交金额逾港币60,000元的订单'),
    ],
    tables: [
      hkTable([row(t('Commission and platform fee', '佣金及平台使用費', '佣金及平台使用费'), t('HK$18 per order', '每單港幣18元', '每单港币18元'), BROKER)], [orderRule('commission-platform-fee', LABEL.commissionAndPlatformFee, '18')]),
      usTable([
        row(
          t('Commission and platform fee', '佣金及平台使用費', '佣金及平台使用费'),
          t('US$2.99 per order up to 5,000 shares; US$0.005 per share above that', '每單2.99美元（最多5,000股）；超出部分每股0.005美元', '每单2.99美元（最多5,000股）；超出部分每股0.005美元'),
          BROKER,
        ),
        row(t('Options commission', '期權佣金', '期权佣金'), t('US$0.65 per contract, min. US$1.99 per order', '每張合約0.65美元，每單最低1.99美元', '每张合约0.65美元，每单最低1.99美元'), BROKER),
      ], [sharesRule('commission-platform-fee', LABEL.commissionAndPlatformFee, '0.005', { fixed: '2.99', sharesIncluded: 5000 })], optionsCommission('0.65', '1.99')),
      aShareTable([row(t('Commission and platform fee', '佣金及平台使用費', '佣金及平台使用费'), t('RMB18 per order', '每單人民幣18元', '每单人民币18元'), BROKER)], [orderRule('commission-platform-fee', LABEL.commissionAndPlatformFee, '18')]),
      FUND_TABLE,
    ],
    notes: COMMON_NOTES,
  },
  {
    id: 4,
    sort: 4,
    isDefault: false,
    name: t('Professional Investor', '專業投資者套餐', '专业投资者套餐'),
    tagline: t('For Professional Investors', '專為專業投資者而設', '专为专业投资者而设'),
    summary: t(
      'Reduced rates for clients who qualify as Professional Investors under the Securities and Futures (Professional Investor) Rules, with a portfolio of at least HK$8 million.',
      '適用於符合《證券及期貨（專業投資者）規則》資格、投資組合不少於港幣800萬元的客戶，享有優惠收費。',
      '适用于符合《证券及期货（专业投资者）规则》资格、投资组合不少于港币800万元的客户，享有优惠收费。',
    ),
    highlights: [
      t('HK stocks: 0.02% commission, min. HK$3', '港股佣金0.02%，最低港幣3元', '港股佣金0.02%，最低港币3元'),
      t('No platform fee', '免平台使用費', '免平台使用费'),
      t('A dedicated account manager', '專屬客戶經理', '专属客户经理'),
    ],
    tables: [
      hkTable([
        row(t('Commission', '佣金', '佣金'), t('0.02% of trade value, min. HK$3 per order', '成交金額的0.02%，每單最低港幣3元', '成交金额的0.02%，每单最低港币3元'), BROKER),
        row(t('Platform fee', '平台使用費', '平台使用费'), t('Nil', '免費', '免费'), BROKER),
      ], [valueRule('commission', LABEL.commission, '0.02', { min: '3' }), orderRule('platform-fee', LABEL.platformFee, '0')]),
      usTable([
        row(t('Commission', '佣金', '佣金'), t('US$0.003 per share, min. US$0.99 per order', '每股0.003美元，每單最低0.99美元', '每股0.003美元，每单最低0.99美元'), BROKER),
        row(t('Platform fee', '平台使用費', '平台使用费'), t('Nil', '免費', '免费'), BROKER),
        row(t('Options commission', '期權佣金', '期权佣金'), t('US$0.40 per contract, min. US$0.99 per order', '每張合約0.40美元，每單最低0.99美元', '每张合约0.40美元，每单最低0.99美元'), BROKER),
      ], [sharesRule('commission', LABEL.commission, '0.003', { min: '0.99' }), orderRule('platform-fee', LABEL.platformFee, '0')], optionsCommission('0.40', '0.99')),
      aShareTable([
        row(t('Commission', '佣金', '佣金'), t('0.02% of trade value, min. RMB3 per order', '成交金額的0.02%，每單最低人民幣3元', '成交金额的0.02%，每单最低人民币3元'), BROKER),
        row(t('Platform fee', '平台使用費', '平台使用费'), t('Nil', '免費', '免费'), BROKER),
      ], [valueRule('commission', LABEL.commission, '0.02', { min: '3' }), orderRule('platform-fee', LABEL.platformFee, '0')]),
      FUND_TABLE,
    ],
    notes: [
      t(
        'Professional Investor status is reviewed every 12 months; if it lapses, the Standard plan applies from the next calendar month.',
        '專業投資者資格每12個月覆核一次；如資格失效，將由下一個曆月起改按標準套餐收費。',
        '专业投资者资格每12个月复核一次；如资格失效，将由下一个历月起改按标准套餐收费。',
      ),
      ...COMMON_NOTES,
    ],
  },
];

/** Real-time quote packages of the market page. */
export const QUOTE_SERVICES: (AuthoredFields<Omit<QuoteService, 'id'>> & { id: number; sort: number })[] = [
  {
    id: 1,
    sort: 1,
    market: 'hk',
    name: t('HK stocks Level 1', '港股Level 1', '港股Level 1'),
    description: t('Real-time last price, best bid and ask and one level of depth for HKEX securities.', '港交所證券即時成交價、最佳買賣價及一檔深度。', '港交所证券实时成交价、最佳买卖价及一档深度。'),
    audience: t('Every client with a securities account', '所有證券帳戶客戶', '所有证券账户客户'),
    priceCents: 0,
    currency: 'HKD',
    period: 'free',
    features: [t('Real-time streaming prices', '即時串流報價', '实时串流报价'), t('Intraday and historical charts', '分時及歷史圖表', '分时及历史图表')],
  },
  {
    id: 2,
    sort: 2,
    market: 'hk',
    name: t('HK stocks Level 2', '港股Level 2', '港股Level 2'),
    description: t('Ten levels of bid and ask depth with broker queue, for non-professional subscribers.', '十檔買賣盤深度及經紀隊列，適用於非專業用戶。', '十档买卖盘深度及经纪队列，适用于非专业用户。'),
    audience: t('Active traders who need the order book', '需要查看買賣盤的活躍交易者', '需要查看买卖盘的活跃交易者'),
    priceCents: 12000,
    currency: 'HKD',
    period: 'month',
    features: [t('10 levels of depth', '十檔深度', '十档深度'), t('Broker queue', '經紀隊列', '经纪队列'), t('Tick-by-tick trades', '逐筆成交', '逐笔成交')],
  },
  {
    id: 3,
    sort: 3,
    market: 'hk',
    name: t('HK stocks Full Order Book', '港股全盤行情', '港股全盘行情'),
    description: t('The complete HKEX order book with every price level and order queue position.', '港交所完整買賣盤，顯示所有價位及訂單排隊位置。', '港交所完整买卖盘，显示所有价位及订单排队位置。'),
    audience: t('Professional and high-frequency traders', '專業及高頻交易者', '专业及高频交易者'),
    priceCents: 28000,
    currency: 'HKD',
    period: 'month',
    features: [t('Full depth of book', '全部價位深度', '全部价位深度'), t('Order queue positions', '訂單排隊位置', '订单排队位置'), t('Odd-lot prices', '碎股價格', '碎股价格')],
  },
  {
    id: 4,
    sort: 4,
    market: 'us',
    name: t('US stocks Level 1 (Nasdaq Basic)', '美股Level 1（Nasdaq Basic）', '美股Level 1（Nasdaq Basic）'),
    description: t('Real-time best bid, ask and last sale for all US-listed stocks and ETFs.', '所有美國上市股票及ETF的即時最佳買賣價及最新成交。', '所有美国上市股票及ETF的实时最佳买卖价及最新成交。'),
    audience: t('Every client with a securities account', '所有證券帳戶客戶', '所有证券账户客户'),
    priceCents: 0,
    currency: 'USD',
    period: 'free',
    features: [t('Pre-market and after-hours prices', '盤前及盤後報價', '盘前及盘后报价'), t('Real-time streaming prices', '即時串流報價', '实时串流报价')],
  },
  {
    id: 5,
    sort: 5,
    market: 'us',
    name: t('US stocks Level 2 (Nasdaq TotalView)', '美股Level 2（Nasdaq TotalView）', '美股Level 2（Nasdaq TotalView）'),
    description: t('Full Nasdaq depth of book with every displayed order and net order imbalance.', 'Nasdaq完整深度，顯示所有掛單及淨訂單失衡數據。', 'Nasdaq完整深度，显示所有挂单及净订单失衡数据。'),
    audience: t('Active US stock traders', '活躍美股交易者', '活跃美股交易者'),
    priceCents: 1499,
    currency: 'USD',
    period: 'month',
    features: [t('Full depth of book', '全部價位深度', '全部价位深度'), t('Net order imbalance', '淨訂單失衡', '净订单失衡')],
  },
  {
    id: 6,
    sort: 6,
    market: 'us',
    name: t('US options real-time (OPRA)', '美股期權即時行情（OPRA）', '美股期权实时行情（OPRA）'),
    description: t('Real-time quotes for US-listed equity and index options.', '美國上市股票及指數期權即時報價。', '美国上市股票及指数期权实时报价。'),
    audience: t('Clients approved for options trading', '已開通期權交易的客戶', '已开通期权交易的客户'),
    priceCents: 350,
    currency: 'USD',
    period: 'month',
    features: [t('Real-time option chains', '即時期權鏈', '实时期权链'), t('Greeks and implied volatility', '希臘值及引伸波幅', '希腊值及隐含波动率')],
  },
  {
    id: 7,
    sort: 7,
    market: 'a',
    name: t('A-shares Level 1', 'A股Level 1', 'A股Level 1'),
    description: t('Real-time prices and five levels of depth for Stock Connect eligible A-shares.', '滬深港通合資格A股即時報價及五檔深度。', '沪深港通合资格A股实时报价及五档深度。'),
    audience: t('Every client with a securities account', '所有證券帳戶客戶', '所有证券账户客户'),
    priceCents: 0,
    currency: 'CNY',
    period: 'free',
    features: [t('Five levels of depth', '五檔深度', '五档深度'), t('Northbound quota updates', '北向額度更新', '北向额度更新')],
  },
  {
    id: 8,
    sort: 8,
    market: 'a',
    name: t('A-shares Level 2', 'A股Level 2', 'A股Level 2'),
    description: t('Ten levels of depth, tick-by-tick orders and trades from SSE and SZSE.', '上交所及深交所十檔深度、逐筆委託及逐筆成交。', '上交所及深交所十档深度、逐笔委托及逐笔成交。'),
    audience: t('Active A-share traders', '活躍A股交易者', '活跃A股交易者'),
    priceCents: 3800,
    currency: 'CNY',
    period: 'month',
    features: [t('10 levels of depth', '十檔深度', '十档深度'), t('Tick-by-tick orders', '逐筆委託', '逐笔委托'), t('Large order tracking', '大單追蹤', '大单追踪')],
  },
];
