import type { NewsFlashType } from '@brokerage/contracts';
import { paragraphs, type ArticleSeed } from './articles';
import { t, type L } from './localise';

const DESK = t('Harbourfront News Desk', '港灣新聞組', '港湾新闻组');

const flash = (id: number, type: NewsFlashType, publishedAt: string, title: L, summary: L): ArticleSeed => ({
  id,
  group: type,
  title,
  summary,
  // A flash is its summary; the detail page shows it as one paragraph.
  bodyHtml: t(`<p>${summary.en}</p>`, `<p>${summary['zh-hk']}</p>`, `<p>${summary['zh-cn']}</p>`),
  source: DESK,
  author: DESK,
  coverImage: '',
  publishedAt,
});

/** Market news flash for the three markets (news-flash-list/{type}). */
export const NEWS_FLASH: ArticleSeed[] = [
  flash(
    3001,
    'hk',
    '2026-11-20T09:15:00.000Z',
    t('Half-day trading on Christmas Eve and New Year\u2019s Eve', '聖誕前夕及除夕只設半日市', '圣诞前夕及除夕只设半日市'),
    t('HKEX will hold no afternoon session on 24 and 31 December 2026; the closing auction runs 12:00-12:10.', '港交所於2026年12月24日及31日不設午市，收市競價時段為12:00-12:10。', '港交所于2026年12月24日及31日不设午市，收市竞价时段为12:00-12:10。'),
  ),
  flash(
    3002,
    'hk',
    '2026-11-13T10:30:00.000Z',
    t('Hang Seng Indexes announces quarterly review results', '恒生指數公司公布季度檢討結果', '恒生指数公司公布季度检讨结果'),
    t('Constituent changes take effect on Monday 7 December 2026. Index funds typically rebalance at the close on Friday 4 December; heavyweights such as Tencent (00700.HK) and Alibaba (09988.HK) see the largest flows.', '成份股變動於2026年12月7日（星期一）生效，指數基金一般於12月4日（星期五）收市時調整持倉，騰訊（00700.HK）及阿里巴巴（09988.HK）等重磅股的資金流最大。', '成份股变动于2026年12月7日（星期一）生效，指数基金一般于12月4日（星期五）收市时调整持仓，腾讯（00700.HK）及阿里巴巴（09988.HK）等重磅股的资金流最大。'),
  ),
  flash(
    3003,
    'hk',
    '2026-11-06T08:00:00.000Z',
    t('Southbound Stock Connect holiday arrangements for year end', '港股通年末假期安排', '港股通年末假期安排'),
    t('Southbound trading will be suspended on days when mainland markets are closed or settlement cannot take place; check the calendar in the app.', '內地市場休市或未能交收的日子將暫停港股通交易，詳情請查閱App內交易日曆。', '内地市场休市或未能交收的日子将暂停港股通交易，详情请查阅App内交易日历。'),
  ),
  flash(
    3004,
    'hk',
    '2026-10-30T08:30:00.000Z',
    t('Grey market trading for new listings runs 16:15-18:30', '新股暗盤交易時間為16:15-18:30', '新股暗盘交易时间为16:15-18:30'),
    t('Clients allotted shares in an IPO can trade them in the grey market on the trading day before listing.', '獲分配新股的客戶可於上市前一個交易日參與暗盤交易。', '获分配新股的客户可于上市前一个交易日参与暗盘交易。'),
  ),
  flash(
    3005,
    'hk',
    '2026-10-16T02:00:00.000Z',
    t('Reminder: Hong Kong trading continues in severe weather', '提示：惡劣天氣下香港市場照常交易', '提示：恶劣天气下香港市场照常交易'),
    t('Under HKEX rules, trading continues when Typhoon Signal No. 8 or a Black Rainstorm Warning is in force. Our branches close during such warnings.', '根據港交所規定，八號颱風信號或黑色暴雨警告生效時市場照常交易，期間我們的分行暫停營業。', '根据港交所规定，八号台风信号或黑色暴雨警告生效时市场照常交易，期间我们的分行暂停营业。'),
  ),
  flash(
    3006,
    'us',
    '2026-11-20T13:00:00.000Z',
    t('US markets closed for Thanksgiving on 26 November', '美股11月26日感恩節休市', '美股11月26日感恩节休市'),
    t('US stock and options markets are closed on Thursday 26 November and close early at 13:00 Eastern time (02:00 on 28 November, Hong Kong time) on 27 November.', '美國股票及期權市場於11月26日（星期四）休市，11月27日於美東時間13:00（香港時間11月28日02:00）提早收市。', '美国股票及期权市场于11月26日（星期四）休市，11月27日于美东时间13:00（香港时间11月28日02:00）提早收市。'),
  ),
  flash(
    3007,
    'us',
    '2026-11-18T23:00:00.000Z',
    t('FOMC meets on 8-9 December', '美聯儲議息會議將於12月8-9日舉行', '美联储议息会议将于12月8-9日举行'),
    t('The Federal Reserve\u2019s last policy meeting of 2026 ends on 9 December; the statement is released at 14:00 Eastern time, 03:00 on 10 December in Hong Kong.', '美聯儲2026年最後一次議息會議於12月9日結束，聲明於美東時間14:00（香港時間12月10日03:00）公布。', '美联储2026年最后一次议息会议于12月9日结束，声明于美东时间14:00（香港时间12月10日03:00）公布。'),
  ),
  flash(
    3008,
    'us',
    '2026-11-02T01:00:00.000Z',
    t('US winter trading hours now in effect', '美股已轉用冬令交易時間', '美股已转用冬令交易时间'),
    t('With daylight saving time over, the regular US session runs 22:30-05:00 Hong Kong time until March 2027.', '夏令時間結束後，美股常規交易時段改為香港時間22:30-05:00，直至2027年3月。', '夏令时间结束后，美股常规交易时段改为香港时间22:30-05:00，直至2027年3月。'),
  ),
  flash(
    3009,
    'us',
    '2026-10-28T09:00:00.000Z',
    t('November payrolls report due on 4 December', '11月非農就業數據將於12月4日公布', '11月非农就业数据将于12月4日公布'),
    t('The US employment report is published at 08:30 Eastern time, 21:30 in Hong Kong, and often moves bond yields and the dollar.', '美國就業報告於美東時間08:30（香港時間21:30）公布，往往牽動債息及美元走勢。', '美国就业报告于美东时间08:30（香港时间21:30）公布，往往牵动债息及美元走势。'),
  ),
  flash(
    3010,
    'us',
    '2026-10-12T13:30:00.000Z',
    t('Third-quarter earnings season under way', '第三季業績期展開', '第三季业绩期展开'),
    t('Large US banks report first, followed by technology companies such as Apple (AAPL.US) in the last week of October. Check each company\u2019s date in the earnings calendar.', '美國大型銀行率先公布業績，蘋果（AAPL.US）等科技公司則於十月最後一週公布。請於業績日曆查閱各公司日期。', '美国大型银行率先公布业绩，苹果（AAPL.US）等科技公司则于十月最后一周公布。请于业绩日历查阅各公司日期。'),
  ),
  flash(
    3011,
    'a',
    '2026-11-19T07:30:00.000Z',
    t('Northbound daily quota: RMB52 billion per market', '北向每日額度：每個市場人民幣520億元', '北向每日额度：每个市场人民币520亿元'),
    t('Shanghai Connect and Shenzhen Connect each have a daily Northbound quota of RMB52 billion; remaining quota is shown in the app.', '滬股通及深股通的北向每日額度各為人民幣520億元，剩餘額度可於App查看。', '沪股通及深股通的北向每日额度各为人民币520亿元，剩余额度可于App查看。'),
  ),
  flash(
    3012,
    'a',
    '2026-11-05T07:00:00.000Z',
    t('A-share stamp duty applies to sell orders only', 'A股印花稅只向賣方徵收', 'A股印花税只向卖方征收'),
    t('Stamp duty on A-share trades is 0.05% of the sale amount and is not charged on purchases.', 'A股交易印花稅為賣出金額的0.05%，買入不收取。', 'A股交易印花税为卖出金额的0.05%，买入不收取。'),
  ),
  flash(
    3013,
    'a',
    '2026-09-25T07:00:00.000Z',
    t('Northbound trading closed for National Day Golden Week', '國慶黃金週北向交易暫停', '国庆黄金周北向交易暂停'),
    t('Northbound Stock Connect is closed while mainland markets are on holiday from 1 to 8 October; trading resumes on 9 October.', '內地市場10月1日至8日假期期間暫停北向交易，10月9日恢復。', '内地市场10月1日至8日假期期间暂停北向交易，10月9日恢复。'),
  ),
  flash(
    3014,
    'a',
    '2026-09-10T07:00:00.000Z',
    t('Price limits on the Main Board: ±10% per day', '主板每日漲跌幅限制為±10%', '主板每日涨跌幅限制为±10%'),
    t('Main Board A-shares are limited to a 10% daily move, 5% for risk-warning (ST) stocks and 20% for STAR Market and ChiNext stocks.', '主板A股每日漲跌幅限制為10%，風險警示股（ST）為5%，科創板及創業板為20%。', '主板A股每日涨跌幅限制为10%，风险警示股（ST）为5%，科创板及创业板为20%。'),
  ),
  flash(
    3015,
    'a',
    '2026-08-20T07:00:00.000Z',
    t('Shares bought via Northbound can be sold from the next day', '北向買入股份須翌日方可賣出', '北向买入股份须翌日方可卖出'),
    t('Day trading is not permitted: A-shares bought today, Kweichow Moutai (600519.SH) for example, can be sold from the next trading day.', '不設即日回轉交易：當日買入的A股（例如貴州茅台，600519.SH）須於下一個交易日起方可賣出。', '不设当日回转交易：当日买入的A股（例如贵州茅台，600519.SH）须于下一个交易日起方可卖出。'),
  ),
];

/** Stocks that have a news page (news-stock/{id}). */
export const NEWS_STOCKS: { code: string; market: string; name: L }[] = [
  { code: '00700.HK', market: 'hk', name: t('Tencent Holdings', '騰訊控股', '腾讯控股') },
  { code: '09988.HK', market: 'hk', name: t('Alibaba Group', '阿里巴巴集團', '阿里巴巴集团') },
  { code: 'AAPL.US', market: 'us', name: t('Apple Inc.', '蘋果公司', '苹果公司') },
  { code: '600519.SH', market: 'a', name: t('Kweichow Moutai', '貴州茅台', '贵州茅台') },
];

const RESEARCH = t('Harbourfront Research', '港灣研究部', '港湾研究部');

const stockStory = (id: number, code: string, publishedAt: string, title: L, summary: L, body: L): ArticleSeed => ({
  id,
  group: code,
  title,
  summary,
  bodyHtml: body,
  source: RESEARCH,
  author: RESEARCH,
  coverImage: '',
  publishedAt,
});

/** Research notes per stock: what to watch, not recommendations. */
export const STOCK_NEWS: ArticleSeed[] = [
  stockStory(
    4001,
    '00700.HK',
    '2026-11-09T04:00:00.000Z',
    t('Tencent results: what to watch', '騰訊業績：留意重點', '腾讯业绩：留意重点'),
    t('Games, advertising and cloud margins are the three lines most investors follow.', '遊戲、廣告及雲業務利潤率是投資者最關注的三項。', '游戏、广告及云业务利润率是投资者最关注的三项。'),
    paragraphs(
      ['Domestic and international game revenue, marketing services growth and the margin of the business services segment usually drive the share price reaction.', 'Capital return, including buybacks, is also closely followed. This note is for information only and is not a recommendation.'],
      ['本地及國際遊戲收入、營銷服務增長及企業服務分部的利潤率，通常主導股價反應。', '包括回購在內的股東回報亦備受關注。本文僅供參考，並非投資建議。'],
      ['本地及国际游戏收入、营销服务增长及企业服务分部的利润率，通常主导股价反应。', '包括回购在内的股东回报亦备受关注。本文仅供参考，并非投资建议。'],
    ),
  ),
  stockStory(
    4002,
    '00700.HK',
    '2026-08-10T04:00:00.000Z',
    t('How Hong Kong share buybacks are disclosed', '港股回購如何披露', '港股回购如何披露'),
    t('Where to find daily buyback filings on HKEXnews.', '在披露易查閱每日回購公告。', '在披露易查阅每日回购公告。'),
    paragraphs(
      ['Companies listed in Hong Kong report the shares they bought back each day in a Next Day Disclosure Return on HKEXnews.', 'The filing shows the number of shares, the price range and the total paid. You can open it from the announcements tab of the stock page in our app.'],
      ['香港上市公司須於披露易以「翌日披露報表」申報每日回購的股份。', '報表列明股數、價格範圍及總代價，你可於App個股頁面的公告分頁查閱。'],
      ['香港上市公司须于披露易以“翌日披露报表”申报每日回购的股份。', '报表列明股数、价格范围及总代价，你可于App个股页面的公告分页查阅。'],
    ),
  ),
  stockStory(
    4003,
    '00700.HK',
    '2026-05-11T04:00:00.000Z',
    t('Tencent dividends: how they reach your account', '騰訊股息如何存入帳戶', '腾讯股息如何存入账户'),
    t('Record date, payment date and the collection fee.', '登記日、派息日及代收費用。', '登记日、派息日及代收费用。'),
    paragraphs(
      ['To receive a dividend you must hold the shares at the close on the last trading day before the ex-dividend date.', 'Dividends are credited on the payment date, less the dividend collection fee of 0.5% (minimum HK$10).'],
      ['要收取股息，須於除息日前最後一個交易日收市時持有股份。', '股息於派息日存入帳戶，並扣除0.5%的代收股息費用（最低港幣10元）。'],
      ['要收取股息，须于除息日前最后一个交易日收市时持有股份。', '股息于派息日存入账户，并扣除0.5%的代收股息费用（最低港币10元）。'],
    ),
  ),
  stockStory(
    4004,
    '09988.HK',
    '2026-11-12T04:00:00.000Z',
    t('Alibaba: dual primary listing explained', '阿里巴巴：雙重主要上市解讀', '阿里巴巴：双重主要上市解读'),
    t('How the Hong Kong and US lines relate and why prices differ slightly.', '港美兩地股份的關係及價差成因。', '港美两地股份的关系及价差成因。'),
    paragraphs(
      ['Each US depositary share represents eight Hong Kong ordinary shares. Prices in the two markets move together but can differ because of trading hours and currency.', 'Converting between the two lines is possible through the depositary bank, for a fee and with settlement time.'],
      ['每股美國存託股份相當於八股香港普通股。兩地股價走勢一致，但因交易時間及貨幣不同而可能略有差異。', '兩地股份可透過存託銀行轉換，須支付費用並需時交收。'],
      ['每股美国存托股份相当于八股香港普通股。两地股价走势一致，但因交易时间及货币不同而可能略有差异。', '两地股份可透过存托银行转换，须支付费用并需时交收。'],
    ),
  ),
  stockStory(
    4005,
    '09988.HK',
    '2026-08-14T04:00:00.000Z',
    t('Alibaba results: segments to follow', '阿里巴巴業績：關注分部', '阿里巴巴业绩：关注分部'),
    t('Domestic commerce, cloud intelligence and international commerce.', '國內電商、雲智能及國際電商。', '国内电商、云智能及国际电商。'),
    paragraphs(
      ['Investors usually look first at customer management revenue in domestic commerce and at revenue growth in cloud intelligence.', 'Losses in international commerce and local services have been narrowing; the pace matters for group margins. This note is not a recommendation.'],
      ['投資者一般先看國內電商的客戶管理收入，以及雲智能業務的收入增長。', '國際電商及本地生活服務的虧損持續收窄，其步伐影響集團利潤率。本文並非投資建議。'],
      ['投资者一般先看国内电商的客户管理收入，以及云智能业务的收入增长。', '国际电商及本地生活服务的亏损持续收窄，其步伐影响集团利润率。本文并非投资建议。'],
    ),
  ),
  stockStory(
    4006,
    '09988.HK',
    '2026-03-02T04:00:00.000Z',
    t('Southbound eligibility and what it means', '納入港股通的意義', '纳入港股通的意义'),
    t('Mainland investors can trade eligible Hong Kong shares through Southbound Connect.', '內地投資者可透過港股通買賣合資格港股。', '内地投资者可透过港股通买卖合资格港股。'),
    paragraphs(
      ['Stocks included in Southbound Stock Connect can be bought by mainland investors through their mainland brokers.', 'Southbound holdings are published daily by HKEX, and changes in them are one of the flows many investors watch.'],
      ['納入港股通的股票可由內地投資者透過內地券商買賣。', '港交所每日公布港股通持股量，其變化是不少投資者關注的資金流向指標。'],
      ['纳入港股通的股票可由内地投资者透过内地券商买卖。', '港交所每日公布港股通持股量，其变化是不少投资者关注的资金流向指标。'],
    ),
  ),
  stockStory(
    4007,
    'AAPL.US',
    '2026-10-26T04:00:00.000Z',
    t('Apple quarterly results: what to watch', '蘋果季度業績：留意重點', '苹果季度业绩：留意重点'),
    t('iPhone, services and gross margin guidance.', 'iPhone、服務業務及毛利率指引。', 'iPhone、服务业务及毛利率指引。'),
    paragraphs(
      ['Apple reports after the US close, early morning in Hong Kong. iPhone revenue, services growth and the gross margin outlook for the holiday quarter usually drive the reaction.', 'After-hours prices can move sharply on thin volume; use limit orders if you trade in the extended session.'],
      ['蘋果於美股收市後公布業績，即香港時間清晨。iPhone收入、服務業務增長及假日季度毛利率展望通常主導股價反應。', '盤後時段成交稀疏，股價可大幅波動；如於延長時段交易，請使用限價盤。'],
      ['苹果于美股收市后公布业绩，即香港时间清晨。iPhone收入、服务业务增长及假日季度毛利率展望通常主导股价反应。', '盘后时段成交稀疏，股价可大幅波动；如于延长时段交易，请使用限价单。'],
    ),
  ),
  stockStory(
    4008,
    'AAPL.US',
    '2026-08-04T04:00:00.000Z',
    t('Apple dividends for Hong Kong investors', '香港投資者如何收取蘋果股息', '香港投资者如何收取苹果股息'),
    t('Quarterly dividends, 30% withholding and the W-8BEN.', '季度股息、30%預扣稅及W-8BEN。', '季度股息、30%预扣税及W-8BEN。'),
    paragraphs(
      ['Apple pays dividends quarterly. For Hong Kong residents, 30% US withholding tax is deducted before the dividend is credited in USD.', 'Make sure your W-8BEN is valid; without it, backup withholding may apply to sale proceeds as well.'],
      ['蘋果每季派息。香港居民收取的股息會先扣除30%美國預扣稅，再以美元存入帳戶。', '請確保W-8BEN仍然有效，否則出售所得款項亦可能被徵收備用預扣稅。'],
      ['苹果每季派息。香港居民收取的股息会先扣除30%美国预扣税，再以美元存入账户。', '请确保W-8BEN仍然有效，否则出售所得款项亦可能被征收备用预扣税。'],
    ),
  ),
  stockStory(
    4009,
    'AAPL.US',
    '2026-06-08T04:00:00.000Z',
    t('Buying Apple by amount with fractional shares', '以碎股按金額買入蘋果', '以碎股按金额买入苹果'),
    t('Invest from US$5 instead of buying whole shares.', '由5美元起投資，毋須買入整股。', '由5美元起投资，无须买入整股。'),
    paragraphs(
      ['With fractional shares you can invest a fixed amount, for example US$100 a month, and own the matching fraction of a share.', 'Fractions receive dividends in proportion but cannot be transferred out and carry no voting rights.'],
      ['透過碎股交易，你可投資固定金額，例如每月100美元，並持有相應比例的股份。', '碎股按比例收取股息，但不可轉出，亦不附帶投票權。'],
      ['透过碎股交易，你可投资固定金额，例如每月100美元，并持有相应比例的股份。', '碎股按比例收取股息，但不可转出，亦不附带投票权。'],
    ),
  ),
  stockStory(
    4010,
    '600519.SH',
    '2026-10-30T04:00:00.000Z',
    t('Kweichow Moutai via Northbound Connect', '透過北向通買賣貴州茅台', '透过北向通买卖贵州茅台'),
    t('Board lots, price limits and settlement for Shanghai-listed shares.', '滬市股份的每手股數、漲跌幅限制及交收。', '沪市股份的每手股数、涨跌幅限制及交收。'),
    paragraphs(
      ['Shanghai Main Board shares trade in lots of 100 shares with a daily price limit of 10%. Shares settle on the trade day and cash on the next day.', 'Because of its high share price, one board lot of Kweichow Moutai requires a large amount of CNH; check your buying power before ordering.'],
      ['上交所主板股份以100股為一手，每日漲跌幅限制為10%。股份於交易日交收，款項於翌日交收。', '貴州茅台股價較高，買入一手需要大額離岸人民幣，落盤前請先檢查購買力。'],
      ['上交所主板股份以100股为一手，每日涨跌幅限制为10%。股份于交易日交收，款项于次日交收。', '贵州茅台股价较高，买入一手需要大额离岸人民币，下单前请先检查购买力。'],
    ),
  ),
  stockStory(
    4011,
    '600519.SH',
    '2026-07-15T04:00:00.000Z',
    t('A-share dividends through Stock Connect', '透過滬深港通收取A股股息', '透过沪深港通收取A股股息'),
    t('Dividends are paid in RMB with 10% withholding tax.', '股息以人民幣派發，並扣除10%預扣稅。', '股息以人民币派发，并扣除10%预扣税。'),
    paragraphs(
      ['Cash dividends on A-shares held through Northbound Connect are paid in RMB, after 10% withholding tax.', 'Payment reaches your account a few days after the mainland payment date, because it passes through HKSCC.'],
      ['透過北向通持有的A股，現金股息以人民幣派發，並扣除10%預扣稅。', '由於股息經香港結算轉付，會於內地派息日後數天存入帳戶。'],
      ['透过北向通持有的A股，现金股息以人民币派发，并扣除10%预扣税。', '由于股息经香港结算转付，会于内地派息日后数天存入账户。'],
    ),
  ),
  stockStory(
    4012,
    '600519.SH',
    '2026-04-28T04:00:00.000Z',
    t('Foreign shareholding limits on A-shares', 'A股外資持股上限', 'A股外资持股上限'),
    t('Why Northbound buying of a stock can be suspended.', '北向買入個股可被暫停的原因。', '北向买入个股可被暂停的原因。'),
    paragraphs(
      ['All foreign investors together may hold up to 30% of an A-share company\u2019s shares. When aggregate holdings reach 28%, Northbound buying is paused.', 'Selling remains possible at all times. The foreign holding level of each stock is published daily by the exchanges.'],
      ['所有境外投資者合計持有一家A股公司的股份不得超過30%。合計持股達28%時，北向買盤將被暫停。', '賣出則不受影響。交易所每日公布個股的境外持股比例。'],
      ['所有境外投资者合计持有一家A股公司的股份不得超过30%。合计持股达28%时，北向买盘将被暂停。', '卖出则不受影响。交易所每日公布个股的境外持股比例。'],
    ),
  ),
];
