import { hkt, t, type L } from './localise';
import type { SeedNews } from './types';

const PRESS = t('Harbourfront Securities press release', '港灣證券新聞稿', '港湾证券新闻稿');
const NOTICE = t('Harbourfront Securities client notice', '港灣證券客戶通告', '港湾证券客户通告');

interface NewsInput {
  id: number;
  district?: SeedNews['district'];
  category: SeedNews['category'];
  cover: string;
  /** Where the cover should not draw the category's picture (a product launch filed as company news). */
  art?: SeedNews['art'];
  at: string;
  published?: boolean;
  source?: L;
  title: L;
  summary: L;
  body: L[];
}

const news = (input: NewsInput): SeedNews => ({
  id: input.id,
  district: input.district ?? 'all',
  category: input.category,
  coverImage: `/images/official/news/${input.cover}.svg`,
  art: input.art ?? input.category,
  publishedAt: hkt(input.at),
  published: input.published ?? true,
  source: input.source ?? (input.category === 'market' ? NOTICE : PRESS),
  title: input.title,
  summary: input.summary,
  body: input.body,
});

export const newsItems: SeedNews[] = [
  news({
    id: 401,
    category: 'company',
    cover: 'us-overnight-trading',
    art: 'product',
    at: '2025-01-15T09:00:00',
    title: t(
      'Harbourfront Securities launches 24-hour trading for US stocks',
      '港灣證券推出美股 24 小時交易',
      '港湾证券推出美股 24 小时交易',
    ),
    summary: t(
      'Clients can now trade selected US stocks and ETFs in an overnight session, covering Hong Kong daytime hours.',
      '客戶現可於夜盤時段買賣指定美股及 ETF，覆蓋香港日間時間。',
      '客户现可于夜盘时段买卖指定美股及 ETF，覆盖香港日间时间。',
    ),
    body: [
      t(
        'From 15 January 2025, clients of Harbourfront Securities can trade more than 1,000 US stocks and ETFs, Apple (AAPL.US) among them, in the overnight session, in addition to pre-market, regular and after-hours trading. Combined, the sessions allow trading 24 hours a day from Monday to Friday.',
        '由 2025 年 1 月 15 日起，港灣證券客戶除盤前、正常及盤後時段外，亦可於夜盤時段買賣超過 1,000 隻美股及 ETF（包括蘋果，AAPL.US），星期一至五合共提供 24 小時交易。',
        '自 2025 年 1 月 15 日起，港湾证券客户除盘前、盘中及盘后时段外，也可于夜盘时段买卖超过 1,000 只美股及 ETF（包括苹果，AAPL.US），周一至周五合共提供 24 小时交易。',
      ),
      t(
        'Overnight orders are limit orders only. Liquidity is usually lower and spreads wider than in regular hours, and prices may differ significantly from the next regular session.',
        '夜盤只接受限價盤。夜盤流動性一般較低、買賣差價較闊，價格亦可能與下一個正常交易時段有顯著差異。',
        '夜盘只接受限价单。夜盘流动性一般较低、买卖价差较大，价格也可能与下一个正常交易时段有显著差异。',
      ),
    ],
  }),
  news({
    id: 402,
    category: 'company',
    cover: 'client-assets-milestone',
    at: '2025-02-20T10:00:00',
    title: t('Client assets pass HK$20 billion', '客戶資產突破 200 億港元', '客户资产突破 200 亿港元'),
    summary: t(
      'Harbourfront Securities thanks its clients as assets under custody pass HK$20 billion, driven by US stock and fund investments.',
      '受美股及基金投資帶動，港灣證券託管客戶資產突破 200 億港元，感謝客戶一直支持。',
      '受美股及基金投资带动，港湾证券托管客户资产突破 200 亿港元，感谢客户一直支持。',
    ),
    body: [
      t(
        'Client assets held with Harbourfront Securities exceeded HK$20 billion at the end of January 2025, up 46% from a year earlier. Fund holdings grew fastest, led by money market and bond funds.',
        '截至 2025 年 1 月底，港灣證券託管的客戶資產超過 200 億港元，按年增長 46%。基金持倉增長最快，以貨幣市場基金及債券基金為主。',
        '截至 2025 年 1 月底，港湾证券托管的客户资产超过 200 亿港元，同比增长 46%。基金持仓增长最快，以货币市场基金及债券基金为主。',
      ),
      t(
        'Client assets are held in segregated accounts in accordance with the Securities and Futures (Client Securities) Rules and the Securities and Futures (Client Money) Rules.',
        '客戶資產按照《證券及期貨（客戶證券）規則》及《證券及期貨（客戶款項）規則》存放於獨立帳戶。',
        '客户资产按照《证券及期货（客户证券）规则》及《证券及期货（客户款项）规则》存放于独立账户。',
      ),
    ],
  }),
  news({
    id: 403,
    category: 'market',
    cover: 'severe-weather-trading',
    at: '2025-03-10T18:00:00',
    title: t('Trading during severe weather: what clients need to know', '惡劣天氣下交易：客戶須知', '恶劣天气下交易：客户须知'),
    summary: t(
      'Hong Kong securities markets stay open when Typhoon Signal No. 8 or a Black Rainstorm Warning is in force. Here is how our services run on those days.',
      '香港證券市場於八號颱風信號或黑色暴雨警告生效期間維持交易。以下是我們當日的服務安排。',
      '香港证券市场于八号台风信号或黑色暴雨警告生效期间维持交易。以下是我们当日的服务安排。',
    ),
    body: [
      t(
        'Trading, clearing and settlement continue as normal in severe weather. Online and app trading, eDDA deposits and FPS transfers are available as usual. Branches close while the signal or warning is in force and reopen two hours after it is cancelled.',
        '惡劣天氣下交易、結算及交收照常進行。網上及 App 交易、eDDA 存款及轉數快轉帳服務如常。分行於信號或警告生效期間暫停營業，並於取消後兩小時重開。',
        '恶劣天气下交易、结算及交收照常进行。网上及 App 交易、eDDA 存款及转数快转账服务如常。分行于信号或警告生效期间暂停营业，并于取消后两小时重开。',
      ),
      t(
        'Cheque deposits and bank transfers that depend on bank branches may be delayed. Please plan your funding in advance.',
        '依賴銀行分行處理的支票存款及銀行轉帳或會延誤，請預早安排資金。',
        '依赖银行网点处理的支票存款及银行转账或会延误，请提前安排资金。',
      ),
    ],
  }),
  news({
    id: 404,
    category: 'market',
    cover: 'us-margin-adjustment',
    at: '2025-04-08T20:00:00',
    title: t(
      'Temporary increase in margin requirements for selected US stocks',
      '部分美股孖展要求臨時上調',
      '部分美股融资要求临时上调',
    ),
    summary: t(
      'Following sharp swings in US markets, we have lowered the margin ratio of selected highly volatile US stocks with immediate effect.',
      '因應美股市場大幅波動，我們即時調低部分高波幅美股的孖展比率。',
      '因应美股市场大幅波动，我们即时调低部分高波动美股的融资比率。',
    ),
    body: [
      t(
        'The margin ratio of 86 US stocks and ETFs has been reduced by 10 to 30 percentage points. The affected list and the new ratios are shown on each stock\'s page in the app.',
        '86 隻美股及 ETF 的孖展比率下調 10 至 30 個百分點。受影響名單及新比率已顯示於 App 內各股票頁面。',
        '86 只美股及 ETF 的融资比率下调 10 至 30 个百分点。受影响名单及新比率已显示于 App 内各股票页面。',
      ),
      t(
        'Clients with margin positions should check their margin level and may need to deposit funds or reduce positions. If a margin call is not met, positions may be liquidated without further notice.',
        '持有孖展倉位的客戶請檢查孖展水平，或須存入資金或減持倉位。如未能應付追收保證金，倉位可能在沒有進一步通知下被平倉。',
        '持有融资仓位的客户请检查融资水平，或须存入资金或减持仓位。如未能满足追加保证金要求，仓位可能在没有进一步通知下被平仓。',
      ),
    ],
  }),
  news({
    id: 405,
    category: 'company',
    cover: 'fractional-shares',
    art: 'product',
    at: '2025-05-06T09:00:00',
    title: t('US fractional shares now from US$1', '美股碎股交易 US$1 起', '美股碎股交易 US$1 起'),
    summary: t(
      'Clients can invest in US stocks and ETFs by amount rather than by share, from as little as US$1.',
      '客戶可按金額而非股數投資美股及 ETF，低至 US$1 起。',
      '客户可按金额而非股数投资美股及 ETF，低至 US$1 起。',
    ),
    body: [
      t(
        'Fractional trading is available for more than 3,000 US stocks and ETFs during regular trading hours. Fractional holdings receive dividends in proportion and can be included in monthly investment plans.',
        '正常交易時段內超過 3,000 隻美股及 ETF 支援碎股交易。碎股持倉可按比例收取股息，亦可納入月供計劃。',
        '盘中交易时段内超过 3,000 只美股及 ETF 支持碎股交易。碎股持仓可按比例收取股息，也可纳入月供计划。',
      ),
      t(
        'Fractional shares cannot be transferred out to another broker and carry no voting rights.',
        '碎股不可轉出至其他券商，亦不附帶投票權。',
        '碎股不可转出至其他券商，也不附带投票权。',
      ),
    ],
  }),
  news({
    id: 406,
    category: 'award',
    cover: 'best-online-broker-2025',
    at: '2025-06-18T15:00:00',
    title: t(
      'Named Best Online Brokerage, Hong Kong, at the Asia Wealth Review Awards 2025',
      '榮獲《亞洲財富評論》2025 年度最佳網上券商（香港）',
      '荣获《亚洲财富评论》2025 年度最佳网上券商（香港）',
    ),
    summary: t(
      'The judges recognised our pricing transparency, 24-hour US trading and investor education programme.',
      '評審肯定我們透明的收費、美股 24 小時交易及投資者教育計劃。',
      '评审肯定我们透明的收费、美股 24 小时交易及投资者教育计划。',
    ),
    body: [
      t(
        'Harbourfront Securities was named Best Online Brokerage in Hong Kong at the Asia Wealth Review Awards 2025. Our chief executive thanked clients and staff and said the award reflects a simple belief: investors deserve clear prices and good information.',
        '港灣證券於《亞洲財富評論》2025 年度大獎中獲選為香港最佳網上券商。行政總裁感謝客戶及同事，並表示獎項印證了我們的信念：投資者應享有清晰的價格和可靠的資訊。',
        '港湾证券于《亚洲财富评论》2025 年度大奖中获选为香港最佳网上券商。行政总裁感谢客户及同事，并表示奖项印证了我们的信念：投资者应享有清晰的价格和可靠的信息。',
      ),
    ],
  }),
  news({
    id: 407,
    category: 'company',
    cover: 'west-kowloon-branch',
    at: '2025-07-02T10:00:00',
    title: t('New West Kowloon branch opens beside the high-speed rail station', '西九龍分行開業，毗鄰高鐵站', '西九龙分行开业，毗邻高铁站'),
    summary: t(
      'Our fourth branch serves clients arriving by high-speed rail, open 9:00 to 18:00 Monday to Saturday.',
      '第四間分行方便乘搭高鐵抵港的客戶，星期一至六 9:00 至 18:00 營業。',
      '第四家分行方便乘坐高铁抵港的客户，周一至周六 9:00 至 18:00 营业。',
    ),
    body: [
      t(
        'The West Kowloon branch offers account opening, fund transfers, investor education and appointment-based consultations, with services in Cantonese, Putonghua and English.',
        '西九龍分行提供開戶、資金轉帳、投資者教育及預約諮詢服務，設粵語、普通話及英語服務。',
        '西九龙分行提供开户、资金转账、投资者教育及预约咨询服务，设粤语、普通话及英语服务。',
      ),
      t(
        'On Sundays and public holidays the branch opens from 10:00 to 18:00.',
        '星期日及公眾假期營業時間為 10:00 至 18:00。',
        '周日及公众假期营业时间为 10:00 至 18:00。',
      ),
    ],
  }),
  news({
    id: 408,
    category: 'market',
    cover: 'fee-review-2025',
    at: '2025-08-12T18:00:00',
    title: t('Annual fee review: standard commission unchanged for 2025-26', '年度收費檢討：2025-26 年度標準佣金維持不變', '年度收费检讨：2025-26 年度标准佣金维持不变'),
    summary: t(
      'Our standard commission and platform fees for Hong Kong and US stocks stay the same; the custody fee for dormant accounts is removed.',
      '港股及美股標準佣金及平台費維持不變；取消不活躍帳戶託管費。',
      '港股及美股标准佣金及平台费维持不变；取消不活跃账户托管费。',
    ),
    body: [
      t(
        'Following our annual review, commission for Hong Kong stocks remains 0.03% (minimum HK$3) and for US stocks US$0.0049 per share (minimum US$0.99). From 1 September 2025, no custody fee is charged on accounts without trades.',
        '經年度檢討，港股佣金維持 0.03%（最低 HK$3），美股佣金維持每股 US$0.0049（最低 US$0.99）。由 2025 年 9 月 1 日起，沒有交易的帳戶不收取託管費。',
        '经年度检讨，港股佣金维持 0.03%（最低 HK$3），美股佣金维持每股 US$0.0049（最低 US$0.99）。自 2025 年 9 月 1 日起，没有交易的账户不收取托管费。',
      ),
      t(
        'Third-party charges such as stamp duty, exchange fees and regulatory levies are collected as set by the relevant authorities.',
        '印花稅、交易所費用及監管徵費等第三方收費按有關機構規定收取。',
        '印花税、交易所费用及监管征费等第三方收费按有关机构规定收取。',
      ),
    ],
  }),
  news({
    id: 409,
    category: 'company',
    cover: 'open-api-launch',
    art: 'product',
    at: '2025-09-01T09:00:00',
    title: t('Open API for professional investors goes live', '專業投資者開放 API 正式推出', '专业投资者开放 API 正式推出'),
    summary: t(
      'Individuals and companies can apply for API access to market data and order placement for their own accounts.',
      '個人及公司客戶可申請 API，為自己的帳戶取得行情數據及落盤功能。',
      '个人及公司客户可申请 API，为自己的账户获取行情数据及下单功能。',
    ),
    body: [
      t(
        'The Open API supports Hong Kong and US stocks and options with REST and WebSocket interfaces, a sandbox environment and per-key permissions. Applications are reviewed within three working days.',
        '開放 API 支援港股、美股及期權，提供 REST 及 WebSocket 介面、測試環境及按密鑰設定權限。申請將於三個工作天內審批。',
        '开放 API 支持港股、美股及期权，提供 REST 及 WebSocket 接口、测试环境及按密钥设置权限。申请将于三个工作日内审批。',
      ),
    ],
  }),
  news({
    id: 410,
    category: 'company',
    cover: 'cash-plus-launch',
    art: 'product',
    at: '2025-10-20T09:00:00',
    title: t('Cash Plus: idle cash now earns money market returns automatically', '現金寶推出：閒置資金自動賺取貨幣市場回報', '现金宝推出：闲置资金自动赚取货币市场回报'),
    summary: t(
      'Cash Plus sweeps idle HKD and USD balances into money market funds and redeems them automatically when you trade.',
      '現金寶把閒置港元及美元結餘自動投資於貨幣市場基金，交易時自動贖回。',
      '现金宝把闲置港元及美元余额自动投资于货币市场基金，交易时自动赎回。',
    ),
    body: [
      t(
        'Cash Plus uses SFC-authorised money market funds. There is no subscription or redemption fee. Money market funds are not deposits and their returns are not guaranteed.',
        '現金寶採用證監會認可的貨幣市場基金，不收認購及贖回費。貨幣市場基金並非存款，回報並無保證。',
        '现金宝采用证监会认可的货币市场基金，不收认购及赎回费。货币市场基金并非存款，回报并无保证。',
      ),
    ],
  }),
  news({
    id: 411,
    category: 'award',
    cover: 'fintech-award-2025',
    at: '2025-11-07T17:00:00',
    title: t('Harbourfront Securities app wins Outstanding Mobile Trading Experience award', '港灣證券 App 獲頒傑出流動交易體驗獎', '港湾证券 App 获颁杰出移动交易体验奖'),
    summary: t(
      'The award from the Hong Kong Digital Finance Awards 2025 recognises the app\'s accessibility and order-entry design.',
      '獎項由 2025 香港數碼金融大獎頒發，表揚 App 的無障礙設計及落盤流程。',
      '奖项由 2025 香港数码金融大奖颁发，表彰 App 的无障碍设计及下单流程。',
    ),
    body: [
      t(
        'The judges highlighted screen reader support, large-text mode and the confirmation screen that shows all fees before an order is sent.',
        '評審特別提到螢幕閱讀器支援、大字模式，以及在送出訂單前列明所有費用的確認畫面。',
        '评审特别提到读屏软件支持、大字模式，以及在提交订单前列明所有费用的确认页面。',
      ),
    ],
  }),
  news({
    id: 412,
    category: 'market',
    cover: 'holiday-trading-2025',
    at: '2025-12-10T18:00:00',
    title: t('Christmas and New Year trading arrangements', '聖誕及新年假期交易安排', '圣诞及新年假期交易安排'),
    summary: t(
      'Hong Kong has half-day trading on 24 and 31 December; US markets close early on 24 December and are closed on 25 December and 1 January.',
      '香港市場於 12 月 24 日及 31 日只設半日市；美國市場於 12 月 24 日提早收市，12 月 25 日及 1 月 1 日休市。',
      '香港市场于 12 月 24 日及 31 日只设半日市；美国市场于 12 月 24 日提前收市，12 月 25 日及 1 月 1 日休市。',
    ),
    body: [
      t(
        '<ul><li>24 December 2025: Hong Kong morning session only, no afternoon session; US markets close at 13:00 New York time (02:00 on 25 December Hong Kong time)</li><li>25 and 26 December 2025: Hong Kong closed; 25 December: US closed</li><li>31 December 2025: Hong Kong morning session only</li><li>1 January 2026: Hong Kong and US closed</li></ul>',
        '<ul><li>2025 年 12 月 24 日：香港只設早市，不設午市；美國市場於紐約時間 13:00 收市（香港時間 12 月 25 日 02:00）</li><li>2025 年 12 月 25 日及 26 日：香港休市；12 月 25 日：美國休市</li><li>2025 年 12 月 31 日：香港只設早市</li><li>2026 年 1 月 1 日：香港及美國休市</li></ul>',
        '<ul><li>2025 年 12 月 24 日：香港只设早市，不设午市；美国市场于纽约时间 13:00 收市（香港时间 12 月 25 日 02:00）</li><li>2025 年 12 月 25 日及 26 日：香港休市；12 月 25 日：美国休市</li><li>2025 年 12 月 31 日：香港只设早市</li><li>2026 年 1 月 1 日：香港及美国休市</li></ul>',
      ),
      t(
        'Deposits and withdrawals are processed on Hong Kong business days only.',
        '存款及提款只於香港營業日處理。',
        '存款及提款只于香港工作日处理。',
      ),
    ],
  }),
  news({
    id: 413,
    category: 'company',
    cover: 'tsuen-wan-branch',
    at: '2026-01-08T10:00:00',
    title: t('Tsuen Wan branch opens, completing our five-branch network', '荃灣分行開業，五間分行網絡落成', '荃湾分行开业，五家分行网络落成'),
    summary: t(
      'Our fifth branch in Tsuen Wan opens 10:00 to 19:00 Monday to Saturday, serving New Territories West.',
      '位於荃灣的第五間分行星期一至六 10:00 至 19:00 營業，服務新界西區客戶。',
      '位于荃湾的第五家分行周一至周六 10:00 至 19:00 营业，服务新界西区客户。',
    ),
    body: [
      t(
        'With Lok Ma Chau, West Kowloon, Tsim Sha Tsui, Causeway Bay and now Tsuen Wan, clients can meet our licensed staff in five districts. On Sundays and public holidays all branches open from 10:00 to 18:00.',
        '連同落馬洲、西九龍、尖沙咀、銅鑼灣及荃灣，客戶可於五區與我們的持牌職員會面。所有分行於星期日及公眾假期 10:00 至 18:00 營業。',
        '连同落马洲、西九龙、尖沙咀、铜锣湾及荃湾，客户可在五区与我们的持牌员工会面。所有分行于周日及公众假期 10:00 至 18:00 营业。',
      ),
    ],
  }),
  news({
    id: 414,
    category: 'market',
    cover: 'lunar-new-year-2026',
    at: '2026-02-09T18:00:00',
    title: t('Lunar New Year 2026 trading and service arrangements', '2026 農曆新年交易及服務安排', '2026 农历新年交易及服务安排'),
    summary: t(
      'Hong Kong markets have a half day on 16 February and close from 17 to 19 February; US trading continues on those days except 16 February.',
      '香港市場於 2 月 16 日只設半日市，2 月 17 至 19 日休市；美國市場除 2 月 16 日外照常交易。',
      '香港市场于 2 月 16 日只设半日市，2 月 17 至 19 日休市；美国市场除 2 月 16 日外照常交易。',
    ),
    body: [
      t(
        '16 February 2026 is Lunar New Year\'s Eve: Hong Kong has a morning session only. US markets are closed that day for Presidents\' Day. Hong Kong markets are closed from 17 to 19 February and reopen on 20 February.',
        '2026 年 2 月 16 日為農曆年除夕，香港只設早市；美國市場當日因總統日休市。香港市場 2 月 17 日至 19 日休市，2 月 20 日恢復交易。',
        '2026 年 2 月 16 日为农历除夕，香港只设早市；美国市场当日因总统日休市。香港市场 2 月 17 日至 19 日休市，2 月 20 日恢复交易。',
      ),
      t(
        'US stock trading is available in the app from 17 to 19 February; deposits made through banks will be credited after the holiday.',
        '2 月 17 日至 19 日期間可照常於 App 買賣美股；經銀行辦理的存款將於假期後入帳。',
        '2 月 17 日至 19 日期间可照常在 App 买卖美股；经银行办理的存款将于假期后入账。',
      ),
    ],
  }),
  news({
    id: 415,
    category: 'company',
    cover: 'a-share-level2',
    art: 'product',
    at: '2026-03-03T09:00:00',
    title: t('Free A-share Level 2 quotes for all clients', '全體客戶免費享用 A 股 Level 2 報價', '全体客户免费享用 A 股 Level 2 行情'),
    summary: t(
      'Clients trading Shanghai and Shenzhen stocks through Stock Connect now see ten levels of bid and ask prices at no charge.',
      '透過滬深港通買賣上海及深圳股票的客戶，現可免費查看十檔買賣盤價。',
      '通过沪深港通买卖上海及深圳股票的客户，现可免费查看十档买卖盘价格。',
    ),
    body: [
      t(
        'Level 2 quotes for A shares are now included for every client with a securities account. Northbound trading is available for eligible stocks on days when both the mainland and Hong Kong markets are open.',
        '所有持有證券帳戶的客戶均可免費使用 A 股 Level 2 報價。北向交易只於內地及香港市場均開市的日子進行，並只限合資格股票。',
        '所有持有证券账户的客户均可免费使用 A 股 Level 2 行情。北向交易只于内地及香港市场均开市的日子进行，并只限合资格股票。',
      ),
    ],
  }),
  news({
    id: 416,
    category: 'award',
    cover: 'best-mobile-app-2026',
    at: '2026-03-26T17:00:00',
    title: t('Best Mobile Trading App at the Asia Wealth Review Awards 2026', '榮獲《亞洲財富評論》2026 最佳流動交易 App', '荣获《亚洲财富评论》2026 最佳移动交易 App'),
    summary: t(
      'For the second year running, our work for retail investors has been recognised by the Asia Wealth Review.',
      '我們為零售投資者的努力連續第二年獲《亞洲財富評論》肯定。',
      '我们为零售投资者的努力连续第二年获《亚洲财富评论》肯定。',
    ),
    body: [
      t(
        'The award recognised fractional shares, the options strategy builder and the bilingual research centre built into the app.',
        '獎項表揚了 App 內的碎股交易、期權策略工具及雙語研究中心。',
        '奖项表彰了 App 内的碎股交易、期权策略工具及双语研究中心。',
      ),
    ],
  }),
  news({
    id: 417,
    category: 'market',
    cover: 'system-maintenance',
    at: '2026-04-15T18:00:00',
    title: t('Scheduled system maintenance on Sunday 26 April 2026', '2026 年 4 月 26 日（星期日）系統維護', '2026 年 4 月 26 日（周日）系统维护'),
    summary: t(
      'The app and website will be unavailable from 01:00 to 07:00 Hong Kong time for a planned upgrade of our trading systems.',
      '交易系統將於香港時間 01:00 至 07:00 進行升級，期間 App 及網站暫停服務。',
      '交易系统将于香港时间 01:00 至 07:00 进行升级，期间 App 及网站暂停服务。',
    ),
    body: [
      t(
        'Orders cannot be placed, changed or cancelled during the maintenance window. Good-till-date orders remain in the system. US overnight trading will not be available during this time.',
        '維護期間不能落盤、改盤或取消訂單。到期前有效訂單將保留於系統。期間暫停美股夜盤交易。',
        '维护期间不能下单、改单或撤单。到期前有效订单将保留于系统。期间暂停美股夜盘交易。',
      ),
    ],
  }),
  news({
    id: 418,
    category: 'company',
    cover: 'bond-platform',
    art: 'product',
    at: '2026-05-05T09:00:00',
    title: t('Bonds from US$1,000: US Treasuries and investment-grade bonds in the app', '債券 US$1,000 起：App 內買賣美國國債及投資級別債券', '债券 US$1,000 起：App 内买卖美国国债及投资级别债券'),
    summary: t(
      'Clients can now buy US Treasuries and selected investment-grade corporate bonds with a minimum of US$1,000.',
      '客戶現可以 US$1,000 起買入美國國債及精選投資級別公司債券。',
      '客户现可以 US$1,000 起买入美国国债及精选投资级别公司债券。',
    ),
    body: [
      t(
        'Prices are streamed during Hong Kong and US trading hours with the yield to maturity shown before you buy. Bonds are subject to interest rate, credit and liquidity risk, and selling before maturity may result in a loss.',
        '香港及美國交易時段內提供即時報價，買入前會列明到期孳息率。債券涉及利率、信貸及流動性風險，到期前出售或會招致損失。',
        '香港及美国交易时段内提供实时报价，买入前会列明到期收益率。债券涉及利率、信用及流动性风险，到期前出售可能招致损失。',
      ),
    ],
  }),
  news({
    id: 419,
    category: 'company',
    cover: 'edda-banks',
    art: 'product',
    at: '2026-06-02T09:00:00',
    title: t('Instant eDDA deposits now supported by 22 Hong Kong banks', '即時 eDDA 存款現支援 22 間香港銀行', '即时 eDDA 存款现支持 22 家香港银行'),
    summary: t(
      'Link your bank account once and move funds into your securities account in seconds, 24 hours a day.',
      '只須綁定一次銀行帳戶，即可全天候於數秒內將資金轉入證券帳戶。',
      '只须绑定一次银行账户，即可全天候于数秒内将资金转入证券账户。',
    ),
    body: [
      t(
        'Six more banks joined our eDDA service in May 2026. The daily limit is set by your bank and is usually between HK$50,000 and HK$500,000.',
        '2026 年 5 月再有六間銀行加入我們的 eDDA 服務。每日限額由你的銀行設定，一般介乎 HK$50,000 至 HK$500,000。',
        '2026 年 5 月再有六家银行加入我们的 eDDA 服务。每日限额由你的银行设置，一般介于 HK$50,000 至 HK$500,000。',
      ),
    ],
  }),
  news({
    id: 420,
    category: 'market',
    cover: 'typhoon-season-2026',
    at: '2026-06-30T18:00:00',
    title: t('Typhoon season reminder: trading continues in severe weather', '颱風季節提示：惡劣天氣下交易照常', '台风季节提示：恶劣天气下交易照常'),
    summary: t(
      'A reminder of how trading, deposits and branch services work when a typhoon signal or rainstorm warning is in force.',
      '提醒客戶在颱風信號或暴雨警告生效時的交易、存款及分行服務安排。',
      '提醒客户在台风信号或暴雨警告生效时的交易、存款及分行服务安排。',
    ),
    body: [
      t(
        'Hong Kong securities trading continues under Typhoon Signal No. 8 or above and Black Rainstorm Warnings. Please make sure your app is updated and your eDDA link is active before the typhoon season.',
        '八號或以上颱風信號及黑色暴雨警告生效期間，香港證券交易照常進行。請於颱風季節前更新 App 並確保 eDDA 綁定有效。',
        '八号或以上台风信号及黑色暴雨警告生效期间，香港证券交易照常进行。请在台风季节前更新 App 并确保 eDDA 绑定有效。',
      ),
    ],
  }),
  news({
    id: 421,
    category: 'company',
    cover: 'client-milestone-2026',
    at: '2026-07-22T10:00:00',
    title: t('Harbourfront Securities welcomes its 300,000th client', '港灣證券迎來第 30 萬位客戶', '港湾证券迎来第 30 万位客户'),
    summary: t(
      'Client numbers have tripled in three years; two in five new clients start with a monthly fund plan.',
      '客戶人數三年內增加兩倍；每五位新客戶便有兩位以基金月供開始投資。',
      '客户人数三年内增加两倍；每五位新客户便有两位以基金月供开始投资。',
    ),
    body: [
      t(
        'We thank every client for their trust. In the first half of 2026 we also expanded investor education, with more than 40 talks and 18,000 participants.',
        '感謝每一位客戶的信任。2026 年上半年，我們亦擴展投資者教育，舉辦超過 40 場講座，參與人次逾 18,000。',
        '感谢每一位客户的信任。2026 年上半年，我们也扩展了投资者教育，举办超过 40 场讲座，参与人次逾 18,000。',
      ),
    ],
  }),
  news({
    id: 422,
    category: 'company',
    cover: 'passkey-login',
    art: 'product',
    at: '2026-08-18T09:00:00',
    title: t('Log in with a passkey: stronger security without passwords', '以通行密鑰登入：無需密碼，更加安全', '以通行密钥登录：无需密码，更加安全'),
    summary: t(
      'Clients can now log in and confirm trades with a passkey stored on their phone, protected by fingerprint or face recognition.',
      '客戶現可使用儲存於手機、以指紋或面容保護的通行密鑰登入及確認交易。',
      '客户现可使用保存在手机、以指纹或面容保护的通行密钥登录及确认交易。',
    ),
    body: [
      t(
        'Passkeys cannot be phished or reused on other websites. We will never ask for your password or verification code by phone, SMS or e-mail.',
        '通行密鑰不能被釣魚網站盜用，亦不能於其他網站重用。我們絕不會透過電話、短訊或電郵索取你的密碼或驗證碼。',
        '通行密钥不能被钓鱼网站盗用，也不能在其他网站重复使用。我们绝不会通过电话、短信或邮件索取你的密码或验证码。',
      ),
    ],
  }),
  news({
    id: 423,
    category: 'award',
    cover: 'investor-education-award',
    at: '2026-09-09T17:00:00',
    title: t('Investor education programme receives Financial Literacy Award', '投資者教育計劃獲頒理財教育大獎', '投资者教育计划获颁理财教育大奖'),
    summary: t(
      'Our free courses on leveraged products and retirement planning were recognised at the Financial Literacy Awards 2026.',
      '我們關於槓桿產品及退休規劃的免費課程於 2026 理財教育大獎中獲得表揚。',
      '我们关于杠杆产品及退休规划的免费课程在 2026 理财教育大奖中获得表彰。',
    ),
    body: [
      t(
        'All talks remain free of charge, and replays are available in the app for clients and visitors alike.',
        '所有講座繼續免費，客戶及訪客均可於 App 內重溫。',
        '所有讲座继续免费，客户及访客均可在 App 内回看。',
      ),
    ],
  }),
  news({
    id: 424,
    category: 'market',
    cover: 'us-winter-hours-2026',
    at: '2026-10-06T18:00:00',
    title: t('US trading hours move one hour later from 2 November 2026', '美股交易時間由 2026 年 11 月 2 日起延後一小時', '美股交易时间自 2026 年 11 月 2 日起推迟一小时'),
    summary: t(
      'Daylight saving time ends in the US on 1 November. Regular trading will run from 22:30 to 05:00 Hong Kong time.',
      '美國夏令時間於 11 月 1 日結束，正常交易時段改為香港時間 22:30 至翌日 05:00。',
      '美国夏令时于 11 月 1 日结束，盘中交易时段改为香港时间 22:30 至次日 05:00。',
    ),
    body: [
      t(
        '<ul><li>Pre-market: 17:00 to 22:30</li><li>Regular session: 22:30 to 05:00</li><li>After-hours: 05:00 to 09:00</li><li>Overnight: 09:00 to 17:00</li></ul>',
        '<ul><li>盤前：17:00 至 22:30</li><li>正常交易時段：22:30 至 05:00</li><li>盤後：05:00 至 09:00</li><li>夜盤：09:00 至 17:00</li></ul>',
        '<ul><li>盘前：17:00 至 22:30</li><li>盘中：22:30 至 05:00</li><li>盘后：05:00 至 09:00</li><li>夜盘：09:00 至 17:00</li></ul>',
      ),
      t('All times are Hong Kong time.', '以上均為香港時間。', '以上均为香港时间。'),
    ],
  }),
  news({
    id: 425,
    category: 'company',
    cover: 'fintech-week-2026',
    at: '2026-10-28T09:00:00',
    title: t('Meet us at Hong Kong FinTech Week 2026', '香港金融科技周 2026 與你見面', '香港金融科技周 2026 与你见面'),
    summary: t(
      'Visit stand F08 from 2 to 6 November to see our bond desk and the next version of the Open API.',
      '11 月 2 日至 6 日歡迎蒞臨 F08 攤位，了解債券交易平台及新版開放 API。',
      '11 月 2 日至 6 日欢迎莅临 F08 展位，了解债券交易平台及新版开放 API。',
    ),
    body: [
      t(
        'Our engineers will present how we scaled order routing for 24-hour US trading, and the API team will take questions from developers.',
        '我們的工程師將分享如何擴展美股 24 小時交易的訂單傳遞，API 團隊亦會解答開發者提問。',
        '我们的工程师将分享如何扩展美股 24 小时交易的订单路由，API 团队也会解答开发者提问。',
      ),
    ],
  }),
  news({
    id: 426,
    category: 'company',
    cover: 'hk-stock-options',
    art: 'product',
    at: '2026-11-12T09:00:00',
    title: t('Hong Kong stock options now available in the app', 'App 現可買賣港股期權', 'App 现可买卖港股期权'),
    summary: t(
      'Clients approved for options trading can trade options on more than 100 Hong Kong stocks and the Hang Seng Index ETF.',
      '已開通期權交易的客戶可買賣超過 100 隻港股及恒生指數 ETF 的期權。',
      '已开通期权交易的客户可买卖超过 100 只港股及恒生指数 ETF 的期权。',
    ),
    body: [
      t(
        'Commission is HK$3 per contract (minimum HK$10 per order) plus exchange fees. Options are complex products and are not suitable for every investor; please read the risk disclosure before trading.',
        '佣金為每張合約 HK$3（每張訂單最低 HK$10），另加交易所費用。期權屬複雜產品，並不適合所有投資者；交易前請細閱風險披露。',
        '佣金为每张合约 HK$3（每笔订单最低 HK$10），另加交易所费用。期权属复杂产品，并不适合所有投资者；交易前请细阅风险披露。',
      ),
    ],
  }),
  news({
    id: 427,
    district: 'hk',
    category: 'market',
    cover: 'client-agreement-update',
    at: '2026-05-20T18:00:00',
    title: t('Updates to the Client Agreement effective 1 July 2026', '客戶協議更新，2026 年 7 月 1 日生效', '客户协议更新，2026 年 7 月 1 日生效'),
    summary: t(
      'We are updating the Client Agreement to cover bond trading, passkey login and the new complaint-handling timeline.',
      '我們將更新客戶協議，涵蓋債券交易、通行密鑰登入及新的投訴處理時限。',
      '我们将更新客户协议，涵盖债券交易、通行密钥登录及新的投诉处理时限。',
    ),
    body: [
      t(
        'The updated agreement is available under Documents in the app. If you continue to use our services after 1 July 2026, you are deemed to have accepted the changes. If you do not agree, you may close your account free of charge before that date.',
        '更新後的協議可於 App「文件」內查閱。如你於 2026 年 7 月 1 日後繼續使用我們的服務，即視為接受有關修訂。如不同意，可於該日前免費結束帳戶。',
        '更新后的协议可在 App「文件」内查阅。如你于 2026 年 7 月 1 日后继续使用我们的服务，即视为接受有关修订。如不同意，可于该日前免费注销账户。',
      ),
    ],
  }),
  news({
    id: 428,
    district: 'mainland',
    category: 'company',
    cover: 'mainland-visitor-guide',
    art: 'education',
    at: '2026-04-22T10:00:00',
    title: t('A guide for visitors from the mainland: opening an account in Hong Kong', '內地訪港客戶指南：在香港開立帳戶', '内地访港客户指南：在香港开立账户'),
    summary: t(
      'What to bring, which branch to visit and how deposits work, for visitors who plan to open a Hong Kong securities account in person.',
      '計劃親身在香港開立證券帳戶的訪客須知：應攜帶的文件、分行位置及存款方式。',
      '计划亲临香港开立证券账户的访客须知：应携带的证件、分行位置及存款方式。',
    ),
    body: [
      t(
        'Our Lok Ma Chau branch is next to the Spur Line control point and our West Kowloon branch is beside the high-speed rail station. Please bring your identity document, your exit-entry permit or passport, and proof of residential address issued within the last three months.',
        '落馬洲分行毗鄰支線管制站，西九龍分行則位於高鐵站旁。請攜帶身份證明文件、通行證或護照，以及最近三個月內發出的住址證明。',
        '落马洲分行毗邻支线口岸，西九龙分行则位于高铁站旁。请携带身份证件、港澳通行证或护照，以及最近三个月内开具的住址证明。',
      ),
      t(
        'Deposits must come from a bank account in your own name. Harbourfront Securities is licensed by the SFC in Hong Kong and does not conduct securities business in mainland China; please make sure your overseas investments comply with the rules that apply to you.',
        '存款須來自你本人名下的銀行帳戶。港灣證券受香港證監會監管，並無在中國內地從事證券業務；請確保你的境外投資符合適用於你的規定。',
        '存款须来自你本人名下的银行账户。港湾证券受香港证监会监管，并无在中国内地从事证券业务；请确保你的境外投资符合适用于你的规定。',
      ),
    ],
  }),
  news({
    id: 429,
    category: 'market',
    cover: 'fee-schedule-2027',
    at: '2026-11-18T18:00:00',
    published: false,
    title: t('2027 fee schedule', '2027 年收費表', '2027 年收费表'),
    summary: t(
      'Our fee schedule for 2027, including lower US options commission and a new bond custody fee waiver.',
      '2027 年收費表，包括調低美股期權佣金及新增債券託管費豁免。',
      '2027 年收费表，包括调低美股期权佣金及新增债券托管费豁免。',
    ),
    body: [
      t(
        'From 1 January 2027, US options commission will be US$0.45 per contract. Custody fees for bonds will be waived for holdings below US$100,000. This notice is pending final approval.',
        '由 2027 年 1 月 1 日起，美股期權佣金將調整為每張 US$0.45；債券持倉低於 US$100,000 將豁免託管費。本通告有待最終批核。',
        '自 2027 年 1 月 1 日起，美股期权佣金将调整为每张 US$0.45；债券持仓低于 US$100,000 将豁免托管费。本通告有待最终批核。',
      ),
    ],
  }),
];
