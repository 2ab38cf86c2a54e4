import type { Product, ProductSlug } from '@brokerage/contracts';
import { t, type AuthoredFields, type L } from './localise';

/**
 * What each product page says about trading it (issue 26, item 5): the fee market that prices it
 * (the figures themselves come from the fee plans), the market's facts, three steps in the app,
 * the questions beyond the product's own FAQ (at least five in all) and the products shown beside it.
 */
export type ProductTrading = AuthoredFields<Required<Pick<Product, 'facts' | 'steps' | 'related'>>> & {
  feeMarket?: string;
  /** Appended to the product's FAQ. */
  moreFaq: { question: L; answer: L }[];
  related: ProductSlug[];
};

const fact = (label: L, value: L) => ({ label, value });
const step = (screen: NonNullable<Product['steps']>[number]['screen'], title: L, text: L) => ({ screen, title, text });
const qa = (question: L, answer: L) => ({ question, answer });

const LABEL = {
  hours: t('Trading hours', '交易時間', '交易时间'),
  currency: t('Currency', '交易貨幣', '交易货币'),
  lot: t('Lot rules', '買賣單位', '买卖单位'),
  settlement: t('Settlement', '交收', '交收'),
  limits: t('Price limits', '價格限制', '价格限制'),
  minimum: t('Minimum', '最低投資', '最低投资'),
  eligibility: t('Who can trade', '適用客戶', '适用客户'),
  style: t('Contract', '合約', '合约'),
  stampDuty: t('Stamp duty', '印花稅', '印花税'),
  dealing: t('Dealing', '交易方式', '交易方式'),
};

const HK_HOURS = t(
  'Mon–Fri 9:30–12:00 and 13:00–16:00 HKT; pre-opening 9:00–9:30, closing auction 16:00–16:10',
  '星期一至五 9:30-12:00 及 13:00-16:00（香港時間）；開市前時段 9:00-9:30，收市競價 16:00-16:10',
  '周一至周五 9:30-12:00 及 13:00-16:00（香港时间）；开市前时段 9:00-9:30，收市竞价 16:00-16:10',
);
const US_HOURS = t(
  'Mon–Fri 9:30–16:00 ET (21:30–04:00 HKT in US summer time, 22:30–05:00 in winter); pre-market from 4:00, after-hours to 20:00 ET',
  '星期一至五 9:30-16:00（美東時間；夏令時間為香港時間 21:30-04:00，冬令時間 22:30-05:00）；盤前由 4:00 起，盤後至 20:00',
  '周一至周五 9:30-16:00（美东时间；夏令时为北京时间 21:30-04:00，冬令时 22:30-05:00）；盘前 4:00 起，盘后至 20:00',
);

const FIND_STOCK = (where: L) =>
  step('quote', t('Find it', '搜尋產品', '搜索产品'), t(`Search by code or name in the app and check the real-time quote, depth and chart ${where.en}.`, `於App以代號或名稱搜尋，查看即時報價、買賣盤及走勢圖${where['zh-hk']}。`, `在App以代码或名称搜索，查看实时报价、买卖盘及走势图${where['zh-cn']}。`));
const TRACK = (what: L) =>
  step('portfolio', t('Track your position', '追蹤持倉', '跟踪持仓'), t(`Your holdings, today's and total profit and loss update in real time; ${what.en}`, `持倉、當日及累計盈虧即時更新；${what['zh-hk']}`, `持仓、当日及累计盈亏实时更新；${what['zh-cn']}`));

export const PRODUCT_TRADING: Partial<Record<ProductSlug, ProductTrading>> = {
  'hk-stocks': {
    feeMarket: 'hk-stocks',
    facts: [
      fact(LABEL.hours, HK_HOURS),
      fact(LABEL.currency, t('HKD; dual-counter stocks also trade in RMB (CNH)', '港元；雙櫃台股票亦可以人民幣（離岸）買賣', '港元；双柜台股票亦可以人民币（离岸）买卖')),
      fact(LABEL.lot, t('Whole board lots set by each issuer (often 100, 500 or 1,000 shares); odd lots on the odd-lot board', '須為發行人訂定的每手股數的整數倍（常見為100、500或1,000股）；碎股於碎股板買賣', '须为发行人订定的每手股数的整数倍（常见为100、500或1,000股）；碎股于碎股板买卖')),
      fact(LABEL.settlement, t('T+2 for shares and cash', '股份及款項均於T+2交收', '股份及款项均于T+2交收')),
      fact(LABEL.limits, t('No daily limit; the volatility control mechanism pauses sharp moves in index stocks', '無每日漲跌限制；市場波動調節機制會暫停指數成份股的急劇波動', '无每日涨跌限制；市场波动调节机制会暂停指数成份股的急剧波动')),
    ],
    steps: [
      FIND_STOCK(t('before you trade', '，先了解市況', '，先了解行情')),
      step('order', t('Place your order', '落盤', '下单'), t('Choose an enhanced limit or at-auction order, enter whole board lots and confirm with your trade password.', '選擇增強限價盤或競價盤，輸入整手數量，再以交易密碼確認。', '选择增强限价盘或竞价盘，输入整手数量，再以交易密码确认。')),
      TRACK(t('sale proceeds can be reinvested at once and withdrawn after T+2.', '賣出所得可即時再買入，T+2交收後可提取。', '卖出所得可即时再买入，T+2交收后可提取。')),
    ],
    moreFaq: [
      qa(t('What is a board lot?', '甚麼是每手股數？', '什么是每手股数？'), t('Each Hong Kong stock trades in board lots set by its issuer, for example 100 or 500 shares. Buy orders must be whole lots; fewer shares than one lot are odd lots and are sold on the odd-lot board.', '每隻港股均由發行人訂定每手股數，例如100股或500股。買入須以整手為單位；不足一手的股份屬碎股，須於碎股板出售。', '每只港股均由发行人订定每手股数，例如100股或500股。买入须以整手为单位；不足一手的股份属碎股，须于碎股板出售。')),
      qa(t('Which order types can I use?', '可以使用哪些盤口類型？', '可以使用哪些订单类型？'), t('Enhanced limit orders in the continuous sessions, at-auction and at-auction limit orders in the auction sessions, and conditional orders (stop-loss, take-profit, trailing stop) held on our servers.', '持續交易時段可用增強限價盤；競價時段可用競價盤及競價限價盤；另有由伺服器監察的條件單（止損、止賺、追蹤止損）。', '持续交易时段可用增强限价盘；竞价时段可用竞价盘及竞价限价盘；另有由服务器监控的条件单（止损、止盈、追踪止损）。')),
    ],
    related: ['etf', 'ipo', 'margin-account', 'us-stocks'],
  },
  'us-stocks': {
    feeMarket: 'us-stocks',
    facts: [
      fact(LABEL.hours, US_HOURS),
      fact(LABEL.currency, t('USD', '美元', '美元')),
      fact(LABEL.lot, t('From 1 share; fractions of a share through fractional trading', '1股起；碎股交易可買入不足一股', '1股起；碎股交易可买入不足一股')),
      fact(LABEL.settlement, t('T+1', 'T+1', 'T+1')),
      fact(LABEL.limits, t('No daily limit; market-wide circuit breakers at 7%, 13% and 20% falls of the S&P 500', '無每日漲跌限制；標普500指數下跌7%、13%及20%時觸發全市場熔斷', '无每日涨跌限制；标普500指数下跌7%、13%及20%时触发全市场熔断')),
    ],
    steps: [
      FIND_STOCK(t('with free Nasdaq Basic data', '（免費Nasdaq Basic行情）', '（免费Nasdaq Basic行情）')),
      step('order', t('Place your order', '落盤', '下单'), t('Choose a limit, market or stop order, tick "extended hours" to trade before the open or after the close, and confirm.', '選擇限價盤、市價盤或止損盤；如要於盤前或盤後交易，勾選「延長時段」後確認。', '选择限价单、市价单或止损单；如要在盘前或盘后交易，勾选“延长时段”后确认。')),
      TRACK(t('dividends arrive in USD, net of withholding tax.', '股息扣除預扣稅後以美元存入。', '股息扣除预扣税后以美元存入。')),
    ],
    moreFaq: [
      qa(t('Which order types are available?', '有哪些盤口類型？', '有哪些订单类型？'), t('Limit, market, stop and stop-limit orders and trailing stops in regular hours; limit orders only in the pre-market and after-hours sessions.', '常規時段可用限價盤、市價盤、止損盤、止損限價盤及追蹤止損；盤前及盤後時段只接受限價盤。', '常规时段可用限价单、市价单、止损单、止损限价单及追踪止损；盘前及盘后时段只接受限价单。')),
      qa(t('How are US dividends taxed?', '美股股息如何徵稅？', '美股股息如何征税？'), t('Dividends paid to non-US persons carry 30% US withholding tax, reduced where a tax treaty applies and a valid W-8BEN is on file: 10% for mainland China tax residents. Hong Kong has no such treaty with the US, so 30% applies.', '向非美國人士派發的股息須預扣30%美國稅款；如適用稅務協定並已提交有效W-8BEN，可按較低稅率扣稅，例如中國內地稅務居民為10%。香港與美國並無此類協定，因此按30%扣稅。', '向非美国人士派发的股息须预扣30%美国税款；如适用税收协定并已提交有效W-8BEN，可按较低税率扣税，例如中国内地税收居民为10%。香港与美国并无此类协定，因此按30%扣税。')),
    ],
    related: ['fractional-shares', 'us-share-option', 'etf', 'hk-stocks'],
  },
  bonds: {
    facts: [
      fact(LABEL.dealing, t('Over the counter through our bond desk, Hong Kong business days 9:00–17:00 HKT', '經本公司債券交易台場外交易，香港營業日 9:00-17:00', '经本公司债券交易台场外交易，香港营业日 9:00-17:00')),
      fact(LABEL.currency, t('USD and HKD', '美元及港元', '美元及港元')),
      fact(LABEL.minimum, t('Each bond\'s minimum denomination, from US$1,000 on selected bonds', '按每隻債券的最低面額，精選債券低至1,000美元', '按每只债券的最低面额，精选债券低至1,000美元')),
      fact(LABEL.settlement, t('Usually T+2', '一般為T+2', '一般为T+2')),
      fact(LABEL.eligibility, t('Plain bonds: all clients; complex bonds (perpetual, subordinated): Professional Investors', '一般債券：所有客戶；複雜債券（永續、後償）：專業投資者', '一般债券：所有客户；复杂债券（永续、次级）：专业投资者')),
    ],
    steps: [
      step('quote', t('Compare bonds', '比較債券', '比较债券'), t('Filter by currency, maturity, yield and rating, and read each bond\'s terms before you decide.', '按貨幣、年期、收益率及評級篩選，並細閱每隻債券的條款。', '按货币、期限、收益率及评级筛选，并细阅每只债券的条款。')),
      step('order', t('Buy at the offer price', '按賣出價買入', '按卖出价买入'), t('Enter the face value you want; the confirmation shows the price, accrued interest and the total you pay.', '輸入所需面值；確認頁列明價格、應計利息及應付總額。', '输入所需面值；确认页列明价格、应计利息及应付总额。')),
      TRACK(t('coupons are paid into your account on each payment date.', '票息於每個派息日存入帳戶。', '票息于每个派息日存入账户。')),
    ],
    moreFaq: [
      qa(t('How are bond prices quoted?', '債券價格如何報價？', '债券价格如何报价？'), t('As a percentage of face value without accrued interest (the clean price): 98.50 means you pay 98.5% of the face value, plus the interest accrued since the last coupon.', '以面值的百分比報價，不含應計利息（淨價）：98.50即支付面值的98.5%，另加自上次派息日起的應計利息。', '以面值的百分比报价，不含应计利息（净价）：98.50即支付面值的98.5%，另加自上次派息日起的应计利息。')),
      qa(t('What is yield to maturity?', '甚麼是到期收益率？', '什么是到期收益率？'), t('The annual return you would earn if you bought at today\'s price, held the bond to maturity and every coupon and the principal were paid in full.', '假設按今日價格買入並持有至到期，且所有票息及本金均全數支付，所得的年度回報率。', '假设按今日价格买入并持有至到期，且所有票息及本金均全数支付，所得的年化回报率。')),
      qa(t('Can I lose money if I hold a bond to maturity?', '持有債券至到期也會虧損嗎？', '持有债券至到期也会亏损吗？'), t('Yes, if the issuer defaults, or if you paid more than the face value and the coupons do not make up the difference.', '會。如發行人違約，或買入價高於面值而票息不足以彌補差額，均可能虧損。', '会。如发行人违约，或买入价高于面值而票息不足以弥补差额，均可能亏损。')),
    ],
    related: ['funds', 'etf', 'us-stocks'],
  },
  etf: {
    feeMarket: 'us-stocks',
    facts: [
      fact(LABEL.hours, t('As the listing market: Hong Kong 9:30–16:00 HKT, US 9:30–16:00 ET', '按上市市場：香港 9:30-16:00（香港時間），美國 9:30-16:00（美東時間）', '按上市市场：香港 9:30-16:00（香港时间），美国 9:30-16:00（美东时间）')),
      fact(LABEL.currency, t('HKD or USD; some Hong Kong ETFs also trade in RMB', '港元或美元；部分香港ETF亦設人民幣櫃台', '港元或美元；部分香港ETF亦设人民币柜台')),
      fact(LABEL.lot, t('Hong Kong: the ETF\'s board lot; US: from 1 share', '香港：按該ETF的每手單位；美國：1股起', '香港：按该ETF的每手单位；美国：1股起')),
      fact(LABEL.settlement, t('Hong Kong T+2, US T+1', '香港T+2，美國T+1', '香港T+2，美国T+1')),
      fact(LABEL.stampDuty, t('None on Hong Kong ETF trades', '買賣香港ETF免印花稅', '买卖香港ETF免印花税')),
    ],
    steps: [
      FIND_STOCK(t('with the fund\'s tracking difference and ongoing charges', '，以及基金的追蹤偏離度及經常性開支', '，以及基金的跟踪偏离度及经常性开支')),
      step('order', t('Place your order', '落盤', '下单'), t('Buy as you would a stock: a limit order in board lots in Hong Kong or from one share in the US.', '與買賣股票相同：香港以整手落限價盤，美國1股起。', '与买卖股票相同：香港以整手下限价单，美国1股起。')),
      TRACK(t('distributions are paid into your account.', '派息會存入你的帳戶。', '派息会存入你的账户。')),
    ],
    moreFaq: [
      qa(t('What does it cost to hold an ETF?', '持有ETF有甚麼費用？', '持有ETF有什么费用？'), t('Besides trading fees, each ETF deducts its ongoing charges from its assets, shown as a yearly percentage in its fact sheet; you do not pay them separately.', '除交易費用外，每隻ETF會從基金資產中扣除經常性開支，以年度百分比列於產品資料概要，毋須另行繳付。', '除交易费用外，每只ETF会从基金资产中扣除经常性开支，以年度百分比列于产品资料概要，无须另行缴付。')),
      qa(t('Do ETFs pay dividends?', 'ETF會派息嗎？', 'ETF会派息吗？'), t('Distributing ETFs pass on dividends or interest from their holdings, usually quarterly or yearly; accumulating ETFs reinvest them.', '派息類ETF會將持倉的股息或利息派發給投資者，一般每季或每年一次；累積類ETF則將其再投資。', '派息类ETF会将持仓的股息或利息派发给投资者，一般每季或每年一次；累积类ETF则将其再投资。')),
      qa(t('What do I need to trade leveraged and inverse products?', '買賣槓桿及反向產品有甚麼要求？', '买卖杠杆及反向产品有什么要求？'), t('They are complex products: you need the derivatives knowledge assessment, and they suit short-term trading rather than holding.', '它們屬複雜產品，須先通過衍生產品知識評估，並適合短線買賣而非長線持有。', '它们属复杂产品，须先通过衍生产品知识评估，并适合短线买卖而非长线持有。')),
    ],
    related: ['hk-stocks', 'us-stocks', 'funds', 'fractional-shares'],
  },
  'fractional-shares': {
    feeMarket: 'us-stocks',
    facts: [
      fact(LABEL.hours, t('Regular US hours only: 9:30–16:00 ET', '只限美股常規時段：9:30-16:00（美東時間）', '只限美股常规时段：9:30-16:00（美东时间）')),
      fact(LABEL.currency, t('USD', '美元', '美元')),
      fact(LABEL.lot, t('By amount from US$5, or by shares to 0.0001', '按金額5美元起，或按股數至0.0001股', '按金额5美元起，或按股数至0.0001股')),
      fact(LABEL.settlement, t('T+1', 'T+1', 'T+1')),
      fact(LABEL.dealing, t('Market orders, pooled and executed during the session', '市價盤，於交易時段內合併執行', '市价单，于交易时段内合并执行')),
    ],
    steps: [
      FIND_STOCK(t('(eligible stocks carry a fractional tag)', '（合資格股票附有碎股標籤）', '（合格股票附有碎股标签）')),
      step('order', t('Invest by amount', '按金額投資', '按金额投资'), t('Enter the dollar amount, say US$50, and confirm; we buy the matching fraction at the market price.', '輸入金額，例如50美元，確認後我們按市價買入相應的碎股。', '输入金额，例如50美元，确认后我们按市价买入相应的碎股。')),
      TRACK(t('dividends are paid on fractions too.', '碎股同樣可收取股息。', '碎股同样可收取股息。')),
    ],
    moreFaq: [
      qa(t('Do I get voting rights on fractional shares?', '碎股有投票權嗎？', '碎股有投票权吗？'), t('No. Voting rights come with whole shares only; fractions receive dividends in proportion but cannot vote.', '沒有。只有完整股份附帶投票權；碎股按比例收取股息，但不可投票。', '没有。只有完整股份附带投票权；碎股按比例收取股息，但不可投票。')),
      qa(t('Which stocks can I buy in fractions?', '哪些股票可以碎股買入？', '哪些股票可以碎股买入？'), t('More than 1,000 US stocks and ETFs, chosen by market value and trading volume; the list is in the app.', '超過1,000隻按市值及成交量挑選的美股及ETF，名單載於App內。', '超过1,000只按市值及成交量挑选的美股及ETF，名单载于App内。')),
      qa(t('What does a fractional order cost?', '碎股交易收費如何？', '碎股交易收费如何？'), t('The same commission and fees as whole US shares, worked out on the fraction you trade; see the example on this page.', '與完整美股相同的佣金及費用，按實際買賣的碎股計算；請參閱本頁示例。', '与完整美股相同的佣金及费用，按实际买卖的碎股计算；请参阅本页示例。')),
    ],
    related: ['us-stocks', 'etf', 'funds'],
  },
  'us-share-option': {
    feeMarket: 'us-options',
    facts: [
      fact(LABEL.hours, t('Mon–Fri 9:30–16:00 ET; some index ETF options to 16:15', '星期一至五 9:30-16:00（美東時間）；部分指數ETF期權至16:15', '周一至周五 9:30-16:00（美东时间）；部分指数ETF期权至16:15')),
      fact(LABEL.currency, t('USD', '美元', '美元')),
      fact(LABEL.style, t('1 contract = 100 shares; American style, exercisable any day to expiry', '每張合約100股；美式期權，到期前任何一日均可行使', '每张合约100股；美式期权，到期前任何一日均可行权')),
      fact(LABEL.settlement, t('Premiums T+1; exercised shares T+1', '期權金T+1交收；行使後股份T+1交收', '期权金T+1交收；行权后股份T+1交收')),
      fact(LABEL.eligibility, t('Margin account, derivatives assessment and an approved options level', '須有孖展帳戶、通過衍生產品評估及獲批期權交易級別', '须有融资账户、通过衍生产品评估及获批期权交易级别')),
    ],
    steps: [
      step('quote', t('Open the option chain', '打開期權鏈', '打开期权链'), t('Pick the underlying, then an expiry and strike, with Greeks and implied volatility beside each quote.', '選擇正股，再選到期日及行使價，每個報價旁均顯示希臘值及引伸波幅。', '选择正股，再选到期日及行权价，每个报价旁均显示希腊值及隐含波动率。')),
      step('order', t('Buy or sell contracts', '買賣合約', '买卖合约'), t('Enter the number of contracts and a limit premium per share; the ticket shows the maximum loss before you confirm.', '輸入合約數目及每股限價期權金；確認前落盤頁會顯示最大虧損。', '输入合约数目及每股限价期权金；确认前下单页会显示最大亏损。')),
      TRACK(t('we alert you before expiry and on assignment.', '到期前及被行使時均會通知你。', '到期前及被行权时均会通知你。')),
    ],
    moreFaq: [
      qa(t('How much can I lose?', '最多會虧損多少？', '最多会亏损多少？'), t('Buying options, at most the premium you paid. Selling uncovered options can lose far more than the premium received, which is why it needs a higher options level.', '買入期權最多損失所付期權金；沽出無備兌期權的虧損可遠超所收期權金，因此須獲批較高的期權交易級別。', '买入期权最多损失所付期权金；卖出无备兑期权的亏损可远超所收期权金，因此须获批较高的期权交易级别。')),
      qa(t('How are options commissions charged?', '期權佣金如何收取？', '期权佣金如何收取？'), t('Per contract with a minimum per order, plus the regulatory and clearing fees of the US options market; the example on this page shows them for one contract.', '按每張合約收取，每單設最低收費，另加美國期權市場的監管及清算費用；本頁示例列出一張合約的各項收費。', '按每张合约收取，每单设最低收费，另加美国期权市场的监管及清算费用；本页示例列出一张合约的各项收费。')),
      qa(t('Can I trade options in extended hours?', '可以於延長時段買賣期權嗎？', '可以在延长时段买卖期权吗？'), t('No. US stock options trade in regular hours only.', '不可以。美股期權只於常規時段交易。', '不可以。美股期权只在常规时段交易。')),
    ],
    related: ['option-tool', 'us-stocks', 'margin-account'],
  },
  'a-shares': {
    feeMarket: 'a-shares',
    facts: [
      fact(LABEL.hours, t('Mon–Fri 9:30–11:30 and 13:00–15:00 Beijing time (= HKT) on Northbound trading days; opening call auction 9:15–9:25', '北向交易日星期一至五 9:30-11:30 及 13:00-15:00（北京時間，即香港時間）；開盤集合競價 9:15-9:25', '北向交易日周一至周五 9:30-11:30 及 13:00-15:00（北京时间）；开盘集合竞价 9:15-9:25')),
      fact(LABEL.currency, t('RMB (CNH)', '人民幣（離岸）', '人民币（离岸）')),
      fact(LABEL.lot, t('Buy in lots of 100 shares; odd lots can only be sold', '以每手100股買入；碎股只可賣出', '以每手100股买入；碎股只可卖出')),
      fact(LABEL.settlement, t('Shares T+0, cash T+1; no selling on the day of purchase', '股份T+0、款項T+1交收；不可即日買賣', '股份T+0、款项T+1交收；不可当日回转交易')),
      fact(LABEL.limits, t('±10% a day on main boards (±5% for ST stocks)', '主板每日漲跌幅±10%（ST股票±5%）', '主板每日涨跌幅±10%（ST股票±5%）')),
    ],
    steps: [
      FIND_STOCK(t('and whether it is eligible for Stock Connect', '，並確認是否屬滬深港通合資格股票', '，并确认是否属沪深港通合格股票')),
      step('order', t('Place your order', '落盤', '下单'), t('Enter a limit price within the day\'s price limits and a multiple of 100 shares; your CNH balance pays for it.', '輸入在當日漲跌幅範圍內的限價，數量為100股的倍數，以人民幣結餘支付。', '输入在当日涨跌幅范围内的限价，数量为100股的倍数，以人民币余额支付。')),
      TRACK(t('shares bought today can be sold from the next trading day.', '今日買入的股份可於下一個交易日賣出。', '今日买入的股份可于下一个交易日卖出。')),
    ],
    moreFaq: [
      qa(t('Do I need to hold RMB?', '需要持有人民幣嗎？', '需要持有人民币吗？'), t('Yes, A-shares trade in RMB. Exchange HKD or USD into CNH in the app before you buy.', '需要，A股以人民幣買賣。請先於App內將港元或美元兌換為離岸人民幣。', '需要，A股以人民币买卖。请先在App内将港元或美元兑换为离岸人民币。')),
      qa(t('Is there a daily quota?', '有每日額度限制嗎？', '有每日额度限制吗？'), t('Northbound trading has a daily quota for the whole market; if it is used up, buy orders are paused for the rest of the day while sell orders still go through.', '北向交易設有全市場每日額度；額度用盡後，當日餘下時間暫停買盤，賣盤不受影響。', '北向交易设有全市场每日额度；额度用尽后，当日余下时间暂停买盘，卖盘不受影响。')),
    ],
    related: ['hk-stocks', 'etf', 'funds'],
  },
  'margin-account': {
    feeMarket: 'hk-stocks',
    facts: [
      fact(LABEL.hours, t('Borrow in any session of the market you trade', '可於所買賣市場的任何交易時段借貸', '可在所买卖市场的任何交易时段借贷')),
      fact(LABEL.currency, t('HKD, USD and CNH loans, each at its own rate', '港元、美元及離岸人民幣借貸，各有利率', '港元、美元及离岸人民币借贷，各有利率')),
      fact(LABEL.lot, t('Each stock has its own margin ratio, from 0% to 70%', '每隻股票有各自的按倉比率，由0%至70%', '每只股票有各自的融资比例，由0%至70%')),
      fact(LABEL.settlement, t('Interest accrues daily, charged at month end', '利息每日累計，月底收取', '利息每日累计，月底收取')),
      fact(LABEL.eligibility, t('Clients aged 18+ who understand margin trading; approved in the app', '年滿18歲並了解孖展交易的客戶；於App內申請審批', '年满18岁并了解融资交易的客户；在App内申请审批')),
    ],
    steps: [
      step('quote', t('Check the margin ratio', '查看按倉比率', '查看融资比例'), t('Every stock\'s quote shows how much you can borrow against it, and the account screen your buying power.', '每隻股票的報價頁均顯示可借貸比率，帳戶頁面則顯示你的購買力。', '每只股票的报价页均显示可借贷比例，账户页面则显示你的购买力。')),
      step('order', t('Buy beyond your cash', '以超出現金的金額買入', '以超出现金的金额买入'), t('Place the order as usual; the ticket shows how much of it is borrowed and the margin ratio of the stock.', '照常落盤；落盤頁會顯示借貸金額及該股票的按倉比率。', '照常下单；下单页会显示借贷金额及该股票的融资比例。')),
      step('portfolio', t('Watch your risk level', '留意風險水平', '留意风险水平'), t('We alert you early when the margin ratio approaches a call; repay by selling or depositing at any time.', '按倉比率接近追繳水平時我們會提早通知；你可隨時以賣出或存入資金還款。', '融资比例接近追缴水平时我们会提早通知；你可随时以卖出或存入资金还款。')),
    ],
    moreFaq: [
      qa(t('How is margin interest worked out?', '孖展利息如何計算？', '融资利息如何计算？'), t('Daily on the debit balance at the annual rate of its currency divided by 365, added up and charged at the end of each month.', '按借方結餘及該貨幣的年利率除以365每日計算，累計後於每月底收取。', '按借方余额及该货币的年利率除以365每日计算，累计后于每月底收取。')),
      qa(t('Does a margin account cost anything if I do not borrow?', '不借貸的話，孖展帳戶有費用嗎？', '不借贷的话，融资账户有费用吗？'), t('No. Interest is charged only on money you actually borrow, and trading fees are the same as in a cash account.', '沒有。只有實際借貸的款項才收取利息，交易費用與現金帳戶相同。', '没有。只有实际借贷的款项才收取利息，交易费用与现金账户相同。')),
      qa(t('Which stocks can I borrow against?', '哪些股票可以用作抵押？', '哪些股票可以用作抵押？'), t('Most liquid Hong Kong and US stocks; the app shows each stock\'s margin ratio, and a ratio of 0% means it cannot be borrowed against.', '大部分流通量高的港股及美股；App內列出每隻股票的按倉比率，比率為0%即不可作抵押。', '大部分流动性高的港股及美股；App内列出每只股票的融资比例，比例为0%即不可作抵押。')),
    ],
    related: ['hk-stocks', 'us-stocks', 'ipo', 'us-share-option'],
  },
  ipo: {
    feeMarket: 'hk-stocks',
    facts: [
      fact(LABEL.hours, t('Subscribe until the day before the public offer closes; grey market 16:15–18:30 the day before listing', '截止認購日前一日前可認購；暗盤交易於上市前一日 16:15-18:30', '截止认购日前一日前可认购；暗盘交易于上市前一日 16:15-18:30')),
      fact(LABEL.currency, t('HKD', '港元', '港元')),
      fact(LABEL.lot, t('Apply for one of the application tiers set in the prospectus, from one board lot', '按招股章程訂定的認購檔位申請，由一手起', '按招股章程订定的认购档位申请，由一手起')),
      fact(LABEL.settlement, t('Allotted shares credited the day before listing; refunds on the allotment date', '獲配股份於上市前一日存入；退款於配發日發還', '获配股份于上市前一日存入；退款于配发日发还')),
      fact(LABEL.eligibility, t('All clients with a securities account; financing on selected deals', '所有證券帳戶客戶；精選新股提供融資', '所有证券账户客户；精选新股提供融资')),
    ],
    steps: [
      step('ipo', t('Choose a new listing', '選擇新股', '选择新股'), t('The IPO centre lists open offers with the price range, lot size, entry fee and timetable.', '新股中心列出招股中的新股，附招股價範圍、每手股數、入場費及時間表。', '新股中心列出招股中的新股，附招股价范围、每手股数、入场费及时间表。')),
      step('order', t('Subscribe with cash or financing', '以現金或融資認購', '以现金或融资认购'), t('Pick an application tier; with financing, enter the amount you want to borrow and the app shows the interest.', '選擇認購檔位；如用融資，輸入借貸金額，App會顯示利息。', '选择认购档位；如用融资，输入借贷金额，App会显示利息。')),
      TRACK(t('allotted shares appear in your holdings before listing.', '獲配股份於上市前顯示於持倉。', '获配股份于上市前显示于持仓。')),
    ],
    moreFaq: [
      qa(t('How is the allotment decided?', '新股如何分配？', '新股如何分配？'), t('The issuer allots public-offer shares by ballot within each application tier; large tiers may get a lower allotment rate. Our clients\' applications go in together through HKSCC.', '發行人按各認購檔位以抽籤方式分配公開發售股份，大額檔位的中籤率可能較低。本公司客戶的申請經香港結算一併遞交。', '发行人按各认购档位以抽签方式分配公开发售股份，大额档位的中签率可能较低。本公司客户的申请经香港结算一并递交。')),
      qa(t('Can I cancel a subscription?', '可以取消認購嗎？', '可以取消认购吗？'), t('Yes, in the app until our cut-off, usually the day before the public offer closes.', '可以，在本公司截止時間前（一般為公開發售截止前一日）於App內取消。', '可以，在本公司截止时间前（一般为公开发售截止前一日）在App内取消。')),
      qa(t('What does trading after listing cost?', '上市後買賣有甚麼費用？', '上市后买卖有什么费用？'), t('Allotted shares trade like any Hong Kong stock; the example on this page shows every charge of a Hong Kong trade under our default plan.', '獲配股份與其他港股相同買賣；本頁示例列出預設收費計劃下港股交易的每項收費。', '获配股份与其他港股相同买卖；本页示例列出默认收费计划下港股交易的每项收费。')),
    ],
    related: ['hk-stocks', 'margin-account', 'etf'],
  },
  'option-tool': {
    feeMarket: 'us-options',
    facts: [
      fact(LABEL.hours, t('Data follows US options hours, 9:30–16:00 ET; the simulator works any time', '數據跟隨美股期權交易時段 9:30-16:00（美東時間）；模擬器全日可用', '数据跟随美股期权交易时段 9:30-16:00（美东时间）；模拟器全天可用')),
      fact(LABEL.currency, t('USD', '美元', '美元')),
      fact(LABEL.style, t('US stock and ETF options, 100 shares per contract', '美國股票及ETF期權，每張合約100股', '美国股票及ETF期权，每张合约100股')),
      fact(LABEL.eligibility, t('Clients approved for options trading', '已開通期權交易的客戶', '已开通期权交易的客户')),
    ],
    steps: [
      step('quote', t('Pick a strategy', '選擇策略', '选择策略'), t('Start from a template such as a covered call or a vertical spread, or build your own legs on the option chain.', '由備兌認購、垂直價差等範本開始，或於期權鏈自行組合。', '由备兑认购、垂直价差等模板开始，或在期权链自行组合。')),
      step('order', t('Check the outcome, then send', '查看盈虧後落盤', '查看盈亏后下单'), t('See maximum profit, maximum loss and break-even, move price, time and volatility in the simulator, then send every leg as one order.', '查看最大盈利、最大虧損及打和點，以模擬器調整價格、時間及波幅，再將所有期權腳以單一指令送出。', '查看最大盈利、最大亏损及盈亏平衡点，以模拟器调整价格、时间及波动率，再将所有期权腿以单一指令发送。')),
      TRACK(t('the strategy\'s legs stay grouped in your positions.', '策略的各期權腳會於持倉中歸為一組。', '策略的各期权腿会在持仓中归为一组。')),
    ],
    moreFaq: [
      qa(t('Do the tools cost anything?', '使用工具需要收費嗎？', '使用工具需要收费吗？'), t('No. They are free for clients approved for options; only the trades you place are charged, as in the example on this page.', '不需要。已開通期權交易的客戶可免費使用，只有實際交易才會收費，收費如本頁示例。', '不需要。已开通期权交易的客户可免费使用，只有实际交易才会收费，收费如本页示例。')),
      qa(t('Can I use them on my computer?', '可以在電腦上使用嗎？', '可以在电脑上使用吗？'), t('The tools are in the app today; the desktop platform planned for 2027 will include them.', '工具目前於App內提供；預計2027年推出的桌面版亦會包括。', '工具目前在App内提供；预计2027年推出的桌面版亦会包括。')),
      qa(t('What is implied volatility rank?', '甚麼是引伸波幅排名？', '什么是隐含波动率排名？'), t('Where today\'s implied volatility sits between its lowest and highest of the past year, from 0 to 100: a high rank means options are expensive compared with their own history.', '今日引伸波幅在過去一年最低與最高之間的位置，由0至100；排名高代表期權相對其歷史較貴。', '今日隐含波动率在过去一年最低与最高之间的位置，由0至100；排名高代表期权相对其历史较贵。')),
    ],
    related: ['us-share-option', 'us-stocks', 'margin-account'],
  },
  funds: {
    feeMarket: 'funds',
    facts: [
      fact(LABEL.dealing, t('Orders by 15:00 HKT on a dealing day get that day\'s price (NAV), known the next day', '於交易日香港時間15:00前提交的指示按當日資產淨值成交，價格於翌日公布', '于交易日香港时间15:00前提交的指示按当日资产净值成交，价格于次日公布')),
      fact(LABEL.currency, t('The fund\'s currency: HKD, USD or RMB', '按基金貨幣：港元、美元或人民幣', '按基金货币：港元、美元或人民币')),
      fact(LABEL.minimum, t('From HK$1 for money market funds; regular plans from HK$500 a month', '貨幣市場基金港幣1元起；定期供款每月港幣500元起', '货币市场基金港币1元起；定期供款每月港币500元起')),
      fact(LABEL.settlement, t('Money market funds T+1; other funds T+2 to T+5', '貨幣市場基金T+1；其他基金T+2至T+5', '货币市场基金T+1；其他基金T+2至T+5')),
    ],
    steps: [
      step('quote', t('Compare funds', '比較基金', '比较基金'), t('Filter by asset class, risk rating and currency; compare returns, ongoing charges and holdings.', '按資產類別、風險評級及貨幣篩選；比較回報、經常性開支及持倉。', '按资产类别、风险评级及货币筛选；比较回报、经常性开支及持仓。')),
      step('order', t('Subscribe', '認購', '认购'), t('Enter the amount, read the key facts statement and confirm; the order is priced at the next NAV.', '輸入金額，細閱產品資料概要後確認；指示按下一個資產淨值定價。', '输入金额，细阅产品资料概要后确认；指令按下一个资产净值定价。')),
      TRACK(t('redeem whenever you need the money back.', '需要資金時可隨時贖回。', '需要资金时可随时赎回。')),
    ],
    moreFaq: [
      qa(t('Is there a subscription fee?', '有認購費嗎？', '有认购费吗？'), t('Money market funds have none; for other funds the fee, if any, is shown on the fund\'s page and in the fee table before you confirm.', '貨幣市場基金不收認購費；其他基金如有收費，會於確認前在基金頁面及收費表列明。', '货币市场基金不收认购费；其他基金如有收费，会在确认前在基金页面及收费表列明。')),
      qa(t('What is the risk rating?', '甚麼是風險評級？', '什么是风险评级？'), t('We rate each fund from 1 (lowest) to 5 (highest) and match it with your risk profile; you can buy funds up to your own level.', '我們為每隻基金評為1（最低）至5（最高）級，並與你的風險取向配對；你可購買不高於自身級別的基金。', '我们为每只基金评为1（最低）至5（最高）级，并与你的风险取向匹配；你可购买不高于自身级别的基金。')),
      qa(t('Can I switch between funds?', '可以轉換基金嗎？', '可以转换基金吗？'), t('Yes. A switch is a redemption followed by a subscription; the new fund is bought once the redemption money arrives.', '可以。轉換即先贖回再認購，贖回款項到帳後即買入新基金。', '可以。转换即先赎回再认购，赎回款项到账后即买入新基金。')),
    ],
    related: ['bonds', 'etf', 'fractional-shares'],
  },
};
