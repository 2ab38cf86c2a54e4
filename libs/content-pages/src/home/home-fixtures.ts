/**
 * Sample home page data for stories and tests, shaped like the home loader's answer (the content
 * API's seed, shortened). Test/story data, not UI chrome.
 */
import type { Trust } from '@brokerage/contracts';
import type { District, Lang } from '@brokerage/domain';
import { sampleRates } from '../fees/fee-fixtures';
import type { HomeAppDownloadContent } from './home-app-download';
import type { HomeData } from './home-data';

type Localised = Record<Lang, string>;
const t = (en: string, zhHk: string, zhCn: string): Localised => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const INTRO: Record<District, Localised> = {
  hk: t(
    'Licensed by the SFC since 2012. Low, transparent commissions, real-time quotes and client assets held in segregated accounts.',
    '自2012年起獲證監會發牌。佣金低廉透明，即時行情，客戶資產獨立存管。',
    '自2012年起获证监会发牌。佣金低廉透明，实时行情，客户资产独立存管。',
  ),
  mainland: t(
    'A Hong Kong licensed broker serving investors worldwide. Register to explore Hong Kong and US market insights, courses and tools.',
    '香港持牌券商，服務全球投資者。註冊即可瀏覽港美市場資訊、投資課程及工具。',
    '香港持牌券商，服务全球投资者。注册即可浏览港美市场资讯、投资课程及工具。',
  ),
};

const CTA: Record<District, Localised> = { hk: t('Open an account', '立即開戶', '立即开户'), mainland: t('Register now', '立即註冊', '立即注册') };

const TRUST = [t('Three markets, one app', '三大市場，一個App', '三大市场，一个App'), t('Transparent fees', '收費透明', '收费透明'), t('Your assets, protected', '資產安全有保障', '资产安全有保障')];

const PRODUCTS: { slug: string; title: Localised; summary: Localised }[] = [
  { slug: 'index', title: t('Financial investment', '金融投資', '金融投资'), summary: t('Every market in one account.', '一個帳戶，投資環球市場。', '一个账户，投资环球市场。') },
  { slug: 'hk-stocks', title: t('Hong Kong stocks', '港股', '港股'), summary: t('Trade every security listed on HKEX, with real-time quotes included.', '買賣港交所所有上市證券，附送即時報價。', '买卖港交所所有上市证券，附送实时报价。') },
  { slug: 'us-stocks', title: t('US stocks', '美股', '美股'), summary: t('Trade NYSE and Nasdaq stocks and ETFs, including pre-market and after-hours.', '買賣紐約證券交易所及納斯達克股票及ETF，支援盤前盤後交易。', '买卖纽约证券交易所及纳斯达克股票及ETF，支持盘前盘后交易。') },
  { slug: 'bonds', title: t('Bonds', '債券', '债券'), summary: t('Government, investment-grade and high-yield bonds in USD and HKD.', '美元及港元計價的政府、投資級及高收益債券。', '美元及港元计价的政府、投资级及高收益债券。') },
  { slug: 'us-share-option', title: t('US stock options', '美股期權', '美股期权'), summary: t('Calls and puts on US stocks, ETFs and indices.', '買賣美股、ETF及指數期權。', '买卖美股、ETF及指数期权。') },
  { slug: 'a-shares', title: t('A-shares via Stock Connect', 'A股（滬深港通）', 'A股（沪深港通）'), summary: t('Shanghai and Shenzhen stocks through Northbound Stock Connect.', '透過北向滬深港通買賣上海及深圳股票。', '透过北向沪深港通买卖上海及深圳股票。') },
  { slug: 'funds', title: t('Funds', '基金', '基金'), summary: t('SFC-authorised money market, bond, equity and multi-asset funds.', '證監會認可貨幣市場、債券、股票及多元資產基金。', '证监会认可货币市场、债券、股票及多元资产基金。') },
];

const PLANS = [
  { id: 1 as const, name: t('Standard', '標準套餐', '标准套餐'), tagline: t('For most investors', '適合大部分投資者', '适合大部分投资者'), isDefault: true, highlights: [t('HK stocks: 0.03% commission, min. HK$3', '港股佣金0.03%，最低港幣3元', '港股佣金0.03%，最低港币3元'), t('No account maintenance fee', '免帳戶管理費', '免账户管理费')] },
  { id: 2 as const, name: t('Active Trader', '活躍交易套餐', '活跃交易套餐'), tagline: t('For frequent traders', '適合高頻交易者', '适合高频交易者'), isDefault: false, highlights: [t('HK stocks: zero commission', '港股零佣金', '港股零佣金'), t('Platform fee from HK$7 per order', '平台費低至每單港幣7元', '平台费低至每单港币7元')] },
  { id: 3 as const, name: t('Flat Fee', '一口價套餐', '一口价套餐'), tagline: t('For larger orders', '適合大額交易', '适合大额交易'), isDefault: false, highlights: [t('HK stocks: HK$18 per order', '港股每單港幣18元', '港股每单港币18元')] },
];

const PROMOTIONS = [
  { id: 101, title: t('New clients: 180 days of commission-free HK and US stock trading', '新客戶專享：港股及美股 180 日免佣', '新客户专享：港股及美股 180 天免佣'), summary: t('Open an account and deposit HK$10,000 or more within 30 days to trade Hong Kong and US stocks commission-free for 180 days, plus a HK$800 stock cash coupon.', '開戶後 30 日內淨存入 HK$10,000 或以上，即享港股及美股交易 180 日免佣金，另送 HK$800 股票現金券。', '开户后 30 天内净存入 HK$10,000 或以上，即享港股及美股交易 180 天免佣金，另送 HK$800 股票现金券。'), coverImage: '/images/official/promotions/new-client-commission-free.svg', startDate: '2026-09-01', endDate: '2026-12-31', linkUrl: null },
  { id: 112, title: t('Year-end referral bonus: an extra HK$1,000 for three friends', '年終推薦加碼：推薦三位好友額外獎 HK$1,000', '年终推荐加码：推荐三位好友额外奖 HK$1,000'), summary: t('In November and December, every third successful referral earns an extra HK$1,000 cash reward.', '11 月及 12 月期間，每成功推薦第三位好友可額外獲 HK$1,000 現金獎賞。', '11 月及 12 月期间，每成功推荐第三位好友可额外获 HK$1,000 现金奖赏。'), coverImage: '/images/official/promotions/referral-year-end-bonus.svg', startDate: '2026-11-01', endDate: '2026-12-31', linkUrl: null },
  { id: 131, title: t('US options from US$0.15 per contract', '美股期權低至每張 US$0.15', '美股期权低至每张 US$0.15'), summary: t('Trade US stock and ETF options at US$0.15 per contract for your first 90 days.', '首 90 日買賣美股及 ETF 期權，每張合約低至 US$0.15。', '首 90 天买卖美股及 ETF 期权，每张合约低至 US$0.15。'), coverImage: '/images/official/promotions/us-options-low-fee.svg', startDate: '2026-10-01', endDate: '2026-12-31', linkUrl: null },
];

const NEWS = [
  { id: 426, title: t('Hong Kong stock options now available in the app', 'App 現可買賣港股期權', 'App 现可买卖港股期权'), coverImage: '/images/official/news/hk-stock-options.svg', date: '2026-11-12' },
  { id: 425, title: t('Meet us at Hong Kong FinTech Week 2026', '香港金融科技周 2026 與你見面', '香港金融科技周 2026 与你见面'), coverImage: '/images/official/news/fintech-week-2026.svg', date: '2026-10-28' },
  { id: 424, title: t('US trading hours move one hour later from 2 November 2026', '美股交易時間由 2026 年 11 月 2 日起延後一小時', '美股交易时间由 2026 年 11 月 2 日起延后一小时'), coverImage: '/images/official/news/us-winter-hours-2026.svg', date: '2026-10-06' },
];

const EVENTS = [
  { id: 301, kind: 'talk' as const, title: t('Reading company guidance after the US earnings season', '美股業績期後：如何解讀公司指引', '美股业绩期后：如何解读公司指引'), coverImage: '/images/official/talks/us-earnings-guidance.svg', date: '2026-11-26', location: t('Online, live in the app', '網上直播', '线上直播'), online: true },
  { id: 209, kind: 'event' as const, title: t('2027 Market Outlook Forum', '2027 市場展望論壇', '2027 市场展望论坛'), coverImage: '/images/official/events/outlook-2027.svg', date: '2026-11-28', location: t('Tsim Sha Tsui Branch seminar room, Ocean Centre, Harbour City', '尖沙咀分行研討室，海港城海洋中心', '尖沙咀分行研讨室，海港城海洋中心'), online: false },
  { id: 302, kind: 'talk' as const, title: t('Hong Kong IPO subscription masterclass', '港股新股認購大師班', '港股新股认购大师班'), coverImage: '/images/official/talks/ipo-masterclass.svg', date: '2026-12-03', location: t('Tsim Sha Tsui Branch seminar room, Ocean Centre, Harbour City', '尖沙咀分行研討室，海港城海洋中心', '尖沙咀分行研讨室，海港城海洋中心'), online: false },
];

/** What the home loader answers for a district and language when every call succeeds. */
export function fixtureHomeData(district: District, lang: Lang): HomeData {
  const l = (value: Localised) => value[lang];
  return {
    intro: l(INTRO[district]),
    texts: {
      heroCta: l(CTA[district]),
      trust: TRUST.map(l),
      fees: l(t('Every charge is listed up front, exchange and regulatory fees included: each plan below shows what a trade costs all-in.', '所有收費預先列明，包括交易所及監管費用：以下每個套餐均列出一宗交易的總成本。', '所有收费预先列明，包括交易所及监管费用：以下每个套餐均列出一笔交易的总成本。')),
    },
    products: PRODUCTS.map((product) => ({ slug: product.slug, title: l(product.title), summary: l(product.summary) })),
    plans: PLANS.map((plan) => ({ id: plan.id, name: l(plan.name), tagline: l(plan.tagline), isDefault: plan.isDefault, highlights: plan.highlights.map(l), hkRates: sampleRates(plan.id, 'hk', lang) })),
    promotions: PROMOTIONS.map((promotion) => ({ ...promotion, title: l(promotion.title), summary: l(promotion.summary) })),
    news: NEWS.map((item) => ({ ...item, title: l(item.title) })),
    events: EVENTS.map((event) => ({ ...event, title: l(event.title), location: l(event.location) })),
  };
}

/** The base config's app download block. */
export const fixtureAppDownload = (lang: Lang): HomeAppDownloadContent => ({
  title: t('Download the Harbourfront app', '下載港灣證券App', '下载港湾证券App')[lang],
  text: t(
    'Trade Hong Kong, US and A-shares, subscribe to IPOs and track your portfolio on the go.',
    '隨時隨地買賣港股、美股及A股，認購新股，掌握持倉動態。',
    '随时随地买卖港股、美股及A股，认购新股，掌握持仓动态。',
  )[lang],
  ios: 'https://apps.apple.com/hk/app/harbourfront-securities/id6443021876',
  android: 'https://play.google.com/store/apps/details?id=com.harbourfrontsec.trade',
  apk: 'https://download.harbourfrontsec.com/android/harbourfront-securities.apk',
  qrCode: '/images/download/app-qr.svg',
});

/** The base config's proof: figures on both sites, the licence and its register entry on the HK site only. */
export const fixtureTrust = (district: District, lang: Lang): Trust => ({
  figures: [
    { value: '241,000', label: t('Funded accounts (end of 2025)', '入金帳戶（2025年底）', '入金账户（2025年底）')[lang] },
    { value: t('HK$30.4 billion', '港幣304億元', '港币304亿元')[lang], label: t('Client assets (end of 2025)', '客戶資產（2025年底）', '客户资产（2025年底）')[lang] },
    { value: t('Since 2012', '2012年起', '2012年起')[lang], label: t('Licensed by the SFC', '獲證監會發牌', '获证监会发牌')[lang] },
    { value: t('Best Online Broker (Hong Kong)', '香港最佳網上券商', '香港最佳网上券商')[lang], label: t('Asia Retail Finance Awards 2026', '2026 亞洲零售金融大獎', '2026 亚洲零售金融大奖')[lang] },
  ],
  licence:
    district === 'hk'
      ? {
          label: t('SFC licensed corporation, CE No. BHF293: check us on the SFC public register', '證監會持牌法團（中央編號 BHF293）：可於證監會公眾紀錄冊查核', '证监会持牌法团（中央编号 BHF293）：可于证监会公众纪录册查核')[lang],
          registerUrl: 'https://apps.sfc.hk/publicregWeb/corp/BHF293/details',
        }
      : null,
  protections: [
    { title: t('Investor Compensation Fund', '投資者賠償基金', '投资者赔偿基金')[lang], text: t('If a licensed broker defaults, eligible clients are compensated up to HK$500,000 each.', '如持牌券商違責，合資格客戶每人可獲最高港幣500,000元賠償。', '如持牌券商违责，合资格客户每人可获最高港币500,000元赔偿。')[lang] },
    { title: t('Segregated client assets', '客戶資產獨立存放', '客户资产独立存放')[lang], text: t('Client money sits in trust accounts at licensed banks, apart from our own assets.', '客戶款項存放於持牌銀行的信託帳戶，與本公司資產分開。', '客户款项存放于持牌银行的信托账户，与本公司资产分开。')[lang] },
  ],
});
