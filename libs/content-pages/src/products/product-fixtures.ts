// Sample content of the products pages for stories and tests (the real content comes from the content API).
import type { Product, ProductSummary } from '@brokerage/contracts';
import type { Lang } from '@brokerage/domain';
import { samplePlan } from '../fees/fee-fixtures';
import { productPricingOf, type ProductPricing } from './product-pricing';
import type { AccountGuideData, DistrictGuide } from './account-guide-page';
import type { AiInvestmentData } from './ai-investment-page';
import type { AppLinks, DownloadTexts } from './download-page';
import type { InstitutionData } from './institution-page';
import type { OpenApiData } from './open-api-page';

const tr = (lang: Lang, en: string, zhHk: string, zhCn: string) => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn })[lang];

export const sampleProduct = (lang: Lang): Product => ({
  slug: 'hk-stocks',
  title: tr(lang, 'Hong Kong stocks', '港股', '港股'),
  summary: tr(lang, 'Trade every security listed on HKEX, with real-time quotes included.', '買賣港交所所有上市證券，附送即時報價。', '买卖港交所所有上市证券，附送实时报价。'),
  highlights: [
    { value: '0.03%', label: tr(lang, 'commission, min. HK$3', '佣金，最低港幣3元', '佣金，最低港币3元') },
    { value: 'LV1', label: tr(lang, 'real-time quotes free', '即時報價免費', '实时报价免费') },
    { value: 'T+2', label: tr(lang, 'settlement', '交收', '交收') },
  ],
  features: [
    { title: tr(lang, 'Odd lots and grey market', '碎股及暗盤', '碎股及暗盘'), text: tr(lang, 'Sell odd lots and trade new listings in the grey market.', '出售碎股及參與暗盤交易。', '出售碎股及参与暗盘交易。') },
    { title: tr(lang, 'Conditional orders', '條件單', '条件单'), text: tr(lang, 'Stop-loss and take-profit orders run on our servers.', '止損及止賺單由伺服器執行。', '止损及止盈单由服务器执行。') },
  ],
  faq: [
    {
      question: tr(lang, 'When is money from a sale available?', '賣出股票後何時可以提款？', '卖出股票后何时可以提款？'),
      answer: tr(lang, 'After settlement on the second trading day (T+2).', '於第二個交易日（T+2）交收後。', '于第二个交易日（T+2）交收后。'),
    },
    {
      question: tr(lang, 'What are the trading hours?', '港股交易時間是甚麼？', '港股交易时间是什么？'),
      answer: tr(lang, 'Morning session 9:30-12:00 and afternoon session 13:00-16:00.', '早市9:30-12:00，午市13:00-16:00。', '早市9:30-12:00，午市13:00-16:00。'),
    },
    {
      question: tr(lang, 'What is a board lot?', '甚麼是每手股數？', '什么是每手股数？'),
      answer: tr(lang, 'The number of shares one lot holds, set by the issuer.', '發行人訂定的每手股份數目。', '发行人订定的每手股份数目。'),
    },
    {
      question: tr(lang, 'Which order types can I use?', '可以使用哪些盤口類型？', '可以使用哪些订单类型？'),
      answer: tr(lang, 'Enhanced limit, at-auction and conditional orders.', '增強限價盤、競價盤及條件單。', '增强限价盘、竞价盘及条件单。'),
    },
    {
      question: tr(lang, 'Do warrants need extra approval?', '買賣窩輪需要額外審批嗎？', '买卖窝轮需要额外审批吗？'),
      answer: tr(lang, 'Yes, the derivatives knowledge assessment.', '需要，須通過衍生產品知識評估。', '需要，须通过衍生产品知识评估。'),
    },
  ],
  riskNote: tr(lang, 'The prices of securities fluctuate and may even become valueless.', '證券價格可升可跌，甚至變成毫無價值。', '证券价格可升可跌，甚至变成毫无价值。'),
  feeMarket: 'hk-stocks',
  facts: [
    { label: tr(lang, 'Trading hours', '交易時間', '交易时间'), value: tr(lang, 'Mon–Fri 9:30–12:00 and 13:00–16:00 HKT', '星期一至五 9:30-12:00 及 13:00-16:00', '周一至周五 9:30-12:00 及 13:00-16:00') },
    { label: tr(lang, 'Currency', '交易貨幣', '交易货币'), value: tr(lang, 'HKD', '港元', '港元') },
    { label: tr(lang, 'Lot rules', '買賣單位', '买卖单位'), value: tr(lang, 'Whole board lots; odd lots on the odd-lot board', '整手買賣；碎股於碎股板買賣', '整手买卖；碎股于碎股板买卖') },
    { label: tr(lang, 'Settlement', '交收', '交收'), value: 'T+2' },
  ],
  steps: [
    { screen: 'quote', title: tr(lang, 'Find it', '搜尋產品', '搜索产品'), text: tr(lang, 'Search by code or name.', '以代號或名稱搜尋。', '以代码或名称搜索。') },
    { screen: 'order', title: tr(lang, 'Place your order', '落盤', '下单'), text: tr(lang, 'Enter whole board lots and confirm.', '輸入整手數量後確認。', '输入整手数量后确认。') },
    { screen: 'portfolio', title: tr(lang, 'Track your position', '追蹤持倉', '跟踪持仓'), text: tr(lang, 'Profit and loss update in real time.', '盈虧即時更新。', '盈亏实时更新。') },
  ],
  related: ['etf', 'us-stocks', 'bonds'],
});

/** A product as content written before the trading details gives it (one question, no facts, steps or related products). */
export const sampleProductWithoutTrading = (lang: Lang): Product => {
  const { slug, title, summary, highlights, features, faq, riskNote } = sampleProduct(lang);
  return { slug, title, summary, highlights, features, faq: faq.slice(0, 1), riskNote };
};

/** The pricing the loader gives the sample product: the Hong Kong market of the default plan (the seeded rates). */
export const sampleProductPricing = (lang: Lang): ProductPricing => {
  const pricing = productPricingOf(samplePlan(1, lang), 'hk-stocks');
  if (!pricing) throw new Error('The sample plan prices Hong Kong stocks');
  return pricing;
};

export const sampleOverview = (lang: Lang): Product => ({
  ...sampleProductWithoutTrading(lang),
  slug: 'index',
  title: tr(lang, 'Financial investment', '金融投資', '金融投资'),
  summary: tr(lang, 'Stocks, ETFs, options, bonds and funds in one account.', '一個帳戶投資股票、ETF、期權、債券及基金。', '一个账户投资股票、ETF、期权、债券及基金。'),
});

export const sampleProductList = (lang: Lang): ProductSummary[] => [
  { slug: 'hk-stocks', title: tr(lang, 'Hong Kong stocks', '港股', '港股'), summary: tr(lang, 'Every HKEX security.', '港交所所有證券。', '港交所所有证券。') },
  { slug: 'us-stocks', title: tr(lang, 'US stocks', '美股', '美股'), summary: tr(lang, 'NYSE and Nasdaq, with extended hours.', '紐約證券交易所及納斯達克，支援盤前盤後。', '纽约证券交易所及纳斯达克，支持盘前盘后。') },
  { slug: 'bonds', title: tr(lang, 'Bonds', '債券', '债券'), summary: tr(lang, 'Government and corporate bonds.', '政府及企業債券。', '政府及企业债券。') },
  { slug: 'funds', title: tr(lang, 'Funds', '基金', '基金'), summary: tr(lang, 'SFC-authorised funds.', '證監會認可基金。', '证监会认可基金。') },
];

export const sampleAppLinks: AppLinks = {
  title: 'Harbourfront app',
  text: 'Trade on the go.',
  ios: 'https://apps.apple.com/hk/app/harbourfront-securities/id6443021876',
  android: 'https://play.google.com/store/apps/details?id=com.harbourfrontsec.trade',
  apk: 'https://download.harbourfrontsec.com/android/harbourfront-securities.apk',
  qrCode: '/images/download/app-qr.svg',
};

export const sampleDownloadTexts = (lang: Lang): DownloadTexts => ({
  title: tr(lang, 'Download the Harbourfront app', '下載港灣證券App', '下载港湾证券App'),
  text: tr(lang, 'Quotes, trading and statements in one app.', '行情、交易及結單，一個App全面覆蓋。', '行情、交易及结单，一个App全面覆盖。'),
  labels: {
    ios: tr(lang, 'Download on the App Store', '於App Store下載', '于App Store下载'),
    android: tr(lang, 'Get it on Google Play', '於Google Play下載', '于Google Play下载'),
    apk: tr(lang, 'Download the Android APK', '下載Android APK', '下载Android APK'),
  },
  desktop: tr(lang, 'Desktop trading is coming in 2027.', '桌面版將於2027年推出。', '桌面版将于2027年推出。'),
});

export const sampleDownloadTip = (lang: Lang) => ({
  title: tr(lang, 'Open this page in your browser', '請於瀏覽器開啟此頁', '请在浏览器打开此页'),
  text: tr(lang, 'Downloads are blocked inside this app. Tap ··· and choose "Open in browser".', '此應用程式內無法下載，請點擊「···」並選擇「在瀏覽器開啟」。', '此应用内无法下载，请点击“···”并选择“在浏览器打开”。'),
});

const guide = (lang: Lang, district: 'hk' | 'mainland'): DistrictGuide =>
  district === 'hk'
    ? {
        label: tr(lang, 'Hong Kong residents', '香港居民', '香港居民'),
        summary: tr(lang, 'Open with your HKID and a Hong Kong bank account.', '憑香港身份證及香港銀行帳戶開戶。', '凭香港身份证及香港银行账户开户。'),
        steps: [
          { title: tr(lang, 'Download the app and register', '下載App並註冊', '下载App并注册'), text: tr(lang, 'Register with your +852 number.', '以+852號碼註冊。', '以+852号码注册。') },
          { title: tr(lang, 'Upload your identity card', '上載身份證', '上传身份证'), text: tr(lang, 'Both sides of your HKID.', '香港身份證正反面。', '香港身份证正反面。') },
        ],
        documents: [tr(lang, 'Hong Kong identity card', '香港身份證', '香港身份证'), tr(lang, 'A Hong Kong bank account in your name', '本人名下的香港銀行帳戶', '本人名下的香港银行账户')],
        compare: {
          identity: tr(lang, 'Hong Kong identity card', '香港身份證', '香港身份证'),
          bank: tr(lang, 'Hong Kong bank account', '香港銀行帳戶', '香港银行账户'),
          channel: tr(lang, 'Online or at a branch', '網上或分行', '网上或分行'),
          funding: tr(lang, 'FPS or bank transfer', '轉數快或銀行轉帳', '转数快或银行转账'),
        },
        note: tr(lang, 'Approved within one working day.', '一個工作天內審批。', '一个工作日内审批。'),
      }
    : {
        label: tr(lang, 'Mainland China residents', '內地居民', '内地居民'),
        summary: tr(lang, 'Open remotely with your mainland ID card and a mainland bank card.', '憑內地身份證及內地銀行卡遙距開戶。', '凭内地身份证及内地银行卡远程开户。'),
        steps: [
          { title: tr(lang, 'Download the app and register', '下載App並註冊', '下载App并注册'), text: tr(lang, 'Register with your +86 number.', '以+86號碼註冊。', '以+86号码注册。') },
          { title: tr(lang, 'Verify your bank card', '銀行卡驗證', '银行卡验证'), text: tr(lang, 'A mainland debit card in your name.', '本人名下的內地借記卡。', '本人名下的内地借记卡。') },
        ],
        documents: [tr(lang, 'Resident Identity Card', '居民身份證', '居民身份证'), tr(lang, 'A mainland debit card in your name', '本人名下的內地借記卡', '本人名下的内地借记卡')],
        compare: {
          identity: tr(lang, 'Mainland Resident Identity Card', '內地居民身份證', '内地居民身份证'),
          bank: tr(lang, 'Mainland debit card', '內地借記卡', '内地借记卡'),
          channel: tr(lang, 'Remotely in the app', '於App內遙距開戶', '于App内远程开户'),
          funding: tr(lang, 'From a Hong Kong or overseas account', '由香港或海外帳戶入金', '由香港或海外账户入金'),
        },
        note: tr(lang, 'No cash or third-party deposits.', '不接受現金或第三方入金。', '不接受现金或第三方入金。'),
      };

export const sampleAccountGuide = (lang: Lang): AccountGuideData => ({
  title: tr(lang, 'How to open an account', '開戶指南', '开户指南'),
  intro: tr(lang, 'Open a securities account online in about 10 minutes.', '約10分鐘於網上開立證券帳戶。', '约10分钟于网上开立证券账户。'),
  eligibility: tr(lang, 'You must be 18 or over.', '申請人須年滿18歲。', '申请人须年满18岁。'),
  guides: { hk: guide(lang, 'hk'), mainland: guide(lang, 'mainland') },
});

const pairs = (lang: Lang, items: [string, string, string][]) => items.map(([en, hk, cn]) => ({ title: tr(lang, en, hk, cn), text: tr(lang, `${en}.`, `${hk}。`, `${cn}。`) }));

export const sampleInstitution = (lang: Lang): InstitutionData => ({
  title: tr(lang, 'Institutional services', '機構服務', '机构服务'),
  intro: tr(lang, 'Execution, custody and corporate finance for institutions.', '為機構提供交易執行、託管及企業融資。', '为机构提供交易执行、托管及企业融资。'),
  services: pairs(lang, [
    ['Global execution', '環球交易執行', '环球交易执行'],
    ['Custody and settlement', '託管及交收', '托管及交收'],
    ['Corporate finance', '企業融資', '企业融资'],
  ]),
  contact: tr(lang, 'Talk to our institutional desk: institutional@harbourfrontsec.com', '聯絡機構業務部：institutional@harbourfrontsec.com', '联系机构业务部：institutional@harbourfrontsec.com'),
});

export const sampleAiInvestment = (lang: Lang): AiInvestmentData => ({
  title: tr(lang, 'AI investment assistant', 'AI投資助手', 'AI投资助手'),
  intro: tr(lang, 'Plain-language summaries with their sources.', '附有資料來源的淺白摘要。', '附有资料来源的浅白摘要。'),
  disclaimer: tr(lang, 'AI summaries are not investment advice.', 'AI摘要並不構成投資建議。', 'AI摘要并不构成投资建议。'),
  features: pairs(lang, [
    ['Ask in plain language', '以日常用語提問', '以日常用语提问'],
    ['Every answer with its sources', '每個答案均附來源', '每个答案均附来源'],
  ]),
  example: {
    question: tr(lang, 'How did games revenue do?', '遊戲收入表現如何？', '游戏收入表现如何？'),
    answer: tr(lang, 'It grew year on year. Source: results announcement.', '按年上升。來源：業績公告。', '同比上升。来源：业绩公告。'),
  },
  availability: tr(lang, 'Available in the app at no extra charge.', '可於App內免費使用。', '可于App内免费使用。'),
});

/** The base config's review-time sentence (`openApiReviewTime`), as the frame gives it. */
export const sampleOpenApiReviewTime = (lang: Lang): string =>
  tr(lang, 'We review applications within three working days.', '我們會於三個工作天內審批申請。', '我们会于三个工作日内审批申请。');

export const sampleOpenApi = (lang: Lang): OpenApiData => ({
  title: tr(lang, 'Harbourfront Open API', '港灣證券開放API', '港湾证券开放API'),
  intro: tr(lang, 'Build your own trading tools.', '開發自己的交易工具。', '开发自己的交易工具。'),
  features: pairs(lang, [
    ['Market data', '行情數據', '行情数据'],
    ['Order placement', '下單交易', '下单交易'],
  ]),
  apply: {
    title: tr(lang, 'Apply for access', '申請使用', '申请使用'),
    note: tr(lang, 'API trading is available to clients with a securities account in good standing.', 'API交易僅適用於證券帳戶狀態正常的客戶。', 'API交易仅适用于证券账户状态正常的客户。'),
    audiences: [
      { id: 'personal', label: tr(lang, 'Individual investors', '個人投資者', '个人投资者') },
      { id: 'company', label: tr(lang, 'Companies', '企業', '企业') },
      { id: 'visitor', label: tr(lang, 'Developers without an account', '未開戶開發者', '未开户开发者') },
    ],
  },
});
