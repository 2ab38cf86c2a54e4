import type { SpecialColumn } from '@brokerage/contracts';
import { paragraphs, type ArticleSeed, type CoverArt } from './articles';
import { isLocalised, t, type AuthoredFields, type L } from './localise';

type ColumnSeed = AuthoredFields<Omit<SpecialColumn, 'id' | 'articleCount' | 'latestPublishedAt'>> & { id: number; sort: number; art: CoverArt };

const EDUCATION = t('Investor Education Team', '投資者教育團隊', '投资者教育团队');
const RESEARCH = t('Harbourfront Research', '港灣研究部', '港湾研究部');

/** Special columns: short investment courses in series. */
export const SPECIAL_COLUMNS: ColumnSeed[] = [
  {
    id: 1,
    sort: 1,
    title: t('Investing 101', '投資入門', '投资入门'),
    summary: t('Four short lessons for your first year of investing.', '四堂短課，陪你走過投資第一年。', '四堂短课，陪你走过投资第一年。'),
    author: EDUCATION,
    coverImage: '/images/special/investing-101.svg',
    art: 'education',
  },
  {
    id: 2,
    sort: 2,
    title: t('Options made simple', '期權入門', '期权入门'),
    summary: t('What calls and puts are, how they are priced and how to manage the risk.', '認購及認沽期權是甚麼、如何定價，以及如何管理風險。', '认购及认沽期权是什么、如何定价，以及如何管理风险。'),
    author: RESEARCH,
    coverImage: '/images/special/options-made-simple.svg',
    art: 'education',
  },
  {
    id: 3,
    sort: 3,
    title: t('US market playbook', '美股實戰手冊', '美股实战手册'),
    summary: t('Earnings seasons, trading sessions, taxes and currency: the practical side of US investing.', '業績期、交易時段、稅務及貨幣：投資美股的實務知識。', '业绩期、交易时段、税务及货币：投资美股的实务知识。'),
    author: RESEARCH,
    coverImage: '/images/special/us-market-playbook.svg',
    art: 'education',
  },
  {
    id: 4,
    sort: 4,
    title: t('Reading company results', '讀懂公司業績', '读懂公司业绩'),
    summary: t('Revenue, margins, cash flow and guidance: what to look at when a company reports.', '收入、利潤率、現金流及指引：公司公布業績時應留意甚麼。', '收入、利润率、现金流及指引：公司公布业绩时应留意什么。'),
    author: RESEARCH,
    coverImage: '/images/special/reading-results.svg',
    art: 'education',
  },
  {
    id: 5,
    sort: 5,
    title: t('ETFs explained', '認識ETF', '认识ETF'),
    summary: t('How exchange-traded funds work, what they cost to hold and how to compare two that track the same index.', '交易所買賣基金如何運作、持有成本多少，以及如何比較追蹤同一指數的ETF。', '交易所买卖基金如何运作、持有成本多少，以及如何比较追踪同一指数的ETF。'),
    author: EDUCATION,
    coverImage: '/images/special/etfs-explained.svg',
    art: 'education',
  },
  {
    id: 6,
    sort: 6,
    title: t('Bonds for income', '債券收息入門', '债券收息入门'),
    summary: t('Coupons, yields and durations: building a steady income with government and investment-grade bonds.', '票息、收益率及存續期：以政府及投資級債券建立穩定收入。', '票息、收益率及久期：以政府及投资级债券建立稳定收入。'),
    author: RESEARCH,
    coverImage: '/images/special/bonds-for-income.svg',
    art: 'education',
  },
  {
    id: 7,
    sort: 7,
    title: t('Managing risk', '管理風險', '管理风险'),
    summary: t('Position sizing, stop-loss orders and diversification, with worked examples.', '倉位大小、止損盤及分散投資，附實例說明。', '仓位大小、止损单及分散投资，附实例说明。'),
    author: EDUCATION,
    coverImage: '/images/special/managing-risk.svg',
    art: 'education',
  },
  {
    id: 8,
    sort: 8,
    title: t('A-shares through Stock Connect', '經滬深港通投資A股', '经沪深港通投资A股'),
    summary: t('Eligible stocks, quotas, trading days and settlement when you buy mainland shares from Hong Kong.', '由香港買賣內地股票：合資格股票、額度、交易日及交收安排。', '由香港买卖内地股票：合资格股票、额度、交易日及交收安排。'),
    author: RESEARCH,
    coverImage: '/images/special/stock-connect.svg',
    art: 'education',
  },
  {
    id: 9,
    sort: 9,
    title: t('Warrants and CBBCs', '窩輪及牛熊證', '窝轮及牛熊证'),
    summary: t('Leverage, time decay and mandatory call events: what to know before trading structured products.', '槓桿、時間值損耗及強制收回：買賣結構性產品前須知。', '杠杆、时间值损耗及强制收回：买卖结构性产品前须知。'),
    author: RESEARCH,
    coverImage: '/images/special/warrants-cbbcs.svg',
    art: 'education',
  },
  {
    id: 10,
    sort: 10,
    title: t('Funds for beginners', '基金投資入門', '基金投资入门'),
    summary: t('Money market, bond and equity funds: fees, risk ratings and regular savings plans.', '貨幣市場、債券及股票基金：收費、風險評級及月供計劃。', '货币市场、债券及股票基金：收费、风险评级及月供计划。'),
    author: EDUCATION,
    coverImage: '/images/special/funds-beginners.svg',
    art: 'education',
  },
  {
    id: 11,
    sort: 11,
    title: t('What a trade really costs', '一宗交易的真正成本', '一笔交易的真正成本'),
    summary: t('Commission, platform fee, stamp duty and levies: how to work out the all-in cost before you place an order.', '佣金、平台使用費、印花稅及徵費：落盤前計算總成本。', '佣金、平台使用费、印花税及征费：下单前计算总成本。'),
    author: EDUCATION,
    coverImage: '/images/special/trade-costs.svg',
    art: 'education',
  },
];

/** A column's author, who writes its lessons. */
const authorOf = (column: number): L => {
  const author = SPECIAL_COLUMNS.find((entry) => entry.id === column)?.author;
  return isLocalised(author) ? author : RESEARCH;
};

const lesson = (id: number, column: number, publishedAt: string, title: L, summary: L, body: L): ArticleSeed => ({
  id,
  group: String(column),
  title,
  summary,
  bodyHtml: body,
  source: t('Harbourfront Investment Courses', '港灣投資學堂', '港湾投资学堂'),
  author: authorOf(column),
  coverImage: `/images/special/articles/${id}.svg`,
  art: 'education',
  publishedAt,
});

export const SPECIAL_ARTICLES: ArticleSeed[] = [
  lesson(
    2001,
    1,
    '2026-02-03T01:00:00.000Z',
    t('Setting goals before you buy your first stock', '買第一隻股票前先定目標', '买第一只股票前先定目标'),
    t('Time horizon, risk tolerance and how much you can afford to lose.', '投資年期、風險承受能力，以及可承受的虧損。', '投资年期、风险承受能力，以及可承受的亏损。'),
    paragraphs(
      ['Before choosing a stock, decide what the money is for and when you will need it. Money needed within two years is usually better kept in deposits or money market funds.', 'Then set the largest loss you could accept without changing your plans. That number guides how much to put into any single stock.'],
      ['揀選股票之前，先想清楚這筆錢的用途及何時需要動用。兩年內要用的資金，一般較適合存放於存款或貨幣市場基金。', '然後訂下一個不影響生活計劃的最大可承受虧損，這個數字決定你在單一股票上投放多少。'],
      ['挑选股票之前，先想清楚这笔钱的用途及何时需要动用。两年内要用的资金，一般较适合存放于存款或货币市场基金。', '然后定下一个不影响生活计划的最大可承受亏损，这个数字决定你在单一股票上投放多少。'],
    ),
  ),
  lesson(
    2002,
    1,
    '2026-02-17T01:00:00.000Z',
    t('Board lots, order types and trading sessions', '每手股數、訂單類型及交易時段', '每手股数、订单类型及交易时段'),
    t('The mechanics of placing an order on HKEX.', '在港交所落盤的基本操作。', '在港交所下单的基本操作。'),
    paragraphs(
      ['Hong Kong stocks trade in board lots set by each company, often 100, 500 or 1,000 shares. Orders of less than a board lot go to the odd-lot board.', 'An enhanced limit order matches at your price or better, up to ten price steps away. Use at-auction orders only in the opening and closing auctions.'],
      ['港股以每手為買賣單位，手數由各公司自訂，常見為100、500或1,000股。不足一手的訂單須於碎股板買賣。', '增強限價盤會以你的價格或更佳價格成交，最多可跨越十個價位。競價盤只適用於開市前及收市競價時段。'],
      ['港股以每手为买卖单位，手数由各公司自定，常见为100、500或1,000股。不足一手的订单须于碎股板买卖。', '增强限价盘会以你的价格或更佳价格成交，最多可跨越十个价位。竞价盘只适用于开市前及收市竞价时段。'],
    ),
  ),
  lesson(
    2003,
    1,
    '2026-03-03T01:00:00.000Z',
    t('Diversification: why one stock is never enough', '分散投資：為何不應只買一隻股票', '分散投资：为何不应只买一只股票'),
    t('Spreading risk across companies, sectors and markets.', '把風險分散至不同公司、行業及市場。', '把风险分散至不同公司、行业及市场。'),
    paragraphs(
      ['A single company can lose half its value on one bad announcement. Holding 15 to 20 stocks in different sectors, or an index ETF, reduces the effect of any one of them.', 'Diversification does not remove market risk: when the whole market falls, a diversified portfolio falls too.'],
      ['單一公司可能因一則壞消息而股價腰斬。持有15至20隻不同行業的股票，或一隻指數ETF，可減低個別股份的影響。', '分散投資並不能消除市場風險：大市下跌時，分散的投資組合同樣會下跌。'],
      ['单一公司可能因一则坏消息而股价腰斩。持有15至20只不同行业的股票，或一只指数ETF，可减低个别股份的影响。', '分散投资并不能消除市场风险：大市下跌时，分散的投资组合同样会下跌。'],
    ),
  ),
  lesson(
    2004,
    1,
    '2026-03-17T01:00:00.000Z',
    t('Reading a results announcement in 15 minutes', '15分鐘讀懂業績公告', '15分钟读懂业绩公告'),
    t('Revenue, margins, cash flow and guidance: where to look first.', '收入、利潤率、現金流及業績指引：先看哪裡。', '收入、利润率、现金流及业绩指引：先看哪里。'),
    paragraphs(
      ['Start with revenue growth and gross margin, then check operating cash flow against net profit: profits without cash deserve a closer look.', 'Finally read management\u2019s outlook. Markets often react more to guidance for the next quarter than to the results just reported.'],
      ['先看收入增長及毛利率，再比較經營現金流與純利：有盈利而無現金流入，值得深究。', '最後細閱管理層展望。市場對下季業績指引的反應，往往大於對剛公布業績的反應。'],
      ['先看收入增长及毛利率，再比较经营现金流与净利润：有盈利而无现金流入，值得深究。', '最后细阅管理层展望。市场对下季业绩指引的反应，往往大于对刚公布业绩的反应。'],
    ),
  ),
  lesson(
    2005,
    2,
    '2026-04-07T01:00:00.000Z',
    t('Calls and puts in plain language', '淺談認購及認沽期權', '浅谈认购及认沽期权'),
    t('The right, not the obligation, to buy or sell at a set price.', '以指定價格買入或賣出的權利，而非義務。', '以指定价格买入或卖出的权利，而非义务。'),
    paragraphs(
      ['A call gives the buyer the right to buy 100 shares at the strike price until expiry; a put gives the right to sell. The buyer pays a premium for that right.', 'The seller receives the premium and takes on the obligation. Buyers risk the premium; uncovered sellers can lose far more.'],
      ['認購期權賦予買方於到期前以行使價買入100股的權利；認沽期權則賦予賣出的權利。買方須為此支付期權金。', '賣方收取期權金並承擔相應義務。買方的風險為期權金；無備兌的賣方虧損可遠超於此。'],
      ['认购期权赋予买方于到期前以行权价买入100股的权利；认沽期权则赋予卖出的权利。买方须为此支付期权金。', '卖方收取期权金并承担相应义务。买方的风险为期权金；无备兑的卖方亏损可远超于此。'],
    ),
  ),
  lesson(
    2006,
    2,
    '2026-04-21T01:00:00.000Z',
    t('What moves an option price', '影響期權價格的因素', '影响期权价格的因素'),
    t('Underlying price, time and volatility, explained through the Greeks.', '以希臘值解釋股價、時間及波幅的影響。', '以希腊值解释股价、时间及波动率的影响。'),
    paragraphs(
      ['Delta measures how much the option moves for a US$1 move in the stock. Theta is the value lost each day as expiry approaches.', 'Vega shows sensitivity to implied volatility: option prices often fall after earnings even when the stock moves, because volatility drops.'],
      ['Delta衡量股價每變動1美元時期權價格的變動。Theta是臨近到期時每日損失的時間值。', 'Vega反映對引伸波幅的敏感度：業績公布後即使股價變動，期權價格亦常因波幅回落而下跌。'],
      ['Delta衡量股价每变动1美元时期权价格的变动。Theta是临近到期时每日损失的时间值。', 'Vega反映对隐含波动率的敏感度：业绩公布后即使股价变动，期权价格亦常因波动率回落而下跌。'],
    ),
  ),
  lesson(
    2007,
    2,
    '2026-05-05T01:00:00.000Z',
    t('Covered calls: earning income on shares you own', '備兌認購：以持股賺取收入', '备兑认购：以持股赚取收入'),
    t('How the strategy works and what you give up.', '策略如何運作，以及你要放棄甚麼。', '策略如何运作，以及你要放弃什么。'),
    paragraphs(
      ['If you hold 100 shares, selling one call against them brings in premium. If the stock stays below the strike, you keep the premium and the shares.', 'If it rises above the strike, your shares may be called away and you give up gains above that level. The shares can still fall in value.'],
      ['如持有100股，可就此沽出一張認購期權收取期權金。若股價維持在行使價以下，你可保留期權金及股份。', '若股價升穿行使價，股份可能被行使，你將放棄高於該價位的升幅。股份價值仍有可能下跌。'],
      ['如持有100股，可就此卖出一张认购期权收取期权金。若股价维持在行权价以下，你可保留期权金及股份。', '若股价升穿行权价，股份可能被行权，你将放弃高于该价位的涨幅。股份价值仍有可能下跌。'],
    ),
  ),
  lesson(
    2008,
    2,
    '2026-05-19T01:00:00.000Z',
    t('Managing option positions before expiry', '到期前如何管理期權持倉', '到期前如何管理期权持仓'),
    t('Closing, rolling and the risk of early assignment.', '平倉、轉倉及提早被指派的風險。', '平仓、转仓及提早被指派的风险。'),
    paragraphs(
      ['Most traders close positions before expiry rather than exercise. Rolling means closing the current option and opening one with a later expiry.', 'Short calls on dividend-paying stocks may be assigned early the day before the ex-dividend date. Check your positions before every ex-date.'],
      ['大部分交易者會於到期前平倉而非行使。轉倉即平掉現有期權，同時開立到期日較後的期權。', '沽出派息股的認購期權，可能於除息日前一日被提早指派。每逢除息日前請檢查持倉。'],
      ['大部分交易者会于到期前平仓而非行权。转仓即平掉现有期权，同时开立到期日较后的期权。', '卖出派息股的认购期权，可能于除息日前一日被提早指派。每逢除息日前请检查持仓。'],
    ),
  ),
  lesson(
    2009,
    3,
    '2026-06-09T01:00:00.000Z',
    t('US trading hours from Hong Kong', '在香港買賣美股的時間', '在香港买卖美股的时间'),
    t('Daylight saving, pre-market and after-hours sessions.', '夏令時間、盤前及盤後時段。', '夏令时间、盘前及盘后时段。'),
    paragraphs(
      ['During US daylight saving time (March to November) the regular session runs 21:30-04:00 Hong Kong time; in winter it runs 22:30-05:00.', 'Pre-market and after-hours sessions have lower liquidity and wider spreads, so use limit orders only.'],
      ['美國夏令時間（三月至十一月）期間，常規交易時段為香港時間21:30-04:00；冬令時間則為22:30-05:00。', '盤前及盤後時段流動性較低、買賣差價較闊，請只使用限價盤。'],
      ['美国夏令时间（三月至十一月）期间，常规交易时段为香港时间21:30-04:00；冬令时间则为22:30-05:00。', '盘前及盘后时段流动性较低、买卖价差较阔，请只使用限价单。'],
    ),
  ),
  lesson(
    2010,
    3,
    '2026-06-23T01:00:00.000Z',
    t('Earnings season survival guide', '業績期應對指南', '业绩期应对指南'),
    t('Why stocks gap on results and how to size positions around them.', '為何股價在業績後跳空，以及如何控制倉位。', '为何股价在业绩后跳空，以及如何控制仓位。'),
    paragraphs(
      ['US companies usually report before the open or after the close, so the price reaction appears as a gap that stop orders cannot protect against.', 'If a position would hurt too much after a 15% gap, reduce it before the announcement.'],
      ['美國公司通常於開市前或收市後公布業績，股價反應會以跳空形式出現，止損單未必能提供保障。', '如某持倉在股價跳空15%後會令你難以承受，應於公布前減持。'],
      ['美国公司通常于开市前或收市后公布业绩，股价反应会以跳空形式出现，止损单未必能提供保障。', '如某持仓在股价跳空15%后会令你难以承受，应于公布前减持。'],
    ),
  ),
  lesson(
    2011,
    3,
    '2026-07-07T01:00:00.000Z',
    t('Dividends, withholding tax and the W-8BEN', '股息、預扣稅與W-8BEN', '股息、预扣税与W-8BEN'),
    t('What you actually receive from a US dividend.', '美股股息實際到手多少。', '美股股息实际到手多少。'),
    paragraphs(
      ['US dividends paid to non-US persons are subject to 30% withholding tax, reduced where a tax treaty applies and a valid W-8BEN is on file.', 'Hong Kong has no tax treaty with the US, so Hong Kong residents generally receive 70% of the gross dividend.'],
      ['向非美國人士派發的美股股息須繳付30%預扣稅；如適用稅務協定並已提交有效W-8BEN，稅率可獲寬減。', '香港與美國並無稅務協定，因此香港居民一般可收取股息總額的70%。'],
      ['向非美国人士派发的美股股息须缴付30%预扣税；如适用税务协定并已提交有效W-8BEN，税率可获宽减。', '香港与美国并无税务协定，因此香港居民一般可收取股息总额的70%。'],
    ),
  ),
  lesson(
    2012,
    3,
    '2026-07-21T01:00:00.000Z',
    t('Currency: the hidden part of your US return', '匯率：美股回報中被忽略的一環', '汇率：美股回报中被忽略的一环'),
    t('How USD/HKD and USD/CNH movements affect your results.', '美元兌港元及離岸人民幣走勢如何影響你的回報。', '美元兑港元及离岸人民币走势如何影响你的回报。'),
    paragraphs(
      ['The Hong Kong dollar is pegged to the US dollar in a narrow band, so for HKD investors currency risk on US stocks is small.', 'For investors who think in renminbi, a 5% move in USD/CNH can add to or wipe out a year\u2019s return. Consider this before converting large amounts.'],
      ['港元與美元掛鈎並在窄幅區間內浮動，因此以港元計算的投資者，投資美股的匯率風險較小。', '以人民幣計算的投資者，美元兌離岸人民幣5%的變動，足以增加或抵銷一整年的回報。大額兌換前請考慮此點。'],
      ['港元与美元挂钩并在窄幅区间内浮动，因此以港元计算的投资者，投资美股的汇率风险较小。', '以人民币计算的投资者，美元兑离岸人民币5%的变动，足以增加或抵销一整年的回报。大额兑换前请考虑此点。'],
    ),
  ),
  lesson(
    2013,
    4,
    '2026-08-04T01:00:00.000Z',
    t('Three numbers to read first in a results announcement', '業績公告中最先要看的三個數字', '业绩公告中最先要看的三个数字'),
    t('Revenue growth, operating margin and free cash flow.', '收入增長、經營利潤率及自由現金流。', '收入增长、经营利润率及自由现金流。'),
    paragraphs(
      ['Start with revenue growth against the same period last year, then the operating margin: a company that sells more but earns less on each sale may be buying growth.', 'Finish with free cash flow. Profit is an accounting figure; cash is what pays dividends and debts.'],
      ['先看收入較去年同期的增長，再看經營利潤率：賣得多但每筆賺得少的公司，可能是以價換量。', '最後看自由現金流。盈利是會計數字，現金才能支付股息及償還債務。'],
      ['先看收入较去年同期的增长，再看经营利润率：卖得多但每笔赚得少的公司，可能是以价换量。', '最后看自由现金流。盈利是会计数字，现金才能支付股息及偿还债务。'],
    ),
  ),
  lesson(
    2014,
    5,
    '2026-08-11T01:00:00.000Z',
    t('Comparing two ETFs that track the same index', '比較追蹤同一指數的兩隻ETF', '比较追踪同一指数的两只ETF'),
    t('Ongoing charges, tracking difference and trading volume.', '經常性開支、追蹤偏離度及成交量。', '经常性开支、追踪偏离度及成交量。'),
    paragraphs(
      ['The ongoing charges figure is what the fund takes each year; the tracking difference shows how far its return fell short of the index once every cost is counted.', 'Volume and the bid-ask spread matter too: a cheap fund that is hard to trade can cost more than a slightly dearer one with a tight spread.'],
      ['經常性開支比率是基金每年收取的費用；追蹤偏離度則顯示計及所有成本後，基金回報與指數相差多少。', '成交量及買賣差價同樣重要：費用低但難以買賣的基金，實際成本可能高於差價較窄但費用稍高的基金。'],
      ['经常性开支比率是基金每年收取的费用；追踪偏离度则显示计及所有成本后，基金回报与指数相差多少。', '成交量及买卖差价同样重要：费用低但难以买卖的基金，实际成本可能高于差价较窄但费用稍高的基金。'],
    ),
  ),
  lesson(
    2015,
    6,
    '2026-08-18T01:00:00.000Z',
    t('Yield to maturity in plain words', '以淺白方式理解到期收益率', '以浅白方式理解到期收益率'),
    t('Why a bond bought below its face value yields more than its coupon.', '為何低於面值買入的債券，收益率高於票息。', '为何低于面值买入的债券，收益率高于票息。'),
    paragraphs(
      ['A bond pays its coupon on the face value, whatever you paid for it. Buy it at 95 and hold it to maturity, and you also gain the 5 you paid below face value.', 'Yield to maturity spreads that gain over the remaining years and adds it to the coupon, so it is the fairer number for comparing bonds.'],
      ['不論買入價多少，債券均按面值派發票息。以95買入並持有至到期，你亦會賺取低於面值的5。', '到期收益率把這部分收益攤分至餘下年期並加上票息，因此更適合用來比較不同債券。'],
      ['不论买入价多少，债券均按面值派发票息。以95买入并持有至到期，你也会赚取低于面值的5。', '到期收益率把这部分收益摊分至剩余年期并加上票息，因此更适合用来比较不同债券。'],
    ),
  ),
  lesson(
    2016,
    7,
    '2026-08-25T01:00:00.000Z',
    t('How much to put into one stock', '一隻股票應投放多少資金', '一只股票应投放多少资金'),
    t('Sizing a position from the loss you are prepared to take.', '按可承受的虧損決定倉位大小。', '按可承受的亏损决定仓位大小。'),
    paragraphs(
      ['Decide first how much of your portfolio you are prepared to lose on one idea, say 1%. Then set where you would sell if you are wrong.', 'The position size is that loss divided by the distance to your exit price: a wider stop means a smaller position.'],
      ['先決定在單一投資上願意承受組合多少虧損，例如1%，再訂下看錯時的止蝕位。', '倉位大小等於可承受虧損除以與止蝕價的距離：止蝕位越遠，倉位應越小。'],
      ['先决定在单一投资上愿意承受组合多少亏损，例如1%，再定下看错时的止损位。', '仓位大小等于可承受亏损除以与止损价的距离：止损位越远，仓位应越小。'],
    ),
  ),
  lesson(
    2017,
    8,
    '2026-09-01T01:00:00.000Z',
    t('Northbound trading days and holidays', '北向交易日及假期安排', '北向交易日及假期安排'),
    t('Why Stock Connect is closed on some days when both markets are open.', '為何兩地市場開市時，滬深港通有時仍會暫停。', '为何两地市场开市时，沪深港通有时仍会暂停。'),
    paragraphs(
      ['Northbound trading needs both markets open and settlement possible on both sides, so the days around Hong Kong holidays can be closed even when Shanghai trades.', 'Check the Stock Connect calendar before the Lunar New Year and Golden Week, and plan orders that must settle before a holiday.'],
      ['北向交易須兩地同時開市並可完成交收，因此香港假期前後，即使上海開市，滬深港通亦可能暫停。', '農曆新年及黃金周前請查閱滬深港通交易日曆，並預先安排須於假期前交收的交易。'],
      ['北向交易须两地同时开市并可完成交收，因此香港假期前后，即使上海开市，沪深港通也可能暂停。', '春节及黄金周前请查阅沪深港通交易日历，并提前安排须于假期前交收的交易。'],
    ),
  ),
  lesson(
    2018,
    9,
    '2026-09-08T01:00:00.000Z',
    t('What happens at a CBBC mandatory call', '牛熊證強制收回時會發生甚麼', '牛熊证强制收回时会发生什么'),
    t('Category N and R, and what you may get back.', 'N類及R類牛熊證，以及可取回多少。', 'N类及R类牛熊证，以及可取回多少。'),
    paragraphs(
      ['When the underlying touches the call price, the CBBC stops trading at once. A category N contract expires worthless.', 'A category R contract may return a small residual value, worked out from the price during the next trading session. It is often zero.'],
      ['當相關資產觸及收回價，牛熊證會即時停止買賣。N類牛熊證將會失去全部價值。', 'R類牛熊證或可取回少量剩餘價值，按下一個交易時段的價格計算，但往往為零。'],
      ['当相关资产触及收回价，牛熊证会即时停止买卖。N类牛熊证将会失去全部价值。', 'R类牛熊证或可取回少量剩余价值，按下一个交易时段的价格计算，但往往为零。'],
    ),
  ),
  lesson(
    2019,
    10,
    '2026-09-15T01:00:00.000Z',
    t('Regular savings plans: investing a fixed amount each month', '月供計劃：每月投資固定金額', '月供计划：每月投资固定金额'),
    t('How dollar-cost averaging smooths out the price you pay.', '平均成本法如何攤平買入價。', '平均成本法如何摊平买入价。'),
    paragraphs(
      ['A fixed monthly amount buys more units when prices are low and fewer when they are high, so the average cost per unit is below the average price.', 'It does not remove the risk of a falling market, but it takes the guesswork out of when to invest.'],
      ['每月投資固定金額，價格低時可買入較多單位，價格高時買入較少，平均每單位成本因而低於平均價格。', '這並不能消除市場下跌的風險，但免卻了估計入市時機的煩惱。'],
      ['每月投资固定金额，价格低时可买入较多单位，价格高时买入较少，平均每单位成本因而低于平均价格。', '这并不能消除市场下跌的风险，但免去了估计入市时机的烦恼。'],
    ),
  ),
  lesson(
    2020,
    11,
    '2026-09-22T01:00:00.000Z',
    t('Small orders and minimum charges', '小額交易與最低收費', '小额交易与最低收费'),
    t('Why a HK$2,000 order can cost 1.5% and how to avoid it.', '為何港幣2,000元的交易成本可高達1.5%，以及如何避免。', '为何港币2,000元的交易成本可高达1.5%，以及如何避免。'),
    paragraphs(
      ['Minimum commissions, fixed platform fees and settlement fees weigh heavily on a small order: on HK$2,000 they can add up to 1.5% of the trade.', 'Use the trade-cost calculator on the fees page to see every charge before you trade, and consider a plan whose fixed fees suit the size of your orders.'],
      ['最低佣金、固定平台使用費及交收費對小額交易影響甚大：港幣2,000元的交易，收費可高達成交金額的1.5%。', '交易前可使用收費頁的交易成本計算機查看每項收費，並考慮選擇固定收費切合你交易金額的套餐。'],
      ['最低佣金、固定平台使用费及交收费对小额交易影响甚大：港币2,000元的交易，收费可高达成交金额的1.5%。', '交易前可使用收费页的交易成本计算器查看每项收费，并考虑选择固定收费切合你交易金额的套餐。'],
    ),
  ),
];
