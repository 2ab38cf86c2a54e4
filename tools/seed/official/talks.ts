import { hkt, t, type L } from './localise';
import type { SeedTalk, SeedTalkTag } from './types';

export const talkTags: SeedTalkTag[] = [
  { code: 'beginners', name: t('Getting started', '投資入門', '投资入门') },
  { code: 'hk-stocks', name: t('Hong Kong stocks', '港股', '港股') },
  { code: 'us-stocks', name: t('US stocks', '美股', '美股') },
  { code: 'options', name: t('Options', '期權', '期权') },
  { code: 'funds-bonds', name: t('Funds and bonds', '基金及債券', '基金及债券') },
];

const ONLINE = t('Online, live in the Harbourfront Securities app', '網上直播（港灣證券 App）', '在线直播（港湾证券 App）');
const TST = t(
  'Tsim Sha Tsui Branch seminar room, Shop 215, 2/F, Ocean Centre, Harbour City, 5 Canton Road, Tsim Sha Tsui',
  '尖沙咀分行講座室（尖沙咀廣東道 5 號海港城海洋中心 2 樓 215 號舖）',
  '尖沙咀分行讲座室（尖沙咀广东道 5 号海港城海洋中心 2 楼 215 号铺）',
);
const CAUSEWAY_BAY = t('Causeway Bay Branch, Shop 1106, 11/F, Times Square, 1 Matheson Street, Causeway Bay', '銅鑼灣分行（銅鑼灣勿地臣街 1 號時代廣場 11 樓 1106 號舖）', '铜锣湾分行（铜锣湾勿地臣街 1 号时代广场 11 楼 1106 号铺）');

const disclaimer = t(
  'This talk is for investor education only and does not constitute investment advice. Investment involves risks; past performance is not indicative of future performance.',
  '本講座只作投資者教育用途，並不構成投資建議。投資涉及風險，過往表現並不代表將來表現。',
  '本讲座只作投资者教育用途，并不构成投资建议。投资涉及风险，过往表现并不代表未来表现。',
);

const agenda = (items: L[]): L =>
  t(
    `<ul>${items.map((item) => `<li>${item.en}</li>`).join('')}</ul>`,
    `<ul>${items.map((item) => `<li>${item['zh-hk']}</li>`).join('')}</ul>`,
    `<ul>${items.map((item) => `<li>${item['zh-cn']}</li>`).join('')}</ul>`,
  );

const STRATEGIST = { name: t('Vincent Lau', '劉偉信', '刘伟信'), title: t('Chief Investment Strategist', '首席投資策略師', '首席投资策略师') };
const OPTIONS_LEAD = { name: t('Karen Cheung', '張嘉欣', '张嘉欣'), title: t('Head of Derivatives Education', '衍生產品教育主管', '衍生产品教育主管') };
const US_ANALYST = { name: t('Daniel Ho', '何俊賢', '何俊贤'), title: t('Senior US Equity Analyst', '美股高級分析師', '美股高级分析师') };
const FUNDS_LEAD = { name: t('Michelle Wong', '黃美詩', '黄美诗'), title: t('Head of Funds and Fixed Income', '基金及定息產品主管', '基金及固定收益产品主管') };
const EDUCATOR = { name: t('Jason Leung', '梁家俊', '梁家俊'), title: t('Investor Education Manager', '投資者教育經理', '投资者教育经理') };

export const talks: SeedTalk[] = [
  {
    id: 301,
    district: 'all',
    tag: 'us-stocks',
    format: 'online',
    coverImage: '/images/official/talks/us-earnings-guidance.svg',
    startsAt: hkt('2026-11-26T20:00:00'),
    endsAt: hkt('2026-11-26T21:00:00'),
    capacity: 500,
    publishedAt: hkt('2026-11-10T10:00:00'),
    title: t('Reading company guidance after the US earnings season', '美股業績期後：如何解讀公司指引', '美股业绩期后：如何解读公司指引'),
    summary: t(
      'Revenue beats matter less than guidance. Learn to read the outlook section, the call transcript and analyst revisions.',
      '收入勝預期不及指引重要。學習解讀展望部分、業績會紀錄及分析師預測修訂。',
      '收入超预期不及指引重要。学习解读展望部分、业绩会纪要及分析师预测修订。',
    ),
    body: [
      agenda([
        t('Why the share price can fall after a strong quarter', '為何業績強勁股價仍可下跌', '为何业绩强劲股价仍可下跌'),
        t('Guidance, margins and capital spending plans', '指引、利潤率及資本開支計劃', '指引、利润率及资本开支计划'),
        t('Using consensus revisions in the app', '善用 App 內的市場預測修訂', '善用 App 内的市场预期修订'),
      ]),
      disclaimer,
    ],
    speakerName: US_ANALYST.name,
    speakerTitle: US_ANALYST.title,
    location: ONLINE,
  },
  {
    id: 302,
    district: 'all',
    tag: 'hk-stocks',
    format: 'offline',
    coverImage: '/images/official/talks/ipo-masterclass.svg',
    startsAt: hkt('2026-12-03T19:00:00'),
    endsAt: hkt('2026-12-03T20:30:00'),
    capacity: 40,
    publishedAt: hkt('2026-11-12T10:00:00'),
    title: t('Hong Kong IPO subscription masterclass', '港股新股認購大師班', '港股新股认购大师班'),
    summary: t(
      'Pool A and pool B, clawback, financing costs and grey-market trading: a practical evening on subscribing for Hong Kong IPOs.',
      '甲組乙組、回撥機制、融資成本及暗盤交易：實用講解港股新股認購。',
      '甲组乙组、回拨机制、融资成本及暗盘交易：实用讲解港股新股认购。',
    ),
    body: [
      agenda([
        t('How allocation and clawback work under the current rules', '現行規則下的分配及回撥機制', '现行规则下的分配及回拨机制'),
        t('Working out the real cost of IPO financing', '計算新股融資的真實成本', '计算新股融资的真实成本'),
        t('Grey-market and first-day trading', '暗盤及首日交易', '暗盘及首日交易'),
      ]),
      t('Seats are limited to 40. Light refreshments are served from 18:30.', '名額只限 40 位，18:30 起提供茶點。', '名额只限 40 位，18:30 起提供茶点。'),
      disclaimer,
    ],
    speakerName: STRATEGIST.name,
    speakerTitle: STRATEGIST.title,
    location: TST,
  },
  {
    id: 303,
    district: 'all',
    tag: 'options',
    format: 'online',
    coverImage: '/images/official/talks/options-greeks.svg',
    startsAt: hkt('2026-12-10T20:00:00'),
    endsAt: hkt('2026-12-10T21:15:00'),
    capacity: 300,
    publishedAt: hkt('2026-11-16T10:00:00'),
    title: t('Options Greeks in practice: delta, theta and vega', '期權希臘字母實戰：Delta、Theta 及 Vega', '期权希腊字母实战：Delta、Theta 及 Vega'),
    summary: t(
      'See how time decay and implied volatility change an option\'s price, with live examples in the strategy builder.',
      '以策略工具即場示範，了解時間值損耗及引伸波幅如何影響期權價格。',
      '以策略工具现场演示，了解时间价值衰减及隐含波动率如何影响期权价格。',
    ),
    body: [
      agenda([
        t('Delta as a hedge ratio and as a probability guide', 'Delta 作為對沖比率及概率參考', 'Delta 作为对冲比率及概率参考'),
        t('Why short-dated options lose value fastest', '為何短期期權價值損耗最快', '为何短期期权价值衰减最快'),
        t('Volatility around earnings announcements', '業績公佈前後的波幅變化', '业绩公布前后的波动率变化'),
      ]),
      disclaimer,
    ],
    speakerName: OPTIONS_LEAD.name,
    speakerTitle: OPTIONS_LEAD.title,
    location: ONLINE,
  },
  {
    id: 304,
    district: 'all',
    tag: 'funds-bonds',
    format: 'online',
    coverImage: '/images/official/talks/bond-ladder.svg',
    startsAt: hkt('2026-12-17T20:00:00'),
    endsAt: hkt('2026-12-17T21:00:00'),
    capacity: 300,
    publishedAt: hkt('2026-11-18T10:00:00'),
    title: t('Building a bond ladder with US Treasuries', '以美國國債建立債券階梯', '以美国国债建立债券阶梯'),
    summary: t(
      'A step-by-step look at laddering Treasuries from US$1,000 to match future cash needs and manage reinvestment risk.',
      '逐步講解如何以 US$1,000 起的美國國債建立階梯，配合未來資金需要並管理再投資風險。',
      '逐步讲解如何以 US$1,000 起的美国国债建立阶梯，配合未来资金需要并管理再投资风险。',
    ),
    body: [
      agenda([
        t('Yield to maturity, coupon and price', '到期孳息率、票息與價格', '到期收益率、票息与价格'),
        t('Choosing maturities for a 5-year ladder', '為 5 年階梯選擇年期', '为 5 年阶梯选择期限'),
        t('Tax withholding and currency considerations', '預扣稅及貨幣考慮', '预扣税及货币考虑'),
      ]),
      disclaimer,
    ],
    speakerName: FUNDS_LEAD.name,
    speakerTitle: FUNDS_LEAD.title,
    location: ONLINE,
  },
  {
    id: 305,
    district: 'all',
    tag: 'beginners',
    format: 'offline',
    coverImage: '/images/official/talks/first-trade.svg',
    startsAt: hkt('2027-01-07T19:00:00'),
    endsAt: hkt('2027-01-07T20:30:00'),
    capacity: 30,
    publishedAt: hkt('2026-11-19T10:00:00'),
    title: t('Your first Hong Kong stock trade, step by step', '第一次買港股：逐步教學', '第一次买港股：逐步教学'),
    summary: t(
      'Board lots, order types, trading sessions and fees explained, with a guided trade in a demo account.',
      '講解每手股數、訂單類型、交易時段及收費，並於模擬帳戶示範落盤。',
      '讲解每手股数、订单类型、交易时段及收费，并于模拟账户演示下单。',
    ),
    body: [
      agenda([
        t('Board lots and odd lots', '每手股數與碎股', '每手股数与碎股'),
        t('Limit, enhanced limit and at-auction orders', '限價盤、增強限價盤及競價盤', '限价单、增强限价单及竞价单'),
        t('What you pay: commission, platform fee, stamp duty and levies', '收費一覽：佣金、平台費、印花稅及徵費', '收费一览：佣金、平台费、印花税及征费'),
      ]),
      t('Bring your phone with the app installed; staff will help you set up a demo account.', '請攜帶已安裝 App 的手機，職員會協助你設定模擬帳戶。', '请携带已安装 App 的手机，工作人员会协助你设置模拟账户。'),
      disclaimer,
    ],
    speakerName: EDUCATOR.name,
    speakerTitle: EDUCATOR.title,
    location: CAUSEWAY_BAY,
  },
  {
    id: 306,
    district: 'all',
    tag: 'hk-stocks',
    format: 'online',
    coverImage: '/images/official/talks/dividend-stocks.svg',
    startsAt: hkt('2027-01-14T20:00:00'),
    endsAt: hkt('2027-01-14T21:00:00'),
    capacity: 500,
    publishedAt: hkt('2026-11-20T10:00:00'),
    title: t('Dividend stocks: finding income that lasts', '收息股：尋找可持續的股息', '高股息股：寻找可持续的股息'),
    summary: t(
      'Payout ratios, free cash flow and balance sheets: how to tell a sustainable dividend from a yield trap.',
      '派息比率、自由現金流及資產負債表：分辨可持續股息與高息陷阱。',
      '派息比率、自由现金流及资产负债表：分辨可持续股息与高息陷阱。',
    ),
    body: [
      agenda([
        t('Screening for dividend growth, not only yield', '篩選股息增長而非只看息率', '筛选股息增长而非只看股息率'),
        t('Special dividends and scrip options', '特別股息及以股代息', '特别股息及以股代息'),
      ]),
      disclaimer,
    ],
    speakerName: STRATEGIST.name,
    speakerTitle: STRATEGIST.title,
    location: ONLINE,
  },
  {
    id: 307,
    district: 'all',
    tag: 'beginners',
    format: 'online',
    coverImage: '/images/official/talks/margin-risk.svg',
    startsAt: hkt('2026-10-15T20:00:00'),
    endsAt: hkt('2026-10-15T21:00:00'),
    capacity: 300,
    publishedAt: hkt('2026-09-25T10:00:00'),
    title: t('Margin financing without surprises', '孖展融資：避免意外', '融资融券：避免意外'),
    summary: t(
      'Margin ratios, maintenance levels and what happens in a margin call, explained with real market moves.',
      '以真實市況講解孖展比率、維持水平及追收保證金時的處理。',
      '以真实行情讲解融资比率、维持水平及追加保证金时的处理。',
    ),
    body: [
      agenda([
        t('How buying power is calculated', '購買力如何計算', '购买力如何计算'),
        t('Concentration limits and haircuts', '集中度限制及扣減比率', '集中度限制及折算率'),
        t('Reducing risk before a call arrives', '在追收前減低風險', '在追保前降低风险'),
      ]),
      disclaimer,
    ],
    speakerName: EDUCATOR.name,
    speakerTitle: EDUCATOR.title,
    location: ONLINE,
  },
  {
    id: 308,
    district: 'all',
    tag: 'funds-bonds',
    format: 'offline',
    coverImage: '/images/official/talks/etf-basics.svg',
    startsAt: hkt('2026-09-17T19:00:00'),
    endsAt: hkt('2026-09-17T20:30:00'),
    capacity: 40,
    publishedAt: hkt('2026-08-28T10:00:00'),
    title: t('ETF basics: index, active and leveraged', 'ETF 入門：指數、主動及槓桿', 'ETF 入门：指数、主动及杠杆'),
    summary: t(
      'What you own when you buy an ETF, how to compare costs and why leveraged and inverse products are for short holding periods.',
      '買入 ETF 實際持有甚麼、如何比較成本，以及為何槓桿及反向產品只宜短期持有。',
      '买入 ETF 实际持有什么、如何比较成本，以及为何杠杆及反向产品只宜短期持有。',
    ),
    body: [
      agenda([
        t('Physical and synthetic replication', '實物及合成複製', '实物及合成复制'),
        t('Total expense ratio and tracking difference', '總開支比率及追蹤偏離度', '总费用率及跟踪偏离度'),
      ]),
      disclaimer,
    ],
    speakerName: FUNDS_LEAD.name,
    speakerTitle: FUNDS_LEAD.title,
    location: TST,
  },
  {
    id: 309,
    district: 'all',
    tag: 'options',
    format: 'online',
    coverImage: '/images/official/talks/covered-calls.svg',
    startsAt: hkt('2026-07-09T20:00:00'),
    endsAt: hkt('2026-07-09T21:00:00'),
    capacity: 300,
    publishedAt: hkt('2026-06-22T10:00:00'),
    title: t('Covered calls on US stocks: income and its trade-offs', '美股備兌認購期權：收入與取捨', '美股备兑看涨期权：收入与取舍'),
    summary: t(
      'How selling calls against shares you own generates premium, and what you give up when the stock rallies.',
      '以持有股票沽出認購期權收取期權金，以及股價急升時的代價。',
      '以持有股票卖出看涨期权收取期权金，以及股价急升时的代价。',
    ),
    body: [
      agenda([
        t('Choosing strike and expiry', '選擇行使價及到期日', '选择行权价及到期日'),
        t('Assignment and rolling', '被行使及轉倉', '被行权及移仓'),
      ]),
      disclaimer,
    ],
    speakerName: OPTIONS_LEAD.name,
    speakerTitle: OPTIONS_LEAD.title,
    location: ONLINE,
  },
  {
    id: 310,
    district: 'all',
    tag: 'hk-stocks',
    format: 'online',
    coverImage: '/images/official/talks/stock-connect.svg',
    startsAt: hkt('2026-05-14T20:00:00'),
    endsAt: hkt('2026-05-14T21:00:00'),
    capacity: 500,
    publishedAt: hkt('2026-04-28T10:00:00'),
    title: t('Stock Connect explained: trading A shares from Hong Kong', '滬深港通全解：在香港買賣 A 股', '沪深港通全解：在香港买卖 A 股'),
    summary: t(
      'Eligible stocks, trading days, quotas, price limits and settlement in renminbi: what Hong Kong investors need to know about northbound trading.',
      '合資格股票、交易日、額度、漲跌幅限制及人民幣結算：北向交易須知。',
      '合资格股票、交易日、额度、涨跌幅限制及人民币结算：北向交易须知。',
    ),
    body: [
      agenda([
        t('Northbound trading days and holidays', '北向交易日及假期安排', '北向交易日及假期安排'),
        t('Price limits and the no-day-trading rule', '漲跌幅限制及不設即日回轉', '涨跌幅限制及不设日内回转'),
      ]),
      disclaimer,
    ],
    speakerName: STRATEGIST.name,
    speakerTitle: STRATEGIST.title,
    location: ONLINE,
  },
  {
    id: 311,
    district: 'hk',
    tag: 'funds-bonds',
    format: 'offline',
    coverImage: '/images/official/talks/retirement-funds.svg',
    startsAt: hkt('2026-12-05T15:00:00'),
    endsAt: hkt('2026-12-05T16:30:00'),
    capacity: 25,
    publishedAt: hkt('2026-11-17T10:00:00'),
    title: t('Retirement investing beyond the MPF', '強積金以外的退休投資', '强积金以外的退休投资'),
    summary: t(
      'Combining MPF, tax-deductible voluntary contributions, annuities and fund plans into one retirement picture.',
      '結合強積金、可扣稅自願性供款、年金及基金月供，規劃完整退休藍圖。',
      '结合强积金、可扣税自愿性供款、年金及基金月供，规划完整退休蓝图。',
    ),
    body: [
      agenda([
        t('How much is enough: a simple retirement estimate', '要儲多少才足夠：簡易退休估算', '要存多少才足够：简易退休估算'),
        t('TVC and deferred annuity tax deductions', '可扣稅自願性供款及延期年金扣稅', '可扣税自愿性供款及延期年金扣税'),
      ]),
      disclaimer,
    ],
    speakerName: FUNDS_LEAD.name,
    speakerTitle: FUNDS_LEAD.title,
    location: t(
      'Tsuen Wan Branch, Shop 318, 3/F, Citywalk, 1 Yeung Uk Road, Tsuen Wan',
      '荃灣楊屋道 1 號荃新天地 3 樓 318 號舖荃灣分行',
      '荃湾杨屋道 1 号荃新天地 3 楼 318 号铺荃湾分行',
    ),
  },
];
