import type { ChargeRule, FeeTable, MealPlan, MealPlanSummary, QuoteService, TradeRates } from '@brokerage/contracts';
import type { Lang } from '@brokerage/domain';

/**
 * Sample fee plans and quote services for specs and stories: the seeded rates of the content API
 * (tools/seed/pages/fees.ts), with a few texts in each language. Not part of the lib's exports.
 */

type Texts = Record<Lang, string>;
const say = (en: string, zhHk: string, zhCn: string): Texts => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const LABELS = {
  commission: say('Commission', '佣金', '佣金'),
  platformFee: say('Platform fee', '平台使用費', '平台使用费'),
  flat: say('Commission and platform fee', '佣金及平台使用費', '佣金及平台使用费'),
  stampDuty: say('Stamp duty', '印花稅', '印花税'),
  tradingFee: say('Trading fee', '交易費', '交易费'),
  sfcLevy: say('SFC transaction levy', '證監會交易徵費', '证监会交易征费'),
  afrcLevy: say('AFRC transaction levy', '會財局交易徵費', '会财局交易征费'),
  settlementFee: say('Settlement fee', '交收費', '交收费'),
  secFee: say('SEC fee', '證交會費', '证交会费'),
  finraTaf: say('FINRA trading activity fee', 'FINRA交易活動費', 'FINRA交易活动费'),
  clearingFee: say('Clearing fee', '清算費', '清算费'),
  handlingFee: say('Handling fee', '經手費', '经手费'),
  managementFee: say('Securities management fee', '證管費', '证管费'),
  transferFee: say('Transfer fee', '過戶費', '过户费'),
  hksccTransferFee: say('HKSCC transfer fee', '香港結算過戶費', '香港结算过户费'),
  optionsCommission: say('Options commission', '期權佣金', '期权佣金'),
  optionsRegulatoryFee: say('Options regulatory fee', '期權監管費', '期权监管费'),
  occClearingFee: say('OCC clearing fee', 'OCC清算費', 'OCC清算费'),
};
type LabelKey = keyof typeof LABELS;

/** Rules with labels in one language; `label` below is filled per language. */
type RuleSpec = ChargeRule extends infer R ? (R extends ChargeRule ? Omit<R, 'label'> & { labelKey: LabelKey } : never) : never;
const rule = <R extends RuleSpec>(spec: R) => spec;

const HK_THIRD_PARTY: RuleSpec[] = [
  rule({ key: 'stamp-duty', labelKey: 'stampDuty', side: 'both', rounding: 'unit-up', basis: 'value', percent: '0.1' }),
  rule({ key: 'trading-fee', labelKey: 'tradingFee', side: 'both', rounding: 'cent', basis: 'value', percent: '0.00565' }),
  rule({ key: 'sfc-levy', labelKey: 'sfcLevy', side: 'both', rounding: 'cent', basis: 'value', percent: '0.0027' }),
  rule({ key: 'afrc-levy', labelKey: 'afrcLevy', side: 'both', rounding: 'cent', basis: 'value', percent: '0.00015' }),
  rule({ key: 'settlement-fee', labelKey: 'settlementFee', side: 'both', rounding: 'cent', basis: 'value', percent: '0.002', min: '2', max: '100' }),
];
const US_THIRD_PARTY: RuleSpec[] = [
  rule({ key: 'sec-fee', labelKey: 'secFee', side: 'sell', rounding: 'cent', basis: 'value', percent: '0.00278', min: '0.01' }),
  rule({ key: 'finra-taf', labelKey: 'finraTaf', side: 'sell', rounding: 'cent', basis: 'shares', perShare: '0.000166', min: '0.01', max: '8.30' }),
  rule({ key: 'clearing-fee', labelKey: 'clearingFee', side: 'both', rounding: 'cent', basis: 'shares', perShare: '0.003', maxPercentOfValue: '0.5' }),
];
const US_OPTIONS_THIRD_PARTY: RuleSpec[] = [
  rule({ key: 'sec-fee', labelKey: 'secFee', side: 'sell', rounding: 'cent', basis: 'value', percent: '0.00278', min: '0.01' }),
  rule({ key: 'options-regulatory-fee', labelKey: 'optionsRegulatoryFee', side: 'both', rounding: 'cent', basis: 'shares', perShare: '0.02295' }),
  rule({ key: 'occ-clearing-fee', labelKey: 'occClearingFee', side: 'both', rounding: 'cent', basis: 'shares', perShare: '0.02' }),
];
/** The options commission per contract and its minimum per order, per plan. */
const OPTIONS_COMMISSION: Record<number, [perContract: string, min: string]> = { 1: ['0.65', '1.99'], 2: ['0.50', '1.49'], 3: ['0.65', '1.99'], 4: ['0.40', '0.99'] };
const A_THIRD_PARTY: RuleSpec[] = [
  rule({ key: 'stamp-duty', labelKey: 'stampDuty', side: 'sell', rounding: 'cent', basis: 'value', percent: '0.05' }),
  rule({ key: 'handling-fee', labelKey: 'handlingFee', side: 'both', rounding: 'cent', basis: 'value', percent: '0.00341' }),
  rule({ key: 'management-fee', labelKey: 'managementFee', side: 'both', rounding: 'cent', basis: 'value', percent: '0.002' }),
  rule({ key: 'transfer-fee', labelKey: 'transferFee', side: 'both', rounding: 'cent', basis: 'value', percent: '0.001' }),
  rule({ key: 'hkscc-transfer-fee', labelKey: 'hksccTransferFee', side: 'both', rounding: 'cent', basis: 'value', percent: '0.002' }),
];

const percentRule = (key: string, labelKey: LabelKey, percent: string, min?: string): RuleSpec => ({
  key,
  labelKey,
  side: 'both',
  rounding: 'cent',
  basis: 'value',
  percent,
  ...(min ? { min } : {}),
});
const orderRule = (key: string, labelKey: LabelKey, amount: string): RuleSpec => ({ key, labelKey, side: 'both', rounding: 'cent', basis: 'order', amount });
const shareRule = (key: string, labelKey: LabelKey, perShare: string, more: { min?: string; fixed?: string; sharesIncluded?: number } = {}): RuleSpec => ({
  key,
  labelKey,
  side: 'both',
  rounding: 'cent',
  basis: 'shares',
  perShare,
  ...more,
});

/** Broker charges per plan id and market, as seeded. */
const BROKER: Record<number, { hk: RuleSpec[]; us: RuleSpec[]; a: RuleSpec[] }> = {
  1: {
    hk: [percentRule('commission', 'commission', '0.03', '3'), orderRule('platform-fee', 'platformFee', '15')],
    us: [shareRule('commission', 'commission', '0.0049', { min: '0.99' }), shareRule('platform-fee', 'platformFee', '0.005', { min: '1' })],
    a: [percentRule('commission', 'commission', '0.03', '3'), orderRule('platform-fee', 'platformFee', '15')],
  },
  2: {
    hk: [
      orderRule('commission', 'commission', '0'),
      {
        key: 'platform-fee',
        labelKey: 'platformFee',
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
    ],
    us: [orderRule('commission', 'commission', '0'), shareRule('platform-fee', 'platformFee', '0.003', { min: '1' })],
    a: [orderRule('commission', 'commission', '0'), orderRule('platform-fee', 'platformFee', '15')],
  },
  3: {
    hk: [orderRule('commission-platform-fee', 'flat', '18')],
    us: [shareRule('commission-platform-fee', 'flat', '0.005', { fixed: '2.99', sharesIncluded: 5000 })],
    a: [orderRule('commission-platform-fee', 'flat', '18')],
  },
  4: {
    hk: [percentRule('commission', 'commission', '0.02', '3'), orderRule('platform-fee', 'platformFee', '0')],
    us: [shareRule('commission', 'commission', '0.003', { min: '0.99' }), orderRule('platform-fee', 'platformFee', '0')],
    a: [percentRule('commission', 'commission', '0.02', '3'), orderRule('platform-fee', 'platformFee', '0')],
  },
};

const labelled = (rules: RuleSpec[], lang: Lang): ChargeRule[] => rules.map(({ labelKey, ...spec }) => ({ ...spec, label: LABELS[labelKey][lang] }) as ChargeRule);

/** The seeded rates of plan `planId` (1 Standard, 2 Active Trader, 3 Flat Fee, 4 Professional) for one market. */
export const sampleRates = (planId: 1 | 2 | 3 | 4, market: 'hk' | 'us' | 'a', lang: Lang = 'en'): TradeRates => {
  const broker = BROKER[planId][market];
  if (market === 'hk') return { currency: 'HKD', buyLot: 1, charges: labelled([...broker, ...HK_THIRD_PARTY], lang) };
  if (market === 'us') return { currency: 'USD', buyLot: 1, charges: labelled([...broker, ...US_THIRD_PARTY], lang) };
  return { currency: 'CNY', buyLot: 100, charges: labelled([...broker, ...A_THIRD_PARTY], lang) };
};

/** The seeded US options rates of plan `planId`: per contract of 100 shares. */
export const sampleOptionRates = (planId: 1 | 2 | 3 | 4, lang: Lang = 'en'): TradeRates => {
  const [perShare, min] = OPTIONS_COMMISSION[planId];
  const commission = shareRule('options-commission', 'optionsCommission', perShare, { min });
  return { currency: 'USD', buyLot: 1, contractSize: 100, charges: labelled([commission, ...US_OPTIONS_THIRD_PARTY], lang) };
};

const PLAN_TEXTS: Record<1 | 2 | 3 | 4, { name: Texts; tagline: Texts; highlights: Texts[] }> = {
  1: {
    name: say('Standard', '標準套餐', '标准套餐'),
    tagline: say('For most investors', '適合大部分投資者', '适合大部分投资者'),
    highlights: [say('HK stocks: 0.03% commission, min. HK$3', '港股佣金0.03%，最低港幣3元', '港股佣金0.03%，最低港币3元'), say('No account maintenance fee', '免帳戶管理費', '免账户管理费')],
  },
  2: {
    name: say('Active Trader', '活躍交易套餐', '活跃交易套餐'),
    tagline: say('For frequent traders', '適合高頻交易者', '适合高频交易者'),
    highlights: [say('HK stocks: zero commission', '港股零佣金', '港股零佣金'), say('Platform fee from HK$7 per order', '平台費低至每單港幣7元', '平台费低至每单港币7元')],
  },
  3: {
    name: say('Flat Fee', '一口價套餐', '一口价套餐'),
    tagline: say('For larger orders', '適合大額交易', '适合大额交易'),
    highlights: [say('HK stocks: HK$18 per order', '港股每單港幣18元', '港股每单港币18元')],
  },
  4: {
    name: say('Professional Investor', '專業投資者套餐', '专业投资者套餐'),
    tagline: say('For Professional Investors', '專為專業投資者而設', '专为专业投资者而设'),
    highlights: [say('No platform fee', '免平台使用費', '免平台使用费')],
  },
};

const TABLE_TITLES = {
  hk: say('Hong Kong stocks, ETFs and warrants', '港股、ETF及窩輪', '港股、ETF及窝轮'),
  us: say('US stocks, ETFs and options', '美股、ETF及期權', '美股、ETF及期权'),
  a: say('A-shares via Stock Connect', 'A股（滬深港通）', 'A股（沪深港通）'),
};
const COLLECTED_BY = say('Harbourfront Securities', '港灣證券', '港湾证券');

/** A fee plan as the content API answers it (tables shortened: the broker rows and two third-party rows). */
export const samplePlan = (planId: 1 | 2 | 3 | 4, lang: Lang = 'en'): MealPlan => {
  const texts = PLAN_TEXTS[planId];
  const table = (market: 'hk' | 'us' | 'a', code: string): FeeTable => {
    const rates = sampleRates(planId, market, lang);
    return {
      market: code,
      title: TABLE_TITLES[market][lang],
      rows: rates.charges.map((charge) => ({
        item: charge.label,
        charge: charge.basis === 'value' ? `${charge.percent}%` : charge.basis === 'shares' ? `${rates.currency} ${charge.perShare}` : charge.basis === 'order' ? `${rates.currency} ${charge.amount}` : '1-5: 30 · 6-20: 20 · 21-50: 15 · 51-100: 10 · 101+: 7',
        collectedBy: COLLECTED_BY[lang],
      })),
      rates,
      ...(market === 'us' ? { options: { title: say('US options', '美股期權', '美股期权')[lang], rates: sampleOptionRates(planId, lang) } } : {}),
    };
  };
  return {
    id: planId,
    name: texts.name[lang],
    tagline: texts.tagline[lang],
    summary: texts.tagline[lang],
    isDefault: planId === 1,
    highlights: texts.highlights.map((highlight) => highlight[lang]),
    tables: [
      table('hk', 'hk-stocks'),
      table('us', 'us-stocks'),
      table('a', 'a-shares'),
      { market: 'funds', title: say('Funds', '基金', '基金')[lang], rows: [{ item: say('Redemption fee', '贖回費', '赎回费')[lang], charge: say('Nil', '免費', '免费')[lang], collectedBy: COLLECTED_BY[lang] }] },
    ],
    notes: [say('Fees in foreign currencies are charged in the trading currency.', '外幣收費以交易貨幣收取。', '外币收费以交易货币收取。')[lang]],
  };
};

export const samplePlans = (lang: Lang = 'en'): MealPlan[] => ([1, 2, 3, 4] as const).map((id) => samplePlan(id, lang));

export const summaryOf = ({ id, name, tagline, summary, isDefault, highlights }: MealPlan): MealPlanSummary => ({ id, name, tagline, summary, isDefault, highlights });

export const sampleQuoteServices = (lang: Lang = 'en'): QuoteService[] => [
  {
    id: 1,
    market: 'hk',
    name: say('HK stocks Level 1', '港股Level 1', '港股Level 1')[lang],
    description: say('Real-time last price and best bid and ask.', '即時成交價及最佳買賣價。', '实时成交价及最佳买卖价。')[lang],
    audience: say('Every client', '所有客戶', '所有客户')[lang],
    priceCents: 0,
    currency: 'HKD',
    period: 'free',
    features: [say('Real-time streaming prices', '即時串流報價', '实时串流报价')[lang]],
  },
  {
    id: 2,
    market: 'hk',
    name: say('HK stocks Level 2', '港股Level 2', '港股Level 2')[lang],
    description: say('Ten levels of depth with broker queue.', '十檔深度及經紀隊列。', '十档深度及经纪队列。')[lang],
    audience: say('Active traders', '活躍交易者', '活跃交易者')[lang],
    priceCents: 12000,
    currency: 'HKD',
    period: 'month',
    features: [say('10 levels of depth', '十檔深度', '十档深度')[lang], say('Broker queue', '經紀隊列', '经纪队列')[lang]],
  },
  {
    id: 5,
    market: 'us',
    name: say('US stocks Level 2 (Nasdaq TotalView)', '美股Level 2（Nasdaq TotalView）', '美股Level 2（Nasdaq TotalView）')[lang],
    description: say('Full Nasdaq depth of book.', 'Nasdaq完整深度。', 'Nasdaq完整深度。')[lang],
    audience: say('Active US stock traders', '活躍美股交易者', '活跃美股交易者')[lang],
    priceCents: 1499,
    currency: 'USD',
    period: 'month',
    features: [say('Full depth of book', '全部價位深度', '全部价位深度')[lang]],
  },
  {
    id: 8,
    market: 'a',
    name: say('A-shares Level 2', 'A股Level 2', 'A股Level 2')[lang],
    description: say('Ten levels of depth from SSE and SZSE.', '上交所及深交所十檔深度。', '上交所及深交所十档深度。')[lang],
    audience: say('Active A-share traders', '活躍A股交易者', '活跃A股交易者')[lang],
    priceCents: 3800,
    currency: 'CNY',
    period: 'month',
    features: [say('Tick-by-tick orders', '逐筆委託', '逐笔委托')[lang]],
  },
];

/** Texts of content page `charges` as the API gives them. */
export const sampleChargesTexts = (lang: Lang = 'en'): Record<string, string> => ({
  title: say('Fees and charges', '收費一覽', '收费一览')[lang],
  intro: say('Choose the plan that fits how you trade.', '按你的交易習慣選擇合適套餐。', '按你的交易习惯选择合适套餐。')[lang],
  'plans.title': say('Fee plans', '收費套餐', '收费套餐')[lang],
  'table.item': say('Item', '項目', '项目')[lang],
  'table.charge': say('Charge', '收費', '收费')[lang],
  'table.collectedBy': say('Collected by', '收費機構', '收费机构')[lang],
  disclaimer: say('Fees are subject to change with prior notice.', '收費如有更改，將事先通知客戶。', '收费如有更改，将事先通知客户。')[lang],
});

/** Texts of content page `market` as the API gives them. */
export const sampleMarketTexts = (lang: Lang = 'en'): Record<string, string> => ({
  title: say('Quote services', '行情服務', '行情服务')[lang],
  intro: say('Free basic quotes come with every account.', '所有帳戶均享免費基本報價。', '所有账户均享免费基本报价。')[lang],
  'tabs.hk': say('Hong Kong stocks', '港股', '港股')[lang],
  'tabs.us': say('US stocks', '美股', '美股')[lang],
  'tabs.a': say('A-shares', 'A股', 'A股')[lang],
  free: say('Free', '免費', '免费')[lang],
  perMonth: say('per month', '每月', '每月')[lang],
});
